package dev.starling.core.config;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/** Checks a base address a user typed, with a message that says what is wrong. */
public final class BaseAddress {

    private BaseAddress() {
    }

    /**
     * Parses {@code text} as an http(s) base address without query or fragment; a trailing slash
     * is dropped so paths can be appended.
     *
     * @throws IllegalArgumentException with a user-facing message
     */
    public static URI parse(String what, String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException(what + " is empty: enter an address such as https://api.x.com");
        }
        URI uri;
        try {
            uri = new URI(text.trim());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(what + " \"" + text.trim() + "\" is not a valid address: "
                    + e.getReason() + ". Use a form such as https://api.x.com");
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new IllegalArgumentException(what + " must start with http:// or https:// (got \"" + text.trim() + "\")");
        }
        if (uri.getHost() == null) {
            throw new IllegalArgumentException(what + " \"" + text.trim() + "\" has no host name");
        }
        if (uri.getQuery() != null || uri.getFragment() != null) {
            throw new IllegalArgumentException(what + " must not contain ? or #");
        }
        String normalised = uri.toString();
        while (normalised.endsWith("/")) {
            normalised = normalised.substring(0, normalised.length() - 1);
        }
        return URI.create(normalised);
    }
}
