package dev.starling.cli;

import dev.starling.core.text.Messages;
import dev.starling.core.upload.UploadFigures;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.UploadResult;
import dev.starling.core.upload.common.UploadSettings;
import java.io.PrintWriter;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The upload's outcome on stdout, one fact a line ("key: value") so scripts can read it. No values, only
 * counts. The figures are the window's ({@link UploadFigures}), under the same names: "rows read: 3260".
 */
final class UploadSummaryPrinter {

    private static final int LISTED_SERVER_ERRORS = 10;

    private UploadSummaryPrinter() {
    }

    /** "rows read: 3260", "identifiers sent: email 3100, phone_number 2900": the window's name, lower case first. */
    static String figure(UploadFigures.Figure figure) {
        String value = figure.name().equals(UploadFigures.IDENTIFIERS_SENT)
                ? (figure.byType().isEmpty() ? Messages.text("upload.summary.none") : figure.byType().entrySet().stream()
                        .map(entry -> entry.getKey().key() + " " + entry.getValue()).collect(Collectors.joining(", ")))
                : Long.toString(figure.value());
        return name(figure.name()) + ": " + (figure.estimate() ? Messages.text("figures.estimate", value) : value);
    }

    /** A figure's name as a key of the summary: the window's words with a small first letter. */
    static String name(String key) {
        String words = Messages.text(key);
        return words.isEmpty() ? words : words.substring(0, 1).toLowerCase(java.util.Locale.ROOT) + words.substring(1);
    }

    static void print(PrintWriter out, UploadJob job, UploadResult result) {
        UploadSettings settings = job.settings();
        out.println(Messages.text("upload.cli.summary.job", String.valueOf(job.id())));
        // as journalled: PAUSED after Ctrl+C
        out.println(Messages.text("upload.cli.summary.status", job.status().name()));
        out.println(Messages.text("upload.cli.summary.file", String.valueOf(job.sourcePath())));
        out.println(Messages.text(settings.target() == UploadSettings.Target.CUSTOM_AUDIENCE
                        ? "upload.cli.summary.target.audience" : "upload.cli.summary.target.list",
                settings.listId(), settings.accountId(), settings.operation().wireName()));
        out.println(Messages.text("upload.cli.summary.columns", job.mapping()));
        for (UploadFigures.Figure figure : UploadFigures.ofRun(result).figures()) {
            out.println(figure(figure));
            if (figure.name().equals(UploadFigures.IDENTIFIERS_REJECTED)) {
                result.rejectedByReason().entrySet().stream()
                        .map(entry -> Map.entry(Messages.text(entry.getKey()), entry.getValue()))
                        .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder())
                                .thenComparing(Map.Entry.comparingByKey()))
                        .forEach(entry -> out.println("  " + entry.getKey() + ": " + entry.getValue()));
            }
        }
        out.println(Messages.text("upload.cli.summary.batches", result.batchesAcknowledged(), result.batchesSkipped(),
                result.batchesFailed()));
        out.println(name("figures.refusedByX") + ": " + result.serverErrorCount());
        result.serverErrors().stream().limit(LISTED_SERVER_ERRORS)
                .forEach(error -> out.println("  " + Messages.text("upload.run.serverError", Long.toString(error.line()),
                        TerminalText.escape(Messages.text(error.message())))));
        if (result.serverErrorCount() > LISTED_SERVER_ERRORS) {
            out.println("  " + Messages.text(result.rejectionReport() != null ? "upload.cli.summary.moreInReport"
                    : "upload.cli.summary.more", result.serverErrorCount() - LISTED_SERVER_ERRORS));
        }
        if (result.rejectionReport() != null) {
            out.println(Messages.text("upload.cli.summary.report", String.valueOf(result.rejectionReport().toAbsolutePath())));
        }
        out.flush();
    }
}
