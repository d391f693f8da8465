package dev.starling.sandbox.oauth;

import dev.starling.testing.FakeClock;
import static dev.starling.sandbox.oauth.SandboxOAuthClient.PASSWORD;
import static dev.starling.sandbox.oauth.SandboxOAuthClient.USER;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.scribejava.core.builder.api.DefaultApi10a;
import com.github.scribejava.core.model.OAuth1AccessToken;
import com.github.scribejava.core.model.OAuth1RequestToken;
import com.github.scribejava.core.model.OAuthConstants;
import com.github.scribejava.core.model.OAuthRequest;
import com.github.scribejava.core.model.Verb;
import com.github.scribejava.core.oauth.OAuth10aService;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code POST /oauth/access_token} as widely used client libraries send it: {@code oauth_token} and
 * {@code oauth_verifier} in the Authorization header and again in the form body. ScribeJava computes
 * the signature (each parameter signed once, as X counts it); the JDK client sends the request.
 */
class AccessTokenToleranceContractTest {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final FakeClock clock = new FakeClock(Instant.now());
    private Sandbox sandbox;
    private SandboxOAuthClient client;

    @BeforeEach
    void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults(), clock);
        client = new SandboxOAuthClient(sandbox, clock);
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    @Test
    void tokenAndVerifierRepeatedInTheBodyWithTheSameValuesAreSignedOnceAndAccepted() throws Exception {
        OAuth10aService service = client.service("oob");
        OAuth1RequestToken requestToken = client.requestToken(service);
        String pin = approve(requestToken);

        HttpResponse<String> response = accessToken(service, requestToken, pin,
                Map.of("oauth_token", requestToken.getToken(), "oauth_verifier", pin));

        assertThat(response.statusCode()).isEqualTo(200);
        Map<String, String> answer = decode(response.body());
        assertThat(answer).containsKeys("oauth_token", "oauth_token_secret", "user_id", "screen_name");
        OAuth1AccessToken access = new OAuth1AccessToken(answer.get("oauth_token"), answer.get("oauth_token_secret"));
        assertThat(client.signedGet(access, "/1.1/account/verify_credentials.json").getCode()).isEqualTo(200);
    }

    @Test
    void onlyTheVerifierRepeatedInTheBodyIsAcceptedToo() throws Exception {
        OAuth10aService service = client.service("oob");
        OAuth1RequestToken requestToken = client.requestToken(service);
        String pin = approve(requestToken);

        HttpResponse<String> response = accessToken(service, requestToken, pin, Map.of("oauth_verifier", pin));

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("oauth_token_secret=");
    }

    @Test
    void aDifferentTokenInTheBodyStaysADuplicate215() throws Exception {
        OAuth10aService service = client.service("oob");
        OAuth1RequestToken requestToken = client.requestToken(service);
        String pin = approve(requestToken);

        HttpResponse<String> response = accessToken(service, requestToken, pin,
                Map.of("oauth_token", requestToken.getToken() + "x", "oauth_verifier", pin));

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).contains("\"code\":215").contains("Duplicated oauth_token");
    }

    @Test
    void aParameterRepeatedTwiceOutsideTheHeaderStaysADuplicate215() throws Exception {
        OAuth10aService service = client.service("oob");
        OAuth1RequestToken requestToken = client.requestToken(service);
        String pin = approve(requestToken);
        String url = service.getApi().getAccessTokenEndpoint() + "?oauth_verifier=" + pin;

        HttpResponse<String> response = send(url, header(service, requestToken, pin),
                "oauth_verifier=" + pin);

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).contains("\"code\":215").contains("Duplicated oauth_verifier");
    }

    private String approve(OAuth1RequestToken requestToken) {
        return SandboxOAuthClient.pinFrom(client.signIn("/oauth/authorize", requestToken.getToken(), USER, PASSWORD,
                true).body());
    }

    /** Signed by ScribeJava with the token and verifier in the header only; {@code body} is sent besides. */
    private HttpResponse<String> accessToken(OAuth10aService service, OAuth1RequestToken requestToken, String pin,
                                             Map<String, String> body) throws Exception {
        String form = new LinkedHashMap<>(body).entrySet().stream()
                .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        return send(service.getApi().getAccessTokenEndpoint(), header(service, requestToken, pin), form);
    }

    private static String header(OAuth10aService service, OAuth1RequestToken requestToken, String pin) {
        DefaultApi10a api = service.getApi();
        OAuthRequest request = new OAuthRequest(Verb.POST, api.getAccessTokenEndpoint());
        request.addOAuthParameter(OAuthConstants.TOKEN, requestToken.getToken());
        request.addOAuthParameter(OAuthConstants.VERIFIER, pin);
        request.addOAuthParameter(OAuthConstants.TIMESTAMP, api.getTimestampService().getTimestampInSeconds());
        request.addOAuthParameter(OAuthConstants.NONCE, api.getTimestampService().getNonce());
        request.addOAuthParameter(OAuthConstants.CONSUMER_KEY, service.getApiKey());
        request.addOAuthParameter(OAuthConstants.SIGN_METHOD, api.getSignatureService().getSignatureMethod());
        request.addOAuthParameter(OAuthConstants.VERSION, "1.0");
        String baseString = api.getBaseStringExtractor().extract(request);
        request.addOAuthParameter(OAuthConstants.SIGNATURE, api.getSignatureService().getSignature(baseString,
                service.getApiSecret(), requestToken.getTokenSecret()));
        return api.getHeaderExtractor().extract(request);
    }

    private static HttpResponse<String> send(String url, String authorization, String form) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url)).header("Authorization", authorization)
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString(form)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static Map<String, String> decode(String form) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String pair : form.split("&")) {
            int eq = pair.indexOf('=');
            values.put(pair.substring(0, eq), java.net.URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
        return values;
    }
}
