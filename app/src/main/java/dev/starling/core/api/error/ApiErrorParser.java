package dev.starling.core.api.error;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Turns a failure response into the matching {@link ApiError}, whatever shape the body has. */
public final class ApiErrorParser {

    private static final ObjectMapper JSON = new ObjectMapper();

    private ApiErrorParser() {
    }

    public static ApiError parse(int status, String reasonPhrase, byte[] body) {
        JsonNode root = readJson(body);
        if (root == null || !root.isObject()) {
            return new HttpFailure(status, reasonPhrase, plainText(body));
        }
        if (root.hasNonNull("type") || root.hasNonNull("title")) {
            return problem(root, status);
        }
        JsonNode errors = root.get("errors");
        if (errors != null && errors.isArray() && !errors.isEmpty()) {
            JsonNode first = errors.get(0);
            if (first.has("type") || first.has("title")) {
                return problem(first, status);
            }
            if (first.path("code").isTextual()) {
                return adsErrors(errors, status);
            }
            if (first.path("code").isNumber()) {
                return xErrors(errors, status);
            }
        }
        return new HttpFailure(status, reasonPhrase);
    }

    static Problem problem(JsonNode node, int fallbackStatus) {
        int status = node.path("status").isInt() ? node.get("status").asInt() : fallbackStatus;
        List<Problem.InvalidRequestError> errors = new ArrayList<>();
        for (JsonNode error : node.path("errors")) {
            Map<String, List<String>> parameters = new LinkedHashMap<>();
            error.path("parameters").fields().forEachRemaining(entry -> {
                List<String> values = new ArrayList<>();
                entry.getValue().forEach(value -> values.add(value.asText()));
                parameters.put(entry.getKey(), values);
            });
            errors.add(new Problem.InvalidRequestError(text(error, "message"), parameters));
        }
        return new Problem(status, text(node, "type"), text(node, "title"), text(node, "detail"),
                text(node, "resource_id"), text(node, "resource_type"), text(node, "parameter"), text(node, "value"),
                text(node, "section"), text(node, "field"), text(node, "reason"), text(node, "registration_url"),
                text(node, "period"), text(node, "scope"), text(node, "disconnect_type"),
                text(node, "connection_issue"), text(node, "id"), errors);
    }

    private static XErrors xErrors(JsonNode errors, int status) {
        List<XErrors.XError> list = new ArrayList<>();
        for (JsonNode error : errors) {
            list.add(new XErrors.XError(error.path("code").asInt(), text(error, "message")));
        }
        return new XErrors(status, list);
    }

    private static AdsErrors adsErrors(JsonNode errors, int status) {
        List<AdsErrors.AdsError> list = new ArrayList<>();
        for (JsonNode error : errors) {
            list.add(new AdsErrors.AdsError(text(error, "code"), text(error, "message"), text(error, "parameter")));
        }
        return new AdsErrors(status, list);
    }

    /** A short one-paragraph text body; markup and long bodies are left out of messages. */
    private static String plainText(byte[] body) {
        if (body == null || body.length == 0 || body.length > 300) {
            return null;
        }
        String text = new String(body, java.nio.charset.StandardCharsets.UTF_8).strip();
        return text.startsWith("<") || text.contains("=") && !text.contains(" ") ? null : text;
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : value.isValueNode() ? value.asText() : value.toString();
    }

    private static JsonNode readJson(byte[] body) {
        if (body == null || body.length == 0) {
            return null;
        }
        try {
            return JSON.readTree(body);
        } catch (IOException e) {
            return null;
        }
    }
}
