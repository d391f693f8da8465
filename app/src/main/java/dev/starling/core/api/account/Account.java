package dev.starling.core.api.account;

import java.time.Instant;
import java.util.List;

/**
 * A signed-in X account as stored (never its token: that lives in the credential vault).
 *
 * @param environment the API base address the account signed in to
 * @param needsSignIn true once the server said its token is invalid or revoked
 * @param kind how it signed in: OAuth 1.0a (PIN) or OAuth 2.0 (PKCE)
 * @param scopes the OAuth 2.0 scopes X granted (empty for OAuth 1.0a, whose token has no scopes)
 */
public record Account(String environment, String userId, String screenName, boolean isDefault, boolean needsSignIn,
                      Instant createdAt, Kind kind, List<String> scopes) {

    /** How an account signed in. */
    public enum Kind { OAUTH1, OAUTH2 }

    public Account {
        java.util.Objects.requireNonNull(kind, "kind");
        scopes = List.copyOf(scopes);
    }

    /** An OAuth 1.0a account. */
    public Account(String environment, String userId, String screenName, boolean isDefault, boolean needsSignIn,
                   Instant createdAt) {
        this(environment, userId, screenName, isDefault, needsSignIn, createdAt, Kind.OAUTH1, List.of());
    }

    /** Identifies the account across the app (and in the vault): environment and user id. */
    public String key() {
        return key(environment, userId);
    }

    public static String key(String environment, String userId) {
        return environment + "#" + userId;
    }
}
