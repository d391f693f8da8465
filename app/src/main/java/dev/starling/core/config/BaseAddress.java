package dev.starling.core.config;

import dev.starling.core.text.BundleText;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/** Checks a base address a user typed, with words that say what is wrong. */
public final class BaseAddress {

    private BaseAddress() {
    }

    /**
     * Parses {@code text} as an http(s) base address without query or fragment; a trailing slash
     * is dropped so paths can be appended.
     *
     * @param what the address's name as the person knows it (an option, a field's label)
     * @throws InvalidSetting saying what is wrong
     */
    public static URI parse(String what, String text) {
        if (text == null || text.isBlank()) {
            throw new InvalidSetting(BundleText.of("address.empty", what));
        }
        URI uri;
        try {
            uri = new URI(text.trim());
        } catch (URISyntaxException e) {
            throw new InvalidSetting(BundleText.of("address.invalid", what, text.trim(), e.getReason()));
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new InvalidSetting(BundleText.of("address.scheme", what, text.trim()));
        }
        if (uri.getHost() == null) {
            throw new InvalidSetting(BundleText.of("address.noHost", what, text.trim()));
        }
        if (uri.getQuery() != null || uri.getFragment() != null) {
            throw new InvalidSetting(BundleText.of("address.queryOrFragment", what));
        }
        String normalised = uri.toString();
        while (normalised.endsWith("/")) {
            normalised = normalised.substring(0, normalised.length() - 1);
        }
        return URI.create(normalised);
    }
}
