package dev.starling.sandbox.oauth;

import java.util.ArrayList;
import java.util.AbstractMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Parses {@code Authorization: OAuth name="value", ...} (RFC 5849 section 3.5.1). */
final class OAuthHeader {

    private OAuthHeader() {
    }

    static boolean isOAuth(String header) {
        return header != null && header.length() >= 6 && header.regionMatches(true, 0, "OAuth ", 0, 6);
    }

    /** Decoded pairs in header order, realm included; a malformed header is refused with code 215. */
    static List<Map.Entry<String, String>> parse(String header) {
        List<Map.Entry<String, String>> params = new ArrayList<>();
        String rest = header.substring(6).trim();
        int i = 0;
        while (i < rest.length()) {
            int eq = rest.indexOf('=', i);
            if (eq < 0) {
                throw OAuthRejection.badData(OAuthRejection.BAD_AUTHENTICATION_DATA);
            }
            String name = rest.substring(i, eq).trim();
            if (eq + 1 >= rest.length() || rest.charAt(eq + 1) != '"') {
                throw OAuthRejection.badData(OAuthRejection.BAD_AUTHENTICATION_DATA);
            }
            int close = rest.indexOf('"', eq + 2);
            if (close < 0 || name.isEmpty()) {
                throw OAuthRejection.badData(OAuthRejection.BAD_AUTHENTICATION_DATA);
            }
            try {
                params.add(new AbstractMap.SimpleImmutableEntry<>(PercentEncoding.decode(name),
                        PercentEncoding.decode(rest.substring(eq + 2, close))));
            } catch (IllegalArgumentException malformed) {
                throw OAuthRejection.badData(OAuthRejection.BAD_AUTHENTICATION_DATA);
            }
            i = close + 1;
            while (i < rest.length() && (rest.charAt(i) == ',' || Character.isWhitespace(rest.charAt(i)))) {
                i++;
            }
        }
        return params;
    }

    static boolean isProtocolParameter(String name) {
        return name.toLowerCase(Locale.ROOT).startsWith("oauth_");
    }
}
