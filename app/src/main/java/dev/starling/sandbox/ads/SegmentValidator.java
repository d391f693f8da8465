package dev.starling.sandbox.ads;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.ads.AdsErrors.ItemException;
import dev.starling.sandbox.http.Json;
import java.util.Iterator;
import java.util.Set;
import java.util.function.Function;

/**
 * Validates a flexible audience's segment tree and returns it normalised (defaults filled in, as the
 * API echoes it in {@code metadata}): {@code boolean_operator} (AND, OR) required on nodes with
 * children, at most {@value #MAX_LEAVES} leaves, {@code lookback_window} in 1/7/14/30, {@code frequency}
 * at least 1, {@code frequency_comparator} from the enumeration, leaves naming audiences the account
 * can use. Failures are item errors whose {@code parameter} is the path of the offending field.
 */
final class SegmentValidator {

    static final int MAX_LEAVES = 10;
    static final int MAX_DEPTH = 5;
    private static final Set<String> OPERATORS = Set.of("AND", "OR");
    private static final Set<Integer> LOOKBACK_WINDOWS = Set.of(1, 7, 14, 30);
    private static final Set<String> COMPARATORS = Set.of("NUM_GT", "NUM_GTE", "NUM_EQ", "NUM_LTE", "NUM_LT");
    private static final Set<String> FIELDS = Set.of("boolean_operator", "child_segments", "custom_audience_id",
            "lookback_window", "frequency", "frequency_comparator", "negate");

    /** Resolves a leaf's audience id to an audience the account can use, or null. */
    private final Function<String, CustomAudience> usableAudience;
    /** MOBILE_AUDIENCE flexible audiences (the closed beta) may only combine mobile audiences. */
    private final boolean mobileOnly;
    private int leaves;

    SegmentValidator(Function<String, CustomAudience> usableAudience, boolean mobileOnly) {
        this.usableAudience = usableAudience;
        this.mobileOnly = mobileOnly;
    }

    ObjectNode validate(JsonNode segments) {
        if (segments == null || segments.isNull() || segments.isMissingNode()) {
            throw ItemException.missing("segments");
        }
        ObjectNode normalised = node(segments, "segments", 1);
        if (leaves == 0) {
            throw ItemException.invalid("segments", "A flexible audience needs at least one leaf segment");
        }
        return normalised;
    }

    private ObjectNode node(JsonNode node, String path, int depth) {
        if (!node.isObject()) {
            throw ItemException.invalid(path, path + " must be an object");
        }
        if (depth > MAX_DEPTH) {
            throw ItemException.invalid(path, "Segments nest at most " + MAX_DEPTH + " levels deep");
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!FIELDS.contains(name)) {
                throw ItemException.invalid(path + "." + name, "Unknown segment field " + name);
            }
        }
        ObjectNode out = Json.object();
        JsonNode children = node.get("child_segments");
        if (children != null && !(children.isArray() && children.isEmpty())) {
            if (!children.isArray()) {
                throw ItemException.invalid(path + ".child_segments", "child_segments must be an array");
            }
            if (node.has("custom_audience_id")) {
                throw ItemException.invalid(path + ".custom_audience_id",
                        "A segment has either child_segments or a custom_audience_id, not both");
            }
            JsonNode operator = node.get("boolean_operator");
            if (operator == null || operator.isNull()) {
                throw ItemException.missing(path + ".boolean_operator");
            }
            if (!operator.isTextual() || !OPERATORS.contains(operator.asText())) {
                throw ItemException.invalid(path + ".boolean_operator", "boolean_operator must be AND or OR");
            }
            out.put("boolean_operator", operator.asText());
            out.put("negate", bool(node, path, "negate"));
            ArrayNode outChildren = out.putArray("child_segments");
            for (int i = 0; i < children.size(); i++) {
                outChildren.add(node(children.get(i), path + ".child_segments[" + i + "]", depth + 1));
            }
            return out;
        }
        if (node.has("boolean_operator")) {
            throw ItemException.invalid(path + ".boolean_operator", "boolean_operator needs child_segments");
        }
        return leaf(node, path, out);
    }

    private ObjectNode leaf(JsonNode node, String path, ObjectNode out) {
        if (++leaves > MAX_LEAVES) {
            throw ItemException.invalid("segments", "A flexible audience has at most " + MAX_LEAVES + " leaf segments");
        }
        JsonNode id = node.get("custom_audience_id");
        if (id == null || id.isNull() || id.asText().isBlank()) {
            throw ItemException.missing(path + ".custom_audience_id");
        }
        CustomAudience audience = id.isValueNode() ? usableAudience.apply(id.asText()) : null;
        if (audience == null || audience.deleted || audience.flexible()) {
            throw ItemException.invalid(path + ".custom_audience_id",
                    "Custom audience " + id.asText() + " is not an audience this account can use");
        }
        if (mobileOnly && !"MOBILE".equals(audience.audienceType)) {
            throw ItemException.invalid(path + ".custom_audience_id",
                    "MOBILE_AUDIENCE flexible audiences combine mobile custom audiences only");
        }
        out.put("custom_audience_id", audience.id);
        int lookback = integer(node, path, "lookback_window", 30);
        if (!LOOKBACK_WINDOWS.contains(lookback)) {
            throw ItemException.invalid(path + ".lookback_window", "lookback_window must be 1, 7, 14 or 30");
        }
        out.put("lookback_window", lookback);
        int frequency = integer(node, path, "frequency", 1);
        if (frequency < 1) {
            throw ItemException.invalid(path + ".frequency", "frequency must be at least 1");
        }
        out.put("frequency", frequency);
        JsonNode comparator = node.get("frequency_comparator");
        String comparatorValue = comparator == null || comparator.isNull() ? "NUM_GTE" : comparator.asText();
        if (!COMPARATORS.contains(comparatorValue) || (comparator != null && !comparator.isNull() && !comparator.isTextual())) {
            throw ItemException.invalid(path + ".frequency_comparator",
                    "frequency_comparator must be one of NUM_GT, NUM_GTE, NUM_EQ, NUM_LTE, NUM_LT");
        }
        out.put("frequency_comparator", comparatorValue);
        out.put("negate", bool(node, path, "negate"));
        return out;
    }

    private static int integer(JsonNode node, String path, String field, int fallback) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
            throw ItemException.invalid(path + "." + field, field + " must be an integer");
        }
        return value.intValue();
    }

    /** Omitted {@code negate} echoes as false, as X's metadata shows. */
    private static boolean bool(JsonNode node, String path, String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return false;
        }
        if (!value.isBoolean()) {
            throw ItemException.invalid(path + "." + field, field + " must be true or false");
        }
        return value.booleanValue();
    }
}
