package dev.starling.core.upload;

import dev.starling.core.text.BundleText;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.send.BatchSender;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.normalize.Normalized;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.normalize.RejectionReasons;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.read.SourceReader;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.common.UploadSettings;

/**
 * What an upload would do, before it is made: the first rows with their original, normalised and
 * hashed values (for the screen only, held in memory, never stored), and the counts of a dry run over
 * the whole file (rows, valid values per type, rejections by reason, duplicates, batches).
 */
public record UploadPreview(List<PreviewRow> rows, UploadResult counts) {

    /** One cell of a previewed row. {@code original} is shown on screen and must go nowhere else. */
    public record PreviewCell(int column, IdentifierType type, String original, String normalised, String sent,
                              BundleText reason) {
    }

    public record PreviewRow(long line, List<PreviewCell> cells) {
    }

    public static UploadPreview of(SourceProfile profile, ColumnMapping mapping, IdentifierNormalizer normalizer,
                                   UploadSettings settings, int firstRows, UploadOptions options) {
        return of(new UploadPlan(profile, mapping, normalizer, settings), firstRows, options);
    }

    /** What {@code plan} would do: its first {@code firstRows} rows, and the counts of a dry run over the whole file. */
    public static UploadPreview of(UploadPlan plan, int firstRows, UploadOptions options) {
        List<PreviewRow> rows = rows(plan, firstRows, row -> true);
        return new UploadPreview(rows, dryRun(plan, options));
    }

    /** The first {@code limit} rows of {@code plan}'s file with at least one rejected value, wherever they are. */
    public static List<PreviewRow> firstRejectedRows(UploadPlan plan, int limit) {
        return rows(plan, limit, row -> row.cells().stream().anyMatch(cell -> cell.reason() != null));
    }

    private static List<PreviewRow> rows(UploadPlan plan, int limit, Predicate<PreviewRow> wanted) {
        SourceProfile profile = plan.source();
        ColumnMapping mapping = plan.mapping();
        IdentifierNormalizer normalizer = plan.normalizer();
        List<PreviewRow> rows = new ArrayList<>(limit);
        try (SourceReader reader = new SourceReader(profile)) {
            while (rows.size() < limit && reader.hasNext()) {
                SourceReader.Row row = reader.next();
                List<PreviewCell> cells = new ArrayList<>();
                for (ColumnMapping.Column column : mapping.columns()) {
                    String original = column.index() < row.fields().length ? row.fields()[column.index()] : null;
                    Normalized value = original == null
                            ? Normalized.rejected(column.type(), RejectionReasons.MISSING_COLUMN)
                            : normalizer.normalize(column.type(), original);
                    cells.add(new PreviewCell(column.index() + 1, column.type(), original, value.normalised(),
                            value.sent(), value.reason()));
                }
                PreviewRow previewed = new PreviewRow(row.line(), List.copyOf(cells));
                if (wanted.test(previewed)) {
                    rows.add(previewed);
                }
            }
        }
        return List.copyOf(rows);
    }

    /** The whole pipeline with a sender that accepts everything, no pacing and no journal. */
    private static UploadResult dryRun(UploadPlan plan, UploadOptions options) {
        BatchSender acceptAll = (target, batch) -> BatchResponse.ok(batch.operationCount(), batch.operationCount(), List.of());
        Pacer unpaced = new Pacer(Integer.MAX_VALUE, Duration.ofSeconds(1), Integer.MAX_VALUE, Pacer.SYSTEM_TICKER, d -> { });
        UploadPipeline pipeline = new UploadPipeline(acceptAll, null, unpaced, Pacer.SYSTEM_TICKER,
                options.withFileDuplicates(true));
        return pipeline.dryRun(plan, new UploadControl());
    }
}
