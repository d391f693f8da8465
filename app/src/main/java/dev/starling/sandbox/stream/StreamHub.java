package dev.starling.sandbox.stream;

import dev.starling.sandbox.v2.World;
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
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * Where posts meet connections: every post (made or offered) is kept for backfill and matched against
 * each app's live rules; a match is rendered for each of that app's connections with their fields.
 * A new connection is registered and handed its backfill in one step, so no post falls between the
 * two and none comes twice. Keeps the past connections for {@code GET /2/connections}.
 */
final class StreamHub {

    /** A connection as {@code /2/connections} lists it. */
    record Record(String uuid, String app, String endpoint, Instant connectedAt, Instant disconnectedAt,
                  String reason, String clientIp) {
    }

    static final String ENDPOINT = "filtered_stream";
    private static final int HISTORY = 1_000;
    private static final Duration BACKFILL_HORIZON = Duration.ofMinutes(6);

    private final RuleBook rules;
    private final Supplier<World> world;
    private final Clock clock;
    private final Map<String, List<StreamConnection>> active = new LinkedHashMap<>();
    private final Deque<Record> history = new ArrayDeque<>();
    private final Deque<StreamedPost> recent = new ArrayDeque<>();
    private final Map<String, StreamedPost> recentById = new LinkedHashMap<>();
    private final List<Runnable> firstConnection = new CopyOnWriteArrayList<>();
    private final Map<Map<String, String>, dev.starling.sandbox.v2.FieldSelection> linkFields =
            new java.util.concurrent.ConcurrentHashMap<>();
    private volatile int backfillPosts;
    private volatile StreamLinks links = StreamLinks.NONE;

    StreamHub(RuleBook rules, Supplier<World> world, Clock clock, int backfillPosts) {
        this.rules = rules;
        this.world = world;
        this.clock = clock;
        this.backfillPosts = backfillPosts;
    }

    void backfillPosts(int count) {
        backfillPosts = count;
    }

    void links(StreamLinks newLinks) {
        links = newLinks;
    }

    /** Runs once a connection opens (the generator starts then: nobody listens before). */
    void onConnection(Runnable action) {
        firstConnection.add(action);
    }

    /** Keeps the post for backfill and sends it to every connection whose app has a rule it matches. */
    synchronized void publish(StreamedPost post) {
        keep(post);
        for (Map.Entry<String, List<StreamConnection>> entry : active.entrySet()) {
            if (entry.getValue().isEmpty()) {
                continue;
            }
            List<StreamRenderer.Matched> matched = match(entry.getKey(), post);
            if (matched.isEmpty()) {
                continue;
            }
            for (StreamConnection connection : entry.getValue()) {
                connection.send(StreamRenderer.line(post, connection.fields, matched, world.get()));
            }
        }
        deliverToLinks(post);
    }

    /** A post matching the project's rules goes to every linked webhook, with the link's fields. */
    private void deliverToLinks(StreamedPost post) {
        Map<String, Map<String, String>> linked = links.links();
        if (linked.isEmpty()) {
            return;
        }
        List<StreamRenderer.Matched> matched = new ArrayList<>();
        for (String app : rules.apps()) {
            matched.addAll(match(app, post));
        }
        if (matched.isEmpty()) {
            return;
        }
        linked.forEach((webhookId, parameters) -> {
            dev.starling.sandbox.v2.FieldSelection fields = linkFields.computeIfAbsent(parameters,
                    given -> dev.starling.sandbox.v2.FieldSelection.of(given, dev.starling.sandbox.v2.FieldSelection.Primary.TWEET));
            links.deliver(webhookId, StreamRenderer.line(post, fields, matched, world.get()));
        });
    }

    /**
     * Registers a connection unless the app already has the most it may; returns the backfill lines
     * (posts of the last {@code minutes} that match the app's rules now), empty when refused.
     */
    synchronized Optional<List<byte[]>> connect(StreamConnection connection, int minutes) {
        List<StreamConnection> connections = active.computeIfAbsent(connection.app, app -> new ArrayList<>());
        connections.removeIf(StreamConnection::ended);
        if (connections.size() >= StreamSettings.MAX_CONNECTIONS) {
            return Optional.empty();
        }
        connections.add(connection);
        List<byte[]> backfill = new ArrayList<>();
        if (minutes > 0) {
            Instant from = clock.instant().minus(Duration.ofMinutes(minutes));
            for (StreamedPost post : recent) {
                if (!post.createdAt().isBefore(from)) {
                    List<StreamRenderer.Matched> matched = match(connection.app, post);
                    if (!matched.isEmpty()) {
                        backfill.add(StreamRenderer.line(post, connection.fields, matched, world.get()));
                    }
                }
            }
        }
        firstConnection.forEach(Runnable::run);
        return Optional.of(backfill);
    }

    /** The connection ended ({@code reason} for {@code /2/connections}). */
    synchronized void disconnected(StreamConnection connection, String reason) {
        List<StreamConnection> connections = active.get(connection.app);
        if (connections != null) {
            connections.remove(connection);
        }
        if (!connection.firstRecord()) {
            return;
        }
        history.addFirst(new Record(connection.uuid, connection.app, ENDPOINT, connection.connectedAt, clock.instant(),
                reason, connection.clientIp));
        while (history.size() > HISTORY) {
            history.removeLast();
        }
    }

    /** The app's connections: active ones first (newest first), then past ones. */
    synchronized List<Record> records(String app, boolean activeOnes, boolean pastOnes) {
        List<Record> out = new ArrayList<>();
        if (activeOnes) {
            List<StreamConnection> connections = new ArrayList<>(active.getOrDefault(app, List.of()));
            connections.removeIf(StreamConnection::ended);
            for (int i = connections.size() - 1; i >= 0; i--) {
                StreamConnection connection = connections.get(i);
                out.add(new Record(connection.uuid, app, ENDPOINT, connection.connectedAt, null, null, connection.clientIp));
            }
        }
        if (pastOnes) {
            history.stream().filter(record -> record.app().equals(app)).forEach(out::add);
        }
        return out;
    }

    /** The app's open connections. */
    synchronized List<StreamConnection> connections(String app) {
        List<StreamConnection> open = new ArrayList<>(active.getOrDefault(app, List.of()));
        open.removeIf(StreamConnection::ended);
        return open;
    }

    /** Every open connection of every app. */
    synchronized List<StreamConnection> all() {
        List<StreamConnection> open = new ArrayList<>();
        active.values().forEach(open::addAll);
        open.removeIf(StreamConnection::ended);
        return open;
    }

    /** A post the stream delivered or could deliver, by id (the last few minutes' posts). */
    synchronized Optional<StreamedPost> post(String id) {
        return Optional.ofNullable(recentById.get(id));
    }

    synchronized void clear() {
        all().forEach(connection -> connection.end("OperationalDisconnect"));
        history.clear();
        recent.clear();
        recentById.clear();
    }

    static String newUuid() {
        return UUID.randomUUID().toString();
    }

    private List<StreamRenderer.Matched> match(String app, StreamedPost post) {
        List<StreamRenderer.Matched> matched = new ArrayList<>();
        for (RuleBook.Rule rule : rules.rules(app)) {
            RuleMatcher.Match match = rule.matcher().match(post.facts());
            if (match.matched()) {
                matched.add(new StreamRenderer.Matched(rule.id(), rule.tag(), match.similarity(), match.threshold()));
            }
        }
        return matched;
    }

    private void keep(StreamedPost post) {
        recent.addLast(post);
        recentById.put(post.id(), post);
        Instant oldest = post.createdAt().minus(BACKFILL_HORIZON);
        while (!recent.isEmpty() && (recent.size() > backfillPosts || recent.peekFirst().createdAt().isBefore(oldest))) {
            recentById.remove(recent.removeFirst().id());
        }
    }
}
