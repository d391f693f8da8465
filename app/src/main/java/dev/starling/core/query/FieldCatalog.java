package dev.starling.core.query;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every field and expansion the Query workspace offers. Names come from X's published OpenAPI
 * description (bundled as {@code field-catalog.json}, with Starling's own descriptions); a newer
 * {@code openapi.json} loaded by the user refreshes the names while keeping known descriptions.
 */
public final class FieldCatalog {

    static final String NEW_FIELD_DESCRIPTION = "New in the loaded OpenAPI description; no Starling description yet.";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String BUNDLED = "/dev/starling/core/query/field-catalog.json";

    private final Map<FieldGroup, List<FieldInfo>> groups;
    private final String source;

    private FieldCatalog(Map<FieldGroup, List<FieldInfo>> groups, String source) {
        this.groups = groups;
        this.source = source;
    }

    public static FieldCatalog bundled() {
        try (InputStream in = FieldCatalog.class.getResourceAsStream(BUNDLED)) {
            if (in == null) {
                throw new IllegalStateException("Missing " + BUNDLED);
            }
            JsonNode root = JSON.readTree(in);
            Map<FieldGroup, List<FieldInfo>> groups = new EnumMap<>(FieldGroup.class);
            for (FieldGroup group : FieldGroup.values()) {
                List<FieldInfo> fields = new ArrayList<>();
                for (JsonNode item : root.path("groups").path(group.catalogKey())) {
                    fields.add(new FieldInfo(item.path("name").asText(), item.path("description").asText(),
                            FieldInfo.Access.valueOf(item.path("access").asText("PUBLIC"))));
                }
                groups.put(group, List.copyOf(fields));
            }
            return new FieldCatalog(groups, root.path("source").asText());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the bundled field catalog", e);
        }
    }

    /**
     * Builds a catalog from an OpenAPI description the user loaded. Names and enumerations are
     * taken from it; descriptions and access marks of known names are kept from {@code known}.
     *
     * @throws IllegalArgumentException with a user-facing message when the file is not usable
     */
    public static FieldCatalog fromOpenApi(InputStream openApi, FieldCatalog known) {
        JsonNode root;
        try {
            root = JSON.readTree(openApi);
        } catch (IOException e) {
            throw new IllegalArgumentException("The file is not valid JSON: choose X's openapi.json.");
        }
        JsonNode parameters = root == null ? null : root.path("components").path("parameters");
        if (parameters == null || !parameters.isObject() || !parameters.has(FieldGroup.TWEET.openApiParameter())) {
            throw new IllegalArgumentException("The file has no components.parameters."
                    + FieldGroup.TWEET.openApiParameter() + ": it does not look like X's API v2 OpenAPI description.");
        }
        Map<FieldGroup, List<FieldInfo>> groups = new EnumMap<>(FieldGroup.class);
        for (FieldGroup group : FieldGroup.values()) {
            JsonNode values = parameters.path(group.openApiParameter()).path("schema").path("items").path("enum");
            if (!values.isArray()) {
                groups.put(group, known.fields(group));
                continue;
            }
            List<FieldInfo> fields = new ArrayList<>();
            for (JsonNode value : values) {
                String name = value.asText();
                fields.add(known.find(group, name).orElse(new FieldInfo(name, NEW_FIELD_DESCRIPTION, FieldInfo.Access.PUBLIC)));
            }
            groups.put(group, List.copyOf(fields));
        }
        String version = root.path("info").path("version").asText("unknown version");
        return new FieldCatalog(groups, "X API v2 OpenAPI description " + version + " (loaded from file)");
    }

    public List<FieldInfo> fields(FieldGroup group) {
        return groups.getOrDefault(group, Collections.emptyList());
    }

    public Optional<FieldInfo> find(FieldGroup group, String name) {
        return fields(group).stream().filter(field -> field.name().equals(name)).findFirst();
    }

    public boolean contains(FieldGroup group, String name) {
        return find(group, name).isPresent();
    }

    /** Where the names came from, for the UI. */
    public String source() {
        return source;
    }
}
