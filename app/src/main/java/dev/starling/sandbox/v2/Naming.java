package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.SandboxRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Which description's names a request used, and so the names of its answer. The spec (and
 * OpenAPI 2.159) say {@code tweet.fields}, {@code includes.tweets}, {@code note_tweet},
 * {@code retweet_count}; X's OpenAPI 2.167, which X's own SDK is generated from, says
 * {@code post.fields}, {@code includes.posts}, {@code note_post}, {@code repost_count}. A request
 * with any name only 2.167 uses gets an answer in 2.167's names; every other request the spec's.
 */
enum Naming {
    SPEC,
    OPENAPI_2167;

    /** Members of a metrics object 2.167 renamed, per kind of object. */
    private static final Map<String, String> POST_METRICS = Map.of("retweet_count", "repost_count");
    private static final Map<String, String> USER_METRICS = Map.of("tweet_count", "post_count");
    private static final Map<String, String> POST_FIELDS = FieldCatalog.renamedIn2167("tweet.fields");
    private static final Map<String, String> USER_FIELDS = FieldCatalog.renamedIn2167("user.fields");

    static Naming of(SandboxRequest request) {
        if (request.query().containsKey("post.fields")) {
            return OPENAPI_2167;
        }
        for (String group : List.of("tweet.fields", "user.fields")) {
            if (uses2167Name(request, group, group)) {
                return OPENAPI_2167;
            }
        }
        if (uses2167Name(request, "expansions", "expansions.tweet")
                || uses2167Name(request, "expansions", "expansions.user")) {
            return OPENAPI_2167;
        }
        return values(request, "search_count.fields").contains("post_count") ? OPENAPI_2167 : SPEC;
    }

    /** A post as rendered under the spec's names, renamed in place for this naming. */
    ObjectNode post(ObjectNode post) {
        if (this == OPENAPI_2167) {
            rename(post, POST_FIELDS);
            rename(post.get("public_metrics"), POST_METRICS);
        }
        return post;
    }

    /** A user as rendered under the spec's names, renamed in place for this naming. */
    ObjectNode user(ObjectNode user) {
        if (this == OPENAPI_2167) {
            rename(user, USER_FIELDS);
            rename(user.get("public_metrics"), USER_METRICS);
        }
        return user;
    }

    /** The name of {@code includes}' array of posts. */
    String includedPosts() {
        return this == OPENAPI_2167 ? "posts" : "tweets";
    }

    /** A counts bucket's count, and (with {@code total_} before it) the sum in {@code meta}. */
    String postCount() {
        return this == OPENAPI_2167 ? "post_count" : "tweet_count";
    }

    private static boolean uses2167Name(SandboxRequest request, String parameter, String group) {
        return values(request, parameter).stream().anyMatch(value -> FieldCatalog.isName2167(group, value));
    }

    private static List<String> values(SandboxRequest request, String parameter) {
        List<String> values = new ArrayList<>();
        for (String raw : request.query().getOrDefault(parameter, List.of())) {
            for (String part : raw.split(",", -1)) {
                values.add(part.trim());
            }
        }
        return values;
    }

    /** Renames the object's fields in place, each renamed field keeping its place in the order. */
    private static void rename(JsonNode node, Map<String, String> renamed) {
        if (!(node instanceof ObjectNode object)) {
            return;
        }
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        if (names.stream().noneMatch(renamed::containsKey)) {
            return;
        }
        ObjectNode copy = object.deepCopy();
        object.removeAll();
        for (String name : names) {
            object.set(renamed.getOrDefault(name, name), copy.get(name));
        }
    }
}
