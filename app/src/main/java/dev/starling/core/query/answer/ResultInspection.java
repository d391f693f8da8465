package dev.starling.core.query.answer;

import dev.starling.core.query.compose.Endpoint;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Phrasebook;
import java.io.IOException;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.RandomAccess;

/**
 * Everything the Inspector tabs show, computed once off the FX thread: the Data table, the
 * includes with counts, the joined view, readable errors and the headers that matter. Data cells
 * hold whole values (a 900-character URL is not cut; the table shows it on demand) and post text
 * with X's HTML escapes undone; {@link #json()} is the payload as sent. The answer is kept as its
 * bytes and an index ({@link #answer()}): rows, includes and joined posts are made when a view asks
 * for them, so what stays alive is a few hundred objects rather than the answer's tree (ADR 30).
 * {@link #errors()} are X's own explanations, as bundle text framing X's words; {@link #notJson()} says, as
 * bundle text, that the body could not be read as JSON (null when it could).
 */
public record ResultInspection(QueryResult result, AnswerIndex answer, List<String> columns, List<List<String>> rows,
                               JoinedResponse joined, List<BundleText> errors, List<Map.Entry<String, String>> headers,
                               ObjectTable data, Map<String, ObjectTable> includeTables, TextLines prettyLines,
                               BundleText notJson) {

    private static final List<String> INCLUDE_KINDS = List.of("users", "tweets", "media", "polls", "places");
    /** The members of X's problem types that say which thing went wrong, in the order a line names them. */
    private static final List<String> PROBLEM_DETAILS = List.of("resource_type", "resource_id", "parameter", "value",
            "field", "section", "reason", "client_id", "required_enrollment", "registration_url", "period", "scope",
            "disconnect_type", "connection_issue", "id");
    /** Every member {@link #problemLine} reads. */
    private static final List<String> PROBLEM_LINE_MEMBERS = java.util.stream.Stream.concat(
            java.util.stream.Stream.of("title", "detail", "type"), PROBLEM_DETAILS.stream()).toList();

    public static ResultInspection of(QueryResult result, Endpoint.Primary primary, IncludesJoiner joiner) {
        AnswerIndex answer;
        TextLines lines;
        List<BundleText> errors = new ArrayList<>();
        BundleText notJson = null;
        try {
            answer = AnswerIndex.of(result.body());
            lines = prettyLines(answer);
        } catch (IOException | java.io.UncheckedIOException | IllegalStateException unreadable) {
            answer = AnswerIndex.notJson(result.body());
            lines = TextLines.of(result.body());
            notJson = BundleText.of("query.inspect.notJson", result.body().length);
        }
        ObjectTable table = new ObjectTable(answer.data().columns(), answer.data());
        List<String> columns = table.columns();
        Map<String, ObjectTable> includeTables = new LinkedHashMap<>();
        for (String kind : INCLUDE_KINDS) {
            AnswerItems objects = answer.includes(kind);
            includeTables.put(kind, new ObjectTable(objects.columns(), objects));
        }
        errors.addAll(describeErrors(answer.tree(), result.status()));
        JoinedResponse joined = joiner.join(answer, primary);
        return new ResultInspection(result, answer, columns, new CellRows(table.rows(), columns), joined,
                errors, headers(result), table, includeTables, lines, notJson);
    }

    /**
     * The answer as a tree for Raw and search: its top arrays ({@code data}, each includes kind) make
     * an item when it is asked for and do not keep it.
     */
    public JsonNode json() {
        return answer.tree();
    }

    /**
     * The body indented, one entry per line, for Raw's text view (a list of lines scrolls smoothly at
     * any size), copied from the parser's events into compact lines: no tree, no pretty String of the
     * whole answer, no String per line.
     */
    private static TextLines prettyLines(AnswerIndex answer) throws IOException {
        TextLines.Sink lines = TextLines.sink();
        try (JsonGenerator generator = Utf8Json.generator(lines)) {
            generator.useDefaultPrettyPrinter();
            answer.copyTo(generator);
        }
        return lines.lines();
    }

    /**
     * The Data table's cells as text, made when a row is read rather than copied up front (a 10 MB
     * answer's copy was 160,000 Strings of garbage for a count). Post text has X's escapes undone.
     */
    private static final class CellRows extends AbstractList<List<String>> implements RandomAccess {
        private final List<JsonNode> items;
        private final List<String> columns;

        CellRows(List<JsonNode> items, List<String> columns) {
            this.items = items;
            this.columns = columns;
        }

        @Override
        public List<String> get(int index) {
            JsonNode item = items.get(index);
            List<String> row = new ArrayList<>(columns.size());
            for (String column : columns) {
                String cell = cell(item.get(column));
                row.add("text".equals(column) ? XText.unescape(cell) : cell);
            }
            return row;
        }

        @Override
        public int size() {
            return items.size();
        }
    }

    /**
     * Partial errors, problems and {code, message} errors in plain lines (X's words in the bundle's frame), each
     * naming what went wrong with every detail X sent. A problem whose {@code errors[]} entries carry the details
     * (value, resource id, ...) gives one line per entry, the entry's members over the problem's.
     */
    static List<BundleText> describeErrors(JsonNode json, int status) {
        List<BundleText> lines = new ArrayList<>();
        boolean topProblem = json.has("title") && json.has("type");
        List<JsonNode> nested = new ArrayList<>();
        json.path("errors").forEach(nested::add);
        boolean detailsInside = topProblem && !nested.isEmpty() && nested.stream().allMatch(ResultInspection::isDetails);
        if (topProblem && !detailsInside) {
            lines.add(problemLine(json));
        }
        for (JsonNode error : nested) {
            if (detailsInside) {
                // The problem's own members a line names (not a copy of the whole answer), the entry's over them.
                ObjectNode merged = JsonNodeFactory.instance.objectNode();
                for (String member : PROBLEM_LINE_MEMBERS) {
                    if (json.has(member)) {
                        merged.set(member, json.get(member));
                    }
                }
                merged.setAll((ObjectNode) error);
                lines.add(problemLine(merged));
            } else if (error.has("parameters")) {
                lines.add(BundleText.of("query.error.invalidRequest", error.path("message").asText(),
                        error.path("parameters").toString()));
            } else if (error.has("title") || error.has("type")) {
                lines.add(problemLine(error));
            } else {
                lines.add(errorLine(error));
            }
        }
        if (!topProblem && nested.isEmpty() && json.path("message").isTextual()) {
            lines.add(BundleText.of("query.error.message", json.path("message").asText()));
        }
        if (lines.isEmpty() && status >= 400) {
            lines.add(BundleText.of("query.error.noDetails", String.valueOf(status)));
        }
        return lines;
    }

    /** An errors[] entry that only adds details to its problem (no title, type, code or message of its own). */
    private static boolean isDetails(JsonNode error) {
        return error.isObject() && !error.has("title") && !error.has("type") && !error.has("code")
                && !error.has("message") && !error.has("parameters");
    }

    /** A {code, message} error of v1.1 or the Ads API; either may be missing, and a parameter may be named. */
    private static BundleText errorLine(JsonNode error) {
        String code = error.path("code").isValueNode() ? error.path("code").asText("") : "";
        String message = error.path("message").asText("");
        BundleText parameter = error.path("parameter").isTextual()
                ? BundleText.of("query.error.parameter", error.path("parameter").asText()) : BundleText.of("api.error.none");
        if (code.isEmpty() && message.isEmpty()) {
            // Nothing to name it by: the entry as X sent it, after the parameter.
            return BundleText.of("query.error.uncoded", parameter, BundleText.of("api.error.detail", error.toString()));
        }
        BundleText said = message.isEmpty() ? BundleText.of("api.error.none") : BundleText.of("api.error.detail", message);
        return code.isEmpty() ? BundleText.of("query.error.uncoded", said, parameter)
                : BundleText.of("query.error.coded", code, said, parameter);
    }

    /** A problem's line: its title (X's, or ours when it has none), detail, the members naming what, its type. */
    private static BundleText problemLine(JsonNode problem) {
        StringBuilder line = new StringBuilder();
        String detail = problem.path("detail").asText("");
        if (!detail.isEmpty()) {
            line.append(": ").append(detail);
        }
        List<String> extras = new ArrayList<>();
        for (String member : PROBLEM_DETAILS) {
            if (problem.hasNonNull(member)) {
                JsonNode value = problem.get(member);
                extras.add(member.replace('_', ' ') + " " + (value.isValueNode() ? value.asText() : value.toString()));
            }
        }
        if (!extras.isEmpty()) {
            line.append(" (").append(String.join(", ", extras)).append(")");
        }
        String type = problem.path("type").asText("");
        if (!type.isEmpty() && !"about:blank".equals(type)) {
            line.append(" [").append(type.substring(type.lastIndexOf('/') + 1)).append("]");
        }
        return problem.hasNonNull("title") ? BundleText.of("api.error.said", problem.path("title").asText() + line)
                : BundleText.of("query.error.untitled", line.toString());
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
        return value.isValueNode() ? value.asText() : value.toString();
    }

    /** The body pretty-printed for Raw's copy action. */
    public String prettyJson() {
        return prettyLines.text();
    }

    /** Every line the Errors tab lists: that the body is not JSON, worded by {@code phrasebook}, then X's. */
    public List<String> errorLines(Phrasebook phrasebook) {
        List<String> lines = new ArrayList<>(errors.size() + 1);
        if (notJson != null) {
            lines.add(notJson.render(phrasebook));
        }
        errors.forEach(error -> lines.add(error.render(phrasebook)));
        return lines;
    }

    public int errorCount() {
        return errors.size() + (notJson == null ? 0 : 1);
    }

    public int includeCount() {
        return includeTables.values().stream().mapToInt(table -> table.rows().size()).sum();
    }
}
