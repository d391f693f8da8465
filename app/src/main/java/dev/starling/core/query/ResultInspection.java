package dev.starling.core.query;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Everything the Inspector tabs show, computed once off the FX thread: the Data table, the
 * includes with counts, the joined view, readable errors and the headers that matter.
 */
public record ResultInspection(QueryResult result, JsonNode json, List<String> columns, List<List<String>> rows,
                               Map<String, List<JsonNode>> includes, JoinedResponse joined, List<String> errors,
                               List<Map.Entry<String, String>> headers) {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAX_CELL = 300;
    private static final List<String> INCLUDE_KINDS = List.of("users", "tweets", "media", "polls", "places");

    public static ResultInspection of(QueryResult result, Endpoint.Primary primary, IncludesJoiner joiner) {
        JsonNode json;
        List<String> errors = new ArrayList<>();
        try {
            json = JSON.readTree(result.body());
        } catch (IOException notJson) {
            json = null;
            errors.add("The response is not JSON (" + result.body().length + " bytes): see Raw.");
        }
        if (json == null || json.isMissingNode()) {
            json = JSON.createObjectNode();
        }
        List<JsonNode> items = new ArrayList<>();
        JsonNode data = json.path("data");
        if (data.isArray()) {
            data.forEach(items::add);
        } else if (data.isObject()) {
            items.add(data);
        }
        // id first when the objects have one (the stream link answers {"provisioned": true}).
        Set<String> columnSet = new LinkedHashSet<>();
        if (items.stream().anyMatch(item -> item.has("id"))) {
            columnSet.add("id");
        }
        items.forEach(item -> item.fieldNames().forEachRemaining(columnSet::add));
        List<String> columns = List.copyOf(columnSet);
        List<List<String>> rows = new ArrayList<>(items.size());
        for (JsonNode item : items) {
            List<String> row = new ArrayList<>(columns.size());
            for (String column : columns) {
                row.add(cell(item.get(column)));
            }
            rows.add(row);
        }
        Map<String, List<JsonNode>> includes = new LinkedHashMap<>();
        for (String kind : INCLUDE_KINDS) {
            List<JsonNode> objects = new ArrayList<>();
            json.path("includes").path(kind).forEach(objects::add);
            includes.put(kind, objects);
        }
        errors.addAll(describeErrors(json, result.status()));
        JoinedResponse joined = joiner.join(json, primary);
        return new ResultInspection(result, json, columns, rows, includes, joined, errors, headers(result));
    }

    /** Partial errors, problems and {code, message} errors in plain lines. */
    static List<String> describeErrors(JsonNode json, int status) {
        List<String> lines = new ArrayList<>();
        if (json.has("title") && json.has("type")) {
            lines.add(problemLine(json));
        }
        for (JsonNode error : json.path("errors")) {
            if (error.has("code") && error.has("message") && !error.has("title")) {
                lines.add("Error " + error.path("code").asText() + ": " + error.path("message").asText());
            } else if (error.has("parameters")) {
                lines.add("Invalid request: " + error.path("message").asText()
                        + " (parameters: " + error.path("parameters") + ")");
            } else {
                lines.add(problemLine(error));
            }
        }
        if (lines.isEmpty() && status >= 400) {
            lines.add("HTTP " + status + " with no error details in the body.");
        }
        return lines;
    }

    private static String problemLine(JsonNode problem) {
        StringBuilder line = new StringBuilder(problem.path("title").asText("Problem"));
        String detail = problem.path("detail").asText("");
        if (!detail.isEmpty()) {
            line.append(": ").append(detail);
        }
        List<String> extras = new ArrayList<>();
        for (String member : List.of("resource_type", "resource_id", "parameter", "value", "field", "section",
                "reason", "registration_url", "period", "scope", "disconnect_type", "connection_issue")) {
            if (problem.hasNonNull(member)) {
                extras.add(member.replace('_', ' ') + " " + problem.get(member).asText());
            }
        }
        if (!extras.isEmpty()) {
            line.append(" (").append(String.join(", ", extras)).append(")");
        }
        String type = problem.path("type").asText("");
        if (!type.isEmpty() && !"about:blank".equals(type)) {
            line.append(" [").append(type.substring(type.lastIndexOf('/') + 1)).append("]");
        }
        return line.toString();
    }

    private static List<Map.Entry<String, String>> headers(QueryResult result) {
        List<Map.Entry<String, String>> lines = new ArrayList<>();
        lines.add(Map.entry("status", Integer.toString(result.status())));
        lines.add(Map.entry("duration", result.durationMillis() + " ms"));
        lines.add(Map.entry("size", result.body().length + " bytes"));
        result.headers().entrySet().stream()
                .filter(entry -> entry.getKey() != null)
                .sorted(Map.Entry.comparingByKey())
                .forEach(entry -> lines.add(Map.entry(entry.getKey().toLowerCase(Locale.ROOT),
                        String.join(", ", entry.getValue()))));
        return lines;
    }

    private static String cell(JsonNode value) {
        if (value == null || value.isNull()) {
            return "";
        }
        String text = value.isValueNode() ? value.asText() : value.toString();
        return text.length() > MAX_CELL ? text.substring(0, MAX_CELL - 1) + "\u2026" : text;
    }

    /** The body pretty-printed for Raw's copy action. */
    public String prettyJson() {
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(json);
        } catch (IOException e) {
            return result.bodyText();
        }
    }

    public int includeCount() {
        return includes.values().stream().mapToInt(List::size).sum();
    }
}
