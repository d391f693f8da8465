package dev.starling.core.query.compose;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.WordedException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every field and expansion the Query workspace offers. Names come from the one list of v2 fields the
 * sandbox reads too ({@code dev/starling/fields/x-v2-fields.json}: X's OpenAPI descriptions 2.159
 * and 2.167 and the spec, with Starling's own descriptions); the workspace offers the names the spec
 * and 2.159 use, which are what it sends. A newer {@code openapi.json} loaded by the user refreshes
 * the names while keeping known descriptions; a description that renames a field (2.167's
 * {@code post.fields}, {@code note_post}) is read back to the names Starling sends.
 */
public final class FieldCatalog {

    static final String NEW_FIELD_DESCRIPTION = "New in the loaded OpenAPI description; no Starling description yet.";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String BUNDLED = "/dev/starling/fields/x-v2-fields.json";
    /** The names Starling sends: those the spec or OpenAPI 2.159 give (2.167-only names are the sandbox's). */
    private static final List<String> SENT_NAMES_FROM = List.of("spec", "2.159");

    private final Map<FieldGroup, List<FieldInfo>> groups;
    /** Per group, 2.167's name of a field to the name Starling sends ({@code note_post} to {@code note_tweet}). */
    private final Map<FieldGroup, Map<String, String>> renamed;
    private final BundleText source;

    private FieldCatalog(Map<FieldGroup, List<FieldInfo>> groups, Map<FieldGroup, Map<String, String>> renamed,
                         BundleText source) {
        this.groups = groups;
        this.renamed = renamed;
        this.source = source;
    }

    public static FieldCatalog bundled() {
        try (InputStream in = FieldCatalog.class.getResourceAsStream(BUNDLED)) {
            if (in == null) {
                throw new IllegalStateException("missing " + BUNDLED);
            }
            JsonNode root = JSON.readTree(in);
            Map<FieldGroup, List<FieldInfo>> groups = new EnumMap<>(FieldGroup.class);
            Map<FieldGroup, Map<String, String>> renamed = new EnumMap<>(FieldGroup.class);
            for (FieldGroup group : FieldGroup.values()) {
                List<FieldInfo> fields = new ArrayList<>();
                Map<String, String> names = new HashMap<>();
                for (JsonNode item : root.path("groups").path(group.catalogKey())) {
                    String name = item.path("name").asText();
                    if (item.hasNonNull("openapi_2167")) {
                        names.put(item.get("openapi_2167").asText(), name);
                    }
                    if (namedBy(item, SENT_NAMES_FROM)) {
                        fields.add(new FieldInfo(name, item.path("description").asText(),
                                FieldInfo.Access.valueOf(item.path("access").asText("PUBLIC"))));
                    }
                }
                groups.put(group, List.copyOf(fields));
                renamed.put(group, Map.copyOf(names));
            }
            return new FieldCatalog(groups, renamed, BundleText.of("query.catalog.bundled"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled field catalog", e);
        }
    }

    /**
     * Builds a catalog from an OpenAPI description the user loaded. Names and enumerations are
     * taken from it; descriptions and access marks of known names are kept from {@code known}.
     *
     * @throws WordedException saying why when the file is not usable
     */
    public static FieldCatalog fromOpenApi(InputStream openApi, FieldCatalog known) {
        JsonNode root;
        try {
            root = JSON.readTree(openApi);
        } catch (IOException e) {
            throw new WordedException(BundleText.of("query.catalog.notJson"));
        }
        JsonNode parameters = root == null ? null : root.path("components").path("parameters");
        if (parameters == null || !parameters.isObject() || (!parameters.has(FieldGroup.TWEET.openApiParameter())
                && !parameters.has(FieldGroup.TWEET.openApiParameter2167()))) {
            throw new WordedException(BundleText.of("query.catalog.notOpenApi",
                    "components.parameters." + FieldGroup.TWEET.openApiParameter()));
        }
        Map<FieldGroup, List<FieldInfo>> groups = new EnumMap<>(FieldGroup.class);
        for (FieldGroup group : FieldGroup.values()) {
            JsonNode values = parameters.path(group.openApiParameter()).path("schema").path("items").path("enum");
            if (!values.isArray()) {
                values = parameters.path(group.openApiParameter2167()).path("schema").path("items").path("enum");
            }
            if (!values.isArray()) {
                groups.put(group, known.fields(group));
                continue;
            }
            Map<String, FieldInfo> fields = new LinkedHashMap<>();
            for (JsonNode value : values) {
                String name = known.renamed.getOrDefault(group, Map.of()).getOrDefault(value.asText(), value.asText());
                fields.putIfAbsent(name, known.find(group, name)
                        .orElse(new FieldInfo(name, NEW_FIELD_DESCRIPTION, FieldInfo.Access.PUBLIC)));
            }
            groups.put(group, List.copyOf(fields.values()));
        }
        JsonNode version = root.path("info").path("version");
        return new FieldCatalog(groups, known.renamed, version.isValueNode()
                ? BundleText.of("query.catalog.loaded", version.asText()) : BundleText.of("query.catalog.loadedNoVersion"));
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

    private static boolean namedBy(JsonNode item, List<String> sources) {
        for (JsonNode source : item.path("named_by")) {
            if (sources.contains(source.asText())) {
                return true;
            }
        }
        return false;
    }

    /** Where the names came from, for the UI. */
    public BundleText source() {
        return source;
    }
}
