package dev.starling.core.api.http;

import dev.starling.core.auth.Secret;
import java.util.Map;

/** How one request proves who sends it; attached to the request and applied by an interceptor. */
public sealed interface Auth {

    None NONE = new None();

    record None() implements Auth {
    }

    /**
     * @param extraOAuth {@code oauth_callback} or {@code oauth_verifier} for the token steps
     * @param accountKey the signed-in account this token belongs to (null for the app alone), so a
     *     revoked-token answer can mark that account as signed out
     */
    record OAuth1(OAuth1Credentials credentials, Map<String, String> extraOAuth, String accountKey) implements Auth {
        public OAuth1 {
            extraOAuth = Map.copyOf(extraOAuth);
        }

        public static OAuth1 of(OAuth1Credentials credentials) {
            return new OAuth1(credentials, Map.of(), null);
        }
    }

    record Bearer(Secret token) implements Auth {
    }

    /**
     * An OAuth 2.0 user access token ({@code Authorization: Bearer}), acting for a signed-in account.
     *
     * @param accountKey the account the token belongs to, so a refused token can mark it as signed out
     */
    record OAuth2(Secret accessToken, String accountKey) implements Auth {
    }

    /** HTTP Basic, used only to obtain a bearer token. */
    record Basic(String username, Secret password) implements Auth {
    }
}
