package dev.starling.sandbox.oauth;

import dev.starling.testing.FakeClock;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.scribejava.core.model.OAuth1AccessToken;
import com.github.scribejava.core.model.OAuthRequest;
import com.github.scribejava.core.model.Response;
import com.github.scribejava.core.model.Verb;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import dev.starling.sandbox.infra.RateLimits;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** OAuth 2.0 application-only bearer tokens: creation, one per app, invalidation, throttling. */
class BearerTokenContractTest {

    private final FakeClock clock = new FakeClock(Instant.now());
    private Sandbox sandbox;
    private SandboxOAuthClient client;

    @BeforeEach
    void start() {
        startWith(SandboxConfig.defaults());
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    @Test
    void clientCredentialsGrantReturnsABearerToken() throws Exception {
        HttpResponse<String> response = createToken(SandboxConfig.DEMO_CONSUMER_KEY, SandboxConfig.DEMO_CONSUMER_SECRET,
                "client_credentials");

        assertThat(response.statusCode()).isEqualTo(200);
        JsonNode body = Json.parse(response.body().getBytes(StandardCharsets.UTF_8));
        assertThat(body.path("token_type").asText()).isEqualTo("bearer");
        assertThat(body.path("access_token").asText()).isNotBlank();
    }

    @Test
    void askingAgainReturnsTheSameOutstandingToken() throws Exception {
        String first = token(createToken(SandboxConfig.DEMO_CONSUMER_KEY, SandboxConfig.DEMO_CONSUMER_SECRET,
                "client_credentials"));
        String second = token(createToken(SandboxConfig.DEMO_CONSUMER_KEY, SandboxConfig.DEMO_CONSUMER_SECRET,
                "client_credentials"));

        assertThat(second).isEqualTo(first);
    }

    @Test
    void invalidatedTokenStopsWorkingAndTheNextCreateGivesADifferentOne() throws Exception {
        String bearer = token(createToken(SandboxConfig.DEMO_CONSUMER_KEY, SandboxConfig.DEMO_CONSUMER_SECRET,
                "client_credentials"));
        assertThat(bearerCall(bearer).status()).isEqualTo(200);
        OAuth1AccessToken owner = client.pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);

        Response invalidated = invalidate(owner, bearer);

        assertThat(invalidated.getCode()).isEqualTo(200);
        assertThat(Json.parse(invalidated.getBody().getBytes(StandardCharsets.UTF_8)).path("access_token").asText())
                .isEqualTo(bearer);
        SandboxResponse oldUse = bearerCall(bearer);
        assertThat(oldUse.status()).isEqualTo(401);
        assertThat(Json.parse(oldUse.body()).path("errors").path(0).path("code").asInt()).isEqualTo(89);
        assertThat(OAuthFlowContractTest.errorCode(invalidate(owner, bearer))).isEqualTo(89);
        String next = token(createToken(SandboxConfig.DEMO_CONSUMER_KEY, SandboxConfig.DEMO_CONSUMER_SECRET,
                "client_credentials"));
        assertThat(next).isNotEqualTo(bearer);
    }

    @Test
    void wrongSecretIsRefusedWithCode99() {
        HttpResponse<String> response = createToken(SandboxConfig.DEMO_CONSUMER_KEY, "wrong", "client_credentials");

        assertThat(response.statusCode()).isEqualTo(403);
        assertThat(response.body()).contains("\"code\":99", "Unable to verify your credentials");
    }

    @Test
    void missingBasicCredentialsAreRefusedWithCode99() {
        HttpResponse<String> response = client.send(HttpRequest.newBuilder(URI.create(client.base() + "/oauth2/token"))
                .header("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8")
                .POST(HttpRequest.BodyPublishers.ofString("grant_type=client_credentials")).build());

        assertThat(response.statusCode()).isEqualTo(403);
        assertThat(response.body()).contains("\"code\":99");
    }

    @Test
    void missingGrantTypeIsRefusedWithCode170() {
        HttpResponse<String> response = createToken(SandboxConfig.DEMO_CONSUMER_KEY, SandboxConfig.DEMO_CONSUMER_SECRET,
                null);

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).contains("\"code\":170", "grant_type");
    }

    @Test
    void otherGrantTypeIsRefusedWithCode170() {
        HttpResponse<String> response = createToken(SandboxConfig.DEMO_CONSUMER_KEY, SandboxConfig.DEMO_CONSUMER_SECRET,
                "password");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).contains("\"code\":170", "client_credentials");
    }

    @Test
    void credentialsAreUrlDecodedBeforeComparison() {
        sandbox.close();
        startWith(SandboxConfig.defaults().withApp("key with space", "secret+with/special=chars"));

        HttpResponse<String> response = createToken("key with space", "secret+with/special=chars",
                "client_credentials");

        assertThat(response.statusCode()).isEqualTo(200);
    }

    @Test
    void askingTooOftenIsRefusedWithCode99AtTheLimitItsHeadersStateUntilTheWindowPasses() throws Exception {
        sandbox.close();
        startWith(SandboxConfig.defaults().withRateLimits(RateLimits.defaults()
                .withRoute(RateLimits.BEARER_TOKEN_ROUTE, 3, Duration.ofMinutes(15))));
        String first = null;
        for (int i = 0; i < 3; i++) {
            HttpResponse<String> handedBack = createToken(SandboxConfig.DEMO_CONSUMER_KEY,
                    SandboxConfig.DEMO_CONSUMER_SECRET, "client_credentials");
            assertThat(handedBack.statusCode()).isEqualTo(200);
            assertThat(handedBack.headers().firstValue("x-rate-limit-limit")).hasValue("3");
            assertThat(handedBack.headers().firstValue("x-rate-limit-remaining")).hasValue(Integer.toString(2 - i));
            first = first == null ? token(handedBack) : first;
            assertThat(token(handedBack)).as("asking again hands the outstanding token back").isEqualTo(first);
        }

        HttpResponse<String> throttled = createToken(SandboxConfig.DEMO_CONSUMER_KEY,
                SandboxConfig.DEMO_CONSUMER_SECRET, "client_credentials");

        assertThat(throttled.statusCode()).isEqualTo(403);
        assertThat(throttled.body()).contains("\"code\":99", "too frequently", "more than 3 times in 15 minutes");
        assertThat(throttled.headers().firstValue("x-rate-limit-limit")).hasValue("3");
        assertThat(throttled.headers().firstValue("x-rate-limit-remaining")).hasValue("0");
        clock.advance(Duration.ofMinutes(16));
        HttpResponse<String> later = createToken(SandboxConfig.DEMO_CONSUMER_KEY, SandboxConfig.DEMO_CONSUMER_SECRET,
                "client_credentials");
        assertThat(later.statusCode()).isEqualTo(200);
        assertThat(token(later)).isEqualTo(first);
    }

    @Test
    void aScriptRestartedEveryMinuteForHoursNeverMeetsTheDocumentedLimit() throws Exception {
        String documented = Files.readAllLines(Path.of("..", "docs", "sandbox-rate-limits.md")).stream()
                .filter(line -> line.startsWith("| `POST /oauth2/token` |")).findFirst().orElseThrow();
        String outstanding = null;
        for (int minute = 0; minute < 4 * 60; minute++) {
            HttpResponse<String> response = createToken(SandboxConfig.DEMO_CONSUMER_KEY,
                    SandboxConfig.DEMO_CONSUMER_SECRET, "client_credentials");
            assertThat(response.statusCode()).as("minute " + minute).isEqualTo(200);
            outstanding = outstanding == null ? token(response) : outstanding;
            assertThat(token(response)).isEqualTo(outstanding);
            String limit = response.headers().firstValue("x-rate-limit-limit").orElseThrow();
            assertThat(documented).as("the headers and the documentation state one limit")
                    .startsWith("| `POST /oauth2/token` | " + String.format(java.util.Locale.ROOT, "%,d", Integer.parseInt(limit))
                            + " per 15 minutes");
            clock.advance(Duration.ofMinutes(1));
        }
    }

    private void startWith(SandboxConfig config) {
        sandbox = Sandbox.start(config, clock);
        client = new SandboxOAuthClient(sandbox, clock);
    }

    private HttpResponse<String> createToken(String key, String secret, String grantType) {
        String credentials = URLEncoder.encode(key, StandardCharsets.UTF_8) + ":"
                + URLEncoder.encode(secret, StandardCharsets.UTF_8);
        return client.send(HttpRequest.newBuilder(URI.create(client.base() + "/oauth2/token"))
                .header("Authorization", "Basic " + Base64.getEncoder().encodeToString(
                        credentials.getBytes(StandardCharsets.UTF_8)))
                .header("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8")
                .POST(HttpRequest.BodyPublishers.ofString(grantType == null ? "" : "grant_type=" + grantType))
                .build());
    }

    /** What an API module's {@code requireBearer} answers for this token: 200 or the error response. */
    private SandboxResponse bearerCall(String bearer) {
        SandboxRequest request = AuthenticatorStylesTest.request(java.util.Map.of("authorization", "Bearer " + bearer));
        try {
            sandbox.module(OAuthModule.class).requireBearer(request, ErrorStyle.V2_PROBLEM);
            return SandboxResponse.json(200, java.util.Map.of());
        } catch (ApiException e) {
            return e.response();
        }
    }

    private Response invalidate(OAuth1AccessToken owner, String bearer) {
        OAuthRequest request = new OAuthRequest(Verb.POST, client.base() + "/oauth2/invalidate_token");
        request.addBodyParameter("access_token", bearer);
        return client.signed(client.service("oob"), owner, request);
    }

    private static String token(HttpResponse<String> response) throws Exception {
        return Json.parse(response.body().getBytes(StandardCharsets.UTF_8)).path("access_token").asText();
    }
}
