package dev.starling.sandbox.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;

/** The sandbox's one JSON mapper. */
public final class Json {

    public static final ObjectMapper MAPPER = new ObjectMapper()
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);

    private Json() {
    }

    public static byte[] bytes(Object value) {
        try {
            return MAPPER.writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot serialise a sandbox response", e);
        }
    }

    public static JsonNode parse(byte[] body) throws IOException {
        return MAPPER.readTree(body);
    }

    /** A request body as JSON where a missing or unreadable body means "nothing asked": {@code {}} (the admin routes). */
    public static JsonNode lenient(SandboxRequest request) {
        try {
            JsonNode body = request.body().length == 0 ? null : parse(request.body());
            return body == null ? object() : body;
        } catch (IOException e) {
            return object();
        }
    }

    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    public static ArrayNode array() {
        return MAPPER.createArrayNode();
    }
}
