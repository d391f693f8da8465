package dev.starling.core.upload.normalize;

import dev.starling.core.text.BundleText;

/**
 * Why a value is not sent, as bundle keys: the preview grid, the command line and the rejection report word
 * them. Arguments are regions and counts, never the value. The texts without arguments are shared constants:
 * a file of bad rows rejects millions of values.
 */
public final class RejectionReasons {

    public static final BundleText EMPTY = BundleText.of("upload.reason.empty");
    public static final BundleText NOT_AN_EMAIL = BundleText.of("upload.reason.email.notAddress");
    public static final BundleText EMAIL_LOCAL_PART_TOO_LONG = BundleText.of("upload.reason.email.localPartTooLong",
            IdentifierNormalizer.MAX_EMAIL_LOCAL_PART);
    public static final BundleText HANDLE_TOO_LONG = BundleText.of("upload.reason.handle.tooLong",
            IdentifierNormalizer.MAX_HANDLE_LENGTH);
    public static final BundleText HANDLE_CHARACTERS = BundleText.of("upload.reason.handle.characters");
    public static final BundleText NOT_A_USER_ID = BundleText.of("upload.reason.serviceId");
    public static final BundleText NOT_A_DEVICE_ID = BundleText.of("upload.reason.deviceId");
    public static final BundleText MISSING_COLUMN = BundleText.of("upload.reason.missingColumn");
    /** Where more distinct reasons than a result lists are counted together. */
    public static final BundleText OTHER = BundleText.of("upload.reason.other");

    private RejectionReasons() {
    }

    /** A phone number that is not one, or not one that can be written in E.164, for {@code region}. */
    static BundleText phone(String problem, String region) {
        return BundleText.of("upload.reason.phone." + problem, region);
    }

    /** A country calling code no country has. */
    static BundleText unknownCountryCode(int code) {
        return BundleText.of("upload.reason.phone.countryCode", Integer.toString(code));
    }

    /** A mapped column beyond the row's last field. */
    public static BundleText missingColumn(int fieldCount) {
        return BundleText.of("upload.reason.missingColumnOf", fieldCount);
    }
}
