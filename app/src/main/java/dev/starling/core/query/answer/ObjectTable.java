package dev.starling.core.query.answer;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * Objects of one kind as a table: one row per object, one column per member any of them has, id
 * first when they have one (found while the answer is indexed, {@link AnswerItems#columns()}).
 * Cells keep the JSON value (nested objects stay objects), so the window can show them expandable
 * rather than as JSON text. Rows that are an answer's {@link AnswerItems} are kept as they are (made
 * when read), not copied.
 */
public record ObjectTable(List<String> columns, List<JsonNode> rows) {

    public ObjectTable {
        columns = List.copyOf(columns);
        rows = rows instanceof AnswerItems ? rows : List.copyOf(rows);
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }
}
