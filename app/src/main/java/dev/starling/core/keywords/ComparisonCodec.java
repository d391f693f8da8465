package dev.starling.core.keywords;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.core.api.ads.KeywordGranularity;
import java.io.IOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/** Comparisons as JSON (the durable store's column and the requests export share the field names). */
final class ComparisonCodec {

    private static final ObjectMapper JSON = new ObjectMapper();

    private ComparisonCodec() {
    }

    static String encode(Comparison comparison) {
        ObjectNode root = JSON.createObjectNode();
        root.put("version", 1);
        ArrayNode series = root.putArray("series");
        for (KeywordTerms terms : comparison.series()) {
            ObjectNode one = series.addObject();
            terms.keywords().forEach(one.putArray("keywords")::add);
            terms.negativeKeywords().forEach(one.putArray("negative_keywords")::add);
        }
        root.put("granularity", comparison.granularity() == null ? null : comparison.granularity().name());
        root.put("start_time", comparison.start() == null ? null : comparison.start().toString());
        root.put("end_time", comparison.end() == null ? null : comparison.end().toString());
        root.put("location", comparison.location());
        return root.toString();
    }

    /** @throws IllegalArgumentException when the text is not an encoded comparison */
    static Comparison decode(String text) {
        try {
            JsonNode root = JSON.readTree(text);
            if (root == null || !root.path("series").isArray()) {
                throw new IllegalArgumentException("not a comparison");
            }
            List<KeywordTerms> series = new ArrayList<>();
            root.path("series").forEach(one -> series.add(new KeywordTerms(strings(one.path("keywords")),
                    strings(one.path("negative_keywords")))));
            String granularity = root.path("granularity").asText(null);
            return new Comparison(series, granularity == null ? null : KeywordGranularity.valueOf(granularity),
                    instant(root.path("start_time")), instant(root.path("end_time")), root.path("location").asText(null));
        } catch (IOException | DateTimeParseException e) {
            throw new IllegalArgumentException("not a comparison", e);
        }
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(value -> values.add(value.asText()));
        return values;
    }

    private static Instant instant(JsonNode value) {
        return value.isTextual() ? Instant.parse(value.asText()) : null;
    }
}
