package dev.starling.core.stream;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.rules.RuleDraft;
import dev.starling.sandbox.stream.Burst;
import dev.starling.testing.FakeClock;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stream client against the sandbox's stream over real HTTP: it receives what the rules match
 * with the fields asked for, survives every kind of disconnect the sandbox injects, and with backfill
 * loses no post and shows none twice.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class StreamAgainstSandboxTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration WATCHDOG = Duration.ofMillis(1_500);

    @TempDir
    Path vault;

    private LiveSandbox sandbox;

    @BeforeEach
    void start() {
        sandbox = new LiveSandbox(vault);
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    private Listening listen(StreamRequest request, FakeClock sleeper) {
        return new Listening(StreamTransport.of(sandbox.endpoints()), request, Clock.systemUTC(), WATCHDOG, sleeper);
    }

    private static Set<String> ids(Burst burst) {
        Set<String> ids = new HashSet<>();
        Arrays.stream(burst.ids()).forEach(id -> ids.add(Long.toString(id)));
        return ids;
    }

    @Test
    void matchingPostsArriveWithTheirRulesTheFieldsAskedForAndTheirIncludes() throws Exception {
        sandbox.rules(new RuleDraft("#StarlingTest", "test"), new RuleDraft("embedding:\"coffee\" embedding_threshold:0",
                "semantic"));
        StreamRequest request = new StreamRequest(List.of("created_at", "lang", "author_id"), List.of("author_id"),
                List.of("username", "verified"), List.of(), List.of(), List.of(), 0);
        try (Listening listening = listen(request, null)) {
            listening.awaitConnected(1);
            Burst burst = sandbox.stream().burst(50, 500, "StarlingTest");
            assertThat(burst.await(20, TimeUnit.SECONDS)).isTrue();

            Listening.await("the burst", () -> listening.ids().containsAll(ids(burst)));

            StreamPost post = listening.posts.get(0);
            JsonNode line = JSON.readTree(post.line());
            assertThat(line.path("data").fieldNames()).toIterable().contains("id", "text", "created_at", "lang",
                    "author_id");
            assertThat(line.path("includes").path("users").path(0).path("id").asText())
                    .isEqualTo(line.path("data").path("author_id").asText());
            assertThat(line.path("includes").path("users").path(0).has("verified")).isTrue();
            assertThat(post.rules()).extracting(MatchingRule::tag).containsExactly("test", "semantic");
            MatchingRule semantic = post.rules().get(1);
            assertThat(semantic.semantic()).isTrue();
            assertThat(semantic.similarity()).isBetween(0.0, 1.0);
            assertThat(semantic.threshold()).isZero();
            Listening.await("a keep-alive once the burst is over", () -> listening.client.stats().keepAlives() > 0);
        }
    }

    @Test
    void aPostCreatedElsewhereInTheSandboxIsDeliveredWhenItMatches() throws Exception {
        sandbox.rules(new RuleDraft("\"brand new post\"", "offered"));
        dev.starling.sandbox.v2.World world = sandbox.sandbox().module(dev.starling.sandbox.v2.V2Module.class).world();
        com.fasterxml.jackson.databind.node.ObjectNode post = JSON.createObjectNode().put("id", "2126400000000000001")
                .put("text", "A brand new post from the composer").put("author_id", world.users().get(0).id())
                .put("created_at", "2026-11-27T10:00:00.000Z").put("lang", "en");
        try (Listening listening = listen(new StreamRequest(List.of("author_id"), List.of("author_id"), List.of(),
                List.of(), List.of(), List.of(), 0), null)) {
            listening.awaitConnected(1);

            sandbox.stream().offer(post);
            sandbox.stream().offer(post.deepCopy().put("id", "2126400000000000002").put("text", "unrelated"));

            Listening.await("the offered post", () -> !listening.posts.isEmpty());
            Thread.sleep(200);
            assertThat(listening.ids()).containsExactly("2126400000000000001");
            assertThat(listening.posts.get(0).rules()).extracting(MatchingRule::tag).containsExactly("offered");
            assertThat(listening.posts.get(0).line()).contains(world.users().get(0).username());
            assertThat(sandbox.stream().post("2126400000000000001")).isPresent();
        }
    }

    @Test
    void operationalDisconnectsDuringABurstLoseNothingAndShowNothingTwiceWithBackfill() throws Exception {
        sandbox.rules(new RuleDraft("#Backfilled", "b"));
        FakeClock sleeps = new FakeClock();
        try (Listening listening = listen(StreamRequest.defaults().withBackfill(2), sleeps)) {
            listening.awaitConnected(1);
            Burst burst = sandbox.stream().burst(600, 300, "Backfilled");
            for (int i = 2; i <= 4; i++) {
                int connections = i;
                Listening.await("posts before disconnect " + i, () -> listening.posts.size() > (connections - 1) * 100);
                sandbox.stream().disconnectAll("UpstreamOperationalDisconnect");
                listening.awaitConnected(connections);
            }
            assertThat(burst.await(20, TimeUnit.SECONDS)).isTrue();

            Listening.await("every post of the burst", () -> listening.posts.size() >= 600);
            Thread.sleep(300);

            assertThat(new HashSet<>(listening.ids())).isEqualTo(ids(burst));
            assertThat(listening.ids()).doesNotHaveDuplicates();
            StreamStats stats = listening.client.stats();
            assertThat(stats.reconnects()).isEqualTo(3);
            assertThat(stats.duplicatesDropped()).as("backfill replays what was already received").isPositive();
            assertThat(listening.waits()).hasSize(3).allSatisfy(wait -> {
                assertThat(wait.reason().kind()).isEqualTo(Disconnect.Kind.OPERATIONAL);
                assertThat(wait.reason().detail()).isEqualTo("UpstreamOperationalDisconnect");
                assertThat(wait.delay()).isZero();
            });
        }
    }

    @Test
    void aThirdConnectionIsRefusedAsTooManyAndWaitsAsX429sSay() throws Exception {
        sandbox.rules(new RuleDraft("coffee", null));
        FakeClock sleeps = new FakeClock();
        try (Listening first = listen(StreamRequest.defaults(), null);
             Listening second = listen(StreamRequest.defaults(), null)) {
            first.awaitConnected(1);
            second.awaitConnected(1);
            try (Listening third = listen(StreamRequest.defaults(), sleeps)) {
                Listening.await("a refusal", () -> !third.waits().isEmpty());

                StreamState.Waiting wait = third.waits().get(0);
                assertThat(wait.reason().detail()).isEqualTo("TooManyConnections");
                assertThat(wait.reason().status()).isEqualTo(429);
                assertThat(wait.delay()).isEqualTo(Duration.ofSeconds(60));
            }
        }
    }

    @Test
    void aSilentStallTripsTheWatchdogAndTheStreamComesBack() throws Exception {
        sandbox.rules(new RuleDraft("#AfterStall", null));
        try (Listening listening = listen(StreamRequest.defaults().withBackfill(1), new FakeClock())) {
            listening.awaitConnected(1);
            sandbox.stream().stallAll(Duration.ofSeconds(3));

            Listening.await("the stall", () -> !listening.waits().isEmpty());
            listening.awaitConnected(2);
            Burst burst = sandbox.stream().burst(20, 200, "AfterStall");
            assertThat(burst.await(20, TimeUnit.SECONDS)).isTrue();
            Listening.await("posts after the stall", () -> listening.ids().containsAll(ids(burst)));

            assertThat(listening.waits().get(0).reason().kind()).isEqualTo(Disconnect.Kind.STALL);
            assertThat(listening.waits().get(0).delay()).isZero();
        }
    }

    @Test
    void refusedConnectionsWaitFiveSecondsThenTenAsXSaysForHttpErrors() throws Exception {
        sandbox.rules(new RuleDraft("coffee", null));
        sandbox.stream().refuseNextConnects(503, 2);
        FakeClock sleeps = new FakeClock();
        try (Listening listening = listen(StreamRequest.defaults(), sleeps)) {
            listening.awaitConnected(1);

            assertThat(sleeps.sleeps()).containsExactly(Duration.ofSeconds(5), Duration.ofSeconds(10));
            assertThat(listening.waits()).extracting(wait -> wait.reason().status()).containsExactly(503, 503);
        }
    }

    @Test
    void theAppsConnectionsAreListedAndEndingThemDisconnectsTheStream() throws Exception {
        sandbox.rules(new RuleDraft("coffee", null));
        ConnectionsClient connections = new ConnectionsClient(sandbox.endpoints());
        try (Listening listening = listen(StreamRequest.defaults(), new FakeClock())) {
            listening.awaitConnected(1);

            ConnectionsClient.Page active = connections.list(ConnectionsClient.Status.ACTIVE, null, 10, null);
            assertThat(active.connections()).singleElement().satisfies(connection -> {
                assertThat(connection.endpointName()).isEqualTo("filtered_stream");
                assertThat(connection.active()).isTrue();
                assertThat(connection.clientIp()).isEqualTo("127.0.0.1");
            });

            ConnectionKills kills = connections.endAll();

            assertThat(kills.successful()).isEqualTo(1);
            assertThat(kills.results()).singleElement().satisfies(result ->
                    assertThat(result.uuid()).isEqualTo(active.connections().get(0).id()));
            listening.awaitConnected(2);
            assertThat(listening.waits().get(0).reason().detail()).isEqualTo("ForceDisconnect");
            Listening.await("the ended connection in the history", () -> connections.list(
                    ConnectionsClient.Status.INACTIVE, "filtered_stream", 10, null).connections().size() == 1);
            StreamConnectionInfo ended = connections.list(ConnectionsClient.Status.INACTIVE, null, 10, null)
                    .connections().get(0);
            assertThat(ended.disconnectReason()).isEqualTo("ForceDisconnect");
            assertThat(ended.disconnectedAt()).isNotNull();

            String current = connections.list(ConnectionsClient.Status.ACTIVE, null, 10, null).connections().get(0).id();
            ConnectionKills byId = connections.end(List.of(current, "no-such-connection"));
            assertThat(byId.successful()).isEqualTo(1);
            assertThat(byId.failed()).isEqualTo(1);
            listening.awaitConnected(3);
            assertThat(connections.endEndpoint(ConnectionsClient.FILTERED_STREAM).successful()).isEqualTo(1);
            listening.awaitConnected(4);
            assertThat(connections.list(ConnectionsClient.Status.ALL, null, 100, null).connections()).hasSize(4);
        }
    }
}
