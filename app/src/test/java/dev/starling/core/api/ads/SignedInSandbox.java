package dev.starling.core.api.ads;

import dev.starling.boot.DurableMigrations;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.account.OAuthClient;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.SignInService;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.requestlog.RequestLogRepository;
import dev.starling.core.store.DurableStore;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.ads.AdsModule;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A real in-process sandbox and the app's own API services pointed at it, with nobody signed in
 * until {@link #signIn} plays the PIN flow as a person would (the test is the browser).
 */
public final class SignedInSandbox implements AutoCloseable {

    public static final String MARKETER = "demo_marketer";
    public static final String ENGINEER = "demo_engineer";
    private static final Pattern PIN = Pattern.compile("<code id=\"oauth_pin\">(\\d{7})</code>");

    private final Sandbox sandbox;
    private final DurableStore store;
    private final ApiServices services;

    public SignedInSandbox(Path vaultDir) {
        this(vaultDir, SandboxConfig.defaults(), HttpSettings::defaults);
    }

    /** A sandbox with {@code config} and an HTTP client with {@code http} (e.g. shorter rate-limit waits). */
    public SignedInSandbox(Path vaultDir, SandboxConfig config, Function<RequestLogRepository, HttpSettings> http) {
        this(vaultDir, config, http, java.time.Clock.systemUTC());
    }

    /** A sandbox on {@code clock} (e.g. a FakeClock the app's HTTP client signs with too). */
    public SignedInSandbox(Path vaultDir, SandboxConfig config, Function<RequestLogRepository, HttpSettings> http,
                           java.time.Clock clock) {
        sandbox = Sandbox.start(config, clock);
        store = DurableStore.inMemory(DurableMigrations.ALL);
        services = ApiServices.create(new ApiEnvironment(EnvironmentKind.SANDBOX, sandbox.coreBaseUri(),
                sandbox.adsBaseUri(), SandboxConfig.DEMO_CONSUMER_KEY, Secret.of(SandboxConfig.DEMO_CONSUMER_SECRET)),
                store, new FileCredentialVault(vaultDir), http);
    }

    public Sandbox sandbox() {
        return sandbox;
    }

    public ApiServices services() {
        return services;
    }

    public AdsClient ads() {
        return AdsClient.signedIn(services);
    }

    /** Back to the seeded Ads world (the same for the same seed). */
    public void resetAds() {
        sandbox.module(AdsModule.class).reset();
    }

    /** Signs the user in with the PIN flow and makes the account the default. */
    public Account signIn(String username) {
        SignInService signIn = services.signIn();
        SignInService.PendingSignIn pending = signIn.start(OAuthClient.AuthorizeOptions.DEFAULT);
        Account account = signIn.finish(pending, approve(pending.authorizeUrl().toString(), username));
        services.accounts().setDefault(account);
        return account;
    }

    /** Plays the browser: signs in on the authorize page with the demo password and reads the PIN. */
    public static String approve(String authorizeUrl, String username) {
        try {
            HttpClient browser = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
            String token = URI.create(authorizeUrl).getQuery().replaceAll(".*oauth_token=([^&]+).*", "$1");
            String form = Map.of("oauth_token", token, "session[username_or_email]", username,
                            "session[password]", "starling-demo", "allow", "1").entrySet().stream()
                    .map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                            + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                    .collect(Collectors.joining("&"));
            HttpResponse<String> approved = browser.send(HttpRequest.newBuilder(
                            URI.create(authorizeUrl).resolve("/oauth/authorize"))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
            Matcher pin = PIN.matcher(approved.body());
            if (!pin.find()) {
                throw new AssertionError("the approval page shows no PIN (status " + approved.statusCode() + ")");
            }
            return pin.group(1);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    @Override
    public void close() {
        sandbox.close();
        store.close();
    }
}
