package dev.starling.core.upload;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.journal.UploadJob;

/**
 * The figures of an upload, each under one name, in the order a person reads them: what the wizard's
 * preview, its result and {@code starling upload}'s summary all show, so the same figure has the same
 * name and value everywhere. The names are bundle keys ({@code figures.*}); the window and the command
 * line word them.
 *
 * <ul>
 *   <li>rows read: the file's data rows;</li>
 *   <li>people: rows with at least one valid identifier (one operation each: X matches each to one user);</li>
 *   <li>identifiers sent, per type: the valid values (a row may hold an email and a phone number);</li>
 *   <li>rows rejected: rows with no valid identifier, of which nothing is sent;</li>
 *   <li>duplicate rows: rows repeating an identifier of an earlier row (sent again; X counts the person
 *       once), an estimate past a million distinct values;</li>
 *   <li>identifiers rejected: invalid values, by reason (a rejected row has at least one).</li>
 * </ul>
 */
public record UploadFigures(List<Figure> figures) {

    public static final String ROWS_READ = "figures.rowsRead";
    public static final String PEOPLE = "figures.people";
    public static final String IDENTIFIERS_SENT = "figures.identifiersSent";
    public static final String ROWS_REJECTED = "figures.rowsRejected";
    public static final String DUPLICATE_ROWS = "figures.duplicateRows";
    public static final String IDENTIFIERS_REJECTED = "figures.identifiersRejected";
    /** Only after a run X saw: people in the batches X acknowledged, and those it accepted. */
    public static final String PEOPLE_SENT = "figures.peopleSent";
    public static final String PEOPLE_ACCEPTED = "figures.peopleAccepted";

    /**
     * One figure.
     *
     * @param name its bundle key
     * @param byType the per-type counts behind the value ({@link #IDENTIFIERS_SENT}), else empty
     * @param estimate true when the value is an estimate (duplicates past a million distinct values)
     */
    public record Figure(String name, long value, Map<IdentifierType, Long> byType, boolean estimate) {

        public Figure {
            // in the order of IdentifierType (email first), as every place lists them
            byType = byType.isEmpty() ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.EnumMap<>(byType));
        }
    }

    public UploadFigures {
        figures = List.copyOf(figures);
    }

    /** The figures of a preview's dry run: what the upload would do. */
    public static UploadFigures ofPreview(UploadResult counts) {
        return new UploadFigures(fileFigures(counts, true));
    }

    /**
     * The figures of a run against X. A run that did not complete read only part of the file and sent
     * less than it read: it says how many people were sent instead of the identifiers.
     */
    public static UploadFigures ofRun(UploadResult result) {
        boolean completed = result.status() == UploadJob.Status.COMPLETED;
        List<Figure> all = fileFigures(result, completed);
        if (!completed) {
            all.add(figure(PEOPLE_SENT, result.operationsSent()));
        }
        all.add(figure(PEOPLE_ACCEPTED, result.accepted()));
        return new UploadFigures(all);
    }

    private static List<Figure> fileFigures(UploadResult counts, boolean identifiersSent) {
        List<Figure> all = new ArrayList<>();
        all.add(figure(ROWS_READ, counts.rows()));
        all.add(figure(PEOPLE, counts.people()));
        if (identifiersSent) {
            Map<IdentifierType, Long> byType = counts.acceptedByType();
            all.add(new Figure(IDENTIFIERS_SENT, byType.values().stream().mapToLong(Long::longValue).sum(), byType, false));
        }
        all.add(figure(ROWS_REJECTED, counts.rowsRejected()));
        all.add(new Figure(DUPLICATE_ROWS, counts.duplicateRows(), Map.of(), !counts.duplicateRowsExact()));
        all.add(figure(IDENTIFIERS_REJECTED, counts.rejectedValues()));
        return all;
    }

    private static Figure figure(String name, long value) {
        return new Figure(name, value, Map.of(), false);
    }

    /** The figure of that name, if this set has it. */
    public java.util.Optional<Figure> find(String name) {
        return figures.stream().filter(figure -> figure.name().equals(name)).findFirst();
    }
}
