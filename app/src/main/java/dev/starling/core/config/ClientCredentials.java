package dev.starling.core.config;

import dev.starling.core.auth.Secret;
import java.util.Objects;

/**
 * The app's OAuth 2.0 client as the developer portal shows it: the Client ID, and the Client Secret
 * of a confidential client (web apps, bots), none for a public one (native and single-page apps).
 * A confidential client proves itself on the token calls with HTTP Basic; a public one sends its id.
 */
public record ClientCredentials(String clientId, Secret clientSecret) {

    public ClientCredentials {
        Objects.requireNonNull(clientId, "clientId");
        if (clientId.isBlank()) {
            throw new IllegalArgumentException("clientId is blank");
        }
        clientId = clientId.trim();
    }

    public static ClientCredentials publicClient(String clientId) {
        return new ClientCredentials(clientId, null);
    }

    public boolean confidential() {
        return clientSecret != null && !clientSecret.isEmpty();
    }
}
