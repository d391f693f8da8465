package dev.starling.sandbox.webhooks;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What each webhook was sent (delivered or attempted) over the last 24 hours, for replay: the body and
 * when. Bounded by time and by {@link #MAX_PER_WEBHOOK} entries a webhook (the oldest go first); kept
 * in memory only, as a restarted sandbox has sent nothing yet.
 */
final class DeliveryHistory {

    static final Duration KEPT = Duration.ofHours(24);
    static final int MAX_PER_WEBHOOK = 500_000;

    /** One delivery: when it was first attempted and its body. */
    record Entry(Instant at, byte[] body) {
    }

    private final Clock clock;
    private final Map<String, Deque<Entry>> byWebhook = new HashMap<>();

    DeliveryHistory(Clock clock) {
        this.clock = clock;
    }

    synchronized void add(String webhookId, byte[] body) {
        Instant now = clock.instant();
        Deque<Entry> entries = byWebhook.computeIfAbsent(webhookId, id -> new ArrayDeque<>());
        entries.addLast(new Entry(now, body));
        trim(entries, now);
    }

    /** The entries of {@code webhookId} from {@code from} (inclusive) to {@code to} (exclusive), oldest first. */
    synchronized List<Entry> between(String webhookId, Instant from, Instant to) {
        List<Entry> out = new ArrayList<>();
        Deque<Entry> entries = byWebhook.get(webhookId);
        if (entries != null) {
            trim(entries, clock.instant());
            for (Entry entry : entries) {
                if (!entry.at().isBefore(from) && entry.at().isBefore(to)) {
                    out.add(entry);
                }
            }
        }
        return out;
    }

    synchronized void forget(String webhookId) {
        byWebhook.remove(webhookId);
    }

    synchronized void clear() {
        byWebhook.clear();
    }

    private static void trim(Deque<Entry> entries, Instant now) {
        Instant oldest = now.minus(KEPT);
        while (!entries.isEmpty() && (entries.size() > MAX_PER_WEBHOOK || entries.peekFirst().at().isBefore(oldest))) {
            entries.removeFirst();
        }
    }
}
