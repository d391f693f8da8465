package dev.starling.core.query;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * Writes a JSON tree through a generator as Jackson's own serializer does, but walks objects with
 * {@link ObjectNode#forEachEntry} instead of an entry set: Jackson's way makes an entry object per
 * member, a million of them for a 10 MB answer written once for Raw and once for the cache, all
 * garbage the collector had to deal with while the answer was being shown (ADR 29).
 */
final class TreeWriter {

    private static final ObjectMapper FALLBACK = new ObjectMapper();
    /** Writes an emoji as its four UTF-8 bytes, as a String written out would, not as two escapes. */
    private static final JsonFactory UTF8 = JsonFactory.builder()
            .enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8).build();

    private TreeWriter() {
    }

    /** A generator of UTF-8 JSON into {@code out}, compact until a pretty printer is set. */
    static JsonGenerator generator(OutputStream out) {
        try {
            return UTF8.createGenerator(out);
        } catch (IOException cannotHappen) {
            throw new UncheckedIOException(cannotHappen);
        }
    }

    static void write(JsonGenerator generator, JsonNode node) throws IOException {
        try {
            writeValue(generator, node);
        } catch (UncheckedIOException failure) {
            throw failure.getCause();
        }
    }

    private static void writeValue(JsonGenerator generator, JsonNode node) {
        try {
            switch (node.getNodeType()) {
                case OBJECT -> {
                    generator.writeStartObject(node, node.size());
                    ((ObjectNode) node).forEachEntry((name, value) -> {
                        try {
                            generator.writeFieldName(name);
                        } catch (IOException failure) {
                            throw new UncheckedIOException(failure);
                        }
                        writeValue(generator, value);
                    });
                    generator.writeEndObject();
                }
                case ARRAY -> {
                    generator.writeStartArray(node, node.size());
                    for (int i = 0; i < node.size(); i++) {
                        writeValue(generator, node.get(i));
                    }
                    generator.writeEndArray();
                }
                case STRING -> generator.writeString(node.textValue());
                case BOOLEAN -> generator.writeBoolean(node.booleanValue());
                case NULL -> generator.writeNull();
                case NUMBER -> writeNumber(generator, node);
                default -> FALLBACK.writeTree(generator, node); // binary, POJO: not in a parsed answer
            }
        } catch (IOException failure) {
            throw new UncheckedIOException(failure);
        }
    }

    private static void writeNumber(JsonGenerator generator, JsonNode node) throws IOException {
        switch (node.numberType()) {
            case INT -> generator.writeNumber(node.intValue());
            case LONG -> generator.writeNumber(node.longValue());
            case BIG_INTEGER -> generator.writeNumber(node.bigIntegerValue());
            case FLOAT -> generator.writeNumber(node.floatValue());
            case DOUBLE -> generator.writeNumber(node.doubleValue());
            default -> generator.writeNumber(node.decimalValue());
        }
    }
}
