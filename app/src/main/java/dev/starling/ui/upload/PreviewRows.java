package dev.starling.ui.upload;

import dev.starling.core.text.Messages;
import dev.starling.core.upload.UploadPreview;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The preview grid's rows: the first rows of the file, a value sent twice marked with the line that sent
 * it first (X counts the person once), and "rejected only", which shows the first rejected values of the
 * whole file (read when first asked for), not just those among the first rows.
 */
public final class PreviewRows {

    private final ObservableList<PreviewLine> all = FXCollections.observableArrayList();
    private final ObservableList<PreviewLine> shown = FXCollections.observableArrayList();
    private final BooleanProperty rejectedOnly = new SimpleBooleanProperty(this, "rejectedOnly");
    private List<PreviewLine> rejectedInFile;

    PreviewRows() {
        rejectedOnly.addListener((obs, old, now) -> refresh());
    }

    /** The first rows' values, in file order. */
    public ObservableList<PreviewLine> all() {
        return all;
    }

    /** What the grid shows: the first rows' values, or only rejected values. */
    public ObservableList<PreviewLine> shown() {
        return shown;
    }

    public BooleanProperty rejectedOnlyProperty() {
        return rejectedOnly;
    }

    /** Whether "rejected only" still needs the file's rejected rows read. */
    boolean needsRejectedRows() {
        return rejectedOnly.get() && rejectedInFile == null;
    }

    void clear() {
        all.clear();
        rejectedInFile = null;
        refresh();
    }

    /** Shows a preview whose rows {@link #lines} made into grid lines (off the UI thread). */
    void show(UploadPreview preview, List<PreviewLine> lines) {
        all.setAll(lines);
        // When the first rows hold every rejected value of the file, there is nothing more to read.
        long rejectedHere = all.stream().filter(PreviewLine::rejected).count();
        rejectedInFile = rejectedHere == preview.counts().rejectedValues() ? List.copyOf(all) : null;
        refresh();
    }

    /** Shows the file's first rejected values, made into grid lines by {@link #lines}. */
    void showRejected(List<PreviewLine> lines) {
        rejectedInFile = List.copyOf(lines);
        refresh();
    }

    private void refresh() {
        if (!rejectedOnly.get()) {
            shown.setAll(all);
            return;
        }
        shown.setAll((rejectedInFile == null ? all : rejectedInFile).stream().filter(PreviewLine::rejected).toList());
    }

    /**
     * The grid's lines for {@code rows}, in file order, each value sent twice marked with the line that sent
     * it first; pure, so the background task that read the rows makes them.
     */
    static List<PreviewLine> lines(List<UploadPreview.PreviewRow> rows) {
        List<PreviewLine> lines = new ArrayList<>();
        Map<String, Long> firstLineOf = new HashMap<>();
        for (UploadPreview.PreviewRow row : rows) {
            for (UploadPreview.PreviewCell cell : row.cells()) {
                String sent = Objects.requireNonNullElse(cell.sent(), "");
                String reason = cell.reason() == null ? "" : Messages.text(cell.reason());
                long duplicateOf = 0;
                if (reason.isEmpty() && !sent.isEmpty()) {
                    Long first = firstLineOf.putIfAbsent(cell.type().key() + ':' + sent, row.line());
                    duplicateOf = first == null ? 0 : first;
                }
                lines.add(new PreviewLine(row.line(), cell.column(), cell.type().key(),
                        Objects.requireNonNullElse(cell.original(), ""), Objects.requireNonNullElse(cell.normalised(), ""),
                        sent, reason, duplicateOf));
            }
        }
        return lines;
    }
}
