package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.List;
import java.util.Map;

/** The v2 envelope: {@code data}, {@code includes}, {@code errors}, {@code meta}, each only when present. */
final class ResponseBody {

    private ResponseBody() {
    }

    static SandboxResponse ok(JsonNode data, ObjectNode includes, List<Map<String, Object>> errors, ObjectNode meta) {
        ObjectNode body = Json.object();
        if (data != null && !(data.isArray() && data.isEmpty())) {
            body.set("data", data);
        }
        if (includes != null) {
            body.set("includes", includes);
        }
        if (errors != null && !errors.isEmpty()) {
            body.set("errors", Json.MAPPER.valueToTree(errors));
        }
        if (meta != null) {
            body.set("meta", meta);
        }
        return SandboxResponse.json(200, body);
    }
}
