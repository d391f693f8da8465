package dev.starling.core.api.account;

import java.time.Instant;

/**
 * A signed-in X account as stored (never its token: that lives in the credential vault).
 *
 * @param environment the API base address the account signed in to
 * @param needsSignIn true once the server said its token is invalid or revoked
 */
public record Account(String environment, String userId, String screenName, boolean isDefault, boolean needsSignIn,
                      Instant createdAt) {

    /** Identifies the account across the app (and in the vault): environment and user id. */
    public String key() {
        return key(environment, userId);
    }

    public static String key(String environment, String userId) {
        return environment + "#" + userId;
    }
}
