package dev.starling.ui.upload;

import dev.starling.core.text.Messages;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.UploadFigures;
import dev.starling.core.upload.UploadResult;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The words for a finished (or dry) run: the figures of {@link UploadFigures}, each under its one name,
 * as the preview, the result and {@code starling upload} show them ("Rows read: 3,260 · People: 3,220").
 */
final class UploadSummaryText {

    /** Figures per line: the file's counts, then what was left out, then what X said. */
    private static final List<List<String>> LINES = List.of(
            List.of(UploadFigures.ROWS_READ, UploadFigures.PEOPLE, UploadFigures.IDENTIFIERS_SENT),
            List.of(UploadFigures.ROWS_REJECTED, UploadFigures.DUPLICATE_ROWS, UploadFigures.IDENTIFIERS_REJECTED),
            List.of(UploadFigures.PEOPLE_SENT, UploadFigures.PEOPLE_ACCEPTED));

    private UploadSummaryText() {
    }

    static String describe(UploadResult result, NumberFormat numbers) {
        String status = switch (result.status()) {
            case COMPLETED -> Messages.text("upload.summary.completed");
            case CANCELLED -> Messages.text("upload.summary.cancelled");
            case FAILED -> Messages.text("upload.summary.failed");
            case REFUSED -> Messages.text("upload.summary.refused");
            case NOTHING_TO_UPLOAD -> Messages.text("upload.summary.nothingToUpload");
            case PAUSED, RUNNING -> Messages.text("upload.summary.interrupted");
        };
        List<String> lines = new ArrayList<>();
        lines.add(status);
        lines.addAll(figureLines(UploadFigures.ofRun(result), numbers));
        String x = Messages.text("figures.line", Messages.text("figures.refusedByX"), numbers.format(result.serverErrorCount()));
        String batches = Messages.text("upload.summary.batches", numbers.format(result.batchesAcknowledged()))
                + (result.batchesSkipped() > 0 ? Messages.text("upload.summary.batchesSkipped",
                numbers.format(result.batchesSkipped())) : "")
                + (result.batchesFailed() > 0 ? Messages.text("upload.summary.batchesFailed",
                numbers.format(result.batchesFailed())) : "");
        int last = lines.size() - 1;
        lines.set(last, lines.get(last) + Messages.text("upload.summary.separator") + x
                + Messages.text("upload.summary.separator") + batches + '.');
        return String.join("\n", lines);
    }

    /** Counts of a dry run, for the preview step, with the number of requests the upload will make. */
    static String describePreview(UploadResult counts, NumberFormat numbers) {
        List<String> lines = figureLines(UploadFigures.ofPreview(counts), numbers);
        int last = lines.size() - 1;
        lines.set(last, lines.get(last) + Messages.text("upload.summary.separator")
                + Messages.text("upload.preview.requests", counts.batchesAcknowledged()));
        return String.join("\n", lines);
    }

    private static List<String> figureLines(UploadFigures figures, NumberFormat numbers) {
        List<String> lines = new ArrayList<>();
        for (List<String> names : LINES) {
            String line = names.stream().map(figures::find).flatMap(java.util.Optional::stream)
                    .map(figure -> figure(figure, numbers)).collect(Collectors.joining(Messages.text("upload.summary.separator")));
            if (!line.isEmpty()) {
                lines.add(line);
            }
        }
        return lines;
    }

    /** "Rows read: 3,260", "Identifiers sent: email 3,100, phone_number 2,900", "Duplicate rows: 114 (an estimate ...)". */
    static String figure(UploadFigures.Figure figure, NumberFormat numbers) {
        String value = figure.name().equals(UploadFigures.IDENTIFIERS_SENT) ? byType(figure.byType(), numbers)
                : numbers.format(figure.value());
        return Messages.text("figures.line", Messages.text(figure.name()),
                figure.estimate() ? Messages.text("figures.estimate", value) : value);
    }

    private static String byType(Map<IdentifierType, Long> byType, NumberFormat numbers) {
        return byType.isEmpty() ? Messages.text("upload.summary.none") : byType.entrySet().stream()
                .map(entry -> entry.getKey().key() + " " + numbers.format(entry.getValue()))
                .collect(Collectors.joining(", "));
    }
}
