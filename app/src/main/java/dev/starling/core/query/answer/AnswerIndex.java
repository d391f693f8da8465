package dev.starling.core.query.answer;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A JSON answer kept as its bytes and an index of where its parts are, found with the streaming
 * parser and no tree: each item of {@code data} (or the one object it is), of each
 * {@code includes.<kind>} and of any other array at the top. {@link #tree()} is the answer as a
 * {@link JsonNode} whose top arrays ({@code data}, {@code errors}, each includes kind) make their
 * items when asked for: the other top members ({@code meta}, a problem's title) are small and made
 * at once. What the prepared answer keeps alive is a few hundred objects, not a million (ADR 30).
 */
public final class AnswerIndex {

    private static final String INCLUDES = "includes";

    private final byte[] body;
    private final JsonNode tree;
    private final AnswerItems data;
    private final Map<String, AnswerItems> includes;
    private final boolean empty;

    private AnswerIndex(byte[] body, JsonNode tree, AnswerItems data, Map<String, AnswerItems> includes, boolean empty) {
        this.body = body;
        this.tree = tree;
        this.data = data;
        this.includes = includes;
        this.empty = empty;
    }

    /**
     * Indexes a UTF-8 JSON answer; an empty one (no value at all) is an empty object.
     *
     * @throws IOException when the body is not JSON
     */
    public static AnswerIndex of(byte[] body) throws IOException {
        try (JsonParser parser = AnswerItems.PARSERS.createParser(body)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                return new AnswerIndex(body, CompactNodes.FACTORY.objectNode(), AnswerItems.empty(body), Map.of(), true);
            }
            if (parser.currentTokenLocation().getByteOffset() < 0) {
                // Not UTF-8 (JSON may come as UTF-16 or 32): indexed as the same JSON written in UTF-8.
                return of(AnswerItems.NODES.writeValueAsBytes(AnswerItems.NODES.readTree(body)));
            }
            if (first == JsonToken.START_OBJECT) {
                return object(parser, body);
            }
            if (first == JsonToken.START_ARRAY) {
                AnswerItems items = AnswerItems.scanArray(parser, body, "id");
                return new AnswerIndex(body, new ItemArrayNode(items), AnswerItems.empty(body),
                        Map.of(), false);
            }
            return new AnswerIndex(body, AnswerItems.NODES.readTree(body), AnswerItems.empty(body), Map.of(), false);
        }
    }

    /** A body that is not JSON: an empty object, no items. */
    static AnswerIndex notJson(byte[] body) {
        return new AnswerIndex(body, CompactNodes.FACTORY.objectNode(), AnswerItems.empty(body), Map.of(), true);
    }

    /** The index of a tree's JSON (for callers that hold a tree, such as tests). */
    private static AnswerIndex object(JsonParser parser, byte[] body) throws IOException {
        ObjectNode root = CompactNodes.FACTORY.objectNode();
        AnswerItems data = AnswerItems.empty(body);
        Map<String, AnswerItems> includes = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken value = parser.nextToken();
            if (value == JsonToken.START_ARRAY) {
                AnswerItems items = AnswerItems.scanArray(parser, body, "id");
                data = name.equals("data") ? items : data;
                root.set(name, new ItemArrayNode(items));
            } else if (value == JsonToken.START_OBJECT && name.equals(INCLUDES)) {
                root.set(name, includes(parser, body, includes));
            } else {
                int start = AnswerItems.offset(parser.currentTokenLocation().getByteOffset());
                if (value == JsonToken.START_OBJECT && name.equals("data")) {
                    data = AnswerItems.scanOne(parser, body, "id");
                } else {
                    data = name.equals("data") ? AnswerItems.empty(body) : data;
                    AnswerItems.skipValue(parser);
                }
                int end = AnswerItems.offset(parser.currentLocation().getByteOffset());
                root.set(name, AnswerItems.NODES.readTree(body, start, end - start));
            }
        }
        return new AnswerIndex(body, root, data, includes, false);
    }

    /** {@code includes}: each array (users, tweets, media, polls, places, ...) indexed, anything else made. */
    private static ObjectNode includes(JsonParser parser, byte[] body, Map<String, AnswerItems> kinds) throws IOException {
        ObjectNode node = CompactNodes.FACTORY.objectNode();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String kind = parser.currentName();
            JsonToken value = parser.nextToken();
            if (value == JsonToken.START_ARRAY) {
                AnswerItems items = AnswerItems.scanArray(parser, body, kind.equals("media") ? "media_key" : "id");
                kinds.put(kind, items);
                node.set(kind, new ItemArrayNode(items));
            } else {
                int start = AnswerItems.offset(parser.currentTokenLocation().getByteOffset());
                AnswerItems.skipValue(parser);
                int end = AnswerItems.offset(parser.currentLocation().getByteOffset());
                node.set(kind, AnswerItems.NODES.readTree(body, start, end - start));
            }
        }
        return node;
    }

    /** The answer as a tree whose top arrays make their items on demand (see the class comment). */
    public JsonNode tree() {
        return tree;
    }

    /** The items of {@code data}: its elements, or the one object it is; none when it is neither. */
    public AnswerItems data() {
        return data;
    }

    /** The items of {@code includes.<kind>}; none when the answer has no such array. */
    public AnswerItems includes(String kind) {
        AnswerItems items = includes.get(kind);
        return items != null ? items : AnswerItems.empty(body);
    }

    /**
     * Writes the answer through a generator from its bytes, without a tree (Raw's pretty text); an
     * empty answer as an empty object.
     */
    public void copyTo(JsonGenerator generator) throws IOException {
        if (empty) {
            generator.writeStartObject();
            generator.writeEndObject();
            return;
        }
        try (JsonParser parser = AnswerItems.PARSERS.createParser(body)) {
            parser.nextToken();
            generator.copyCurrentStructure(parser);
        }
    }
}
