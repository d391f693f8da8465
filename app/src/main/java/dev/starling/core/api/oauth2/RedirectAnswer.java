package dev.starling.core.api.oauth2;

import dev.starling.core.text.BundleText;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What the authorize page sent back to the redirect address: {@code code} and {@code state}, or
 * {@code error} and {@code error_description}. Read from the loopback listener's request line or
 * from a redirect address the person pasted.
 */
public record RedirectAnswer(String code, String state, String error, String errorDescription) {

    /** Parses the query of a redirect address or request target ({@code /oauth2/callback?code=...}). */
    public static Optional<RedirectAnswer> parse(String addressOrTarget) {
        if (addressOrTarget == null) {
            return Optional.empty();
        }
        String text = addressOrTarget.trim();
        int question = text.indexOf('?');
        if (question < 0) {
            return Optional.empty();
        }
        String query = text.substring(question + 1);
        int hash = query.indexOf('#');
        if (hash >= 0) {
            query = query.substring(0, hash);
        }
        Map<String, String> parameters = new LinkedHashMap<>();
        for (String pair : query.split("&")) {
            int equals = pair.indexOf('=');
            if (equals > 0) {
                try {
                    parameters.putIfAbsent(URLDecoder.decode(pair.substring(0, equals), StandardCharsets.UTF_8),
                            URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8));
                } catch (IllegalArgumentException malformed) {
                    return Optional.empty();
                }
            }
        }
        if (!parameters.containsKey("code") && !parameters.containsKey("error")) {
            return Optional.empty();
        }
        return Optional.of(new RedirectAnswer(parameters.get("code"), parameters.get("state"), parameters.get("error"),
                parameters.get("error_description")));
    }

    /**
     * The code, once the state is the one this sign-in sent and no error came back.
     *
     * @throws OAuth2Exception DENIED, REFUSED or WRONG_STATE, with the words to show
     */
    public String codeFor(String expectedState) {
        if ("access_denied".equals(error)) {
            throw new OAuth2Exception(OAuth2Exception.Outcome.DENIED, BundleText.of("oauth2.signIn.denied"));
        }
        if (error != null) {
            throw new OAuth2Exception(OAuth2Exception.Outcome.REFUSED, BundleText.of("oauth2.signIn.refused", error,
                    errorDescription == null ? "" : errorDescription));
        }
        if (state == null || !MessageDigest.isEqual(state.getBytes(StandardCharsets.UTF_8),
                expectedState.getBytes(StandardCharsets.UTF_8))) {
            throw new OAuth2Exception(OAuth2Exception.Outcome.WRONG_STATE, BundleText.of("oauth2.signIn.wrongState"));
        }
        return code;
    }

    @Override
    public String toString() {
        return "RedirectAnswer[" + (error != null ? "error=" + error : "code") + "]";
    }
}
