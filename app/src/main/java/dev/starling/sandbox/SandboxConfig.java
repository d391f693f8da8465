package dev.starling.sandbox;

import dev.starling.sandbox.ads.AdsModule;
import dev.starling.sandbox.auth.Login;
import dev.starling.sandbox.infra.Faults;
import dev.starling.sandbox.infra.RateLimits;
import dev.starling.sandbox.infra.SandboxTls;
import dev.starling.sandbox.oauth.ConsumerApp;
import dev.starling.sandbox.oauth.OAuthSettings;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * How a sandbox is started. Defaults: loopback, free ports, seed 42, the demo app and demo users.
 *
 * @param port core API port (0 picks a free one)
 * @param adsPort Ads API port (0 picks a free one)
 * @param stateFile where state persists across restarts, or null for none
 * @param oauth registered callbacks and bearer-token throttling of the sandbox app
 * @param rateLimits request limits per route and token
 * @param faults injected latency and failures (none by default)
 * @param adsUploadLimit user-upload requests per caller and minute the Ads API allows
 * @param serving plain HTTP or HTTPS, and the public addresses in front of a proxy
 */
public record SandboxConfig(String host, int port, int adsPort, long seed, Path stateFile,
                            String consumerKey, String consumerSecret, List<DemoUser> users,
                            OAuthSettings oauth, RateLimits rateLimits, Faults faults, int adsUploadLimit,
                            Serving serving) {

    /** The demo app's API key: printed at start-up, not a secret of anybody's. */
    public static final String DEMO_CONSUMER_KEY = "sbx4Pp7kQ2mWc9Lr1DemoKey";
    /** The demo app's API secret: printed at start-up, not a secret of anybody's. */
    public static final String DEMO_CONSUMER_SECRET = "sbxSecret8Jd2Hq6Vn0Tz5Yb3Xw7Rk1Mf4Gp9Ls2Cu6Ae";
    public static final List<DemoUser> DEMO_USERS = List.of(
            new DemoUser("demo_marketer", "starling-demo"),
            new DemoUser("demo_engineer", "starling-demo"));
    /** X's limit on Ads user uploads: 1,500 requests per minute. */
    public static final int ADS_UPLOAD_LIMIT = AdsModule.UPLOAD_LIMIT;

    public SandboxConfig {
        Objects.requireNonNull(host, "host");
        if (port < 0 || port > 65535 || adsPort < 0 || adsPort > 65535) {
            throw new IllegalArgumentException("Ports must be between 0 and 65535");
        }
        Objects.requireNonNull(consumerKey, "consumerKey");
        Objects.requireNonNull(consumerSecret, "consumerSecret");
        users = List.copyOf(users);
        Objects.requireNonNull(oauth, "oauth");
        Objects.requireNonNull(rateLimits, "rateLimits");
        Objects.requireNonNull(faults, "faults");
        if (adsUploadLimit < 1) {
            throw new IllegalArgumentException("The Ads upload limit must allow at least 1 request per minute");
        }
        Objects.requireNonNull(serving, "serving");
    }

    /** With an Ads upload limit, plain HTTP on the bound address. */
    public SandboxConfig(String host, int port, int adsPort, long seed, Path stateFile,
                         String consumerKey, String consumerSecret, List<DemoUser> users,
                         OAuthSettings oauth, RateLimits rateLimits, Faults faults, int adsUploadLimit) {
        this(host, port, adsPort, seed, stateFile, consumerKey, consumerSecret, users, oauth, rateLimits, faults,
                adsUploadLimit, Serving.PLAIN);
    }

    /** Without an Ads upload limit: X's. */
    public SandboxConfig(String host, int port, int adsPort, long seed, Path stateFile,
                         String consumerKey, String consumerSecret, List<DemoUser> users,
                         OAuthSettings oauth, RateLimits rateLimits, Faults faults) {
        this(host, port, adsPort, seed, stateFile, consumerKey, consumerSecret, users, oauth, rateLimits, faults,
                ADS_UPLOAD_LIMIT);
    }

    /** The original components; OAuth, rate-limit and fault settings take their defaults. */
    public SandboxConfig(String host, int port, int adsPort, long seed, Path stateFile,
                         String consumerKey, String consumerSecret, List<DemoUser> users) {
        this(host, port, adsPort, seed, stateFile, consumerKey, consumerSecret, users, OAuthSettings.defaults(),
                RateLimits.defaults(), Faults.NONE);
    }

    public static SandboxConfig defaults() {
        return new SandboxConfig("127.0.0.1", 0, 0, 42L, null, DEMO_CONSUMER_KEY, DEMO_CONSUMER_SECRET, DEMO_USERS);
    }

    public SandboxConfig withHost(String newHost) {
        return with(parts -> parts.host = newHost);
    }

    public SandboxConfig withPorts(int newPort, int newAdsPort) {
        return with(parts -> {
            parts.port = newPort;
            parts.adsPort = newAdsPort;
        });
    }

    public SandboxConfig withSeed(long newSeed) {
        return with(parts -> parts.seed = newSeed);
    }

    public SandboxConfig withStateFile(Path newStateFile) {
        return with(parts -> parts.stateFile = newStateFile);
    }

    public SandboxConfig withApp(String newKey, String newSecret) {
        return with(parts -> {
            parts.consumerKey = newKey;
            parts.consumerSecret = newSecret;
        });
    }

    public SandboxConfig withUsers(List<DemoUser> newUsers) {
        return with(parts -> parts.users = newUsers);
    }

    /** Callback URLs registered for the sandbox app, besides {@code oob}. */
    public SandboxConfig withCallbacks(List<String> newCallbacks) {
        return withOAuth(oauth.withCallbacks(newCallbacks));
    }

    public SandboxConfig withOAuth(OAuthSettings newOAuth) {
        return with(parts -> parts.oauth = newOAuth);
    }

    public SandboxConfig withRateLimits(RateLimits newRateLimits) {
        return with(parts -> parts.rateLimits = newRateLimits);
    }

    public SandboxConfig withFaults(Faults newFaults) {
        return with(parts -> parts.faults = newFaults);
    }

    /** Another limit on Ads user uploads (requests per caller and minute), e.g. a small one for tests. */
    public SandboxConfig withAdsUploadLimit(int perMinute) {
        return with(parts -> parts.adsUploadLimit = perMinute);
    }

    /** A copy with {@code change} applied to its parts; the canonical constructor checks the result. */
    private SandboxConfig with(Consumer<Parts> change) {
        Parts parts = new Parts(this);
        change.accept(parts);
        return parts.config();
    }

    /** The components of a config while one copy is being changed. */
    private static final class Parts {
        String host;
        int port;
        int adsPort;
        long seed;
        Path stateFile;
        String consumerKey;
        String consumerSecret;
        List<DemoUser> users;
        OAuthSettings oauth;
        RateLimits rateLimits;
        Faults faults;
        int adsUploadLimit;
        Serving serving;

        Parts(SandboxConfig from) {
            host = from.host;
            port = from.port;
            adsPort = from.adsPort;
            seed = from.seed;
            stateFile = from.stateFile;
            consumerKey = from.consumerKey;
            consumerSecret = from.consumerSecret;
            users = from.users;
            oauth = from.oauth;
            rateLimits = from.rateLimits;
            faults = from.faults;
            adsUploadLimit = from.adsUploadLimit;
            serving = from.serving;
        }

        SandboxConfig config() {
            return new SandboxConfig(host, port, adsPort, seed, stateFile, consumerKey, consumerSecret, users, oauth,
                    rateLimits, faults, adsUploadLimit, serving);
        }
    }

    /**
     * Whether anybody can sign in with published credentials: the demo app's keys or a demo user
     * with the demo password. Such a sandbox is for local testing only.
     */
    public boolean usesDemoCredentials() {
        return consumerKey.equals(DEMO_CONSUMER_KEY) || users.stream().anyMatch(DEMO_USERS::contains);
    }

    /** Whether the app's secret is the published demo secret (which may be shown; any other never is). */
    public boolean usesDemoSecret() {
        return consumerSecret.equals(DEMO_CONSUMER_SECRET);
    }

    /** The users whose name and password are published (the demo users), which the sign-in page may show. */
    public List<DemoUser> publishedUsers() {
        return users.stream().filter(DEMO_USERS::contains).toList();
    }

    /** HTTPS (a generated or given certificate), and public addresses behind a TLS-terminating proxy. */
    public SandboxConfig withServing(Serving newServing) {
        return with(parts -> parts.serving = newServing);
    }

    /**
     * How the servers are reached.
     *
     * @param tls HTTPS settings, or null for plain HTTP
     * @param publicCoreBase the core API's address as clients use it in front of a proxy, or null
     * @param publicAdsBase the Ads API's address as clients use it in front of a proxy, or null
     */
    public record Serving(SandboxTls tls, java.net.URI publicCoreBase, java.net.URI publicAdsBase) {

        public static final Serving PLAIN = new Serving(null, null, null);

        public Serving withTls(SandboxTls newTls) {
            return new Serving(newTls, publicCoreBase, publicAdsBase);
        }

        public Serving withPublicBases(java.net.URI core, java.net.URI ads) {
            return new Serving(tls, core, ads);
        }
    }

    // --- OAuth 2.0 client and access tier (issue 35) ---

    /** The app's OAuth 2.0 client (id, secret for a confidential client, exact redirect URIs, token life). */
    public SandboxConfig withOAuth2(dev.starling.sandbox.oauth.OAuth2App client) {
        return withOAuth(oauth.withOAuth2(client));
    }

    /** The app's access tier: what posting, likes and follows may do. */
    public SandboxConfig withTier(dev.starling.sandbox.auth.AccessTier tier) {
        return withOAuth(oauth.withTier(tier));
    }

    /** The app's keys and OAuth behaviour, for the OAuth module. */
    public ConsumerApp consumerApp() {
        return new ConsumerApp(consumerKey, consumerSecret, oauth);
    }

    /** A user who can sign in on the sandbox's authorize page. */
    public record DemoUser(String username, String password) implements Login {

        public DemoUser {
            Objects.requireNonNull(username, "username");
            Objects.requireNonNull(password, "password");
        }

        /** Parses {@code NAME:PASSWORD} as given to {@code --user}. */
        public static DemoUser parse(String text) {
            int colon = text == null ? -1 : text.indexOf(':');
            if (colon <= 0 || colon == text.length() - 1) {
                throw new IllegalArgumentException("--user takes NAME:PASSWORD, e.g. --user alice:secret");
            }
            String name = text.substring(0, colon).trim();
            if (!name.matches("[A-Za-z0-9_]{1,15}")) {
                throw new IllegalArgumentException("User name \"" + name
                        + "\" must be 1 to 15 letters, digits or underscores, as on X");
            }
            return new DemoUser(name, text.substring(colon + 1));
        }

        @Override
        public String toString() {
            return "DemoUser[" + username + "]";
        }
    }
}
