package dev.starling.ui.upload;

import dev.starling.ui.common.FailureText;
import dev.starling.core.text.Messages;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.upload.inspect.DetectedColumns;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.inspect.RowCount;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.UploadPlan;
import dev.starling.core.upload.UploadPreview;
import dev.starling.core.upload.UploadService;
import dev.starling.core.upload.common.UploadSettings;
import java.nio.file.Path;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import dev.starling.ui.common.LocalFormat;
import dev.starling.ui.common.StatusViewModel;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The wizard's source steps: the chosen file (inspected off the UI thread), its columns mapped to
 * identifier types (detected, then the user's), the default phone region, and the preview (first rows
 * normalised and hashed, plus counts of a dry run over the whole file). Raw values shown here stay in
 * memory.
 */
public final class UploadSourceModel extends StatusViewModel {

    /** Rows shown in the preview grid. */
    static final int PREVIEW_ROWS = 50;
    private static final int SAMPLES_SHOWN = 3;

    private final UploadService uploads;
    private final TaskRunner tasks;
    private final Consumer<String> savePhoneRegion;
    private final NumberFormat numbers = LocalFormat.forUser().integers();
    private final ReadOnlyObjectWrapper<SourceProfile> profile = new ReadOnlyObjectWrapper<>(this, "profile");
    private final ReadOnlyStringWrapper fileSummary = new ReadOnlyStringWrapper(this, "fileSummary", "");
    private final ReadOnlyStringWrapper mappingNote = new ReadOnlyStringWrapper(this, "mappingNote", "");
    private final ObservableList<ColumnChoice> columns = FXCollections.observableArrayList();
    private final ReadOnlyIntegerWrapper mappedCount = new ReadOnlyIntegerWrapper(this, "mappedCount");
    private final StringProperty phoneRegion = new SimpleStringProperty(this, "phoneRegion");
    private final PreviewRows previewRows = new PreviewRows();
    private final ReadOnlyStringWrapper previewCounts = new ReadOnlyStringWrapper(this, "previewCounts", "");
    private final ReadOnlyBooleanWrapper previewReady = new ReadOnlyBooleanWrapper(this, "previewReady");
    private long generation;
    /** The file the last finished preview read, and the data rows it counted there. */
    private SourceProfile counted;
    private long countedRows = -1;
    /** What the last preview showed, and the upload starts from; null before one. */
    private UploadPlan plan;
    /** Reads the file's first rejected rows for the preview shown last; null before a preview. */
    private Runnable readRejectedRows;

    public UploadSourceModel(UploadService uploads, TaskRunner tasks, String phoneRegion, Consumer<String> savePhoneRegion) {
        this.uploads = uploads;
        this.tasks = tasks;
        this.savePhoneRegion = savePhoneRegion;
        this.phoneRegion.set(phoneRegion);
        previewRows.rejectedOnlyProperty().addListener((obs, old, now) -> readRejectedRowsIfNeeded());
    }

    public ReadOnlyObjectProperty<SourceProfile> profileProperty() { return profile.getReadOnlyProperty(); }
    /** "crm.csv · 12.3 MB · UTF-8 · comma-separated · header". */
    public ReadOnlyStringProperty fileSummaryProperty() { return fileSummary.getReadOnlyProperty(); }
    public ReadOnlyStringProperty mappingNoteProperty() { return mappingNote.getReadOnlyProperty(); }
    public ObservableList<ColumnChoice> columns() { return columns; }
    public ReadOnlyIntegerProperty mappedCountProperty() { return mappedCount.getReadOnlyProperty(); }
    public StringProperty phoneRegionProperty() { return phoneRegion; }
    /** Every previewed value, in file order. */
    public ObservableList<PreviewLine> previewLines() { return previewRows.all(); }
    /** The preview grid: its rows, duplicates marked, and the "rejected only" filter. */
    public PreviewRows previewRows() { return previewRows; }
    public ReadOnlyStringProperty previewCountsProperty() { return previewCounts.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty previewReadyProperty() { return previewReady.getReadOnlyProperty(); }

    /** A typed or pasted path (quotes from a file manager's "copy as path" are removed). */
    public void choose(String typed) {
        String text = typed == null ? "" : typed.strip();
        if (text.length() >= 2 && (text.startsWith("\"") && text.endsWith("\"") || text.startsWith("'") && text.endsWith("'"))) {
            text = text.substring(1, text.length() - 1);
        }
        if (text.isEmpty()) {
            error.set(Messages.text("upload.source.typePath"));
            return;
        }
        Path file;
        try {
            file = Path.of(text);
        } catch (java.nio.file.InvalidPathException e) {
            error.set(Messages.text("upload.source.notAPath", text));
            return;
        }
        choose(file);
    }

    /** Inspects {@code file} in the background: encoding, delimiter, header, columns and a detected mapping. */
    public void choose(Path file) {
        long mine = ++generation;
        busy.set(true);
        error.set("");
        profile.set(null);
        plan = null;
        columns.clear();
        fileSummary.set(Messages.text("upload.source.reading", file.getFileName()));
        tasks.run("inspect upload file", () -> inspect(file), inspected -> {
            if (mine != generation) {
                return;
            }
            busy.set(false);
            profile.set(inspected.profile());
            fileSummary.set(summary(inspected.profile(), -1));
            columns.setAll(inspected.columns());
            columns.forEach(column -> column.typeProperty().addListener((obs, old, now) -> recount()));
            mappingNote.set(inspected.note());
            recount();
            countRows(inspected.profile());
        }, failure -> {
            if (mine == generation) {
                busy.set(false);
                fileSummary.set("");
                error.set(failure instanceof UploadException problem ? Messages.text(problem.text())
                        : FailureText.describe(failure, Messages.text("upload.source.unreadable", file.getFileName())));
            }
        });
    }

    /**
     * Counts the file's rows in the background, as the upload reads them: the summary then says "3,260 rows"
     * instead of the estimate from the file's size, and the upload's progress has its exact total.
     */
    private void countRows(SourceProfile file) {
        tasks.run("count upload rows", () -> RowCount.of(file), rows -> {
            // still the file chosen (a preview may have counted it meanwhile: the same count)
            if (file == profile.get()) {
                counted = file;
                countedRows = rows;
                fileSummary.set(summary(file, rows));
            }
        }, failure -> {
            // the preview reads the file again and says what is wrong with it; the estimate stays
        });
    }

    /** The user's mapping; a column mapped twice to one type is an error the pipeline reports clearly. */
    public ColumnMapping mapping() {
        List<ColumnMapping.Column> mapped = new ArrayList<>();
        for (ColumnChoice column : columns) {
            if (column.typeProperty().get() != null) {
                mapped.add(new ColumnMapping.Column(column.index(), column.typeProperty().get()));
            }
        }
        if (mapped.isEmpty()) {
            throw UploadException.of("upload.source.nothingMapped");
        }
        return new ColumnMapping(mapped);
    }

    /** A normalizer for the chosen phone region (nothing saved: a preview remembers the region it used). */
    public IdentifierNormalizer normalizer() {
        String region = Objects.requireNonNullElse(phoneRegion.get(), "").strip().toUpperCase(Locale.ROOT);
        try {
            return new IdentifierNormalizer(region);
        } catch (UploadException e) {
            throw UploadException.of("upload.source.badRegion", region);
        }
    }

    /** The data rows of {@code file} as the last preview counted them, or -1 when it did not read that file. */
    public long countedRows(SourceProfile file) {
        return file != null && file == counted ? countedRows : -1;
    }

    /**
     * The plan the last preview showed (the file, its columns, the phone region and the settings it was previewed
     * with), which the upload starts from; null before a preview, or when the last one could not be made.
     */
    public UploadPlan plan() {
        return plan;
    }

    /** Makes the upload's plan and previews it: the first rows normalised and hashed, the whole file dry-run, in the background. */
    public void preview(UploadSettings settings) {
        long mine = ++generation;
        readRejectedRows = null;
        previewRows.clear();
        previewReady.set(false);
        error.set("");
        plan = null;
        SourceProfile source = profile.get();
        UploadPlan planned;
        try {
            planned = new UploadPlan(source, mapping(), normalizer(), settings);
        } catch (UploadException e) {
            error.set(Messages.text(e.text()));
            return;
        }
        plan = planned;
        // The region a preview used is the default for next time (the upload that follows uses the same plan:
        // changing the region means previewing again).
        savePhoneRegion.accept(planned.normalizer().defaultRegion());
        busy.set(true);
        previewCounts.set(Messages.text("upload.source.checking", source.path().getFileName()));
        tasks.run("preview upload", () -> {
            UploadPreview read = uploads.preview(planned, PREVIEW_ROWS);
            return new Previewed(read, PreviewRows.lines(read.rows()));
        }, previewed -> {
            if (mine != generation) {
                return;
            }
            UploadPreview preview = previewed.preview();
            counted = source;
            countedRows = preview.counts().rows();
            busy.set(false);
            previewRows.show(preview, previewed.lines());
            readRejectedRows = () -> readRejectedRows(mine, planned);
            readRejectedRowsIfNeeded();
            previewCounts.set(UploadSummaryText.describePreview(preview.counts(), numbers));
            previewReady.set(preview.counts().people() > 0);
            if (preview.counts().people() == 0) {
                error.set(Messages.text("upload.source.noValidRow"));
            }
        }, failure -> {
            if (mine == generation) {
                busy.set(false);
                previewCounts.set("");
                error.set(UploadRunViewModel.describe(failure));
            }
        });
    }

    private void readRejectedRowsIfNeeded() {
        if (readRejectedRows != null && previewRows.needsRejectedRows()) {
            Runnable read = readRejectedRows;
            readRejectedRows = null; // once per preview
            read.run();
        }
    }

    /** "Rejected only" shows rejected values from the whole file, so it reads on until it has enough of them. */
    private void readRejectedRows(long mine, UploadPlan planned) {
        SourceProfile source = planned.source();
        busy.set(true);
        tasks.run("find rejected rows", () -> PreviewRows.lines(UploadPreview.firstRejectedRows(planned, PREVIEW_ROWS)),
                rows -> {
                    if (mine == generation) {
                        busy.set(false);
                        previewRows.showRejected(rows);
                    }
                }, failure -> {
                    if (mine == generation) {
                        busy.set(false);
                        error.set(FailureText.describe(failure, Messages.text("upload.source.rejectedUnreadable",
                                source.path().getFileName())));
                    }
                });
    }

    private void recount() {
        mappedCount.set((int) columns.stream().filter(column -> column.typeProperty().get() != null).count());
    }

    private record Previewed(UploadPreview preview, List<PreviewLine> lines) {
    }

    private record Inspected(SourceProfile profile, List<ColumnChoice> columns, String note) {
    }

    private static Inspected inspect(Path file) {
        if (java.nio.file.Files.isDirectory(file)) {
            throw UploadException.of("upload.source.folder", String.valueOf(file.getFileName()));
        }
        if (!java.nio.file.Files.exists(file)) {
            throw UploadException.of("upload.source.missing", file.toString());
        }
        DetectedColumns read = DetectedColumns.of(file);
        SourceProfile profile = read.profile();
        List<List<String>> sample = read.sample();
        String note = Messages.text(!read.wasDetected() ? "upload.source.undetected"
                : profile.hasHeader() ? "upload.source.detectedHeader" : "upload.source.detectedValues");
        int width = read.width();
        List<ColumnChoice> choices = new ArrayList<>(width);
        for (int i = 0; i < width; i++) {
            int index = i;
            String name = read.headerName(i) != null ? read.headerName(i)
                    : Messages.text("upload.source.column", Integer.toString(i + 1));
            String samples = sample.stream().filter(row -> index < row.size() && !row.get(index).isBlank())
                    .limit(SAMPLES_SHOWN).map(row -> row.get(index)).collect(Collectors.joining(", "));
            choices.add(new ColumnChoice(i, name, samples, read.typeOf(i)));
        }
        return new Inspected(profile, choices, note);
    }

    /** @param rows the rows counted, or -1 while they are being counted (the estimate then says it is one) */
    private static String summary(SourceProfile profile, long rows) {
        return Messages.text("upload.source.summary", profile.path().getFileName().toString(), size(profile.size()),
                profile.charset().displayName() + (profile.hadBom() ? Messages.text("upload.source.bom") : ""),
                profile.delimiterName(), Messages.text(profile.hasHeader() ? "upload.source.header" : "upload.source.noHeader"),
                rows >= 0 ? Messages.text("upload.source.rows", rows)
                        : Messages.text("upload.source.rowsEstimate", profile.estimatedRows()));
    }

    private static String size(long bytes) {
        if (bytes < 1024) {
            return Messages.text("upload.source.bytes", Long.toString(bytes));
        }
        if (bytes < 1024 * 1024) {
            return Messages.text("upload.source.kilobytes", LocalFormat.forUser().decimal(bytes / 1024.0, 1));
        }
        return Messages.text("upload.source.megabytes", LocalFormat.forUser().decimal(bytes / (1024.0 * 1024), 1));
    }
}
