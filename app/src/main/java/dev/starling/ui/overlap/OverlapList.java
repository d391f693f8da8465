package dev.starling.ui.overlap;

import dev.starling.core.overlap.OverlapInput;
import dev.starling.core.text.Messages;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.inspect.DetectedColumns;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.common.UploadException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One list of a comparison: a CRM file (read and its columns detected as the upload wizard does; the user may change
 * them) or an audience Starling synced (what its syncs sent). Its letter is its place in the comparison.
 */
public final class OverlapList {

    private final Path file;
    private final DetectedColumns read;
    private final Function<IdentifierNormalizer, OverlapInput> audience;
    private final String name;
    private final ObservableList<ListColumn> columns = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyStringWrapper mapping = new ReadOnlyStringWrapper(this, "mapping", "");

    private OverlapList(Path file, DetectedColumns read, Function<IdentifierNormalizer, OverlapInput> audience, String name,
                        String summary) {
        this.file = file;
        this.read = read;
        this.audience = audience;
        this.name = name;
        this.summary.set(summary);
    }

    /** A file as {@link DetectedColumns} read it. */
    static OverlapList file(DetectedColumns read, String summary) {
        OverlapList list = new OverlapList(read.profile().path(), read, null,
                String.valueOf(read.profile().path().getFileName()), summary);
        for (int i = 0; i < read.width(); i++) {
            String header = read.headerName(i);
            list.columns.add(new ListColumn(i, header != null ? header
                    : Messages.text("upload.source.column", Integer.toString(i + 1)), read.typeOf(i)));
        }
        list.columns.forEach(column -> column.typeProperty().addListener((obs, old, now) -> list.describeMapping()));
        list.describeMapping();
        return list;
    }

    /** What Starling's syncs sent to an audience. */
    static OverlapList audience(OverlapInput recorded, String name, String summary) {
        return new OverlapList(null, null, normalizer -> recorded, name, summary);
    }

    /** The file's name, or the audience's. */
    public String name() { return name; }
    /** The file, or null for an audience. */
    public Path file() { return file; }
    public boolean isFile() { return file != null; }
    /** The file's columns (none for an audience). */
    public ObservableList<ListColumn> columns() { return columns; }
    /** "crm.csv · UTF-8 · comma-separated · about 1,200 rows", or the audience's people. */
    public ReadOnlyStringProperty summaryProperty() { return summary.getReadOnlyProperty(); }

    /** "Email: email · Phone: phone_number", or that no column is read. */
    public ReadOnlyStringProperty mappingProperty() { return mapping.getReadOnlyProperty(); }

    private void describeMapping() {
        List<String> mapped = new ArrayList<>();
        for (ListColumn column : columns) {
            if (column.typeProperty().get() != null) {
                mapped.add(Messages.text("overlap.window.mapped", column.name(), column.typeProperty().get().key()));
            }
        }
        mapping.set(mapped.isEmpty() ? Messages.text("overlap.window.noneMapped") : String.join(" \u00b7 ", mapped));
    }

    /**
     * The list as the comparison reads it.
     *
     * @throws UploadException when no column of a file is mapped
     */
    OverlapInput input(IdentifierNormalizer normalizer) {
        if (audience != null) {
            return audience.apply(normalizer);
        }
        List<ColumnMapping.Column> mapped = new ArrayList<>();
        for (ListColumn column : columns) {
            if (column.typeProperty().get() != null) {
                mapped.add(new ColumnMapping.Column(column.index(), column.typeProperty().get()));
            }
        }
        if (mapped.isEmpty()) {
            throw UploadException.of("overlap.window.nothingMapped", name);
        }
        return OverlapInput.file(read.profile(), new ColumnMapping(mapped), normalizer);
    }
}
