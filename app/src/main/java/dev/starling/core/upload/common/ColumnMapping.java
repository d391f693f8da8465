package dev.starling.core.upload.common;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Which columns hold which identifier type. Columns are 0-based inside, 1-based in text
 * ({@code email=2}) because that is how users count columns.
 */
public record ColumnMapping(List<Column> columns) {

    public record Column(int index, IdentifierType type) {
    }

    public ColumnMapping {
        columns = List.copyOf(columns);
        if (columns.isEmpty()) {
            throw UploadException.of("upload.problem.noColumn");
        }
    }

    /** Parses overrides such as {@code email=2}, {@code phone_number=3}. */
    public static ColumnMapping parse(List<String> assignments) {
        List<Column> columns = new ArrayList<>();
        for (String assignment : assignments) {
            int equals = assignment.indexOf('=');
            if (equals <= 0) {
                throw UploadException.of("upload.problem.mappingShape", assignment);
            }
            IdentifierType type;
            try {
                type = IdentifierType.fromKey(assignment.substring(0, equals));
            } catch (IllegalArgumentException e) {
                throw UploadException.of("upload.problem.mappingType", assignment.substring(0, equals));
            }
            int column;
            try {
                column = Integer.parseInt(assignment.substring(equals + 1).strip());
            } catch (NumberFormatException e) {
                column = 0;
            }
            if (column < 1) {
                throw UploadException.of("upload.problem.mappingColumn", assignment);
            }
            columns.add(new Column(column - 1, type));
        }
        return new ColumnMapping(columns);
    }

    /** Checks every mapped column exists in a file of {@code columnCount} columns. */
    public void validateAgainst(int columnCount) {
        for (Column column : columns) {
            if (column.index() >= columnCount) {
                throw UploadException.of("upload.problem.noSuchColumn", String.valueOf(column.index() + 1),
                        column.type().key(), columnCount);
            }
        }
    }

    public Map<IdentifierType, Integer> countByType() {
        Map<IdentifierType, Integer> counts = new EnumMap<>(IdentifierType.class);
        columns.forEach(column -> counts.merge(column.type(), 1, Integer::sum));
        return Collections.unmodifiableMap(counts);
    }

    /** Text form, e.g. {@code email=1,phone_number=3}; stored in the journal. */
    public String describe() {
        StringBuilder text = new StringBuilder();
        for (Column column : columns) {
            if (text.length() > 0) {
                text.append(',');
            }
            text.append(column.type().key()).append('=').append(column.index() + 1);
        }
        return text.toString();
    }

    public boolean onlyEmailAndPhone() {
        return columns.stream().allMatch(c -> c.type() == IdentifierType.EMAIL || c.type() == IdentifierType.PHONE_NUMBER);
    }
}
