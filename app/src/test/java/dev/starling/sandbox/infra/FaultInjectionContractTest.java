package dev.starling.sandbox.infra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class FaultInjectionContractTest {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private Sandbox sandbox;

    @AfterEach
    void stop() {
        if (sandbox != null) {
            sandbox.close();
        }
    }

    @Test
    void noFaultsByDefault() throws Exception {
        sandbox = Sandbox.start(SandboxConfig.defaults());

        assertThat(get("/oauth/authorize?oauth_token=x").statusCode()).isEqualTo(401);
    }

    @Test
    void serviceUnavailableAtRateOneAnswersEveryApiRequest503() throws Exception {
        sandbox = Sandbox.start(SandboxConfig.defaults().withFaults(new Faults(0, 1.0, 0, 0)));

        HttpResponse<String> response = get("/1.1/account/verify_credentials.json");

        assertThat(response.statusCode()).isEqualTo(503);
        assertThat(response.body()).contains("\"code\":130");
    }

    @Test
    void adminPathsAreNeverFaulted() throws Exception {
        sandbox = Sandbox.start(SandboxConfig.defaults().withFaults(new Faults(0, 1.0, 0, 0)));

        assertThat(get("/__sandbox/health").statusCode()).isEqualTo(200);
        assertThat(get("/__sandbox/export").statusCode()).isEqualTo(200);
    }

    @Test
    void tooManyRequestsAtRateOneAnswers429WithCode88() throws Exception {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        sandbox.module(FaultsModule.class).set(new Faults(0, 0, 1.0, 0));

        HttpResponse<String> response = get("/oauth/authorize?oauth_token=x");

        assertThat(response.statusCode()).isEqualTo(429);
        assertThat(response.body()).contains("\"code\":88");
    }

    @Test
    void droppedConnectionGivesTheClientNoResponse() {
        sandbox = Sandbox.start(SandboxConfig.defaults().withFaults(new Faults(0, 0, 0, 1.0)));

        assertThatThrownBy(() -> get("/oauth/authorize?oauth_token=x")).isInstanceOf(IOException.class);
    }

    @Test
    void latencyDelaysResponses() throws Exception {
        sandbox = Sandbox.start(SandboxConfig.defaults().withFaults(new Faults(300, 0, 0, 0)));

        long started = System.nanoTime();
        HttpResponse<String> response = get("/oauth/authorize?oauth_token=x");
        long elapsedMillis = (System.nanoTime() - started) / 1_000_000;

        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(elapsedMillis).isGreaterThanOrEqualTo(300);
    }

    @Test
    void halfRateFaultsSomeButNotAllRequestsAndRepeatsWithTheSameSeed() throws Exception {
        String first = statusPattern(SandboxConfig.defaults().withSeed(7).withFaults(new Faults(0, 0.5, 0, 0)));
        String second = statusPattern(SandboxConfig.defaults().withSeed(7).withFaults(new Faults(0, 0.5, 0, 0)));

        assertThat(first).contains("503").contains("401").isEqualTo(second);
    }

    @Test
    void faultRatesOutsideZeroToOneAreRefused() {
        assertThatThrownBy(() -> new Faults(0, 1.5, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Faults(-1, 0, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    private String statusPattern(SandboxConfig config) throws Exception {
        try (Sandbox started = Sandbox.start(config)) {
            sandbox = started;
            StringBuilder statuses = new StringBuilder();
            for (int i = 0; i < 20; i++) {
                statuses.append(get("/oauth/authorize?oauth_token=x").statusCode()).append(' ');
            }
            return statuses.toString();
        } finally {
            sandbox = null;
        }
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(sandbox.coreBaseUri() + path))
                .header(AccessGuard.ADMIN_TOKEN_HEADER, sandbox.adminToken()).timeout(Duration.ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.ofString());
    }
}
