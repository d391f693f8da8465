package dev.starling.ui.upload;

import dev.starling.ui.common.Messages;
import dev.starling.core.upload.UploadResult;
import java.text.NumberFormat;
import java.util.stream.Collectors;

/** The words for a finished (or dry) run: what a marketer checks before and after an upload. */
final class UploadSummary {

    private UploadSummary() {
    }

    static String describe(UploadResult result, NumberFormat numbers) {
        StringBuilder text = new StringBuilder();
        text.append(switch (result.status()) {
            case COMPLETED -> Messages.text("upload.summary.completed");
            case CANCELLED -> Messages.text("upload.summary.cancelled");
            case FAILED -> Messages.text("upload.summary.failed");
            case PAUSED, RUNNING -> Messages.text("upload.summary.interrupted");
        });
        text.append('\n').append(numbers.format(result.rows())).append(" rows read; ")
                .append(numbers.format(result.accepted())).append(" accepted by X");
        if (!result.acceptedByType().isEmpty()) {
            text.append(" (").append(byType(result, numbers)).append(')');
        }
        text.append("; ").append(numbers.format(result.rejectedValues())).append(" values rejected here; ")
                .append(numbers.format(result.serverErrorCount())).append(" refused by X.");
        text.append('\n').append("Batches: ").append(result.batchesAcknowledged()).append(" acknowledged");
        if (result.batchesSkipped() > 0) {
            text.append(", ").append(result.batchesSkipped()).append(" sent in an earlier run");
        }
        if (result.batchesFailed() > 0) {
            text.append(", ").append(result.batchesFailed()).append(" failed");
        }
        text.append('.');
        return text.toString();
    }

    /** Counts of a dry run, for the preview step. */
    static String describePreview(UploadResult counts, NumberFormat numbers) {
        return numbers.format(counts.rows()) + " rows \u00b7 valid: "
                + (counts.acceptedByType().isEmpty() ? "none" : byType(counts, numbers))
                + " \u00b7 rejected: " + numbers.format(counts.rejectedValues())
                + " \u00b7 probable duplicates: " + numbers.format(counts.probableDuplicatesInFile())
                + " \u00b7 " + counts.batchesAcknowledged() + (counts.batchesAcknowledged() == 1 ? " request" : " requests");
    }

    private static String byType(UploadResult result, NumberFormat numbers) {
        return result.acceptedByType().entrySet().stream()
                .map(entry -> entry.getKey().key() + " " + numbers.format(entry.getValue()))
                .collect(Collectors.joining(", "));
    }
}
