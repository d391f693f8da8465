package dev.starling.sandbox.ads;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The identifiers an audience (or a do-not-reach list) holds: per identifier type ({@code email},
 * {@code device_id}, ...), each hash with the window in which it counts. A hash counts from
 * {@code effectiveAt} until {@code expiresAt}; an expired one is gone.
 */
final class MemberSet {

    public Map<String, Map<String, Membership>> byType = new TreeMap<>();

    record Membership(long effectiveAt, long expiresAt) {
    }

    void put(String type, String value, long effectiveAt, long expiresAt) {
        byType.computeIfAbsent(type, key -> new HashMap<>()).put(value, new Membership(effectiveAt, expiresAt));
    }

    void remove(String type, String value) {
        Map<String, Membership> values = byType.get(type);
        if (values != null) {
            values.remove(value);
        }
    }

    /** Identifiers in effect at {@code now}: what audience sizes count. */
    int liveCount(long now) {
        int count = 0;
        for (Map<String, Membership> values : byType.values()) {
            for (Membership membership : values.values()) {
                if (membership.effectiveAt() <= now && now < membership.expiresAt()) {
                    count++;
                }
            }
        }
        return count;
    }

    /** Every identifier not yet expired at {@code now}, per type, sorted. */
    Map<String, Set<String>> held(long now) {
        Map<String, Set<String>> held = new TreeMap<>();
        byType.forEach((type, values) -> {
            Set<String> hashes = new TreeSet<>();
            values.forEach((value, membership) -> {
                if (now < membership.expiresAt()) {
                    hashes.add(value);
                }
            });
            if (!hashes.isEmpty()) {
                held.put(type, hashes);
            }
        });
        return held;
    }
}
