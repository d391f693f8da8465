package dev.starling.sandbox.oauth;

import dev.starling.testing.FakeClock;
import static dev.starling.sandbox.oauth.SandboxOAuthClient.PASSWORD;
import static dev.starling.sandbox.oauth.SandboxOAuthClient.USER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.scribejava.core.model.OAuth1AccessToken;
import com.github.scribejava.core.model.OAuthRequest;
import com.github.scribejava.core.model.Verb;
import com.github.scribejava.core.oauth.OAuth10aService;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.infra.SandboxTls;
import dev.starling.sandbox.infra.TlsMaterial;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --tls}: the whole PIN flow and a signed call over HTTPS, signed by ScribeJava and sent by
 * the plain JDK HTTP client trusting exactly the sandbox's certificate; signatures cover the https
 * URL the client used. Behind a TLS-terminating proxy, the forwarded scheme and host count.
 */
class HttpsContractTest {

    private static final Pattern HIDDEN_TOKEN = Pattern.compile("name=\"oauth_token\" value=\"([^\"]+)\"");

    @TempDir
    Path dir;

    private final FakeClock clock = new FakeClock(Instant.now());

    @Test
    void thePinFlowAndASignedCallWorkOverHttpsWithAnIndependentSignerAndClient() throws Exception {
        try (Sandbox sandbox = Sandbox.start(tls(dir.resolve("tls.p12")), clock)) {
            assertThat(sandbox.coreBaseUri().getScheme()).isEqualTo("https");
            assertThat(sandbox.adsBaseUri().getScheme()).isEqualTo("https");
            HttpClient jdk = trusting(sandbox.certificate().orElseThrow());
            SandboxOAuthClient scribe = new SandboxOAuthClient(sandbox, clock);
            OAuth10aService service = scribe.service("oob");
            String base = sandbox.coreBaseUri().toString();

            OAuthRequest requestTokenCall = new OAuthRequest(Verb.POST, base + "/oauth/request_token");
            requestTokenCall.addOAuthParameter("oauth_callback", "oob");
            service.signRequest(new OAuth1AccessToken("", ""), requestTokenCall);
            Map<String, String> requestToken = form(send(jdk, requestTokenCall).body());
            String pin = approve(jdk, base, requestToken.get("oauth_token"));
            OAuthRequest accessTokenCall = new OAuthRequest(Verb.POST, base + "/oauth/access_token");
            accessTokenCall.addOAuthParameter("oauth_verifier", pin);
            service.signRequest(new OAuth1AccessToken(requestToken.get("oauth_token"),
                    requestToken.get("oauth_token_secret")), accessTokenCall);
            Map<String, String> access = form(send(jdk, accessTokenCall).body());
            OAuth1AccessToken token = new OAuth1AccessToken(access.get("oauth_token"), access.get("oauth_token_secret"));

            OAuthRequest me = new OAuthRequest(Verb.GET, base + "/1.1/account/verify_credentials.json");
            service.signRequest(token, me);
            HttpResponse<String> answer = send(jdk, me);
            assertThat(answer.statusCode()).isEqualTo(200);
            assertThat(answer.body()).contains("\"screen_name\":\"" + USER + "\"");

            OAuthRequest accounts = new OAuthRequest(Verb.GET, sandbox.adsBaseUri() + "/12/accounts");
            service.signRequest(token, accounts);
            assertThat(send(jdk, accounts).statusCode()).isEqualTo(200);

            String plainUrl = base.replace("https://", "http://") + "/1.1/account/verify_credentials.json";
            HttpResponse<String> signedForHttp = jdk.send(HttpRequest.newBuilder(URI.create(base
                            + "/1.1/account/verify_credentials.json"))
                    .header("Authorization", scribe.authorization(token, "GET", plainUrl, List.of())).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(signedForHttp.statusCode()).isEqualTo(401);
            assertThat(signedForHttp.body()).contains("\"code\":32");
        }
    }

    @Test
    void theGeneratedCertificateIsKeptAcrossRestartsAndOnlyItIsTrusted() throws Exception {
        Path keystore = dir.resolve("kept.p12");
        X509Certificate first;
        try (Sandbox sandbox = Sandbox.start(tls(keystore), clock)) {
            first = sandbox.certificate().orElseThrow();
        }
        try (Sandbox again = Sandbox.start(tls(keystore), clock);
             Sandbox other = Sandbox.start(tls(dir.resolve("other.p12")), clock)) {
            assertThat(TlsMaterial.fingerprint(again.certificate().orElseThrow()))
                    .isEqualTo(TlsMaterial.fingerprint(first)).matches("([0-9A-F]{2}:){31}[0-9A-F]{2}");
            HttpClient trustsFirst = trusting(first);

            assertThat(trustsFirst.send(HttpRequest.newBuilder(again.coreBaseUri().resolve("/__sandbox/health")).build(),
                    HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(200);
            assertThatThrownBy(() -> trustsFirst.send(HttpRequest.newBuilder(
                    other.coreBaseUri().resolve("/__sandbox/health")).build(), HttpResponse.BodyHandlers.ofString()))
                    .isInstanceOf(SSLHandshakeException.class);
        }
    }

    @Test
    void behindAProxyTheForwardedSchemeAndHostAreWhatTheSignatureCovers() throws Exception {
        try (Sandbox sandbox = Sandbox.start(SandboxConfig.defaults(), clock)) {
            SandboxOAuthClient client = new SandboxOAuthClient(sandbox, clock);
            OAuth1AccessToken token = client.pinFlow(USER, PASSWORD);
            String path = "/1.1/account/verify_credentials.json";
            String publicUrl = "https://api.sandbox.example.test" + path;

            assertThat(viaProxy(sandbox, client, token, publicUrl, Map.of("X-Forwarded-Proto", "https",
                    "X-Forwarded-Host", "api.sandbox.example.test")).statusCode()).isEqualTo(200);
            assertThat(viaProxy(sandbox, client, token, publicUrl,
                    Map.of("Forwarded", "for=192.0.2.60;proto=https;host=api.sandbox.example.test")).statusCode())
                    .isEqualTo(200);
            HttpResponse<String> unforwarded = viaProxy(sandbox, client, token, publicUrl, Map.of());
            assertThat(unforwarded.statusCode()).isEqualTo(401);
            assertThat(unforwarded.body()).contains("\"code\":32");
        }
    }

    @Test
    void aPublicBaseUrlIsWhatTheSignatureCovers() throws Exception {
        Path state = dir.resolve("state.json");
        OAuth1AccessToken token;
        try (Sandbox direct = Sandbox.start(SandboxConfig.defaults().withStateFile(state), clock)) {
            token = new SandboxOAuthClient(direct, clock).pinFlow(USER, PASSWORD);
        }
        URI publicCore = URI.create("https://sandbox.example.test");
        SandboxConfig config = SandboxConfig.defaults().withStateFile(state).withServing(SandboxConfig.Serving.PLAIN
                .withPublicBases(publicCore, URI.create("https://ads-sandbox.example.test")));
        try (Sandbox sandbox = Sandbox.start(config, clock)) {
            SandboxOAuthClient client = new SandboxOAuthClient(sandbox, clock);
            String path = "/1.1/account/verify_credentials.json";

            assertThat(viaProxy(sandbox, client, token, publicCore + path, Map.of()).statusCode()).isEqualTo(200);
            assertThat(viaProxy(sandbox, client, token, sandbox.coreBaseUri() + path, Map.of()).statusCode())
                    .isEqualTo(401);
        }
    }

    @Test
    void aDamagedKeystoreIsOnePlainSentence() throws Exception {
        Path keystore = java.nio.file.Files.writeString(dir.resolve("damaged.p12"), "not a keystore");

        assertThatThrownBy(() -> Sandbox.start(SandboxConfig.defaults().withServing(SandboxConfig.Serving.PLAIN
                .withTls(SandboxTls.pkcs12(keystore, "secret"))), clock))
                .isInstanceOf(TlsMaterial.Unavailable.class)
                .hasMessage("Cannot use the TLS keystore " + keystore.toAbsolutePath() + " because it is not a PKCS#12 "
                        + "file or its password is wrong; check the file and the password, or choose another.");
    }

    private static SandboxConfig tls(Path keystore) {
        return SandboxConfig.defaults().withServing(SandboxConfig.Serving.PLAIN.withTls(SandboxTls.generated(keystore)));
    }

    /** Signed for {@code publicUrl}, sent to the sandbox itself as a proxy in front of it would. */
    private static HttpResponse<String> viaProxy(Sandbox sandbox, SandboxOAuthClient client, OAuth1AccessToken token,
                                                 String publicUrl, Map<String, String> headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(sandbox.coreBaseUri().resolve(URI.create(publicUrl).getPath()))
                .header("Authorization", client.authorization(token, "GET", publicUrl, List.of()));
        headers.forEach(request::header);
        return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The JDK client trusting exactly {@code certificate}. */
    static HttpClient trusting(X509Certificate certificate) throws Exception {
        KeyStore trusted = KeyStore.getInstance("PKCS12");
        trusted.load(null, null);
        trusted.setCertificateEntry("sandbox", certificate);
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(trusted);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, trust.getTrustManagers(), null);
        return HttpClient.newBuilder().sslContext(context).cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(5)).build();
    }

    private static HttpResponse<String> send(HttpClient jdk, OAuthRequest signed) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(signed.getCompleteUrl()))
                .method(signed.getVerb().name(), HttpRequest.BodyPublishers.noBody());
        signed.getHeaders().forEach(request::header);
        HttpResponse<String> response = jdk.send(request.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(signed.getUrl() + ": " + response.body()).isLessThan(400);
        return response;
    }

    private static String approve(HttpClient browser, String base, String requestToken) throws Exception {
        String page = browser.send(HttpRequest.newBuilder(URI.create(base + "/oauth/authorize?oauth_token="
                + requestToken)).build(), HttpResponse.BodyHandlers.ofString()).body();
        Matcher hidden = HIDDEN_TOKEN.matcher(page);
        assertThat(hidden.find()).as(page).isTrue();
        String form = "oauth_token=" + URLEncoder.encode(hidden.group(1), StandardCharsets.UTF_8)
                + "&session%5Busername_or_email%5D=" + USER + "&session%5Bpassword%5D="
                + URLEncoder.encode(PASSWORD, StandardCharsets.UTF_8) + "&allow=1";
        String approved = browser.send(HttpRequest.newBuilder(URI.create(base + "/oauth/authorize"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString()).body();
        return SandboxOAuthClient.pinFrom(approved);
    }

    private static Map<String, String> form(String body) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String pair : body.split("&")) {
            int eq = pair.indexOf('=');
            values.put(pair.substring(0, eq), URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
        return values;
    }
}
