package dev.starling.core.query.answer;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Finds keys and values containing a text in a JSON document, returning paths (field names and
 * array indexes) so a view can open just the branches that lead to each match. An answer's tree
 * ({@link AnswerIndex#tree()}) is read item by item: reading a 10 MB answer takes far longer than a
 * frame, so callers run it in the background.
 */
public final class JsonSearch {

    public static final int MAX_MATCHES = 1000;

    private JsonSearch() {
    }

    /** Paths of matching nodes in document order; each element is a String key or an Integer index. */
    public static List<List<Object>> find(JsonNode root, String text) {
        String needle = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        List<List<Object>> matches = new ArrayList<>();
        if (!needle.isEmpty()) {
            walk(root, new ArrayList<>(), needle, matches);
        }
        return matches;
    }

    private static void walk(JsonNode node, List<Object> path, String needle, List<List<Object>> matches) {
        if (matches.size() >= MAX_MATCHES) {
            return;
        }
        if (node.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                path.add(field.getKey());
                if (field.getKey().toLowerCase(Locale.ROOT).contains(needle) || valueMatches(field.getValue(), needle)) {
                    matches.add(List.copyOf(path));
                }
                walk(field.getValue(), path, needle, matches);
                path.remove(path.size() - 1);
            }
        } else if (node.isArray()) {
            // An answer's array is read one item at a time, each made for the walk and dropped.
            AnswerItems items = node instanceof ItemArrayNode answerArray ? answerArray.items() : null;
            for (int i = 0; i < node.size(); i++) {
                JsonNode item = items != null ? items.parse(i) : node.get(i);
                path.add(i);
                if (valueMatches(item, needle)) {
                    matches.add(List.copyOf(path));
                }
                walk(item, path, needle, matches);
                path.remove(path.size() - 1);
            }
        }
    }

    private static boolean valueMatches(JsonNode value, String needle) {
        return value.isValueNode() && value.asText().toLowerCase(Locale.ROOT).contains(needle);
    }
}
