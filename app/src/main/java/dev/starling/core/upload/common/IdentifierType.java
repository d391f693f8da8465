package dev.starling.core.upload.common;

import java.util.Locale;

/** The keys of X's user identifier object, in the order they are written into a user object. */
public enum IdentifierType {
    EMAIL("email"),
    PHONE_NUMBER("phone_number"),
    HANDLE("handle"),
    SERVICE_ID("service_id"),
    DEVICE_ID("device_id"),
    /** The advertiser's own id: the only key sent as is. */
    PARTNER_USER_ID("partner_user_id");

    private final String key;

    IdentifierType(String key) {
        this.key = key;
    }

    /** The key in {@code params.users[]}. */
    public String key() {
        return key;
    }

    /** Whether values are sent as SHA-256 hashes: all but the advertiser's own id. */
    public boolean hashed() {
        return this != PARTNER_USER_ID;
    }

    /** Parses a key such as {@code email} or {@code phone_number} (also {@code phone}). */
    public static IdentifierType fromKey(String text) {
        String key = text.strip().toLowerCase(Locale.ROOT).replace('-', '_');
        for (IdentifierType type : values()) {
            if (type.key.equals(key)) {
                return type;
            }
        }
        return switch (key) {
            case "phone" -> PHONE_NUMBER;
            case "user_id", "x_id", "twitter_id" -> SERVICE_ID;
            case "device", "idfa", "adid", "maid" -> DEVICE_ID;
            case "partner", "partner_id" -> PARTNER_USER_ID;
            default -> throw new IllegalArgumentException("unknown identifier type '" + text
                    + "' (expected one of email, phone_number, handle, service_id, device_id, partner_user_id)");
        };
    }
}
