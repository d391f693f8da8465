package dev.starling.core.api.http;

import org.assertj.core.api.InstanceOfAssertFactories;
import dev.starling.core.text.Messages;
import dev.starling.testing.FakeClock;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.api.error.ApiException;
import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.requestlog.RequestLogSink;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BearerTokenClientTest {

    private final MockWebServer server = new MockWebServer();
    private ApiHttp http;
    private ApiEnvironment environment;

    @TempDir
    Path dataDir;

    @BeforeEach
    void start() throws IOException {
        server.start(InetAddress.getLoopbackAddress(), 0);
        FakeClock clock = new FakeClock(java.time.Instant.EPOCH);
        http = new ApiHttp(HttpSettings.defaults(RequestLogSink.NONE).withClock(clock).withSleeper(clock));
        environment = new ApiEnvironment(EnvironmentKind.CUSTOM, URI.create(server.url("/").toString()), null,
                "key with space", Secret.of("secret:&+/"));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void obtainsWithUrlEncodedBasicCredentialsAndNeverAsksTwiceWhileOneIsHeld() throws InterruptedException {
        server.enqueue(new MockResponse.Builder().code(200)
                .body("{\"token_type\":\"bearer\",\"access_token\":\"AAAA%2Ftoken\"}").build());
        BearerTokenClient client = new BearerTokenClient(http, environment, new FileCredentialVault(dataDir));

        Secret first = client.token();
        Secret second = client.token();
        Secret afterRestart = new BearerTokenClient(http, environment, new FileCredentialVault(dataDir)).token();

        assertThat(first.reveal()).isEqualTo("AAAA%2Ftoken");
        assertThat(second).isEqualTo(first);
        assertThat(afterRestart).isEqualTo(first);
        assertThat(server.getRequestCount()).isEqualTo(1);
        RecordedRequest request = server.takeRequest();
        assertThat(request.getUrl().encodedPath()).isEqualTo("/oauth2/token");
        assertThat(request.getBody().utf8()).isEqualTo("grant_type=client_credentials");
        assertThat(request.getHeaders().get("Content-Type")).startsWith("application/x-www-form-urlencoded");
        String basic = request.getHeaders().get("Authorization").substring("Basic ".length());
        assertThat(new String(Base64.getDecoder().decode(basic), StandardCharsets.UTF_8))
                .isEqualTo("key+with+space:secret%3A%26%2B%2F");
    }

    @Test
    void invalidationSignsWithTheAppAndAUserTokenThenForgetsTheToken() throws InterruptedException {
        server.enqueue(new MockResponse.Builder().code(200).body("{\"token_type\":\"bearer\",\"access_token\":\"T1\"}").build());
        server.enqueue(new MockResponse.Builder().code(200).body("{\"access_token\":\"T1\"}").build());
        server.enqueue(new MockResponse.Builder().code(200).body("{\"token_type\":\"bearer\",\"access_token\":\"T2\"}").build());
        FileCredentialVault vault = new FileCredentialVault(dataDir);
        BearerTokenClient client = new BearerTokenClient(http, environment, vault);

        client.token();
        client.invalidate("user-token", Secret.of("user-secret"));
        Secret next = client.token();

        server.takeRequest();
        RecordedRequest invalidate = server.takeRequest();
        assertThat(invalidate.getUrl().encodedPath()).isEqualTo("/oauth2/invalidate_token");
        assertThat(invalidate.getBody().utf8()).isEqualTo("access_token=T1");
        assertThat(invalidate.getHeaders().get("Authorization")).startsWith("OAuth ").contains("oauth_token=\"user-token\"");
        assertThat(next.reveal()).isEqualTo("T2");
    }

    @Test
    void code99IsExplainedAsRequestingTooOften() {
        server.enqueue(new MockResponse.Builder().code(403)
                .body("{\"errors\":[{\"code\":99,\"message\":\"Unable to verify your credentials\"}]}").build());

        assertThatThrownBy(() -> new BearerTokenClient(http, environment, new FileCredentialVault(dataDir)).token())
                .isInstanceOf(ApiException.class)
                .extracting(e -> Messages.text(((ApiException) e).text()), InstanceOfAssertFactories.STRING).contains("requested too often")
                .contains("reuse the cached token");
    }
}
