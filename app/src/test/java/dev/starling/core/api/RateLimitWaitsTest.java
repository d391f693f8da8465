package dev.starling.core.api;

import dev.starling.core.api.http.ApiHttp;
import dev.starling.testing.FakeClock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.ApiResponse;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.api.http.RateLimitWaits;
import java.io.IOException;
import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The client says while it waits on a rate-limit reset, and until when, for progress displays. */
class RateLimitWaitsTest {

    private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");
    private final MockWebServer server = new MockWebServer();
    private final RateLimitWaits waits = new RateLimitWaits();
    private final List<Optional<Instant>> seenWhileSleeping = new ArrayList<>();
    private ApiHttp http;

    @BeforeEach
    void start() throws IOException {
        server.start(InetAddress.getLoopbackAddress(), 0);
        FakeClock clock = new FakeClock(NOW);
        http = new ApiHttp(HttpSettings.defaults(entry -> { }).withClock(clock).withRandom(() -> 0.5)
                .withSleeper(duration -> {
                    seenWhileSleeping.add(waits.until());
                    clock.sleep(duration);
                })
                .withMaxRateLimitWait(Duration.ofMinutes(15)).withRateLimitWaits(waits));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void aWaitForTheResetIsVisibleWhileItLastsAndGoneAfter() {
        server.enqueue(new MockResponse.Builder().code(429).addHeader("x-rate-limit-remaining", "0")
                .addHeader("x-rate-limit-reset", NOW.getEpochSecond() + 660).body("{}").build());
        server.enqueue(new MockResponse.Builder().code(200).body("{\"data\":[]}").build());

        ApiResponse response = http.execute(ApiRequest.get(server.url("/12/accounts"), Auth.NONE));

        assertThat(response.status()).isEqualTo(200);
        assertThat(seenWhileSleeping).containsExactly(Optional.of(NOW.plusSeconds(660)));
        assertThat(waits.until()).isEmpty();
    }
}
