package dev.starling.cli;

import dev.starling.core.upload.UploadJob;
import dev.starling.core.upload.UploadResult;
import dev.starling.core.upload.UploadSettings;
import java.io.PrintWriter;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Collectors;

/** The upload's outcome on stdout, one fact a line ("key: value") so scripts can read it. No values, only counts. */
final class UploadSummary {

    private static final int LISTED_SERVER_ERRORS = 10;

    private UploadSummary() {
    }

    static void print(PrintWriter out, UploadJob job, UploadResult result) {
        UploadSettings settings = job.settings();
        out.println("job: " + job.id());
        out.println("status: " + job.status()); // as journalled: PAUSED after Ctrl+C
        out.println("file: " + job.sourcePath());
        out.println("target: " + (settings.target() == UploadSettings.Target.CUSTOM_AUDIENCE ? "custom audience "
                : "do-not-reach list ") + settings.listId() + " of account " + settings.accountId()
                + " (" + settings.operation().wireName() + ")");
        out.println("columns: " + job.mapping());
        out.println("rows: " + result.rows());
        String byType = result.acceptedByType().entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .map(entry -> entry.getKey().key() + " " + entry.getValue())
                .collect(Collectors.joining(", "));
        out.println("valid values: " + (byType.isEmpty() ? "none" : byType));
        out.println("rejected values: " + result.rejectedValues());
        result.rejectedByReason().entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()))
                .forEach(entry -> out.println("  " + entry.getKey() + ": " + entry.getValue()));
        out.println("duplicates within requests: " + result.duplicatesWithinBatches());
        out.println("operations sent: " + result.operationsSent());
        out.println("accepted by the server: " + result.accepted());
        out.println("batches: " + result.batchesAcknowledged() + " acknowledged, " + result.batchesSkipped()
                + " acknowledged by an earlier run, " + result.batchesFailed() + " failed");
        out.println("server errors: " + result.serverErrorCount());
        result.serverErrors().stream().limit(LISTED_SERVER_ERRORS)
                .forEach(error -> out.println("  line " + error.line() + ": " + TerminalText.escape(error.message())));
        if (result.serverErrorCount() > LISTED_SERVER_ERRORS) {
            out.println("  ... (" + (result.serverErrorCount() - LISTED_SERVER_ERRORS) + " more"
                    + (result.rejectionReport() != null ? ", all in the rejections file)" : "; use --rejections FILE.csv)"));
        }
        if (result.rejectionReport() != null) {
            out.println("rejections file: " + result.rejectionReport().toAbsolutePath());
        }
        out.flush();
    }
}
