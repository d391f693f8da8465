package dev.starling.core.config;

import dev.starling.core.auth.Secret;
import dev.starling.core.text.BundleText;
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
 * @param oauth2Client the app's OAuth 2.0 client, or null until the user enters its Client ID
 * @param tier the access tier of the app's project: what its writes may do
 */
public record ApiEnvironment(EnvironmentKind kind, URI apiBase, URI adsApiBase, String consumerKey,
                             Secret consumerSecret, X509Certificate pinnedCertificate, ClientCredentials oauth2Client,
                             AccessTier tier) {

    public static final URI X_API_BASE = URI.create("https://api.x.com");
    public static final URI X_ADS_API_BASE = URI.create("https://ads-api.x.com");

    /** X's user-facing authorize page (the OpenAPI's {@code api.x.com/2/oauth2/authorize} is not the page people use). */
    public static final URI X_AUTHORIZE_PAGE = URI.create("https://x.com/i/oauth2/authorize");

    public ApiEnvironment {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(apiBase, "apiBase");
        Objects.requireNonNull(tier, "tier");
    }

    /** Without an OAuth 2.0 client, on the pay-per-use tier. */
    public ApiEnvironment(EnvironmentKind kind, URI apiBase, URI adsApiBase, String consumerKey, Secret consumerSecret,
                          X509Certificate pinnedCertificate) {
        this(kind, apiBase, adsApiBase, consumerKey, consumerSecret, pinnedCertificate, null, AccessTier.PAY_PER_USE);
    }

    public ApiEnvironment withOAuth2Client(ClientCredentials client) {
        return new ApiEnvironment(kind, apiBase, adsApiBase, consumerKey, consumerSecret, pinnedCertificate, client, tier);
    }

    public ApiEnvironment withTier(AccessTier newTier) {
        return new ApiEnvironment(kind, apiBase, adsApiBase, consumerKey, consumerSecret, pinnedCertificate,
                oauth2Client, newTier);
    }

    /**
     * Where people approve an OAuth 2.0 sign-in: X's page on x.com for the X API, the sandbox's own
     * {@code /i/oauth2/authorize} for the sandbox and custom addresses (a sandbox running on its own).
     */
    public URI authorizePage() {
        if (kind == EnvironmentKind.X_API) {
            return X_AUTHORIZE_PAGE;
        }
        return URI.create(stripSlash(apiBase) + "/i/oauth2/authorize");
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

    /** This environment in the window's words, as a key: "Sandbox · http://127.0.0.1:PORT", "X API" or "Custom · URL". */
    public BundleText label() {
        return BundleText.of("environment.label." + kind.name(), address());
    }

    /** The core API's base address without its trailing slash. */
    public String address() {
        return stripSlash(apiBase);
    }

    private static String stripSlash(URI uri) {
        String text = uri.toString();
        return text.endsWith("/") ? text.substring(0, text.length() - 1) : text;
    }
}
