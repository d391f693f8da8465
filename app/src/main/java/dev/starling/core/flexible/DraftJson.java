package dev.starling.core.flexible;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * How a draft's tree is kept in the durable store: the API's {@code segments} object (so a draft is
 * always exportable as is), its {@code audience_type}, and what was known about each leaf audience
 * (name, type, size, state) so a draft opens offline with its names and sizes shown.
 */
public final class DraftJson {

    private DraftJson() {
    }

    public static String write(FlexibleDefinition definition) {
        ObjectNode out = SegmentJson.MAPPER.createObjectNode();
        out.put("audience_type", definition.type().name());
        out.set("segments", SegmentJson.segments(definition.root()));
        ObjectNode audiences = out.putObject("audiences");
        for (SegmentLeaf leaf : SegmentTrees.leaves(definition.root())) {
            AudienceFacts facts = leaf.audience();
            ObjectNode entry = audiences.putObject(facts.id());
            entry.put("lookup", facts.lookup().name());
            entry.put("name", facts.name());
            entry.put("audience_type", facts.type());
            if (facts.size() == null) {
                entry.putNull("audience_size");
            } else {
                entry.put("audience_size", facts.size());
            }
            entry.put("targetable", facts.targetable());
            entry.putPOJO("reasons_not_targetable", facts.reasonsNotTargetable());
            entry.put("deleted", facts.deleted());
        }
        try {
            return SegmentJson.MAPPER.writeValueAsString(out);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of JSON nodes always serialises", e);
        }
    }

    /** @throws SegmentJsonException when the stored text is not a draft (a damaged row) */
    public static FlexibleDefinition read(String name, String stored) {
        JsonNode json;
        try {
            json = SegmentJson.MAPPER.readTree(stored);
        } catch (JsonProcessingException e) {
            throw new SegmentJsonException("", "flexible.json.syntax", "", 0, 0, e.getOriginalMessage());
        }
        if (json == null || !json.isObject()) {
            throw new SegmentJsonException("", "flexible.json.notTree", "");
        }
        FlexibleAudienceType type;
        try {
            type = FlexibleAudienceType.valueOf(json.path("audience_type").asText("FLEXIBLE"));
        } catch (IllegalArgumentException e) {
            throw new SegmentJsonException("audience_type", "flexible.json.type", "audience_type");
        }
        SegmentNode root = SegmentJsonReader.segments(json.get("segments"));
        JsonNode audiences = json.path("audiences");
        return new FlexibleDefinition(name, type, SegmentTrees.withFacts(root, id -> facts(id, audiences.get(id))));
    }

    private static AudienceFacts facts(String id, JsonNode entry) {
        if (entry == null || !entry.isObject()) {
            return null;
        }
        AudienceFacts.Lookup lookup;
        try {
            lookup = AudienceFacts.Lookup.valueOf(entry.path("lookup").asText("UNRESOLVED"));
        } catch (IllegalArgumentException e) {
            lookup = AudienceFacts.Lookup.UNRESOLVED;
        }
        List<String> reasons = new ArrayList<>();
        entry.path("reasons_not_targetable").forEach(reason -> reasons.add(reason.asText()));
        JsonNode size = entry.path("audience_size");
        return new AudienceFacts(id, text(entry, "name"), text(entry, "audience_type"),
                size.isInt() ? size.intValue() : null, entry.path("targetable").asBoolean(false), reasons,
                entry.path("deleted").asBoolean(false), lookup);
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.path(field);
        return value.isTextual() ? value.asText() : null;
    }
}
