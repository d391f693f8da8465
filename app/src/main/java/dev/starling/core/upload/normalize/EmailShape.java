package dev.starling.core.upload.normalize;

/**
 * The dots and labels of a deliverable address, checked on its normalised UTF-8 bytes (after the
 * characters were checked): the part before {@code @} is a dot-atom (no dot first, last or twice in a
 * row: {@code td.@x.com}, {@code .td@x.com}, {@code td..x@x.com}), and the domain is labels of 1 to 63
 * bytes joined by dots, none starting or ending with a hyphen ({@code td@-x.com}), 253 bytes at most.
 * A mail server refuses anything else, so it could never match anybody. One pass over the bytes, cheap
 * beside the hash the address gets next.
 */
final class EmailShape {

    static final int MAX_LABEL = 63;
    static final int MAX_DOMAIN = 253;

    private EmailShape() {
    }

    /** @param at the index of the one {@code @} in {@code bytes[0, length)} */
    static boolean wellFormed(byte[] bytes, int at, int length) {
        if (bytes[0] == '.' || bytes[at - 1] == '.' || length - at - 1 > MAX_DOMAIN) {
            return false;
        }
        for (int i = 1; i < at; i++) {
            if (bytes[i] == '.' && bytes[i - 1] == '.') {
                return false;
            }
        }
        int labelStart = at + 1;
        for (int i = at + 1; i <= length; i++) {
            if (i == length || bytes[i] == '.') {
                int labelLength = i - labelStart;
                if (labelLength == 0 || labelLength > MAX_LABEL || bytes[labelStart] == '-' || bytes[i - 1] == '-') {
                    return false;
                }
                labelStart = i + 1;
            }
        }
        return true;
    }
}
