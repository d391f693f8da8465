package dev.starling.sandbox.ads;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reading a (validated, normalised) flexible-audience segment tree. */
final class SegmentTree {

    private SegmentTree() {
    }

    /** A normalised leaf, as the API echoes it in {@code metadata}. */
    static Map<String, Object> leaf(String audienceId, int lookbackWindow) {
        return leaf(audienceId, lookbackWindow, 1, "NUM_GTE", false);
    }

    /** A normalised leaf with every field, in the order {@link SegmentValidator} echoes them. */
    static Map<String, Object> leaf(String audienceId, int lookbackWindow, int frequency, String comparator,
                                    boolean negate) {
        Map<String, Object> leaf = new LinkedHashMap<>();
        leaf.put("custom_audience_id", audienceId);
        leaf.put("lookback_window", lookbackWindow);
        leaf.put("frequency", frequency);
        leaf.put("frequency_comparator", comparator);
        leaf.put("negate", negate);
        return leaf;
    }

    /** A normalised group, in the order {@link SegmentValidator} echoes it. */
    @SafeVarargs
    static Map<String, Object> group(String operator, boolean negate, Map<String, Object>... children) {
        Map<String, Object> group = new LinkedHashMap<>();
        group.put("boolean_operator", operator);
        group.put("negate", negate);
        group.put("child_segments", List.of(children));
        return group;
    }

    /** Ids of the leaf audiences that the tree includes (not under a negated node). */
    static List<String> positiveLeaves(JsonNode node) {
        List<String> ids = new ArrayList<>();
        collect(node, ids);
        return ids;
    }

    /** Ids of every leaf audience of the tree, negated ones included. */
    static List<String> allLeaves(JsonNode node) {
        List<String> ids = new ArrayList<>();
        if (node != null && node.has("child_segments")) {
            node.get("child_segments").forEach(child -> ids.addAll(allLeaves(child)));
        } else if (node != null && node.hasNonNull("custom_audience_id")) {
            ids.add(node.get("custom_audience_id").asText());
        }
        return ids;
    }

    private static void collect(JsonNode node, List<String> ids) {
        if (node == null || node.path("negate").asBoolean(false)) {
            return;
        }
        if (node.has("child_segments")) {
            node.get("child_segments").forEach(child -> collect(child, ids));
        } else if (node.hasNonNull("custom_audience_id")) {
            ids.add(node.get("custom_audience_id").asText());
        }
    }

    /**
     * The sandbox's size estimate of a tree from its leaves' live counts: an {@code OR} group adds its
     * included children (seeded and uploaded identifiers rarely overlap), an {@code AND} group is as large
     * as its smallest included child; negated nodes only narrow and are not counted. Lookback and
     * frequency are not modelled (the sandbox records no activity).
     */
    static int estimate(JsonNode node, java.util.function.ToIntFunction<String> leafCount) {
        if (node == null || node.isNull()) {
            return 0;
        }
        if (!node.has("child_segments")) {
            return node.hasNonNull("custom_audience_id") ? leafCount.applyAsInt(node.get("custom_audience_id").asText()) : 0;
        }
        boolean and = "AND".equals(node.path("boolean_operator").asText());
        long total = and ? Long.MAX_VALUE : 0;
        boolean any = false;
        for (JsonNode child : node.get("child_segments")) {
            if (child.path("negate").asBoolean(false)) {
                continue;
            }
            int count = estimate(child, leafCount);
            total = and ? Math.min(total, count) : total + count;
            any = true;
        }
        return any ? (int) Math.min(Integer.MAX_VALUE, total) : 0;
    }
}
