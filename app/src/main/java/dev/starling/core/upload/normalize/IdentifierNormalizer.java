package dev.starling.core.upload.normalize;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import dev.starling.core.text.BundleText;
import java.util.Locale;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.common.UploadException;

/**
 * X's normalisation rules per identifier type, then SHA-256. Values that already are 64 hex digits
 * pass through lower-cased. Reasons are bundle texts ({@link RejectionReasons}) that never quote the value (raw
 * identifiers are never written anywhere).
 * Thread-safe; written without regular expressions because it runs once per value of huge files.
 */
public final class IdentifierNormalizer {

    public static final int MAX_HANDLE_LENGTH = 15;

    private final String defaultRegion;
    private final PhoneNumberUtil phones = PhoneNumberUtil.getInstance();

    /**
     * @param defaultRegion ISO 3166 region for phone numbers written without a country code, e.g. {@code US}
     * @throws UploadException when Starling knows no such region
     */
    public IdentifierNormalizer(String defaultRegion) {
        String region = defaultRegion.strip().toUpperCase(Locale.ROOT);
        if (!phones.getSupportedRegions().contains(region)) {
            throw UploadException.of("upload.problem.phoneRegion", defaultRegion);
        }
        this.defaultRegion = region;
    }

    public String defaultRegion() {
        return defaultRegion;
    }

    /** Normalises and hashes one value. */
    public Normalized normalize(IdentifierType type, String raw) {
        Normalized clean = clean(type, raw);
        return clean.isAccepted() && clean.sent() == null
                ? Normalized.accepted(type, clean.normalised(), Sha256Hex.hash(clean.normalised()))
                : clean;
    }

    /**
     * Normalises one value without hashing it: {@code sent} is null when the caller still has to hash
     * {@code normalised} (the encoder hashes straight into the request body).
     */
    public Normalized clean(IdentifierType type, String raw) {
        String value = raw == null ? "" : raw.strip();
        if (value.isEmpty()) {
            return Normalized.rejected(type, RejectionReasons.EMPTY);
        }
        if (type.hashed() && Sha256Hex.isHash(value)) {
            String hash = value.toLowerCase(Locale.ROOT);
            return Normalized.accepted(type, hash, hash);
        }
        return switch (type) {
            case EMAIL -> email(value);
            case PHONE_NUMBER -> phone(value);
            case HANDLE -> handle(value);
            case SERVICE_ID -> serviceId(value);
            case DEVICE_ID -> deviceId(value);
            case PARTNER_USER_ID -> Normalized.accepted(type, value, value);
        };
    }

    private static Normalized hashed(IdentifierType type, String normalised) {
        return Normalized.accepted(type, normalised, null);
    }

    private static Normalized email(String value) {
        String email = value.toLowerCase(Locale.ROOT);
        int at = email.indexOf('@');
        int dot = email.lastIndexOf('.');
        boolean plausible = at > 0 && at == email.lastIndexOf('@') && dot > at + 1 && dot < email.length() - 1;
        for (int i = 0; plausible && i < email.length(); i++) {
            plausible = !refusedInEmail(email.charAt(i));
        }
        if (!plausible) {
            return Normalized.rejected(IdentifierType.EMAIL, RejectionReasons.NOT_AN_EMAIL);
        }
        if (at > MAX_EMAIL_LOCAL_PART) {
            return Normalized.rejected(IdentifierType.EMAIL, RejectionReasons.EMAIL_LOCAL_PART_TOO_LONG);
        }
        byte[] bytes = email.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        if (!EmailShape.wellFormed(bytes, utf8Length(email, at), bytes.length)) {
            return Normalized.rejected(IdentifierType.EMAIL, RejectionReasons.NOT_AN_EMAIL);
        }
        return hashed(IdentifierType.EMAIL, email);
    }

    /** The UTF-8 length of {@code text[0, end)}: where the character at {@code end} starts in the bytes. */
    private static int utf8Length(String text, int end) {
        int bytes = 0;
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isSurrogate(c) ? 2 : 3;
        }
        return bytes;
    }

    /** RFC 5321 caps the part before @ at 64 characters: a longer one cannot be delivered to. */
    static final int MAX_EMAIL_LOCAL_PART = 64;

    /**
     * Characters no mailbox of a CRM export holds: controls and spaces, list separators, and the
     * quotes, parentheses and angle brackets of display names and comments ("Ann" <ann@x.com>), and
     * invisible characters pasted along with an address (zero-width spaces, direction marks, no-break
     * spaces): hashed with them, the address would never match anybody.
     */
    static boolean refusedInEmail(char c) {
        if (c < 0x80) {
            return c <= ' ' || c == ',' || c == ';' || c == '<' || c == '>' || c == '"' || c == '(' || c == ')';
        }
        int type = Character.getType(c);
        return type == Character.FORMAT || type == Character.CONTROL || type == Character.SPACE_SEPARATOR
                || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR;
    }

    /**
     * E.164 when the number is possible (right shape and length for its country). Validity (an
     * assigned area code) is deliberately not required: libphonenumber's metadata lags behind new
     * ranges, and X's own example {@code +11234567890} is "possible" but not "valid".
     */
    private Normalized phone(String value) {
        PhoneNumber number;
        try {
            number = phones.parse(value, defaultRegion);
        } catch (NumberParseException e) {
            return Normalized.rejected(IdentifierType.PHONE_NUMBER, RejectionReasons.phone("unparsable", defaultRegion));
        }
        PhoneNumberUtil.ValidationResult possible = phones.isPossibleNumberWithReason(number);
        String region = phones.getRegionCodeForCountryCode(number.getCountryCode());
        BundleText reason = switch (possible) {
            case IS_POSSIBLE, IS_POSSIBLE_LOCAL_ONLY -> null;
            case INVALID_COUNTRY_CODE -> RejectionReasons.unknownCountryCode(number.getCountryCode());
            case TOO_SHORT -> RejectionReasons.phone("tooShort", region);
            case TOO_LONG -> RejectionReasons.phone("tooLong", region);
            case INVALID_LENGTH -> RejectionReasons.phone("length", region);
        };
        if (possible == PhoneNumberUtil.ValidationResult.IS_POSSIBLE_LOCAL_ONLY) {
            // A local number without its area code cannot be written in E.164: nobody could match it.
            reason = RejectionReasons.phone("localOnly", region);
        }
        return reason != null ? Normalized.rejected(IdentifierType.PHONE_NUMBER, reason)
                : hashed(IdentifierType.PHONE_NUMBER, phones.format(number, PhoneNumberUtil.PhoneNumberFormat.E164));
    }

    private static Normalized handle(String value) {
        String handle = value.charAt(0) == '@' ? value.substring(1) : value;
        handle = handle.toLowerCase(Locale.ROOT);
        if (handle.isEmpty()) {
            return Normalized.rejected(IdentifierType.HANDLE, RejectionReasons.EMPTY);
        }
        if (handle.length() > MAX_HANDLE_LENGTH) {
            return Normalized.rejected(IdentifierType.HANDLE, RejectionReasons.HANDLE_TOO_LONG);
        }
        for (int i = 0; i < handle.length(); i++) {
            char c = handle.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) {
                return Normalized.rejected(IdentifierType.HANDLE, RejectionReasons.HANDLE_CHARACTERS);
            }
        }
        return hashed(IdentifierType.HANDLE, handle);
    }

    private static Normalized serviceId(String value) {
        if (value.length() > 19) {
            return Normalized.rejected(IdentifierType.SERVICE_ID, RejectionReasons.NOT_A_USER_ID);
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                return Normalized.rejected(IdentifierType.SERVICE_ID, RejectionReasons.NOT_A_USER_ID);
            }
        }
        long id;
        try {
            id = Long.parseLong(value);
        } catch (NumberFormatException e) {
            return Normalized.rejected(IdentifierType.SERVICE_ID, RejectionReasons.NOT_A_USER_ID);
        }
        if (id <= 0) {
            return Normalized.rejected(IdentifierType.SERVICE_ID, RejectionReasons.NOT_A_USER_ID);
        }
        return hashed(IdentifierType.SERVICE_ID, Long.toString(id));
    }

    /**
     * IDFA and Android AdID are UUIDs: lower-case, dashes kept. An Android id is 16 hex digits:
     * lower-case without dashes or spaces.
     */
    private static Normalized deviceId(String value) {
        String id = value.toLowerCase(Locale.ROOT);
        if (isUuid(id)) {
            return hashed(IdentifierType.DEVICE_ID, id);
        }
        StringBuilder compact = new StringBuilder(16);
        for (int i = 0; i < id.length() && compact.length() <= 16; i++) {
            char c = id.charAt(i);
            if (c != '-' && c != ' ') {
                compact.append(c);
            }
        }
        if (compact.length() == 16 && allHex(compact, 0, 16)) {
            return hashed(IdentifierType.DEVICE_ID, compact.toString());
        }
        return Normalized.rejected(IdentifierType.DEVICE_ID, RejectionReasons.NOT_A_DEVICE_ID);
    }

    private static boolean isUuid(String id) {
        if (id.length() != 36) {
            return false;
        }
        for (int i = 0; i < 36; i++) {
            char c = id.charAt(i);
            boolean dash = i == 8 || i == 13 || i == 18 || i == 23;
            if (dash ? c != '-' : Sha256Hex.hexValue(c) < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean allHex(CharSequence text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (Sha256Hex.hexValue(text.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }
}
