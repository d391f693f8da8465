package dev.starling.core.config;

import dev.starling.core.auth.Secret;
import java.net.URI;
import java.security.cert.X509Certificate;
import java.util.Objects;

/**
 * The resolved target of all API traffic for this run: base addresses and the app's keys.
 * Everything the app does goes through the same code path whatever the kind; only these differ.
 *
 * @param adsApiBase may be null when the user configured only a core address
 * @param consumerSecret may be null until the user enters one
 * @param pinnedCertificate the only certificate trusted for this environment (the embedded
 *     sandbox's own over HTTPS), or null for the normal certificate checks
 */
public record ApiEnvironment(EnvironmentKind kind, URI apiBase, URI adsApiBase, String consumerKey,
                             Secret consumerSecret, X509Certificate pinnedCertificate) {

    public static final URI X_API_BASE = URI.create("https://api.x.com");
    public static final URI X_ADS_API_BASE = URI.create("https://ads-api.x.com");

    public ApiEnvironment {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(apiBase, "apiBase");
    }

    /** With the normal certificate checks. */
    public ApiEnvironment(EnvironmentKind kind, URI apiBase, URI adsApiBase, String consumerKey, Secret consumerSecret) {
        this(kind, apiBase, adsApiBase, consumerKey, consumerSecret, null);
    }

    public boolean hasAppCredentials() {
        return consumerKey != null && !consumerKey.isBlank() && consumerSecret != null && !consumerSecret.isEmpty();
    }

    /**
     * A stable name for what is stored per environment (accounts, cached bearer tokens). The
     * embedded sandbox listens on a new port every run, so it is simply "sandbox"; other
     * environments are their base address.
     */
    public String key() {
        return kind == EnvironmentKind.SANDBOX ? "sandbox" : stripSlash(apiBase);
    }

    private static String stripSlash(URI uri) {
        String text = uri.toString();
        return text.endsWith("/") ? text.substring(0, text.length() - 1) : text;
    }
}
