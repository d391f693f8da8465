package dev.starling.core.api.http;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;

/**
 * What an id that goes into a URL path may hold: letters (any script), digits, {@code -} and {@code _},
 * as X's ids do. Anything else ({@code /}, {@code .}, {@code ?}, {@code %}, spaces) could change which
 * endpoint a request reaches ({@code ../../__sandbox/reset}), so it is refused before anything is sent,
 * by {@link ApiUrls#path}, through which every id reaches a path.
 */
public final class ApiIds {

    private ApiIds() {
    }

    public static boolean isValid(String id) {
        if (id == null || id.isEmpty()) {
            return false;
        }
        for (int i = 0; i < id.length(); ) {
            int c = id.codePointAt(i);
            if (!Character.isLetterOrDigit(c) && c != '-' && c != '_') {
                return false;
            }
            i += Character.charCount(c);
        }
        return true;
    }

    /** @throws InvalidId unless {@link #isValid} */
    public static String require(String id) {
        if (!isValid(id)) {
            throw new InvalidId(id);
        }
        return id;
    }

    /** An id that may not go into a path; its words say so ({@code ids.invalid}). */
    public static final class InvalidId extends IllegalArgumentException implements Worded {

        private final transient BundleText text;

        InvalidId(String id) {
            super("ids.invalid", null);
            this.text = BundleText.of("ids.invalid", String.valueOf(id));
        }

        @Override
        public BundleText text() {
            return text;
        }
    }
}
