package dev.starling.core.query;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class TreeWriterTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Written as UTF-8 bytes, the way Raw and the cache write it. */
    private static String written(JsonNode node, boolean pretty) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator generator = TreeWriter.generator(out)) {
            if (pretty) {
                generator.useDefaultPrettyPrinter();
            }
            TreeWriter.write(generator, node);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void writesWhatJacksonsOwnSerializerWrites() throws Exception {
        for (String json : List.of("{}", "[]", "null", "\"a\"", "12", "{\"a\":[],\"b\":{},\"c\":[{}]}",
                "{\"n\":[0,-1,2147483648,-9223372036854775809,123456789012345678901234567890,1.5,-0.0,1e300,2.5E-8],"
                        + "\"s\":\"é ✓ 𝄞 🎉 \\uD83C\\uDF89 \\\"q\\\" \\n \\u0001 <&>\",\"t\":true,\"f\":false,\"z\":null}",
                "{\"data\":[{\"id\":\"1\",\"public_metrics\":{\"like_count\":3},\"entities\":{\"urls\":[{\"start\":0}]}}]}")) {
            for (ObjectMapper reader : List.of(JSON, new ObjectMapper().setNodeFactory(CompactNodes.FACTORY))) {
                JsonNode node = reader.readTree(json);
                assertThat(written(node, false)).as(json).isEqualTo(JSON.writeValueAsString(node));
                assertThat(written(node, true)).as(json).isEqualTo(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(node));
            }
        }
    }
}
