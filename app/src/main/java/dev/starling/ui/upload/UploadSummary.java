package dev.starling.ui.upload;

import dev.starling.core.text.Messages;
import dev.starling.core.upload.UploadResult;
import java.text.NumberFormat;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The words for a finished (or dry) run: what a marketer checks before and after an upload. People
 * (one a row) and values (a row may hold an email and a phone number) are counted apart, since X
 * matches people while the checks here are made per value.
 */
final class UploadSummary {

    private UploadSummary() {
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
        String people = Messages.text("upload.summary.people", numbers.format(result.rows()),
                numbers.format(result.accepted()), numbers.format(result.serverErrorCount()));
        String values = Messages.text("upload.summary.values", numbers.format(validValues(result)),
                byType(result, numbers), numbers.format(result.rejectedValues()))
                + (result.duplicatesWithinBatches() > 0 ? Messages.text("upload.summary.duplicates",
                numbers.format(result.duplicatesWithinBatches())) : "");
        String batches = Messages.text("upload.summary.batches", numbers.format(result.batchesAcknowledged()))
                + (result.batchesSkipped() > 0 ? Messages.text("upload.summary.batchesSkipped",
                numbers.format(result.batchesSkipped())) : "")
                + (result.batchesFailed() > 0 ? Messages.text("upload.summary.batchesFailed",
                numbers.format(result.batchesFailed())) : "");
        return String.join("\n", status, people, values, batches + '.');
    }

    /** Counts of a dry run, for the preview step. */
    static String describePreview(UploadResult counts, NumberFormat numbers) {
        return Messages.text("upload.preview.counts", numbers.format(counts.rows()), numbers.format(counts.operationsSent()),
                byType(counts, numbers), numbers.format(counts.rejectedValues()),
                Messages.text(counts.duplicatesInFileExact() ? "upload.preview.duplicates" : "upload.preview.duplicates.probable",
                        numbers.format(counts.probableDuplicatesInFile())), counts.batchesAcknowledged());
    }

    private static long validValues(UploadResult result) {
        return result.acceptedByType().values().stream().mapToLong(Long::longValue).sum();
    }

    private static String byType(UploadResult result, NumberFormat numbers) {
        return result.acceptedByType().isEmpty() ? Messages.text("upload.summary.none")
                : result.acceptedByType().entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(entry -> entry.getKey().key() + " " + numbers.format(entry.getValue()))
                .collect(Collectors.joining(", "));
    }
}
