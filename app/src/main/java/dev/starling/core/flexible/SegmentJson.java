package dev.starling.core.flexible;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Writes segment trees and batch bodies as the Ads API takes them. Every field is written explicitly,
 * {@code negate} included (the spec documents its default as true while the API echoes false for an
 * omitted one), in the order the API echoes them in {@code metadata.segments}, so what is sent is
 * what comes back. Reading is {@link SegmentJsonReader}.
 */
public final class SegmentJson {

    static final ObjectMapper MAPPER = new ObjectMapper();
    private static final ObjectMapper PRETTY = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private SegmentJson() {
    }

    /** The {@code segments} object. */
    public static ObjectNode segments(SegmentNode node) {
        ObjectNode out = MAPPER.createObjectNode();
        if (node instanceof SegmentGroup group) {
            if (group.operator() != null) {
                out.put("boolean_operator", group.operator().name());
            }
            out.put("negate", group.negate());
            ArrayNode children = out.putArray("child_segments");
            group.children().forEach(child -> children.add(segments(child)));
        } else {
            SegmentLeaf leaf = (SegmentLeaf) node;
            out.put("custom_audience_id", leaf.audienceId());
            out.put("lookback_window", leaf.lookbackWindow());
            out.put("frequency", leaf.frequency());
            out.put("frequency_comparator", leaf.comparator().name());
            out.put("negate", leaf.negate());
        }
        return out;
    }

    /** One {@code Create} item: {@code {"operation_type":"Create","params":{name, audience_type, segments}}}. */
    public static ObjectNode createItem(FlexibleDefinition definition) {
        ObjectNode item = MAPPER.createObjectNode();
        item.put("operation_type", "Create");
        ObjectNode params = item.putObject("params");
        params.put("name", definition.name().strip());
        params.put("audience_type", definition.type().name());
        params.set("segments", segments(definition.root()));
        return item;
    }

    /** The batch body creating these definitions, in order (the API takes at most 10). */
    public static ArrayNode createBody(List<FlexibleDefinition> definitions) {
        ArrayNode body = MAPPER.createArrayNode();
        definitions.forEach(definition -> body.add(createItem(definition)));
        return body;
    }

    /** The batch body deleting these flexible audiences. */
    public static ArrayNode deleteBody(List<String> audienceIds) {
        ArrayNode body = MAPPER.createArrayNode();
        for (String id : audienceIds) {
            ObjectNode item = body.addObject();
            item.put("operation_type", "Delete");
            item.putObject("params").put("custom_audience_id", id);
        }
        return body;
    }

    /** Indented text for the preview and the clipboard. */
    public static String pretty(JsonNode json) {
        try {
            return PRETTY.writeValueAsString(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of JSON nodes always serialises", e);
        }
    }

    /** Compact bytes for a request body. */
    public static byte[] bytes(JsonNode json) {
        try {
            return MAPPER.writeValueAsBytes(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of JSON nodes always serialises", e);
        }
    }
}
