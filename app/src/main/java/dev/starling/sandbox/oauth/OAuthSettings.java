package dev.starling.sandbox.oauth;

import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The sandbox app's OAuth settings. (How often an app may ask for its bearer token is the route's
 * rate limit, {@code POST /oauth2/token} in {@code RateLimits}: one number, stated by the headers.)
 *
 * @param callbacks registered callback URLs (besides {@code oob}); a loopback one matches any port
 * @param oauth2 the app's OAuth 2.0 client (PKCE sign-in, user access tokens)
 * @param tier the app's access tier: what its writes may do
 */
public record OAuthSettings(List<String> callbacks, OAuth2App oauth2, dev.starling.sandbox.auth.AccessTier tier) {

    public static final List<String> DEFAULT_CALLBACKS = List.of("http://127.0.0.1/callback",
            "http://localhost/callback");

    public OAuthSettings {
        callbacks = List.copyOf(callbacks);
        Objects.requireNonNull(oauth2, "oauth2");
        Objects.requireNonNull(tier, "tier");
    }

    /** The demo OAuth 2.0 client on the pay-per-use tier. */
    public OAuthSettings(List<String> callbacks) {
        this(callbacks, OAuth2App.demo(), dev.starling.sandbox.auth.AccessTier.PAY_PER_USE);
    }

    public static OAuthSettings defaults() {
        return new OAuthSettings(DEFAULT_CALLBACKS);
    }

    public OAuthSettings withCallbacks(List<String> newCallbacks) {
        return new OAuthSettings(newCallbacks, oauth2, tier);
    }

    public OAuthSettings withOAuth2(OAuth2App newOAuth2) {
        return new OAuthSettings(callbacks, newOAuth2, tier);
    }

    public OAuthSettings withTier(dev.starling.sandbox.auth.AccessTier newTier) {
        return new OAuthSettings(callbacks, oauth2, newTier);
    }

    /** {@code oob}, an exact registered URL, or a registered loopback URL on any port. */
    public boolean callbackAllowed(String callback) {
        if ("oob".equals(callback)) {
            return true;
        }
        if (callbacks.contains(callback)) {
            return true;
        }
        URI wanted;
        try {
            wanted = new URI(callback);
        } catch (Exception e) {
            return false;
        }
        if (wanted.getScheme() == null || wanted.getHost() == null || !isLoopback(wanted.getHost())) {
            return false;
        }
        for (String registered : callbacks) {
            try {
                URI allowed = new URI(registered);
                if (allowed.getHost() != null && isLoopback(allowed.getHost())
                        && allowed.getScheme().equalsIgnoreCase(wanted.getScheme())
                        && allowed.getHost().equalsIgnoreCase(wanted.getHost())
                        && Objects.equals(allowed.getRawPath(), wanted.getRawPath())
                        && Objects.equals(allowed.getRawQuery(), wanted.getRawQuery())) {
                    return true;
                }
            } catch (Exception ignored) {
                // A malformed registered callback matches nothing.
            }
        }
        return false;
    }

    private static boolean isLoopback(String host) {
        String lower = host.toLowerCase(Locale.ROOT);
        return lower.equals("127.0.0.1") || lower.equals("localhost") || lower.equals("[::1]");
    }
}
