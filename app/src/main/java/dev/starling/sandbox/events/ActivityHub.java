package dev.starling.sandbox.events;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.stream.StreamConnection;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;

/**
 * Where activity meets subscriptions: each {@link Happening} is matched against every subscription;
 * each match becomes one event in X's envelope ({@code {"data": {event_uuid, event_type, filter, tag,
 * payload, includes}}}, its own {@code event_uuid}) sent to the app's open activity-stream connections,
 * kept for {@code backfill_minutes}, and delivered to the subscription's webhook when it has one. A new
 * connection is registered and handed its backfill in one step, so no event falls between the two.
 */
final class ActivityHub {

    /** An event as sent: to which app, when, and its line. */
    record Sent(String app, Instant at, byte[] line) {
    }

    static final int MAX_CONNECTIONS = 2;
    private static final Duration KEPT = Duration.ofMinutes(6);
    private static final int MAX_KEPT = 200_000;
    private static final long X_EPOCH_MILLIS = 1288834974657L;

    private final SubscriptionBook book;
    private final Clock clock;
    private final BiConsumer<String, byte[]> webhooks;
    private final Map<String, List<StreamConnection>> active = new LinkedHashMap<>();
    private final Deque<Sent> recent = new ArrayDeque<>();
    private final AtomicLong lastUuid = new AtomicLong();
    private final AtomicLong published = new AtomicLong();
    private volatile Runnable onConnection = () -> { };

    ActivityHub(SubscriptionBook book, Clock clock, BiConsumer<String, byte[]> webhooks) {
        this.book = book;
        this.clock = clock;
        this.webhooks = webhooks;
    }

    void onConnection(Runnable action) {
        onConnection = action;
    }

    /** Sends what happened to every subscription it matches; returns how many events that made. */
    int publish(Happening happening) {
        List<Subscription> matched = book.all().stream().filter(happening::matches).toList();
        for (Subscription subscription : matched) {
            byte[] line = envelope(subscription, happening);
            synchronized (this) {
                keep(new Sent(subscription.app(), clock.instant(), line));
                for (StreamConnection connection : active.getOrDefault(subscription.app(), List.of())) {
                    connection.send(line);
                }
            }
            published.incrementAndGet();
            if (subscription.webhookId() != null) {
                webhooks.accept(subscription.webhookId(), line);
            }
        }
        return matched.size();
    }

    /** Events made so far. */
    long published() {
        return published.get();
    }

    /**
     * Registers a connection unless the app has the most it may; returns the backfill lines (the app's
     * events of the last {@code minutes}, or from {@code start} to {@code end} when given), empty when refused.
     */
    synchronized Optional<List<byte[]>> connect(StreamConnection connection, int minutes, Instant start, Instant end) {
        List<StreamConnection> connections = active.computeIfAbsent(connection.app, app -> new ArrayList<>());
        connections.removeIf(StreamConnection::ended);
        if (connections.size() >= MAX_CONNECTIONS) {
            return Optional.empty();
        }
        connections.add(connection);
        List<byte[]> backfill = new ArrayList<>();
        Instant from = start != null ? start : minutes > 0 ? clock.instant().minus(Duration.ofMinutes(minutes)) : null;
        if (from != null) {
            for (Sent sent : recent) {
                if (sent.app().equals(connection.app) && !sent.at().isBefore(from) && (end == null || !sent.at().isAfter(end))) {
                    backfill.add(sent.line());
                }
            }
        }
        onConnection.run();
        return Optional.of(backfill);
    }

    synchronized void disconnected(StreamConnection connection) {
        List<StreamConnection> connections = active.get(connection.app);
        if (connections != null) {
            connections.remove(connection);
        }
    }

    synchronized List<StreamConnection> all() {
        List<StreamConnection> all = new ArrayList<>();
        active.values().forEach(connections -> connections.stream().filter(c -> !c.ended()).forEach(all::add));
        return all;
    }

    synchronized void clear() {
        all().forEach(connection -> connection.end("OperationalDisconnect"));
        recent.clear();
    }

    private byte[] envelope(Subscription subscription, Happening happening) {
        ObjectNode root = Json.object();
        ObjectNode data = root.putObject("data");
        data.put("event_uuid", Long.toString(lastUuid.updateAndGet(last -> Math.max(last + 1,
                (clock.millis() - X_EPOCH_MILLIS) << 22))));
        data.put("event_type", subscription.eventType());
        data.set("filter", subscription.filterJson());
        if (subscription.tag() != null) {
            data.put("tag", subscription.tag());
        }
        data.set("payload", happening.payload());
        if (happening.includes() != null) {
            data.set("includes", happening.includes());
        }
        return Json.bytes(root);
    }

    private void keep(Sent sent) {
        recent.addLast(sent);
        Instant oldest = sent.at().minus(KEPT);
        while (!recent.isEmpty() && (recent.size() > MAX_KEPT || recent.peekFirst().at().isBefore(oldest))) {
            recent.removeFirst();
        }
    }
}
