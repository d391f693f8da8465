package dev.starling.core.query.answer;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A reference from a post or user to another object, and where the object was found: in this
 * response's {@code includes}, in the local cache (from an earlier response), or nowhere.
 */
public record Resolved(String key, JsonNode value, Source source) {

    public enum Source { RESPONSE, CACHE, MISSING }

    public static Resolved missing(String key) {
        return new Resolved(key, null, Source.MISSING);
    }

    public boolean isResolved() {
        return source != Source.MISSING;
    }

    /** A text member of the object, or "" when unresolved or absent. */
    public String text(String member) {
        return value == null ? "" : value.path(member).asText("");
    }
}
