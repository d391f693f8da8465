package dev.starling.core.query.answer;

import dev.starling.core.query.compose.Endpoint;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Counts the references of an answer's posts or users that resolve neither from the response nor
 * from the cache, reading the ids straight from the parser: no post becomes a tree (making 20,000 of
 * them to read a few ids each was most of the garbage of preparing an answer, ADR 30). Reads the
 * same members {@link IncludesJoiner} joins, the way its {@code path(...)} calls do.
 */
final class UnresolvedCount {

    /** Where a reference resolves. */
    interface Lookup {
        boolean resolves(IncludesJoiner.Kind kind, String key);

        /** A post found in the response or the cache, or null. */
        JsonNode post(String id);
    }

    private final Lookup lookup;
    private long missing;

    private UnresolvedCount(Lookup lookup) {
        this.lookup = lookup;
    }

    static long of(AnswerItems data, Endpoint.Primary primary, Lookup lookup) {
        UnresolvedCount count = new UnresolvedCount(lookup);
        try {
            data.readEach((index, parser) -> {
                if (primary == Endpoint.Primary.USERS) {
                    count.user(parser);
                } else {
                    count.post(parser);
                }
            });
        } catch (IOException indexedSoReadable) {
            throw new UncheckedIOException(indexedSoReadable);
        }
        return count.missing;
    }

    private void post(JsonParser parser) throws IOException {
        members(parser, (name, value) -> {
            switch (name) {
                case "author_id" -> textual(parser, IncludesJoiner.Kind.USER);
                case "attachments" -> attachments(parser);
                case "geo" -> member(parser, "place_id", IncludesJoiner.Kind.PLACE);
                case "referenced_tweets" -> {
                    if (value.isStructStart()) {
                        while (next(parser, value)) {
                            reference(parser);
                        }
                    }
                }
                default -> parser.skipChildren();
            }
        });
    }

    private void user(JsonParser parser) throws IOException {
        members(parser, (name, value) -> {
            if (name.equals("pinned_tweet_id") || name.equals("most_recent_tweet_id")) {
                textual(parser, IncludesJoiner.Kind.POST);
            } else {
                parser.skipChildren();
            }
        });
    }

    /** {@code attachments.media_keys[]} and {@code attachments.poll_ids[]}: every entry is looked up, as text. */
    private void attachments(JsonParser parser) throws IOException {
        members(parser, (name, list) -> {
            IncludesJoiner.Kind kind = name.equals("media_keys") ? IncludesJoiner.Kind.MEDIA
                    : name.equals("poll_ids") ? IncludesJoiner.Kind.POLL : null;
            if (kind == null || !list.isStructStart()) {
                parser.skipChildren();
                return;
            }
            while (next(parser, list)) {
                count(kind, asText(parser));
            }
        });
    }

    /** A referenced post: missing, or found and its author missing. */
    private void reference(JsonParser parser) throws IOException {
        String id = text(parser, "id");
        if (id == null) {
            return;
        }
        JsonNode referenced = lookup.post(id);
        if (referenced == null) {
            missing++;
        } else if (referenced.path("author_id").isTextual()) {
            count(IncludesJoiner.Kind.USER, referenced.path("author_id").asText());
        }
    }

    /** The object's member {@code name} when it is text. */
    private void member(JsonParser parser, String name, IncludesJoiner.Kind kind) throws IOException {
        String key = text(parser, name);
        if (key != null) {
            count(kind, key);
        }
    }

    /** The object's member {@code name} when it is text (the last one, as a tree keeps it), else null. */
    private static String text(JsonParser parser, String name) throws IOException {
        String[] found = {null};
        members(parser, (member, value) -> {
            if (member.equals(name)) {
                found[0] = value == JsonToken.VALUE_STRING ? parser.getText() : null;
            }
            parser.skipChildren();
        });
        return found[0];
    }

    /** What reads one member's value; it leaves the parser at the value's last token. */
    private interface MemberReader {
        void read(String name, JsonToken value) throws IOException;
    }

    /** Each member of the object the parser is at, or nothing (the value skipped) when it is not an object. */
    private static void members(JsonParser parser, MemberReader reader) throws IOException {
        if (parser.currentToken() != JsonToken.START_OBJECT) {
            parser.skipChildren();
            return;
        }
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            reader.read(name, parser.nextToken());
        }
    }

    private void textual(JsonParser parser, IncludesJoiner.Kind kind) throws IOException {
        if (parser.currentToken() == JsonToken.VALUE_STRING) {
            count(kind, parser.getText());
        } else {
            parser.skipChildren();
        }
    }

    private void count(IncludesJoiner.Kind kind, String key) {
        if (!lookup.resolves(kind, key)) {
            missing++;
        }
    }

    /** The next entry of an array, or the next member's value of an object (what iterating a node gives). */
    private static boolean next(JsonParser parser, JsonToken container) throws IOException {
        JsonToken token = parser.nextToken();
        if (container == JsonToken.START_OBJECT && token == JsonToken.FIELD_NAME) {
            token = parser.nextToken();
        }
        return token != JsonToken.END_ARRAY && token != JsonToken.END_OBJECT;
    }

    /** What {@code JsonNode.asText()} gives for the value: "" for an object or array. */
    private static String asText(JsonParser parser) throws IOException {
        if (parser.currentToken().isStructStart()) {
            parser.skipChildren();
            return "";
        }
        return parser.currentToken() == JsonToken.VALUE_NULL ? "null" : parser.getText();
    }
}
