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
            if (first.path("code").isNumber()) {
                return xErrors(errors, status);
            }
            if (first.path("code").isTextual() || first.hasNonNull("message")) {
                return adsErrors(errors, status);
            }
        }
        // Some answers carry only a message (or an OAuth 2 style error): keep the server's words.
        String said = firstText(root, "message", "error_description", "detail", "error");
        return new HttpFailure(status, reasonPhrase, said);
    }

    static Problem problem(JsonNode node, int fallbackStatus) {
        int status = node.path("status").isInt() ? node.get("status").asInt() : fallbackStatus;
        List<Problem.InvalidRequestError> errors = new ArrayList<>();
        // X puts a problem's details (value, resource_id, ...) in its errors[] entries as often as
        // on the problem itself: a member missing on the problem is taken from the first entry that has it.
        List<JsonNode> sources = new ArrayList<>();
        sources.add(node);
        node.path("errors").forEach(sources::add);
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
                member(sources, "resource_id"), member(sources, "resource_type"), member(sources, "parameter"),
                member(sources, "value"), member(sources, "section"), member(sources, "field"),
                member(sources, "reason"), member(sources, "registration_url"), member(sources, "period"),
                member(sources, "scope"), member(sources, "disconnect_type"), member(sources, "connection_issue"),
                member(sources, "id"), member(sources, "client_id"), member(sources, "required_enrollment"),
                errors);
    }

    private static String member(List<JsonNode> sources, String field) {
        for (JsonNode source : sources) {
            String value = text(source, field);
            if (value != null && !value.isBlank()) {
                return value;
            }
        }
        return null;
    }

    private static String firstText(JsonNode node, String... fields) {
        for (String field : fields) {
            JsonNode value = node.get(field);
            if (value != null && value.isTextual() && !value.asText().isBlank()) {
                return value.asText().strip();
            }
        }
        return null;
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
