package dev.starling.core.query.answer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * How Raw's lines are written: UTF-8 bytes straight into a stream, an emoji as
 * its four bytes (as a String written out would be) rather than two escapes.
 */
final class Utf8Json {

    private static final JsonFactory UTF8 = JsonFactory.builder()
            .enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8).build();

    private Utf8Json() {
    }

    /** A generator of UTF-8 JSON into {@code out}, compact until a pretty printer is set. */
    static JsonGenerator generator(OutputStream out) {
        try {
            return UTF8.createGenerator(out);
        } catch (IOException cannotHappen) {
            throw new UncheckedIOException(cannotHappen);
        }
    }
}
