package dev.starling.core.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.OpenStream;
import dev.starling.core.api.error.ApiException;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Listens to the filtered stream and never lets go: it connects, reads NDJSON as it arrives (posts,
 * keep-alive newlines, problem lines), drops posts a reconnect with backfill delivers again, and on
 * any disconnect waits what X's schedule says ({@link ReconnectSchedule}) before reconnecting with
 * {@code backfill_minutes}, until stopped or until a disconnect that retrying cannot fix. The watchdog
 * is the connection's read timeout: no byte for {@link #WATCHDOG} is a stall.
 *
 * <p>{@link #run} blocks on the calling thread; listeners are called on it, in order, so a recorder
 * registered first has written a batch before a view sees it.
 */
public final class StreamClient {

    /** X sends a keep-alive newline every 20 s. */
    public static final Duration KEEP_ALIVE = Duration.ofSeconds(20);
    /** Silence allowed before the connection counts as stalled: 20 s and a second of network slack. */
    public static final Duration WATCHDOG = KEEP_ALIVE.plusSeconds(1);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final StreamTransport transport;
    private final StreamRequest request;
    private final Clock clock;
    private final Duration watchdog;
    private final StreamListener listener;
    private final ReconnectSchedule schedule = new ReconnectSchedule();
    private final RecentIds seen;
    private volatile long received;
    private volatile long duplicates;
    private volatile int reconnects;
    private volatile long keepAlives;
    private volatile long problems;
    private volatile Instant lastActivity;
    private volatile Disconnect stopReason;
    private boolean healthy;

    public StreamClient(StreamTransport transport, StreamRequest request, Clock clock, StreamListener listener) {
        this(transport, request, clock, WATCHDOG, listener);
    }

    /** @param watchdog a shorter watchdog for tests against a sandbox with shorter keep-alives */
    public StreamClient(StreamTransport transport, StreamRequest request, Clock clock, Duration watchdog,
                        StreamListener listener) {
        this.transport = Objects.requireNonNull(transport, "transport");
        this.request = Objects.requireNonNull(request, "request");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.watchdog = Objects.requireNonNull(watchdog, "watchdog");
        this.listener = Objects.requireNonNull(listener, "listener");
        this.seen = new RecentIds(Duration.ofMinutes(Math.max(1, request.backfillMinutes()) + 1L).toMillis());
    }

    /** The counts so far (safe from any thread). */
    public StreamStats stats() {
        return new StreamStats(received, duplicates, reconnects, keepAlives, problems, lastActivity);
    }

    /** The disconnect that stopped the stream because retrying cannot help, or null. */
    public Disconnect stopReason() {
        return stopReason;
    }

    /** Runs until {@code control} stops it or a disconnect stops it; returns the counts. */
    public StreamStats run(StreamControl control) {
        Disconnect fatal = null;
        try {
            for (int attempt = 1; !control.stopped(); attempt++) {
                boolean reconnect = attempt > 1;
                listener.onState(new StreamState.Connecting(attempt, reconnect));
                Disconnect reason = connectOnce(control, attempt, reconnect);
                if (reason == null || control.stopped()) {
                    break;
                }
                if (!reason.reconnects()) {
                    fatal = reason;
                    stopReason = reason;
                    break;
                }
                Duration wait = schedule.next(reason.kind().sequence());
                listener.onState(new StreamState.Waiting(reason, wait, clock.instant().plus(wait), schedule.atLongest(),
                        schedule.alerting()));
                if (!control.await(wait)) {
                    break;
                }
            }
        } finally {
            listener.onState(new StreamState.Stopped(fatal));
        }
        return stats();
    }

    /** One connection, from opening to its end; null when stopped. */
    private Disconnect connectOnce(StreamControl control, int attempt, boolean reconnect) {
        OpenStream open = null;
        try {
            open = transport.open(request.query(reconnect), watchdog, control::cancelWith);
            control.current(open);
            if (control.stopped()) {
                return null;
            }
            if (!open.ok()) {
                return Disconnects.refused(open.status(), open.errorBody());
            }
            if (reconnect) {
                reconnects++;
            }
            healthy = false;
            listener.onState(new StreamState.Connected(clock.instant(), attempt));
            return read(open, control);
        } catch (ApiException e) {
            return control.stopped() ? null : Disconnects.network(e.error());
        } finally {
            control.current(null);
            if (open != null) {
                open.close();
            }
        }
    }

    private Disconnect read(OpenStream open, StreamControl control) {
        NdjsonReader reader = new NdjsonReader(open.body());
        List<StreamPost> batch = new ArrayList<>();
        Disconnect[] inBand = new Disconnect[1];
        try {
            while (true) {
                String line = reader.readLine();
                if (line == null) {
                    deliver(batch);
                    return control.stopped() ? null : inBand[0] != null ? inBand[0] : Disconnects.closed();
                }
                handle(line, batch, inBand);
                while (reader.hasLine()) {
                    handle(reader.readLine(), batch, inBand);
                }
                deliver(batch);
            }
        } catch (SocketTimeoutException e) {
            deliver(batch);
            return control.stopped() ? null : Disconnects.stall(watchdog);
        } catch (IOException e) {
            deliver(batch);
            return control.stopped() ? null : inBand[0] != null ? inBand[0] : Disconnects.broken();
        }
    }

    private void handle(String line, List<StreamPost> batch, Disconnect[] inBand) {
        Instant now = clock.instant();
        lastActivity = now;
        if (line.isBlank()) {
            keepAlives++;
            becameHealthy();
            listener.onKeepAlive();
            return;
        }
        JsonNode node;
        try {
            node = JSON.readTree(line);
        } catch (IOException e) {
            return;
        }
        if (node == null || !node.isObject()) {
            return;
        }
        String id = node.path("data").path("id").asText(null);
        if (id != null) {
            becameHealthy();
            if (seen.add(id)) {
                received++;
                batch.add(new StreamPost(id, line, matchingRules(node.path("matching_rules")), now));
            } else {
                duplicates++;
            }
            return;
        }
        JsonNode problem = node.path("errors").path(0);
        if (problem.isMissingNode() && node.has("title")) {
            problem = node;
        }
        if (!problem.isMissingNode()) {
            String type = problem.path("type").asText("");
            Disconnect said = Disconnects.inBand(type.substring(type.lastIndexOf('/') + 1),
                    problem.path("title").asText(null), problem.path("disconnect_type").asText(null),
                    problem.path("connection_issue").asText(null), problem.path("detail").asText(null));
            problems++;
            if ("operational-disconnect".equals(said.problemName()) || problem.has("disconnect_type")) {
                inBand[0] = said;
            }
            listener.onProblem(said);
        }
    }

    private void becameHealthy() {
        if (!healthy) {
            healthy = true;
            schedule.healthy();
        }
    }

    private void deliver(List<StreamPost> batch) {
        if (!batch.isEmpty()) {
            listener.onPosts(List.copyOf(batch));
            batch.clear();
        }
    }

    /** The {@code matching_rules} of a post line. */
    public static List<MatchingRule> matchingRules(JsonNode rules) {
        List<MatchingRule> out = new ArrayList<>();
        for (JsonNode rule : rules) {
            out.add(new MatchingRule(rule.path("id").asText(""), rule.path("tag").asText(null),
                    rule.has("embedding_similarity") ? rule.path("embedding_similarity").asDouble() : Double.NaN,
                    rule.has("embedding_threshold") ? rule.path("embedding_threshold").asDouble() : Double.NaN));
        }
        return out;
    }
}
