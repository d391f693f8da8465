package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import java.util.List;
import java.util.Set;

/**
 * Renders a world object with its default fields and the requested ones, nothing else. A field
 * an object does not have (a post without media has no {@code attachments}) is left out, as X does.
 */
final class ObjectRenderer {

    private final FieldSelection selection;
    private final FieldAccess access;
    private final String section;

    /** {@code section} is "data" or "includes": where denied fields are reported. */
    ObjectRenderer(FieldSelection selection, FieldAccess access, String section) {
        this.selection = selection;
        this.access = access;
        this.section = section;
    }

    ObjectNode post(V2Post post) {
        ObjectNode out = pick(post.json(), FieldCatalog.TWEET_DEFAULTS, selection.tweetFields());
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
        return pick(user.json(), FieldCatalog.USER_DEFAULTS, selection.userFields());
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
