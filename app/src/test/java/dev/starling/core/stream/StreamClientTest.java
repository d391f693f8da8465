package dev.starling.core.stream;

import static dev.starling.core.stream.ScriptedTransport.lines;
import static dev.starling.core.stream.ScriptedTransport.linesThenStall;
import static dev.starling.core.stream.ScriptedTransport.post;
import static dev.starling.core.stream.ScriptedTransport.status;
import static dev.starling.core.stream.ScriptedTransport.unreachable;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.testing.FakeClock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The stream client on a fake clock and a scripted connection: every wait before a reconnect is X's
 * schedule's, the countdown is observable, posts a backfill delivers again come once, and X's
 * in-band problems are said in words with what to do.
 */
class StreamClientTest {

    private final FakeClock clock = new FakeClock(Instant.parse("2026-11-27T10:00:00Z"));
    private final Collected collected = new Collected();
    private final List<StreamState> states = collected.states;
    private final List<StreamPost> posts = collected.posts;
    private final List<Disconnect> problems = collected.problems;
    private final StreamListener listener = collected;

    private StreamStats run(ScriptedTransport transport, int backfill) {
        StreamClient client = new StreamClient(transport, StreamRequest.defaults().withBackfill(backfill), clock, listener);
        return client.run(StreamControl.sleepingWith(clock));
    }

    private List<StreamState.Waiting> waits() {
        return collected.waits();
    }

    @Test
    void eachReconnectWaitsWhatXsScheduleSays() {
        ScriptedTransport transport = new ScriptedTransport()
                .then(unreachable())                                   // network: at once
                .then(status(503, ScriptedTransport.UNAVAILABLE))      // HTTP: 5 s
                .then(status(503, ScriptedTransport.UNAVAILABLE))      // then 10 s
                .then(status(429, "{}"))                               // 429: 60 s
                .then(lines("", post("1", "a")))                       // a healthy connection, then X closes: at once
                .then(lines(ScriptedTransport.OPERATIONAL))            // closed again before a line: 250 ms
                .then(status(503, ScriptedTransport.UNAVAILABLE))      // HTTP from the start again: 5 s
                .then(status(401, ScriptedTransport.UNAUTHORIZED));    // retrying cannot help: stop

        StreamStats stats = run(transport, 2);

        assertThat(clock.sleeps()).containsExactly(Duration.ZERO, Duration.ofSeconds(5), Duration.ofSeconds(10),
                Duration.ofSeconds(60), Duration.ZERO, Duration.ofMillis(250), Duration.ofSeconds(5));
        assertThat(waits()).extracting(wait -> wait.reason().kind()).containsExactly(Disconnect.Kind.NETWORK,
                Disconnect.Kind.HTTP, Disconnect.Kind.HTTP, Disconnect.Kind.RATE_LIMITED, Disconnect.Kind.CLOSED,
                Disconnect.Kind.OPERATIONAL, Disconnect.Kind.HTTP);
        assertThat(states.get(states.size() - 1)).isInstanceOfSatisfying(StreamState.Stopped.class, stopped -> {
            assertThat(stopped.reason().kind()).isEqualTo(Disconnect.Kind.FATAL);
            assertThat(stopped.reason().advice().key()).isEqualTo("stream.advice.unauthorized");
        });
        assertThat(stats.reconnects()).isEqualTo(2);
        assertThat(transport.queries.get(0)).doesNotContainKey("backfill_minutes");
        assertThat(transport.queries.subList(1, 8)).allSatisfy(query ->
                assertThat(query).containsEntry("backfill_minutes", "2"));
    }

    @Test
    void theCountdownRunsFromTheDisconnectToTheReconnect() {
        run(new ScriptedTransport().then(status(503, ScriptedTransport.UNAVAILABLE))
                .then(status(400, "{\"title\":\"Invalid Request\",\"type\":\"https://api.x.com/2/problems/invalid-request\"}")),
                0);

        StreamState.Waiting wait = waits().get(0);
        assertThat(wait.until()).isEqualTo(Instant.parse("2026-11-27T10:00:05Z"));
        FakeClock later = new FakeClock(Instant.parse("2026-11-27T10:00:03Z"));
        assertThat(wait.remaining(later)).isEqualTo(Duration.ofSeconds(2));
        assertThat(wait.remaining(new FakeClock(Instant.parse("2026-11-27T10:00:09Z")))).isZero();
    }

    @Test
    void httpErrorsDoubleUpTo320SecondsAndRepeatedLongestWaitsRaiseTheAlert() {
        ScriptedTransport transport = new ScriptedTransport();
        IntStream.range(0, 9).forEach(i -> transport.then(status(503, ScriptedTransport.UNAVAILABLE)));
        transport.then(status(403, "{}"));

        run(transport, 0);

        assertThat(clock.sleeps()).extracting(Duration::toSeconds).containsExactly(5L, 10L, 20L, 40L, 80L, 160L, 320L,
                320L, 320L);
        assertThat(waits()).extracting(StreamState.Waiting::alert).containsExactly(false, false, false, false, false,
                false, false, false, true);
        assertThat(waits().get(8).atLongest()).isEqualTo(3);
    }

    @Test
    void networkErrorsBackOffBy250MillisecondsUpTo16Seconds() {
        ScriptedTransport transport = new ScriptedTransport();
        IntStream.range(0, 70).forEach(i -> transport.then(unreachable()));
        transport.then(status(401, ScriptedTransport.UNAUTHORIZED));

        run(transport, 0);

        List<Duration> sleeps = clock.sleeps();
        assertThat(sleeps.subList(0, 4)).containsExactly(Duration.ZERO, Duration.ofMillis(250), Duration.ofMillis(500),
                Duration.ofMillis(750));
        assertThat(sleeps.get(64)).isEqualTo(Duration.ofSeconds(16));
        assertThat(sleeps.get(69)).isEqualTo(Duration.ofSeconds(16));
        assertThat(sleeps).allMatch(sleep -> sleep.compareTo(Duration.ofSeconds(16)) <= 0);
    }

    @Test
    void aRateLimitStartsAtAMinuteAndDoubles() {
        run(new ScriptedTransport().then(status(429, "{}")).then(status(429, "{}")).then(status(429, "{}"))
                .then(status(429, "{}")).then(status(429, "{}")).then(status(401, "{}")), 0);

        assertThat(clock.sleeps()).extracting(Duration::toSeconds).containsExactly(60L, 120L, 240L, 320L, 320L);
    }

    @Test
    void postsABackfillDeliversAgainAreDeliveredAndCountedOnce() {
        StreamStats stats = run(new ScriptedTransport()
                .then(lines(post("101", "a"), "", post("102", "a"), post("103", "b")))
                .then(lines(post("102", "a"), post("103", "b"), post("104", "b"), post("101", "a")))
                .then(status(401, "{}")), 1);

        assertThat(posts).extracting(StreamPost::id).containsExactly("101", "102", "103", "104");
        assertThat(posts.get(3).rules()).extracting(MatchingRule::tag).containsExactly("b");
        assertThat(stats.received()).isEqualTo(4);
        assertThat(stats.duplicatesDropped()).isEqualTo(3);
        assertThat(stats.keepAlives()).isEqualTo(1);
    }

    @Test
    void anOperationalDisconnectIsSaidWithItsTypeAndWhatToDo() {
        run(new ScriptedTransport().then(lines(post("1", "a"), ScriptedTransport.OPERATIONAL))
                .then(status(401, "{}")), 0);

        StreamState.Waiting wait = waits().get(0);
        assertThat(wait.reason().kind()).isEqualTo(Disconnect.Kind.OPERATIONAL);
        assertThat(wait.reason().detail()).isEqualTo("UpstreamOperationalDisconnect");
        assertThat(wait.reason().text().key()).isEqualTo("stream.disconnect.operational");
        assertThat(wait.reason().text().args()).containsExactly("UpstreamOperationalDisconnect");
        assertThat(wait.reason().advice().key()).isEqualTo("stream.advice.disconnect.upstreamOperationalDisconnect");
        assertThat(wait.delay()).isZero();
        assertThat(problems).hasSize(1);
    }

    @Test
    void tooManyConnectionsWaitsAsARateLimitAndSaysToEndAnotherConnection() {
        run(new ScriptedTransport().then(status(429, ScriptedTransport.TOO_MANY)).then(status(401, "{}")), 0);

        StreamState.Waiting wait = waits().get(0);
        assertThat(wait.reason().kind()).isEqualTo(Disconnect.Kind.RATE_LIMITED);
        assertThat(wait.reason().detail()).isEqualTo("TooManyConnections");
        assertThat(wait.reason().advice().key()).isEqualTo("stream.advice.tooManyConnections");
        assertThat(wait.delay()).isEqualTo(Duration.ofSeconds(60));
    }

    @Test
    void silenceLongerThanTheWatchdogIsAStallAndReconnectsAtOnce() {
        StreamStats stats = run(new ScriptedTransport().then(linesThenStall(post("5", "a"), ""))
                .then(lines(post("6", "a"))).then(status(401, "{}")), 1);

        assertThat(waits().get(0).reason().kind()).isEqualTo(Disconnect.Kind.STALL);
        assertThat(waits().get(0).reason().text().args()).containsExactly(21L);
        assertThat(clock.sleeps().get(0)).isZero();
        assertThat(posts).extracting(StreamPost::id).containsExactly("5", "6");
        assertThat(stats.reconnects()).isEqualTo(1);
    }

    @Test
    void aStopEndsTheWaitAndNoFurtherConnectionIsMade() throws Exception {
        ScriptedTransport transport = new ScriptedTransport().then(status(503, ScriptedTransport.UNAVAILABLE));
        StreamClient client = new StreamClient(transport, StreamRequest.defaults(), java.time.Clock.systemUTC(), listener);
        StreamControl control = StreamControl.create();
        Thread running = new Thread(() -> client.run(control));
        running.start();
        while (waits().isEmpty()) {
            Thread.sleep(5);
        }
        long started = System.nanoTime();
        control.stop();
        running.join(2_000);

        assertThat(running.isAlive()).isFalse();
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(2));
        assertThat(transport.queries).hasSize(1);
        assertThat(states.get(states.size() - 1)).isEqualTo(new StreamState.Stopped(null));
    }
}
