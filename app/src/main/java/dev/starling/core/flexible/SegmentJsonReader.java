package dev.starling.core.flexible;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Reads a pasted or imported {@code segments} object, or a whole batch body, into definitions. It
 * refuses what the Ads API could never read (not JSON, wrong types, unknown fields, a segment that is
 * both a group and a leaf, an unknown operator or comparator) with a {@link SegmentJsonException}
 * naming what is wrong and where; it keeps what is readable but breaks a rule (a lookback of 3 days,
 * a missing operator, 12 leaves) so the editor can show the problem on the node and let it be fixed.
 * Omitted fields take the API's defaults. Leaf audiences come back {@link AudienceFacts.Lookup#UNRESOLVED}.
 */
public final class SegmentJsonReader {

    /** Deeper than this is not a tree anyone wrote by hand (and the API allows 5 levels). */
    private static final int READ_DEPTH = 64;
    private static final Set<String> FIELDS = Set.of("boolean_operator", "child_segments", "custom_audience_id",
            "lookback_window", "frequency", "frequency_comparator", "negate");

    private SegmentJsonReader() {
    }

    /**
     * A segments object ({@code name} empty, type FLEXIBLE), a params object with {@code segments},
     * one Create item, or a batch body (an array of Create items).
     */
    public static List<FlexibleDefinition> read(String text) {
        if (text == null || text.isBlank()) {
            throw new SegmentJsonException("", "flexible.json.empty", "");
        }
        JsonNode json;
        try {
            // a byte-order mark is not JSON, but editors write one; the CSV reader skips it too
            json = SegmentJson.MAPPER.readTree(text.startsWith("\uFEFF") ? text.substring(1) : text);
        } catch (StreamConstraintsException e) {
            throw new SegmentJsonException("", "flexible.json.nestedTooDeeply", "");
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            int column = e.getLocation() == null ? 0 : e.getLocation().getColumnNr();
            throw new SegmentJsonException("", "flexible.json.syntax", "", line, column, plain(e.getOriginalMessage()));
        }
        return read(json);
    }

    /**
     * The parser's own sentence without its internals: a nested location ({@code [Source: REDACTED
     * (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: 1]}) becomes "line 1,
     * column 1", and anything naming the parser's classes in backquotes goes.
     */
    static String plain(String original) {
        String text = original == null ? "" : original;
        text = text.replaceAll("\\[Source: [^\\]]*?line: (\\d+), column: (\\d+)\\]", "line $1, column $2");
        text = text.replaceAll("\\s*\\([^()`]*`[^`]*`[^()]*\\)", "");
        return text.replaceAll("`[^`]*`", "").strip();
    }

    public static List<FlexibleDefinition> read(JsonNode json) {
        if (json != null && json.isArray()) {
            if (json.isEmpty() || json.size() > SegmentRules.MAX_BATCH_ITEMS) {
                throw new SegmentJsonException("", "flexible.json.batchItems", "", SegmentRules.MAX_BATCH_ITEMS,
                        json.size());
            }
            List<FlexibleDefinition> definitions = new ArrayList<>();
            for (int i = 0; i < json.size(); i++) {
                definitions.add(item(json.get(i), "[" + i + "]"));
            }
            return definitions;
        }
        if (json == null || !json.isObject()) {
            throw new SegmentJsonException("", "flexible.json.notTree", "");
        }
        if (json.has("operation_type")) {
            return List.of(item(json, ""));
        }
        if (json.has("segments")) {
            return List.of(params(json, "params"));
        }
        return List.of(new FlexibleDefinition("", FlexibleAudienceType.FLEXIBLE, segments(json)));
    }

    /** A {@code segments} object (or {@code metadata.segments} of an existing flexible audience). */
    public static SegmentNode segments(JsonNode segments) {
        return node(segments, "segments", 1);
    }

    private static FlexibleDefinition item(JsonNode item, String where) {
        if (!item.isObject()) {
            throw new SegmentJsonException(where, "flexible.json.notObject", where);
        }
        String operation = item.path("operation_type").asText("");
        if (!"Create".equals(operation)) {
            throw new SegmentJsonException(at(where, "operation_type"), "flexible.json.operation",
                    at(where, "operation_type"), operation);
        }
        JsonNode params = item.get("params");
        if (params == null || !params.isObject()) {
            throw new SegmentJsonException(at(where, "params"), "flexible.json.missing", at(where, "params"));
        }
        return params(params, at(where, "params"));
    }

    private static FlexibleDefinition params(JsonNode params, String where) {
        JsonNode name = params.get("name");
        if (name != null && !name.isNull() && !name.isTextual()) {
            throw new SegmentJsonException(at(where, "name"), "flexible.json.notText", at(where, "name"));
        }
        FlexibleAudienceType type = FlexibleAudienceType.FLEXIBLE;
        JsonNode typeNode = params.get("audience_type");
        if (typeNode != null && !typeNode.isNull()) {
            try {
                type = FlexibleAudienceType.valueOf(typeNode.asText());
            } catch (IllegalArgumentException e) {
                throw new SegmentJsonException(at(where, "audience_type"), "flexible.json.type", at(where, "audience_type"));
            }
        }
        JsonNode segments = params.get("segments");
        if (segments == null || segments.isNull()) {
            throw new SegmentJsonException(at(where, "segments"), "flexible.json.missing", at(where, "segments"));
        }
        String prefix = where.equals("params") ? "" : where + ".";
        return new FlexibleDefinition(name == null || name.isNull() ? "" : name.asText(), type,
                node(segments, prefix + "segments", 1));
    }

    private static SegmentNode node(JsonNode node, String where, int depth) {
        if (node == null || !node.isObject()) {
            throw new SegmentJsonException(where, "flexible.json.notObject", where);
        }
        if (depth > READ_DEPTH) {
            throw new SegmentJsonException(where, "flexible.json.tooDeep", where);
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!FIELDS.contains(name)) {
                throw new SegmentJsonException(at(where, name), "flexible.json.unknownField", at(where, name));
            }
        }
        JsonNode children = node.get("child_segments");
        JsonNode operator = node.get("boolean_operator");
        boolean hasAudience = node.has("custom_audience_id");
        if (children != null && !children.isNull() && !children.isArray()) {
            throw new SegmentJsonException(at(where, "child_segments"), "flexible.json.notArray", at(where, "child_segments"));
        }
        boolean hasChildren = children != null && children.isArray() && !children.isEmpty();
        if (hasChildren && hasAudience) {
            throw new SegmentJsonException(at(where, "custom_audience_id"), "flexible.json.bothKinds",
                    at(where, "custom_audience_id"));
        }
        if (hasAudience && operator != null) {
            throw new SegmentJsonException(at(where, "boolean_operator"), "flexible.json.operatorOnLeaf",
                    at(where, "boolean_operator"));
        }
        boolean negate = bool(node, where, "negate");
        if (hasAudience) {
            return leaf(node, where, negate);
        }
        if (!hasChildren && operator == null && !(children != null && children.isArray())) {
            throw new SegmentJsonException(at(where, "custom_audience_id"), "flexible.json.audienceMissing",
                    at(where, "custom_audience_id"));
        }
        List<SegmentNode> kids = new ArrayList<>();
        if (hasChildren) {
            for (int i = 0; i < children.size(); i++) {
                kids.add(node(children.get(i), where + ".child_segments[" + i + "]", depth + 1));
            }
        }
        return new SegmentGroup(NodeId.next(), operator(operator, where), negate, kids);
    }

    private static BooleanOperator operator(JsonNode operator, String where) {
        if (operator == null || operator.isNull()) {
            return null;
        }
        if (!operator.isTextual() || !Set.of("AND", "OR").contains(operator.asText())) {
            throw new SegmentJsonException(at(where, "boolean_operator"), "flexible.json.operator",
                    at(where, "boolean_operator"));
        }
        return BooleanOperator.valueOf(operator.asText());
    }

    private static SegmentLeaf leaf(JsonNode node, String where, boolean negate) {
        JsonNode id = node.get("custom_audience_id");
        if (id == null || id.isNull() || !id.isValueNode() || id.asText().isBlank()) {
            throw new SegmentJsonException(at(where, "custom_audience_id"), "flexible.json.audienceMissing",
                    at(where, "custom_audience_id"));
        }
        int lookback = integer(node, where, "lookback_window", SegmentLeaf.DEFAULT_LOOKBACK);
        int frequency = integer(node, where, "frequency", SegmentLeaf.DEFAULT_FREQUENCY);
        JsonNode comparator = node.get("frequency_comparator");
        FrequencyComparator parsed = SegmentLeaf.DEFAULT_COMPARATOR;
        if (comparator != null && !comparator.isNull()) {
            try {
                parsed = FrequencyComparator.valueOf(comparator.isTextual() ? comparator.asText() : "?");
            } catch (IllegalArgumentException e) {
                throw new SegmentJsonException(at(where, "frequency_comparator"), "flexible.json.comparator",
                        at(where, "frequency_comparator"));
            }
        }
        return new SegmentLeaf(NodeId.next(), AudienceFacts.unresolved(id.asText()), lookback, frequency, parsed,
                negate);
    }

    private static int integer(JsonNode node, String where, String field, int fallback) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
            throw new SegmentJsonException(at(where, field), "flexible.json.notInteger", at(where, field));
        }
        return value.intValue();
    }

    private static boolean bool(JsonNode node, String where, String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return false;
        }
        if (!value.isBoolean()) {
            throw new SegmentJsonException(at(where, field), "flexible.json.notBoolean", at(where, field));
        }
        return value.booleanValue();
    }

    private static String at(String where, String field) {
        return where.isEmpty() ? field : where + "." + field;
    }
}
