package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import java.util.List;
import java.util.Set;

/**
 * Renders a world object with its default fields and the requested ones, nothing else. A field
 * an object does not have (a post without media has no {@code attachments}) is left out, as X does.
 *
 * @param section "data" or "includes": where denied fields are reported
 */
record ObjectRenderer(FieldSelection selection, FieldAccess access, String section) {

    ObjectNode post(V2Post post) {
        return selection.naming().post(spec(post));
    }

    /** The post by the spec's names. */
    private ObjectNode spec(V2Post post) {
        ObjectNode out = pick(post.json(), FieldCatalog.TWEET_DEFAULTS, selection.tweetFields());
        if (out.path("text").isTextual()) {
            out.put("text", htmlEscaped(out.path("text").asText()));
        }
        addExpansionSources(post.json(), out);
        for (String field : FieldAccess.PRIVATE_POST_FIELDS) {
            if (out.has(field) && !access.mayShow(post, field, section)) {
                out.remove(field);
            } else if (!out.has(field) && selection.tweetFields().contains(field)) {
                access.mayShow(post, field, section);
            }
        }
        return out;
    }

    ObjectNode user(V2User user) {
        ObjectNode out = pick(user.json(), FieldCatalog.USER_DEFAULTS, selection.userFields());
        for (String field : List.of("pinned_tweet_id", "most_recent_tweet_id")) {
            if (selection.expands(field) && user.json().has(field) && !out.has(field)) {
                out.set(field, user.json().get(field).deepCopy());
            }
        }
        if (selection.expands("affiliation.user_id") && user.json().has("affiliation") && !out.has("affiliation")) {
            out.set("affiliation", user.json().get("affiliation").deepCopy());
        }
        return selection.naming().user(out);
    }

    /**
     * As on X, an expansion brings the field that names the related objects even when
     * {@code tweet.fields} does not ask for it: {@code expansions=author_id} puts {@code author_id} on
     * each post, or no client could join the includes. Only the expanded keys are added.
     */
    private void addExpansionSources(ObjectNode full, ObjectNode out) {
        copyIfExpanded(full, out, "author_id", "author_id");
        copyIfExpanded(full, out, "in_reply_to_user_id", "in_reply_to_user_id");
        copyIfExpanded(full, out, "geo.place_id", "geo");
        for (String expansion : List.of("referenced_tweets.id", "referenced_tweets.id.author_id",
                "referenced_tweets.id.attachments.media_keys")) {
            copyIfExpanded(full, out, expansion, "referenced_tweets");
        }
        addPart(full, out, "attachments", "media_keys", "attachments.media_keys");
        addPart(full, out, "attachments", "poll_ids", "attachments.poll_ids");
        addPart(full, out, "entities", "mentions", "entities.mentions.username");
    }

    private void copyIfExpanded(ObjectNode full, ObjectNode out, String expansion, String field) {
        if (selection.expands(expansion) && full.has(field) && !out.has(field)) {
            out.set(field, full.get(field).deepCopy());
        }
    }

    private void addPart(ObjectNode full, ObjectNode out, String field, String member, String expansion) {
        if (!selection.expands(expansion) || !full.path(field).has(member)) {
            return;
        }
        if (selection.tweetFields().contains(field)) {
            return; // the whole object was requested and is already there
        }
        ObjectNode target = out.has(field) ? (ObjectNode) out.get(field) : out.putObject(field);
        target.set(member, full.get(field).get(member).deepCopy());
    }

    ObjectNode media(ObjectNode media) {
        return pick(media, FieldCatalog.MEDIA_DEFAULTS, selection.mediaFields());
    }

    ObjectNode poll(ObjectNode poll) {
        return pick(poll, FieldCatalog.POLL_DEFAULTS, selection.pollFields());
    }

    ObjectNode place(ObjectNode place) {
        return pick(place, FieldCatalog.PLACE_DEFAULTS, selection.placeFields());
    }

    /**
     * X sends a post's text with {@code &}, {@code <} and {@code >} HTML-escaped, while its entity
     * offsets still count code points of the unescaped text (the world keeps the unescaped text).
     */
    static String htmlEscaped(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static ObjectNode pick(ObjectNode full, List<String> defaults, Set<String> requested) {
        ObjectNode out = Json.object();
        // X's own order: the object's field order, whatever order the request named them in.
        full.fieldNames().forEachRemaining(name -> {
            if (defaults.contains(name) || requested.contains(name)) {
                out.set(name, full.get(name).deepCopy());
            }
        });
        return out;
    }
}
