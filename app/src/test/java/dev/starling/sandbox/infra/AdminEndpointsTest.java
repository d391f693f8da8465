package dev.starling.sandbox.infra;

import dev.starling.testing.FakeClock;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.scribejava.core.model.OAuth1AccessToken;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.oauth.SandboxOAuthClient;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class AdminEndpointsTest {

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
    void appsAndTokensShowsTokensMaskedAndNoSecrets() throws Exception {
        OAuth1AccessToken token = client.pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);

        HttpResponse<String> response = client.get(client.base() + "/__sandbox/apps-and-tokens");

        assertThat(response.statusCode()).isEqualTo(200);
        JsonNode body = Json.parse(response.body().getBytes(StandardCharsets.UTF_8));
        assertThat(body.path("apps").path(0).path("consumer_key").asText()).isEqualTo(SandboxConfig.DEMO_CONSUMER_KEY);
        JsonNode listed = body.path("access_tokens").path(0);
        assertThat(listed.path("screen_name").asText()).isEqualTo(SandboxOAuthClient.USER);
        assertThat(listed.path("token").asText()).endsWith(token.getToken().substring(token.getToken().length() - 4))
                .startsWith("****");
        boolean leaksToken = response.body().contains(token.getToken());
        boolean leaksSecret = response.body().contains(token.getTokenSecret())
                || response.body().contains(SandboxConfig.DEMO_CONSUMER_SECRET);
        assertThat(leaksToken).isFalse();
        assertThat(leaksSecret).isFalse();
    }

    @Test
    void exportHasEveryModuleStateByKey() throws Exception {
        client.pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);

        HttpResponse<String> response = client.get(client.base() + "/__sandbox/export");

        JsonNode body = Json.parse(response.body().getBytes(StandardCharsets.UTF_8));
        assertThat(body.path("oauth").path("accessTokens")).hasSize(1);
        assertThat(body.path("oauth").path("grants")).hasSize(1);
    }

    @Test
    void resetForgetsTokens() throws Exception {
        OAuth1AccessToken token = client.pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);

        HttpResponse<String> reset = client.send(HttpRequest.newBuilder(URI.create(client.base() + "/__sandbox/reset"))
                .header(AccessGuard.ADMIN_TOKEN_HEADER, sandbox.adminToken()).POST(HttpRequest.BodyPublishers.noBody()).build());

        assertThat(reset.statusCode()).isEqualTo(200);
        assertThat(client.signedGet(token, "/1.1/account/verify_credentials.json").getCode()).isEqualTo(401);
    }

    @Test
    void adminPathsAreNotRateLimited() {
        HttpResponse<String> response = client.get(client.base() + "/__sandbox/export");

        assertThat(response.headers().firstValue("x-rate-limit-limit")).isEmpty();
    }
}
