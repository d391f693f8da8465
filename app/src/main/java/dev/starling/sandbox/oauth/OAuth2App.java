package dev.starling.sandbox.oauth;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * The sandbox app's OAuth 2.0 client: its id, its secret (a confidential client, which must
 * authenticate the token calls with HTTP Basic) or none (a public client, which sends
 * {@code client_id} instead), its redirect URIs (matched exactly, as X does, at most 10) and how
 * long its access tokens live (X: 2 hours; shorter in tests of refreshing).
 */
public record OAuth2App(String clientId, String clientSecret, List<String> redirectUris, Duration accessTokenLifetime) {

    /** The demo client's id: printed at start-up, a public client (no secret), not anybody's secret. */
    public static final String DEMO_CLIENT_ID = "c2J4RGVtb0NsaWVudDoxOmNp";
    /**
     * The loopback redirect URIs Starling tries in order (IPv4 ports first, then IPv6), registered for
     * the embedded sandbox as a user registers them for their app on X.
     */
    public static final List<String> STARLING_REDIRECT_URIS = List.of(
            "http://127.0.0.1:47821/oauth2/callback", "http://127.0.0.1:47822/oauth2/callback",
            "http://127.0.0.1:47823/oauth2/callback", "http://[::1]:47821/oauth2/callback");
    public static final Duration ACCESS_TOKEN_LIFETIME = Duration.ofHours(2);
    /** X: "Codes expire after 30 seconds." */
    public static final Duration CODE_LIFETIME = Duration.ofSeconds(30);
    static final int MAX_REDIRECT_URIS = 10;

    public OAuth2App {
        Objects.requireNonNull(clientId, "clientId");
        if (clientId.isBlank()) {
            throw new IllegalArgumentException("The OAuth 2.0 client id cannot be blank");
        }
        clientSecret = clientSecret == null || clientSecret.isBlank() ? null : clientSecret;
        redirectUris = List.copyOf(redirectUris);
        if (redirectUris.size() > MAX_REDIRECT_URIS) {
            throw new IllegalArgumentException("At most " + MAX_REDIRECT_URIS + " redirect URIs per app, as on X");
        }
        for (String uri : redirectUris) {
            URI parsed = URI.create(uri);
            if (parsed.getScheme() == null || parsed.getHost() == null) {
                throw new IllegalArgumentException("Redirect URI " + uri + " is not an absolute http(s) address");
            }
        }
        Objects.requireNonNull(accessTokenLifetime, "accessTokenLifetime");
        if (accessTokenLifetime.isNegative() || accessTokenLifetime.isZero()) {
            throw new IllegalArgumentException("Access tokens must live a positive time");
        }
    }

    public static OAuth2App demo() {
        return new OAuth2App(DEMO_CLIENT_ID, null, STARLING_REDIRECT_URIS, ACCESS_TOKEN_LIFETIME);
    }

    public boolean confidential() {
        return clientSecret != null;
    }

    public OAuth2App withClient(String newClientId, String newClientSecret) {
        return new OAuth2App(newClientId, newClientSecret, redirectUris, accessTokenLifetime);
    }

    public OAuth2App withRedirectUris(List<String> newRedirectUris) {
        return new OAuth2App(clientId, clientSecret, newRedirectUris, accessTokenLifetime);
    }

    public OAuth2App withAccessTokenLifetime(Duration lifetime) {
        return new OAuth2App(clientId, clientSecret, redirectUris, lifetime);
    }

    @Override
    public String toString() {
        return "OAuth2App[" + clientId + (confidential() ? ", confidential" : ", public") + "]";
    }
}
