package dev.starling.core.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.http.OpenStream;
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
 * One of X's persistent NDJSON streams, listened to without letting go: it connects, reads lines as
 * they arrive (items, keep-alive newlines, problem lines), drops items a reconnect with backfill
 * delivers again, and on any disconnect waits what X's schedule says ({@link ReconnectSchedule})
 * before reconnecting with {@code backfill_minutes}, until stopped or until a disconnect that
 * retrying cannot fix. The watchdog is the connection's read timeout: no byte for the watchdog's
 * length is a stall. What an item is comes from {@link StreamItems}: the filtered stream's posts
 * ({@link StreamClient}) and the activity stream's events share this one loop.
 *
 * <p>{@link #run} blocks on the calling thread; listeners are called on it, in order, so a recorder
 * registered first has written a batch before a view sees it.
 *
 * @param <T> what a data line is read as
 */
public final class LineStream<T> {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final StreamTransport transport;
    private final StreamQuery request;
    private final Clock clock;
    private final Duration watchdog;
    private final StreamItems<T> items;
    private final LineListener<T> listener;
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

    /** @param watchdog silence that counts as a stall ({@link StreamClient#WATCHDOG} on X) */
    public LineStream(StreamTransport transport, StreamQuery request, Clock clock, Duration watchdog,
                      StreamItems<T> items, LineListener<T> listener) {
        this.transport = Objects.requireNonNull(transport, "transport");
        this.request = Objects.requireNonNull(request, "request");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.watchdog = Objects.requireNonNull(watchdog, "watchdog");
        this.items = Objects.requireNonNull(items, "items");
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
        List<T> batch = new ArrayList<>();
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

    private void handle(String line, List<T> batch, Disconnect[] inBand) {
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
        T item = items.item(node, line, now);
        if (item != null) {
            becameHealthy();
            if (seen.add(items.id(item), items.timeMillis(item))) {
                received++;
                batch.add(item);
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

    private void deliver(List<T> batch) {
        if (!batch.isEmpty()) {
            listener.onItems(List.copyOf(batch));
            batch.clear();
        }
    }
}
