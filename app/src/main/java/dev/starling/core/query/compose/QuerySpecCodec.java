package dev.starling.core.query.compose;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/** Stores a {@link QuerySpec} as JSON for the history. Holds no credentials by construction. */
public final class QuerySpecCodec {

    private static final ObjectMapper JSON = new ObjectMapper();

    private QuerySpecCodec() {
    }

    public static String encode(QuerySpec spec) {
        ObjectNode root = JSON.createObjectNode();
        root.put("endpoint", spec.endpoint().name()).put("target", spec.target());
        if (spec.maxResults() != null) {
            root.put("max_results", spec.maxResults());
        }
        if (spec.nextToken() != null) {
            root.put("next_token", spec.nextToken());
        }
        if (!spec.options().isEmpty()) {
            ObjectNode options = root.putObject("options");
            spec.options().forEach((option, value) -> options.put(option.name(), value));
        }
        ObjectNode selections = root.putObject("selections");
        spec.selections().forEach((group, names) -> {
            if (!names.isEmpty()) {
                names.forEach(selections.withArray(group.name())::add);
            }
        });
        return root.toString();
    }

    /** @throws IllegalArgumentException when the stored text is not a spec (a damaged row) */
    public static QuerySpec decode(String text) {
        try {
            JsonNode root = JSON.readTree(text);
            Endpoint endpoint = Endpoint.valueOf(root.path("endpoint").asText());
            Map<FieldGroup, Set<String>> selections = new EnumMap<>(FieldGroup.class);
            root.path("selections").fields().forEachRemaining(entry -> {
                Set<String> names = new LinkedHashSet<>();
                entry.getValue().forEach(name -> names.add(name.asText()));
                selections.put(FieldGroup.valueOf(entry.getKey()), names);
            });
            Integer maxResults = root.hasNonNull("max_results") ? root.get("max_results").asInt() : null;
            String nextToken = root.hasNonNull("next_token") ? root.get("next_token").asText() : null;
            Map<QueryOption, String> options = new EnumMap<>(QueryOption.class);
            root.path("options").fields().forEachRemaining(entry ->
                    options.put(QueryOption.valueOf(entry.getKey()), entry.getValue().asText()));
            return new QuerySpec(endpoint, root.path("target").asText(), selections, maxResults, nextToken, options);
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalArgumentException("a saved query could not be read; delete it from the history");
        }
    }
}
