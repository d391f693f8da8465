package dev.starling.core.keywords;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import de.siegmar.fastcsv.writer.CsvWriter;
import dev.starling.core.api.ads.KeywordInsightsClient;
import dev.starling.core.api.ads.VolumePoint;
import java.io.IOException;
import java.io.Writer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The series as CSV (a {@code time} column in ISO 8601 UTC, then one column per series headed by its
 * label, the exact volumes the API returned, an empty cell where a window is missing) and the
 * requests as JSON (each series and the API calls it took, with their status and fetch time).
 */
public final class KeywordExport {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private KeywordExport() {
    }

    public static void writeCsv(Writer out, List<SeriesResult> series) throws IOException {
        writeCsv(out, series, series.stream().map(result -> result.request().terms().label()).toList());
    }

    /**
     * The CSV with the columns headed by {@code names} (one per series, e.g. the legend's names after a
     * rename); names that repeat are told apart ("coffee", "coffee (2)").
     */
    public static void writeCsv(Writer out, List<SeriesResult> series, List<String> names) throws IOException {
        if (names.size() != series.size()) {
            throw new IllegalArgumentException("one name per series: " + names.size() + " names, " + series.size() + " series");
        }
        List<String> header = new ArrayList<>();
        header.add("time");
        header.addAll(distinct(names));
        Map<Instant, String[]> rows = new TreeMap<>();
        for (int column = 0; column < series.size(); column++) {
            for (VolumePoint point : series.get(column).points()) {
                String[] row = rows.computeIfAbsent(point.start(), time -> emptyRow(series.size()));
                row[column] = Long.toString(point.volume());
            }
        }
        CsvWriter csv = CsvWriter.builder().build(out);
        csv.writeRecord(header);
        rows.forEach((time, values) -> {
            List<String> record = new ArrayList<>(values.length + 1);
            record.add(time.toString());
            record.addAll(List.of(values));
            csv.writeRecord(record);
        });
        csv.flush();
    }

    public static void writeRequestsJson(Writer out, List<SeriesResult> series) throws IOException {
        ArrayNode root = JSON.createArrayNode();
        for (SeriesResult result : series) {
            KeywordRequest request = result.request();
            ObjectNode one = root.addObject();
            one.put("label", request.terms().label());
            request.keywords().forEach(one.putArray("keywords")::add);
            request.negativeKeywords().forEach(one.putArray("negative_keywords")::add);
            one.put("granularity", request.granularity().name());
            one.put("start_time", request.start().toString());
            one.put("end_time", request.end().toString());
            one.put("location", request.location());
            ArrayNode calls = one.putArray("calls");
            for (WindowResult window : result.windows()) {
                ObjectNode call = calls.addObject();
                call.put("method", "GET");
                call.put("path", KeywordInsightsClient.PATH);
                ObjectNode params = call.putObject("params");
                KeywordInsightsClient.queryOf(window.call()).forEach(params::put);
                call.put("status", window.status().name());
                call.put("fetched_at", window.fetchedAt() == null ? null : window.fetchedAt().toString());
                if (window.failure() != null) {
                    call.put("failure", window.failure().getMessage());
                }
            }
        }
        JSON.writeValue(new NonClosing(out), root);
    }

    /** Names made distinct ("coffee", "coffee (2)") so every column can be told apart. */
    static List<String> distinct(List<String> wanted) {
        List<String> names = new ArrayList<>();
        Set<String> used = new HashSet<>();
        for (String base : wanted) {
            String name = base;
            for (int n = 2; !used.add(name); n++) {
                name = base + " (" + n + ")";
            }
            names.add(name);
        }
        return names;
    }

    private static String[] emptyRow(int columns) {
        String[] row = new String[columns];
        java.util.Arrays.fill(row, "");
        return row;
    }

    /** Jackson closes the writer it is given; the caller owns it. */
    private static final class NonClosing extends java.io.FilterWriter {
        NonClosing(Writer out) {
            super(out);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
