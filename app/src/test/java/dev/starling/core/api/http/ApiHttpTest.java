package dev.starling.core.api.http;

import dev.starling.core.text.Messages;
import dev.starling.testing.FakeClock;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.InsecureConnection;
import dev.starling.core.api.error.Transport;
import dev.starling.core.api.error.XErrors;
import dev.starling.core.auth.Secret;
import dev.starling.core.requestlog.RequestLogEntry;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.HttpUrl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ApiHttpTest {

    private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");
    private final MockWebServer server = new MockWebServer();
    private final FakeClock clock = new FakeClock(NOW);
    private final List<RequestLogEntry> log = new CopyOnWriteArrayList<>();
    private ApiHttp http;

    @BeforeEach
    void start() throws IOException {
        server.start(InetAddress.getLoopbackAddress(), 0);
        http = new ApiHttp(HttpSettings.defaults(log::add).withClock(clock).withSleeper(clock).withRandom(() -> 0.5)
                .withMaxRateLimitWait(Duration.ofMinutes(2)));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void waitsUntilTheResetAfterA429AndThenSucceeds() {
        long reset = NOW.getEpochSecond() + 30;
        server.enqueue(new MockResponse.Builder().code(429).addHeader("x-rate-limit-remaining", "0")
                .addHeader("x-rate-limit-reset", reset).body("{\"errors\":[{\"code\":88,\"message\":\"Rate limit exceeded\"}]}").build());
        server.enqueue(new MockResponse.Builder().code(200).addHeader("x-rate-limit-remaining", "14")
                .body("{\"data\":[]}").build());

        ApiResponse response = http.execute(ApiRequest.get(server.url("/2/users/me"), Auth.NONE));

        assertThat(response.status()).isEqualTo(200);
        assertThat(server.getRequestCount()).isEqualTo(2);
        assertThat(clock.sleeps).containsExactly(Duration.ofSeconds(30));
        assertThat(response.rateLimit().endpoint().remaining()).isEqualTo(14L);
    }

    @Test
    void aResetBeyondTheCapReturnsTheRateLimitErrorWithoutWaiting() {
        server.enqueue(new MockResponse.Builder().code(429).addHeader("x-rate-limit-reset", NOW.getEpochSecond() + 3600)
                .body("{\"errors\":[{\"code\":88,\"message\":\"Rate limit exceeded\"}]}").build());

        assertThatThrownBy(() -> http.execute(ApiRequest.get(server.url("/2/users/me"), Auth.NONE)))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.error()).isInstanceOf(XErrors.class);
                    assertThat(((XErrors) e.error()).hasCode(88)).isTrue();
                });
        assertThat(clock.sleeps).isEmpty();
    }

    @Test
    void pausesBeforeSendingWhenTheWindowIsUsedUpAndTheResetLiesAhead() throws InterruptedException {
        server.enqueue(new MockResponse.Builder().code(200).addHeader("x-rate-limit-remaining", "0")
                .addHeader("x-rate-limit-reset", NOW.getEpochSecond() + 20).body("{}").build());
        server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
        HttpUrl url = server.url("/2/tweets");

        http.execute(ApiRequest.get(url, Auth.NONE));
        http.execute(ApiRequest.get(url, Auth.NONE));

        assertThat(clock.sleeps).containsExactly(Duration.ofSeconds(20));
        assertThat(server.getRequestCount()).isEqualTo(2);
    }

    @Test
    void retries503WithExponentialFullJitterBackoffForAGet() {
        server.enqueue(new MockResponse.Builder().code(503).build());
        server.enqueue(new MockResponse.Builder().code(503).build());
        server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

        assertThat(http.execute(ApiRequest.get(server.url("/2/tweets/search/recent"), Auth.NONE)).status()).isEqualTo(200);

        // random 0.5 of the ceilings 500 ms and 1000 ms
        assertThat(clock.sleeps).containsExactly(Duration.ofMillis(250), Duration.ofMillis(500));
        assertThat(log).extracting(RequestLogEntry::status).containsExactly(503, 503, 200);
    }

    @Test
    void givesUpAfterTheLastRetryWithAServiceUnavailableError() {
        for (int i = 0; i < 4; i++) {
            server.enqueue(new MockResponse.Builder().code(503).build());
        }

        assertThatThrownBy(() -> http.execute(ApiRequest.get(server.url("/x"), Auth.NONE)))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.error().status()).isEqualTo(503));
        assertThat(server.getRequestCount()).isEqualTo(4);
        assertThat(clock.sleeps).containsExactly(Duration.ofMillis(250), Duration.ofMillis(500), Duration.ofMillis(1000));
    }

    @Test
    void neverRepeatsAPostThatIsNotMarkedIdempotent() {
        server.enqueue(new MockResponse.Builder().code(503).build());
        server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

        assertThatThrownBy(() -> http.execute(ApiRequest.postJson(server.url("/2/tweets"), "{}".getBytes(), Auth.NONE)))
                .isInstanceOf(ApiException.class);
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void repeatsAPostMarkedIdempotent() {
        server.enqueue(new MockResponse.Builder().code(503).build());
        server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

        ApiRequest post = ApiRequest.postJson(server.url("/2/x"), "{}".getBytes(), Auth.NONE).markedIdempotent();

        assertThat(http.execute(post).status()).isEqualTo(200);
        assertThat(server.getRequestCount()).isEqualTo(2);
    }

    @Test
    void aRefusedConnectionIsRetriedThenReportedAsATransportError() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        HttpUrl url = HttpUrl.get("http://127.0.0.1:" + closedPort + "/2/users/me");

        assertThatThrownBy(() -> http.execute(ApiRequest.get(url, Auth.NONE)))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.error()).isEqualTo(new Transport(Transport.Kind.CONNECTION_REFUSED, "127.0.0.1"));
                    assertThat(Messages.text(e.text())).contains("Nothing answered at 127.0.0.1").doesNotContain("Exception");
                });
        assertThat(clock.sleeps).hasSize(3);
    }

    @Test
    void refusesToSendCredentialsOverPlainHttpToANonLoopbackHostBeforeConnecting() {
        Auth auth = Auth.OAuth1.of(OAuth1Credentials.app("key", Secret.of("app-secret-0001")));
        for (String host : List.of("http://api.example.com/2/users/me", "http://10.0.0.1/oauth/request_token",
                "http://127.evil.example/x")) {
            assertThatThrownBy(() -> http.execute(ApiRequest.get(HttpUrl.get(host), auth)))
                    .isInstanceOfSatisfying(ApiException.class,
                            e -> assertThat(e.error()).isInstanceOf(InsecureConnection.class));
        }
        assertThat(log).isEmpty();
        assertThat(clock.sleeps).isEmpty();
    }

    @Test
    void allowsCredentialsOverPlainHttpToLoopback() throws InterruptedException {
        server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

        http.execute(ApiRequest.get(server.url("/2/users/me"), new Auth.Bearer(Secret.of("bearer-value-123"))));

        assertThat(server.takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer bearer-value-123");
    }

    @Test
    void aRevokedTokenAnswerNotifiesTheAccountsListener() {
        server.enqueue(new MockResponse.Builder().code(401)
                .body("{\"errors\":[{\"code\":89,\"message\":\"Invalid or expired token.\"}]}").build());
        AtomicReference<String> revoked = new AtomicReference<>();
        http.onTokenRevoked(revoked::set);
        Auth auth = new Auth.OAuth1(new OAuth1Credentials("key", Secret.of("app-secret-0001"), "tok",
                Secret.of("token-secret-0001")), Map.of(), "account-42");

        assertThatThrownBy(() -> http.execute(ApiRequest.get(server.url("/2/users/me"), auth)))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.isTokenRevoked()).isTrue();
                    assertThat(Messages.text(e.text())).contains("sign in again");
                });
        assertThat(revoked.get()).isEqualTo("account-42");
    }

    @Test
    void signsFormBodiesButNotJsonBodies() throws InterruptedException {
        server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
        server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
        Auth auth = Auth.OAuth1.of(OAuth1Credentials.app("key", Secret.of("app-secret-0001")));

        http.execute(ApiRequest.postForm(server.url("/oauth2/invalidate_token"), Map.of("access_token", "A"), auth));
        http.execute(ApiRequest.postJson(server.url("/2/tweets"), "{\"text\":\"hi\"}".getBytes(), auth));

        String form = server.takeRequest().getHeaders().get("Authorization");
        String json = server.takeRequest().getHeaders().get("Authorization");
        assertThat(form).startsWith("OAuth ").contains("oauth_signature=", "oauth_nonce=", "oauth_timestamp=\""
                + NOW.getEpochSecond() + "\"");
        assertThat(json).startsWith("OAuth ").contains("oauth_signature=");
    }
}
