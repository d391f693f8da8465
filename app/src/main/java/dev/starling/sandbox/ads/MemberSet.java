package dev.starling.sandbox.ads;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The identifiers an audience (or a do-not-reach list) holds: per identifier type ({@code email},
 * {@code device_id}, ...), each hash with the window in which it counts. A hash counts from
 * {@code effectiveAt} until {@code expiresAt}; an expired one is gone. Hashes are kept in a
 * {@link HashMemberTable} (flat arrays); any other value in a map. Saved and restored as
 * {@code byType: {type: {value: {effectiveAt, expiresAt}}}}.
 */
final class MemberSet {

    private final Map<String, Values> byType = new TreeMap<>();

    record Membership(long effectiveAt, long expiresAt) {
    }

    /** One type's values: hashes in flat arrays, anything else (not a SHA-256 hash) in a map. */
    private static final class Values {
        final HashMemberTable hashes = new HashMemberTable();
        final Map<String, Membership> others = new HashMap<>();
    }

    void put(String type, String value, long effectiveAt, long expiresAt) {
        Values values = byType.computeIfAbsent(type, key -> new Values());
        if (HashMemberTable.accepts(value)) {
            values.hashes.put(value, effectiveAt, expiresAt);
        } else {
            values.others.put(value, new Membership(effectiveAt, expiresAt));
        }
    }

    void remove(String type, String value) {
        Values values = byType.get(type);
        if (values == null) {
            return;
        }
        if (HashMemberTable.accepts(value)) {
            values.hashes.remove(value);
        } else {
            values.others.remove(value);
        }
    }

    /** Identifiers in effect at {@code now}: what audience sizes count. */
    int liveCount(long now) {
        int count = 0;
        for (Values values : byType.values()) {
            count += values.hashes.liveCount(now);
            for (Membership membership : values.others.values()) {
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
            Set<String> kept = new TreeSet<>();
            values.hashes.forEach((hash, effectiveAt, expiresAt) -> {
                if (now < expiresAt) {
                    kept.add(hash);
                }
            });
            values.others.forEach((value, membership) -> {
                if (now < membership.expiresAt()) {
                    kept.add(value);
                }
            });
            if (!kept.isEmpty()) {
                held.put(type, kept);
            }
        });
        return held;
    }

    /** The saved form: every value of every type with its window, sorted. */
    @JsonProperty("byType")
    private Map<String, Map<String, Membership>> saved() {
        Map<String, Map<String, Membership>> saved = new TreeMap<>();
        byType.forEach((type, values) -> {
            Map<String, Membership> all = new TreeMap<>(values.others);
            values.hashes.forEach((hash, effectiveAt, expiresAt) -> all.put(hash, new Membership(effectiveAt, expiresAt)));
            saved.put(type, all);
        });
        return saved;
    }

    @JsonProperty("byType")
    private void restore(Map<String, Map<String, Membership>> saved) {
        byType.clear();
        if (saved == null) {
            return;
        }
        saved.forEach((type, values) -> {
            byType.computeIfAbsent(type, key -> new Values());
            if (values != null) {
                values.forEach((value, membership) -> {
                    if (value != null && membership != null) {
                        put(type, value, membership.effectiveAt(), membership.expiresAt());
                    }
                });
            }
        });
    }
}
