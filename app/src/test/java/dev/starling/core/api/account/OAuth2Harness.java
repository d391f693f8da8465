package dev.starling.core.api.account;

import dev.starling.boot.DurableMigrations;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.AccessTier;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.ClientCredentials;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.store.DurableStore;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.oauth.OAuth2App;
import dev.starling.testing.FakeClock;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A sandbox and the client's services against it on one fake clock, with a data folder of their own
 * (durable store, credential file, refresh lock), and a browser that signs in on the sandbox's
 * OAuth 2.0 page.
 */
public final class OAuth2Harness implements AutoCloseable {

    public static final Instant START = Instant.parse("2026-11-21T15:30:00Z");
    private static final Pattern HIDDEN = Pattern.compile("<input type=\"hidden\" name=\"([^\"]+)\" value=\"([^\"]*)\">");
    private static final HttpClient BROWSER = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(5)).build();

    public final FakeClock clock;
    public final Sandbox sandbox;
    private final DurableStore store;
    private final ApiServices services;
    private final Path dir;

    public OAuth2Harness(Path dir, SandboxConfig config) {
        this(dir, config, null);
    }

    /** @param clientSecret what the client sends as its secret (null: a public client) */
    public OAuth2Harness(Path dir, SandboxConfig config, String clientSecret) {
        this(dir, config, clientSecret, START);
    }

    /** @param start where the fake clock of the sandbox and the client starts */
    public OAuth2Harness(Path dir, SandboxConfig config, String clientSecret, Instant start) {
        this.clock = new FakeClock(start);
        this.dir = dir;
        sandbox = Sandbox.start(config, clock);
        store = DurableStore.open(dir, DurableMigrations.ALL);
        services = services(clientSecret);
    }

    /** The sandbox's redirect URIs on two free ports of this machine, so tests never collide with a real sign-in. */
    public static SandboxConfig config() {
        return SandboxConfig.defaults().withOAuth2(OAuth2App.demo().withRedirectUris(List.of(
                "http://127.0.0.1:" + freePort() + "/oauth2/callback",
                "http://127.0.0.1:" + freePort() + "/oauth2/callback")));
    }

    public static int freePort() {
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public List<URI> redirectUris() {
        return sandbox.config().oauth().oauth2().redirectUris().stream().map(URI::create).toList();
    }

    public ApiServices services() {
        return services;
    }

    /** Other services on the same data folder and sandbox (another window, another command line). */
    public ApiServices services(String clientSecret) {
        OAuth2App app = sandbox.config().oauth().oauth2();
        ApiEnvironment environment = new ApiEnvironment(EnvironmentKind.SANDBOX, sandbox.coreBaseUri(),
                sandbox.adsBaseUri(), SandboxConfig.DEMO_CONSUMER_KEY, Secret.of(SandboxConfig.DEMO_CONSUMER_SECRET))
                .withOAuth2Client(new ClientCredentials(app.clientId(), Secret.ofNullable(clientSecret)))
                .withTier(AccessTier.valueOf(sandbox.config().oauth().tier().name()));
        return ApiServices.create(environment, store, new FileCredentialVault(dir),
                log -> HttpSettings.defaults(log).withClock(clock));
    }

    /** Signs in as {@code user} with {@code scopes} through the listener, as a person in a browser would. */
    public Account signIn(String user, List<String> scopes) throws Exception {
        OAuth2SignIn.Pending pending = services.oauth2SignIn().start(scopes, redirectUris(), false,
                (key, args) -> key);
        deliver(authorize(pending.authorizeUrl(), user, "starling-demo", true));
        return services.oauth2SignIn().await(pending, Duration.ofSeconds(10));
    }

    /**
     * Plays the browser on the authorize page: opens it, signs in and allows (or cancels); returns
     * where the page redirects to.
     */
    public static String authorize(URI authorizeUrl, String user, String password, boolean allow) throws Exception {
        HttpResponse<String> page = BROWSER.send(HttpRequest.newBuilder(authorizeUrl).build(),
                HttpResponse.BodyHandlers.ofString());
        if (page.statusCode() != 200) {
            throw new AssertionError("authorize page answered " + page.statusCode() + ": " + page.body());
        }
        Map<String, String> form = new LinkedHashMap<>();
        Matcher hidden = HIDDEN.matcher(page.body());
        while (hidden.find()) {
            form.put(unescape(hidden.group(1)), unescape(hidden.group(2)));
        }
        form.put("session[username_or_email]", user);
        form.put("session[password]", password);
        form.put(allow ? "allow" : "cancel", "1");
        StringBuilder body = new StringBuilder();
        form.forEach((name, value) -> body.append(body.length() == 0 ? "" : "&")
                .append(URLEncoder.encode(name, StandardCharsets.UTF_8)).append('=')
                .append(URLEncoder.encode(value, StandardCharsets.UTF_8)));
        URI post = authorizeUrl.resolve("/i/oauth2/authorize");
        HttpResponse<String> answer = BROWSER.send(HttpRequest.newBuilder(post)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build(), HttpResponse.BodyHandlers.ofString());
        return answer.headers().firstValue("Location").orElseThrow(() -> new AssertionError(
                "no redirect: " + answer.statusCode() + " " + answer.body()));
    }

    /** The browser following the redirect to Starling's listener. */
    public static int deliver(String location) {
        try {
            return BROWSER.send(HttpRequest.newBuilder(URI.create(location)).build(),
                    HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** One query parameter of an address. */
    public static String parameter(String address, String name) {
        for (String pair : URI.create(address).getRawQuery().split("&")) {
            String[] parts = pair.split("=", 2);
            if (parts[0].equals(name)) {
                return URLDecoder.decode(parts[1], StandardCharsets.UTF_8);
            }
        }
        return null;
    }

    private static String unescape(String html) {
        return html.replace("&quot;", "\"").replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">")
                .replace("&amp;", "&");
    }

    public Path dir() {
        return dir;
    }

    @Override
    public void close() {
        sandbox.close();
        store.close();
    }
}
