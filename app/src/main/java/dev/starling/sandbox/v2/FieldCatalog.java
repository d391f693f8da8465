package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.http.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The allowed values of the v2 field and expansion parameters, read from the one list of v2 fields
 * the client's field picker reads too ({@code dev/starling/fields/x-v2-fields.json}: X's OpenAPI
 * descriptions 2.159 and 2.167 and every field the spec names). Each list holds the names in X's
 * order, then 2.167's names for the fields it renamed: the sandbox accepts both, and error
 * messages list them in this order.
 */
public final class FieldCatalog {

    private static final String LIST = "/dev/starling/fields/x-v2-fields.json";
    private static final JsonNode GROUPS = read().path("groups");

    public static final List<String> TWEET_FIELDS = accepted("tweet.fields");
    public static final List<String> USER_FIELDS = accepted("user.fields");
    public static final List<String> MEDIA_FIELDS = accepted("media.fields");
    public static final List<String> POLL_FIELDS = accepted("poll.fields");
    public static final List<String> PLACE_FIELDS = accepted("place.fields");
    public static final List<String> TWEET_EXPANSIONS = accepted("expansions.tweet");
    public static final List<String> USER_EXPANSIONS = accepted("expansions.user");

    /** Fields every object of a kind carries whatever was asked (spec rule 1 and X's behaviour). */
    public static final List<String> TWEET_DEFAULTS = List.of("id", "text", "edit_history_tweet_ids");
    public static final List<String> USER_DEFAULTS = List.of("id", "name", "username");
    public static final List<String> MEDIA_DEFAULTS = List.of("media_key", "type");
    public static final List<String> POLL_DEFAULTS = List.of("id", "options");
    public static final List<String> PLACE_DEFAULTS = List.of("id", "full_name");

    /** The webhook config fields ({@code webhook_config.fields}). */
    public static final List<String> WEBHOOK_CONFIG_FIELDS = List.of("created_at", "id", "url", "valid");

    /** Per group of the list, 2.167's name of a field to the name the sandbox works with. */
    private static final Map<String, Map<String, String>> FROM_2167 = renamings();

    private FieldCatalog() {
    }

    /**
     * The sandbox's name of a field or expansion of the group ({@code tweet.fields},
     * {@code expansions.user}, ...) given 2.167's or 2.159's name: {@code note_post} is {@code note_tweet}.
     */
    static String canonical(String group, String name) {
        return FROM_2167.getOrDefault(group, Map.of()).getOrDefault(name, name);
    }

    /** Whether the name is one only OpenAPI 2.167 uses (a client generated from it sent it). */
    static boolean isName2167(String group, String name) {
        return FROM_2167.getOrDefault(group, Map.of()).containsKey(name);
    }

    /** The group's fields 2.167 renamed: the sandbox's name to 2.167's ({@code note_tweet} to {@code note_post}). */
    static Map<String, String> renamedIn2167(String group) {
        Map<String, String> renamed = new HashMap<>();
        FROM_2167.getOrDefault(group, Map.of()).forEach((name2167, name) -> renamed.put(name, name2167));
        return renamed;
    }

    private static List<String> accepted(String group) {
        List<String> names = new ArrayList<>();
        List<String> renamed = new ArrayList<>();
        for (JsonNode item : GROUPS.path(group)) {
            names.add(item.path("name").asText());
            if (item.hasNonNull("openapi_2167")) {
                renamed.add(item.get("openapi_2167").asText());
            }
        }
        names.addAll(renamed);
        return List.copyOf(names);
    }

    private static Map<String, Map<String, String>> renamings() {
        Map<String, Map<String, String>> all = new HashMap<>();
        GROUPS.fields().forEachRemaining(group -> {
            Map<String, String> names = new HashMap<>();
            for (JsonNode item : group.getValue()) {
                if (item.hasNonNull("openapi_2167")) {
                    names.put(item.get("openapi_2167").asText(), item.path("name").asText());
                }
            }
            all.put(group.getKey(), Map.copyOf(names));
        });
        return Map.copyOf(all);
    }

    private static JsonNode read() {
        try (InputStream in = FieldCatalog.class.getResourceAsStream(LIST)) {
            if (in == null) {
                throw new IllegalStateException("Missing " + LIST);
            }
            return Json.MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the v2 field list " + LIST, e);
        }
    }
}
