package dev.starling.core.stream;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the console counts as posts arrive: posts per matching rule (with its tag), all posts, and a
 * rate over time as posts per second for the last {@code seconds} seconds, per rule and in all.
 * Fed from the stream's thread ({@link #add}), read from any other ({@link #snapshot}); the true
 * counts whatever the view shows.
 */
public final class RuleTally {

    /** One rule's count, by the id and tag X sent. */
    public record RuleCount(String id, String tag, long count) {
    }

    /**
     * The counts at one moment: each rule's (most first), the total, and posts per second over the
     * last seconds, oldest first ({@code perSecond[length - 1]} is the second now running).
     */
    public record Snapshot(List<RuleCount> rules, long total, long[] perSecond, Instant at) {

        /** The average rate over the last {@code seconds} whole seconds. */
        public double rate(int seconds) {
            int n = Math.min(seconds, perSecond.length - 1);
            if (n <= 0) {
                return 0;
            }
            long sum = 0;
            for (int i = perSecond.length - 1 - n; i < perSecond.length - 1; i++) {
                sum += perSecond[i];
            }
            return sum / (double) n;
        }
    }

    private final Clock clock;
    private final long[] ring;
    private long ringSecond = Long.MIN_VALUE;
    private final Map<String, long[]> perRule = new LinkedHashMap<>();
    private final Map<String, String> tags = new LinkedHashMap<>();
    private long total;

    /** @param seconds how far back the rate reaches (600 for ten minutes) */
    public RuleTally(Clock clock, int seconds) {
        this.clock = clock;
        this.ring = new long[Math.max(2, seconds)];
    }

    public synchronized void add(List<StreamPost> posts) {
        long second = clock.millis() / 1000;
        advance(second);
        for (StreamPost post : posts) {
            total++;
            ring[(int) Math.floorMod(second, (long) ring.length)]++;
            for (MatchingRule rule : post.rules()) {
                perRule.computeIfAbsent(rule.id(), id -> new long[1])[0]++;
                if (rule.tag() != null) {
                    tags.put(rule.id(), rule.tag());
                }
            }
        }
    }

    /**
     * A rule of the live set, counted from zero before its first post: the console lists every rule from the
     * start, and a rule that matches nothing says so. A rule already counted keeps its count.
     */
    public synchronized void expect(String id, String tag) {
        perRule.computeIfAbsent(id, known -> new long[1]);
        if (tag != null) {
            tags.putIfAbsent(id, tag);
        }
    }

    public synchronized Snapshot snapshot() {
        long second = clock.millis() / 1000;
        advance(second);
        long[] perSecond = new long[ring.length];
        for (int i = 0; i < ring.length; i++) {
            perSecond[i] = ring[(int) Math.floorMod(second - ring.length + 1 + i, (long) ring.length)];
        }
        List<RuleCount> rules = new ArrayList<>();
        perRule.forEach((id, count) -> rules.add(new RuleCount(id, tags.get(id), count[0])));
        rules.sort((a, b) -> Long.compare(b.count(), a.count()));
        return new Snapshot(rules, total, perSecond, clock.instant());
    }

    /** Clears the seconds passed since the last post (their count is 0). */
    private void advance(long second) {
        if (ringSecond == Long.MIN_VALUE || second - ringSecond >= ring.length) {
            java.util.Arrays.fill(ring, 0);
        } else {
            for (long s = ringSecond + 1; s <= second; s++) {
                ring[(int) Math.floorMod(s, (long) ring.length)] = 0;
            }
        }
        if (second > ringSecond) {
            ringSecond = second;
        }
    }
}
