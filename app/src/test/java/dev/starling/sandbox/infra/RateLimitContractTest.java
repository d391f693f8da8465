package dev.starling.sandbox.infra;

import dev.starling.testing.FakeClock;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.scribejava.core.model.OAuth1AccessToken;
import com.github.scribejava.core.model.Response;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.http.Json;
import java.nio.charset.StandardCharsets;
import dev.starling.sandbox.oauth.SandboxOAuthClient;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RateLimitContractTest {

    private static final String ROUTE = "GET /1.1/account/verify_credentials.json";
    private static final String PATH = "/1.1/account/verify_credentials.json";

    private final FakeClock clock = new FakeClock(Instant.parse("2026-03-01T12:00:00Z"));
    private Sandbox sandbox;
    private SandboxOAuthClient client;

    @BeforeEach
    void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults().withRateLimits(RateLimits.defaults()
                .withRoute(ROUTE, 2, Duration.ofMinutes(1))), clock);
        client = new SandboxOAuthClient(sandbox, clock);
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    @Test
    void everyResponseCarriesTheRateLimitHeaders() {
        OAuth1AccessToken token = client.pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);

        Response first = client.signedGet(token, PATH);

        assertThat(first.getCode()).isEqualTo(200);
        assertThat(header(first, "x-rate-limit-limit")).isEqualTo("2");
        assertThat(header(first, "x-rate-limit-remaining")).isEqualTo("1");
        assertThat(header(first, "x-rate-limit-reset"))
                .isEqualTo(Long.toString(clock.instant().plusSeconds(60).getEpochSecond()));
    }

    @Test
    void exhaustedWindowAnswers429WithCode88UntilItResets() throws Exception {
        OAuth1AccessToken token = client.pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);
        client.signedGet(token, PATH);
        client.signedGet(token, PATH);

        Response limited = client.signedGet(token, PATH);

        assertThat(limited.getCode()).isEqualTo(429);
        assertThat(Json.parse(limited.getBody().getBytes(StandardCharsets.UTF_8))).isEqualTo(
                Json.MAPPER.readTree("{\"errors\":[{\"code\":88,\"message\":\"Rate limit exceeded\"}]}"));
        assertThat(header(limited, "x-rate-limit-remaining")).isEqualTo("0");
        clock.advance(Duration.ofSeconds(61));
        assertThat(client.signedGet(token, PATH).getCode()).isEqualTo(200);
    }

    @Test
    void eachTokenHasItsOwnWindow() {
        OAuth1AccessToken first = client.pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);
        OAuth1AccessToken second = client.pinFlow("demo_engineer", "starling-demo");
        client.signedGet(first, PATH);
        client.signedGet(first, PATH);

        assertThat(client.signedGet(first, PATH).getCode()).isEqualTo(429);
        assertThat(client.signedGet(second, PATH).getCode()).isEqualTo(200);
    }

    @Test
    void otherRoutesKeepTheDefaultLimit() {
        Response response = client.requestTokenCall(client.service("oob"), "oob");

        assertThat(header(response, "x-rate-limit-limit")).isEqualTo("900");
    }

    @Test
    void limitsCanBeChangedWhileRunning() {
        OAuth1AccessToken token = client.pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);
        sandbox.module(RateLimitModule.class).set(RateLimits.defaults().withRoute(ROUTE, 1500, Duration.ofMinutes(1)));

        Response response = client.signedGet(token, PATH);

        assertThat(header(response, "x-rate-limit-limit")).isEqualTo("1500");
        assertThat(header(response, "x-rate-limit-remaining")).isEqualTo("1499");
    }

    /** A response header by name, ignoring case (the JDK server capitalises names). */
    private static String header(Response response, String name) {
        return response.getHeaders().entrySet().stream()
                .filter(entry -> entry.getKey() != null && entry.getKey().equalsIgnoreCase(name))
                .map(java.util.Map.Entry::getValue).findFirst().orElse(null);
    }
}
