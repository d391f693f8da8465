package dev.starling.core.query.answer;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class Utf8JsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The answer's parser events copied as UTF-8 bytes, the way Raw's lines are written. */
    private static String written(String json, boolean pretty) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonParser parser = JSON.getFactory().createParser(json.getBytes(StandardCharsets.UTF_8));
             JsonGenerator generator = Utf8Json.generator(out)) {
            if (pretty) {
                generator.useDefaultPrettyPrinter();
            }
            parser.nextToken();
            generator.copyCurrentStructure(parser);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void copiedEventsAreWhatJacksonsOwnSerializerWritesOfTheTree() throws Exception {
        for (String json : List.of("{}", "[]", "null", "\"a\"", "12", "{\"a\":[],\"b\":{},\"c\":[{}]}",
                "{\"n\":[0,-1,2147483648,-9223372036854775809,123456789012345678901234567890,1.5,-0.0,1e300,2.5E-8],"
                        + "\"s\":\"é ✓ 𝄞 🎉 \\uD83C\\uDF89 \\\"q\\\" \\n \\u0001 <&>\",\"t\":true,\"f\":false,\"z\":null}",
                "{\"data\":[{\"id\":\"1\",\"public_metrics\":{\"like_count\":3},\"entities\":{\"urls\":[{\"start\":0}]}}]}")) {
            JsonNode node = JSON.readTree(json);
            assertThat(written(json, false)).as(json).isEqualTo(JSON.writeValueAsString(node));
            assertThat(written(json, true)).as(json).isEqualTo(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(node));
        }
    }
}
