package dev.starling.sandbox.v2;

import java.util.List;
import java.util.Locale;

/**
 * Opaque pagination tokens naming the position of a page in a list the world keeps in a fixed
 * order, so paging is exact while the world does not change. Post lists use lowercase base-36
 * tokens ({@code PaginationToken36}), user lists 16-character uppercase base-32 ones
 * ({@code PaginationToken32}, X's "DFEDBNRFT3MHCZZZ" shape). A checksum makes a mistyped or
 * foreign token a 400 rather than a silently different page.
 */
enum PageTokens {
    BASE36(36, 1), BASE32(32, 16);

    private static final long STRIDE = 1_000_003L;
    private static final long OFFSET = 424_242L;

    private final int radix;
    private final int width;

    PageTokens(int radix, int width) {
        this.radix = radix;
        this.width = width;
    }

    String token(int position) {
        String digits = Long.toString(position * STRIDE + OFFSET, radix);
        String padded = "0".repeat(Math.max(0, width - digits.length())) + digits;
        return radix == 32 ? padded.toUpperCase(Locale.ROOT) : padded;
    }

    /** The position a token names, or -1 (with a parameter error) when it is not one of these tokens. */
    int position(String parameter, String token, List<Problems.ParameterError> errors) {
        try {
            if (token.length() >= width && token.length() <= 13 + width) {
                long value = Long.parseLong(radix == 32 ? token.toLowerCase(Locale.ROOT) : token, radix);
                boolean wellCased = radix == 32 ? token.equals(token.toUpperCase(Locale.ROOT))
                        : token.equals(token.toLowerCase(Locale.ROOT));
                if (wellCased && value >= OFFSET && (value - OFFSET) % STRIDE == 0 && (value - OFFSET) / STRIDE < Integer.MAX_VALUE) {
                    return (int) ((value - OFFSET) / STRIDE);
                }
            }
        } catch (NumberFormatException notAToken) {
            // reported below
        }
        errors.add(Problems.ParameterError.of(parameter, token,
                "The `" + parameter + "` query parameter value [" + token + "] is not a valid pagination token"));
        return -1;
    }
}
