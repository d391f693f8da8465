package dev.starling.core.query.answer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.RandomAccess;
import java.util.Set;

/**
 * The items of one array of an answer ({@code data}, {@code includes.users}, ...) as where each
 * starts and ends in the answer's bytes; an item becomes a {@link JsonNode} when it is asked for,
 * and the last few made are kept for the view that asks again. Read-only. The answer's tree kept
 * whole was a million small objects, and a young collection's pause grows with what it has to copy
 * alive: while a 10 MB answer was prepared those pauses stopped the FX thread too (ADR 17).
 * Also knows, found while indexing, the members the items have (a table's columns) and each
 * item's key ({@code id}, or {@code media_key} for media).
 */
public final class AnswerItems extends AbstractList<JsonNode> implements RandomAccess {

    static final JsonFactory PARSERS = new JsonFactory();
    static final ObjectMapper NODES = new ObjectMapper(PARSERS).setNodeFactory(CompactNodes.FACTORY);
    /** Rows a view asks for again and again (a screen of table rows, with room to spare). */
    private static final int RECENT = 64;

    private final byte[] body;
    /** Where the array itself starts and ends, -1 when the items are one object that is not in an array. */
    private final int arrayStart;
    private final int arrayEnd;
    private final int[] starts;
    private final int[] ends;
    private final int size;
    private final List<String> columns;
    private final ItemKeys keys;
    private final List<JsonNode> made;

    private AnswerItems(byte[] body, int arrayStart, int arrayEnd, int[] starts, int[] ends, int size,
                        List<String> columns, ItemKeys keys) {
        this.body = body;
        this.arrayStart = arrayStart;
        this.arrayEnd = arrayEnd;
        this.starts = starts;
        this.ends = ends;
        this.size = size;
        this.columns = columns;
        this.keys = keys;
        this.made = RecentlyMade.list(size, RECENT, this::parse);
    }

    static AnswerItems empty(byte[] body) {
        return new AnswerItems(body, -1, -1, new int[0], new int[0], 0, List.of(), ItemKeys.none(body));
    }

    @Override
    public JsonNode get(int index) {
        return made.get(index);
    }

    @Override
    public int size() {
        return size;
    }

    /** Every member any item has, in the order met, {@code id} first when any item has one. */
    public List<String> columns() {
        return columns;
    }

    /** The item made afresh and not kept (for a pass over all items in the background). */
    JsonNode parse(int index) {
        try {
            return NODES.readTree(body, starts[index], ends[index] - starts[index]);
        } catch (IOException indexedSoReadable) {
            throw new UncheckedIOException(indexedSoReadable);
        }
    }

    /** The number of the (last) item whose key is {@code key}, or -1. */
    int find(String key) {
        return keys.find(key);
    }

    /** The item's key when it is a JSON string, else null. */
    public String key(int index) {
        return keys.text(index);
    }

    /** The item's JSON as it is in the answer (X sends it compact): a copy of its bytes, no parsing. */
    public byte[] bytes(int index) {
        return Arrays.copyOfRange(body, starts[index], ends[index]);
    }

    /** Reads one item from a parser at its first token; leaves the parser at its last. */
    interface ItemReader {
        void read(int index, JsonParser parser) throws IOException;
    }

    /**
     * Goes through every item with one parser (a parser made per item costs more than the item's
     * reading), without making trees: for passes over all items in the background.
     */
    void readEach(ItemReader reader) throws IOException {
        if (size == 0) {
            return;
        }
        if (arrayStart < 0) {
            for (int i = 0; i < size; i++) {
                try (JsonParser parser = PARSERS.createParser(body, starts[i], ends[i] - starts[i])) {
                    parser.nextToken();
                    reader.read(i, parser);
                }
            }
            return;
        }
        try (JsonParser parser = PARSERS.createParser(body, arrayStart, arrayEnd - arrayStart)) {
            parser.nextToken();
            for (int i = 0; i < size; i++) {
                parser.nextToken();
                reader.read(i, parser);
            }
        }
    }

    /**
     * Indexes the array the parser is at (its {@code START_ARRAY}), leaving the parser at its end;
     * each object item's key is its member {@code keyMember}.
     */
    static AnswerItems scanArray(JsonParser parser, byte[] body, String keyMember) throws IOException {
        Scan scan = new Scan(body, keyMember);
        int start = offset(parser.currentTokenLocation().getByteOffset());
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            scan.item(parser);
        }
        return scan.items(start, offset(parser.currentLocation().getByteOffset()));
    }

    /** One object (a {@code data} that is not an array) as items of one, the parser at its start. */
    static AnswerItems scanOne(JsonParser parser, byte[] body, String keyMember) throws IOException {
        Scan scan = new Scan(body, keyMember);
        scan.item(parser);
        return scan.items(-1, -1);
    }

    private static final class Scan {
        private final byte[] body;
        private final String keyMember;
        private final Set<String> names = new LinkedHashSet<>();
        private final ItemKeys.Builder keys = new ItemKeys.Builder();
        private boolean anyId;
        private int[] starts = new int[64];
        private int[] ends = new int[64];
        private int size;

        Scan(byte[] body, String keyMember) {
            this.body = body;
            this.keyMember = keyMember;
        }

        /** The item the parser is at, to its end. */
        void item(JsonParser parser) throws IOException {
            if (size == starts.length) {
                starts = Arrays.copyOf(starts, size * 2);
                ends = Arrays.copyOf(ends, size * 2);
            }
            starts[size] = offset(parser.currentTokenLocation().getByteOffset());
            if (parser.currentToken() == JsonToken.START_OBJECT) {
                members(parser);
            } else {
                skipValue(parser);
            }
            ends[size] = offset(parser.currentLocation().getByteOffset());
            size++;
        }

        private void members(JsonParser parser) throws IOException {
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String name = parser.currentName(); // canonical: the parser's symbol table, no copy
                names.add(name);
                anyId |= name.equals("id");
                JsonToken value = parser.nextToken();
                if (name.equals(keyMember) && value == JsonToken.VALUE_STRING) {
                    char[] text = parser.getTextCharacters();
                    int hash = 0;
                    for (int i = parser.getTextOffset(), end = i + parser.getTextLength(); i < end; i++) {
                        hash = 31 * hash + text[i]; // String.hashCode of the key, without the String
                    }
                    int start = offset(parser.currentTokenLocation().getByteOffset()) + 1;
                    keys.set(size, ItemKeys.TEXT, hash, start, offset(parser.currentLocation().getByteOffset()) - 1);
                } else if (name.equals(keyMember) && value == JsonToken.VALUE_NUMBER_INT) {
                    int start = offset(parser.currentTokenLocation().getByteOffset());
                    int end = offset(parser.currentLocation().getByteOffset());
                    keys.set(size, ItemKeys.NUMBER, parser.getText().hashCode(), start, end);
                } else {
                    skipValue(parser);
                }
            }
        }

        AnswerItems items(int arrayStart, int arrayEnd) {
            List<String> columns;
            if (anyId) {
                Set<String> idFirst = new LinkedHashSet<>();
                idFirst.add("id");
                idFirst.addAll(names);
                columns = List.copyOf(idFirst);
            } else {
                columns = List.copyOf(names);
            }
            return new AnswerItems(body, arrayStart, arrayEnd, Arrays.copyOf(starts, size), Arrays.copyOf(ends, size), size, columns,
                    keys.build(body, size));
        }
    }

    /** Moves the parser to the end of the value it is at (a container's end, a string read to its closing quote). */
    static void skipValue(JsonParser parser) throws IOException {
        if (parser.currentToken().isStructStart()) {
            parser.skipChildren();
        } else {
            parser.finishToken();
        }
    }

    static int offset(long byteOffset) {
        if (byteOffset < 0 || byteOffset > Integer.MAX_VALUE) {
            throw new IllegalStateException("no byte offset: the answer is not UTF-8 JSON");
        }
        return (int) byteOffset;
    }
}
