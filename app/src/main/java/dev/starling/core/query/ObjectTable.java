package dev.starling.core.query;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Objects of one kind as a table: one row per object, one column per member any of them has, id
 * first when they have one. Cells keep the JSON value (nested objects stay objects), so the window
 * can show them expandable rather than as JSON text. Rows that are an answer's {@link AnswerItems}
 * are kept as they are (made when read), not copied.
 */
public record ObjectTable(List<String> columns, List<JsonNode> rows) {

    public ObjectTable {
        columns = List.copyOf(columns);
        rows = rows instanceof AnswerItems ? rows : List.copyOf(rows);
    }

    public static ObjectTable of(List<JsonNode> objects) {
        // id first when the objects have one (the stream link answers {"provisioned": true}).
        Set<String> columns = new LinkedHashSet<>();
        if (objects.stream().anyMatch(item -> item.has("id"))) {
            columns.add("id");
        }
        // forEachEntry walks the members without an iterator per object (40,000 of them in a 10 MB answer).
        for (JsonNode item : objects) {
            if (item instanceof ObjectNode object) {
                object.forEachEntry((name, value) -> columns.add(name));
            }
        }
        return new ObjectTable(List.copyOf(columns), objects);
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }
}
