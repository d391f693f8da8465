package dev.starling.sandbox.oauth;

import com.github.scribejava.core.builder.ServiceBuilder;
import com.github.scribejava.core.builder.api.DefaultApi10a;
import com.github.scribejava.core.model.OAuth1AccessToken;
import com.github.scribejava.core.model.OAuth1RequestToken;
import com.github.scribejava.core.model.OAuthRequest;
import com.github.scribejava.core.model.Response;
import com.github.scribejava.core.model.Verb;
import com.github.scribejava.core.oauth.OAuth10aService;
import com.github.scribejava.core.services.HMACSha1SignatureService;
import com.github.scribejava.core.services.SignatureService;
import com.github.scribejava.core.services.TimestampService;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.infra.AccessGuard;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The independent client of the contract tests: ScribeJava signs (pointed at the sandbox), and
 * java.net.http plays the browser on the authorize page. Timestamps follow the sandbox's clock.
 */
public final class SandboxOAuthClient {

    private static final Pattern PIN = Pattern.compile("<code id=\"oauth_pin\">(\\d{7})</code>");
    private static final Pattern HIDDEN_TOKEN = Pattern.compile("name=\"oauth_token\" value=\"([^\"]+)\"");

    private final Sandbox sandbox;
    private final Clock clock;
    private final String base;
    /** Overrides of the next signed request's timestamp or nonce, null for the normal ones. */
    public volatile Supplier<String> timestampOverride;
    public volatile Supplier<String> nonceOverride;
    public final HttpClient browser;
    /** Signs API requests as the sandbox app (built once: ScribeJava services are reusable). */
    private final OAuth10aService signer;

    public SandboxOAuthClient(Sandbox sandbox, Clock clock) {
        this.sandbox = sandbox;
        this.clock = clock;
        this.base = sandbox.coreBaseUri().toString();
        this.browser = HttpClient.newBuilder().cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(5)).build();
        this.signer = service("oob");
    }

    public String base() {
        return base;
    }

    public OAuth10aService service(String callback) {
        return service(callback, sandbox.config().consumerKey(), sandbox.config().consumerSecret(),
                new HMACSha1SignatureService());
    }

    public OAuth10aService service(String callback, String key, String secret, SignatureService signature) {
        return new ServiceBuilder(key).apiSecret(secret).callback(callback).build(new Api(signature));
    }

    public OAuth1RequestToken requestToken(OAuth10aService service) {
        try {
            return service.getRequestToken();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Runs the whole PIN flow as {@code username} and returns the access token. */
    public OAuth1AccessToken pinFlow(String username, String password) {
        OAuth10aService service = service("oob");
        OAuth1RequestToken token = requestToken(service);
        String pin = pinFrom(signIn("/oauth/authorize", token.getToken(), username, password, true).body());
        try {
            return service.getAccessToken(token, pin);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Opens {@code page} for the token and submits the form, like a user in a browser. */
    public HttpResponse<String> signIn(String page, String requestToken, String username, String password,
                                       boolean approve) {
        HttpResponse<String> shown = get(base + page + "?oauth_token=" + requestToken);
        Matcher hidden = HIDDEN_TOKEN.matcher(shown.body());
        if (!hidden.find()) {
            throw new AssertionError("The authorize page has no oauth_token field (HTTP " + shown.statusCode() + ")");
        }
        Map<String, String> form = new LinkedHashMap<>();
        form.put("oauth_token", hidden.group(1));
        if (username != null) {
            form.put("session[username_or_email]", username);
            form.put("session[password]", password);
        }
        form.put(approve ? "allow" : "cancel", "1");
        return postForm("/oauth/authorize", form);
    }

    /** A GET as a browser or tool would send it; admin paths carry the sandbox's admin token. */
    public HttpResponse<String> get(String url) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).GET();
        if (url.contains("/__sandbox/")) {
            request.header(AccessGuard.ADMIN_TOKEN_HEADER, sandbox.adminToken());
        }
        return send(request.build());
    }

    public HttpResponse<String> postForm(String path, Map<String, String> form) {
        StringBuilder body = new StringBuilder();
        form.forEach((name, value) -> body.append(body.length() == 0 ? "" : "&")
                .append(URLEncoder.encode(name, StandardCharsets.UTF_8)).append('=')
                .append(URLEncoder.encode(value, StandardCharsets.UTF_8)));
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build());
    }

    public HttpResponse<String> send(HttpRequest request) {
        try {
            return browser.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public static String pinFrom(String html) {
        Matcher matcher = PIN.matcher(html);
        if (!matcher.find()) {
            throw new AssertionError("No PIN on the page");
        }
        return matcher.group(1);
    }

    /** Signs {@code request} with {@code token} (an empty token for app-only signing) and sends it. */
    public Response signed(OAuth10aService service, OAuth1AccessToken token, OAuthRequest request) {
        service.signRequest(token, request);
        try {
            return service.execute(request);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The {@code Authorization} header ScribeJava computes for a request to any URL (the Ads host
     * too) that the caller then sends itself. Query parameters of {@code url} and the given form
     * parameters are signed; other bodies (JSON, CSV) are not part of an OAuth 1.0a signature.
     */
    public String authorization(OAuth1AccessToken token, String method, String url,
                                List<Map.Entry<String, String>> formParameters) {
        OAuthRequest request = new OAuthRequest(Verb.valueOf(method), url);
        formParameters.forEach(parameter -> request.addBodyParameter(parameter.getKey(), parameter.getValue()));
        signer.signRequest(token, request);
        return request.getHeaders().get("Authorization");
    }

    public Response signedPost(OAuth1AccessToken token, String path) {
        return signed(service("oob"), token, new OAuthRequest(Verb.POST, base + path));
    }

    public Response signedGet(OAuth1AccessToken token, String path) {
        return signed(service("oob"), token, new OAuthRequest(Verb.GET, base + path));
    }

    /** A request-token request with the given callback, signed by {@code service}. */
    public Response requestTokenCall(OAuth10aService service, String callback) {
        OAuthRequest request = new OAuthRequest(Verb.POST, base + "/oauth/request_token");
        request.addOAuthParameter("oauth_callback", callback);
        return signed(service, new OAuth1AccessToken("", ""), request);
    }

    private final class Api extends DefaultApi10a {
        private final SignatureService signature;

        Api(SignatureService signature) {
            this.signature = signature;
        }

        @Override
        public String getRequestTokenEndpoint() {
            return base + "/oauth/request_token";
        }

        @Override
        public String getAccessTokenEndpoint() {
            return base + "/oauth/access_token";
        }

        @Override
        protected String getAuthorizationBaseUrl() {
            return base + "/oauth/authorize";
        }

        @Override
        public SignatureService getSignatureService() {
            return signature;
        }

        @Override
        public TimestampService getTimestampService() {
            return new TimestampService() {
                @Override
                public String getTimestampInSeconds() {
                    Supplier<String> override = timestampOverride;
                    return override != null ? override.get() : Long.toString(clock.instant().getEpochSecond());
                }

                @Override
                public String getNonce() {
                    Supplier<String> override = nonceOverride;
                    return override != null ? override.get() : UUID.randomUUID().toString().replace("-", "");
                }
            };
        }
    }

    /** The demo credentials every contract test signs in with. */
    public static final String USER = SandboxConfig.DEMO_USERS.get(0).username();
    public static final String PASSWORD = SandboxConfig.DEMO_USERS.get(0).password();
}
