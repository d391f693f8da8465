package dev.starling.core.upload.inspect;

import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.normalize.Sha256Hex;

/** Guesses an identifier type from one value (for column detection on files without a header). */
final class ValueSniffer {

    private static final IdentifierNormalizer ANY_REGION = new IdentifierNormalizer("US");

    private ValueSniffer() {
    }

    static IdentifierType guess(String raw) {
        String value = raw.strip();
        if (value.isEmpty() || Sha256Hex.isHash(value)) {
            return null;
        }
        if (value.indexOf('@') > 0 && ANY_REGION.normalize(IdentifierType.EMAIL, value).isAccepted()) {
            return IdentifierType.EMAIL;
        }
        if (value.length() == 36 || value.length() == 16) {
            if (ANY_REGION.normalize(IdentifierType.DEVICE_ID, value).isAccepted() && !allDigits(value)) {
                return IdentifierType.DEVICE_ID;
            }
        }
        if (value.startsWith("@") && ANY_REGION.normalize(IdentifierType.HANDLE, value).isAccepted()) {
            return IdentifierType.HANDLE;
        }
        if (value.startsWith("+") || looksLikePhone(value)) {
            if (ANY_REGION.normalize(IdentifierType.PHONE_NUMBER, value).isAccepted()) {
                return IdentifierType.PHONE_NUMBER;
            }
        }
        if (allDigits(value) && value.length() <= 19) {
            return IdentifierType.SERVICE_ID;
        }
        return null;
    }

    private static boolean looksLikePhone(String value) {
        boolean punctuation = false;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == ' ' || c == '-' || c == '(' || c == ')' || c == '.') {
                punctuation = true;
            } else if (c < '0' || c > '9') {
                return false;
            }
        }
        return punctuation;
    }

    private static boolean allDigits(String value) {
        for (int i = 0; i < value.length(); i++) {
            if (value.charAt(i) < '0' || value.charAt(i) > '9') {
                return false;
            }
        }
        return !value.isEmpty();
    }
}
