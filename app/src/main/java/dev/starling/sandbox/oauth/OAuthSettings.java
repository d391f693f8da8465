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
 */
public record OAuthSettings(List<String> callbacks) {

    public static final List<String> DEFAULT_CALLBACKS = List.of("http://127.0.0.1/callback",
            "http://localhost/callback");

    public OAuthSettings {
        callbacks = List.copyOf(callbacks);
    }

    public static OAuthSettings defaults() {
        return new OAuthSettings(DEFAULT_CALLBACKS);
    }

    public OAuthSettings withCallbacks(List<String> newCallbacks) {
        return new OAuthSettings(newCallbacks);
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
