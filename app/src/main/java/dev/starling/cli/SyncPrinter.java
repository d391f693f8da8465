package dev.starling.cli;

import dev.starling.core.sync.SyncCounts;
import dev.starling.core.sync.SyncPreview;
import dev.starling.core.sync.SyncRequest;
import dev.starling.core.sync.SyncResult;
import dev.starling.core.text.Messages;
import dev.starling.core.upload.encode.BatchLimits;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.UploadResult;
import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * {@code starling sync}'s words: a summary on stdout, one fact a line ("key: value") so scripts can read it, and what
 * went wrong on stderr. Counts only; times in the user's time zone.
 */
final class SyncPrinter {

    private static final int LISTED_SERVER_ERRORS = 10;
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    private final PrintWriter out;
    private final PrintWriter err;
    private final Clock clock;

    SyncPrinter(PrintWriter out, PrintWriter err, Clock clock) {
        this.out = out;
        this.err = err;
        this.clock = clock;
    }

    void start(SyncRequest request, boolean detected) {
        err.println(Messages.text("sync.cli.columns", request.mapping().describe(), detected ? 1 : 0));
        err.flush();
    }

    void preview(SyncRequest request, SyncPreview preview, Duration interval) {
        head(request, preview.counts());
        if (preview.resumes()) {
            out.println(Messages.text("sync.cli.resumes"));
        }
        out.println(preview.allowedAt() == null ? Messages.text("sync.cli.allowedNow")
                : Messages.text("sync.cli.allowedAt", time(preview.allowedAt()), wait(preview.allowedAt())));
        out.println(Messages.text("sync.cli.status", Messages.text("sync.cli.dryRunStatus")));
        out.flush();
        err.println(Messages.text("sync.cli.dryRun"));
        err.flush();
    }

    private void head(SyncRequest request, SyncCounts counts) {
        out.println(Messages.text("sync.cli.audience", request.audienceId(), request.accountId()));
        out.println(Messages.text("sync.cli.file", request.profile().path().toAbsolutePath()));
        out.println(Messages.text("sync.cli.mapping", request.mapping().describe()));
        out.println(Messages.text("sync.cli.rows", number(counts.rows()), number(counts.rowsWithoutIdentifier()),
                number(counts.rejectedValues())));
        out.println(Messages.text("sync.cli.toAdd", number(counts.additions()), number(counts.addedIdentifiers())));
        out.println(Messages.text("sync.cli.toRemove", number(counts.removals()), number(counts.removedIdentifiers())));
        out.println(Messages.text("sync.cli.kept", number(counts.keptPeople())));
        long requests = counts.requests(BatchLimits.X_ADS.maxOperations());
        out.println(Messages.text("sync.cli.requests", number(requests),
                String.format(Locale.ROOT, "%.1f", requests * 60.0 / Pacer.USERS_REQUESTS_PER_MINUTE)));
    }

    /** Prints the outcome; returns the exit code. */
    int result(SyncRequest request, SyncResult result, Duration interval, boolean interrupted) {
        if (result.superseded()) {
            err.println(Messages.text("sync.cli.superseded"));
        }
        head(request, result.counts());
        out.println(Messages.text("sync.cli.status", result.status().name()));
        if (result.status() == SyncResult.Status.REFUSED) {
            out.println(Messages.text("sync.cli.allowedAt", time(result.allowedAt()), wait(result.allowedAt())));
            out.flush();
            boolean additions = result.counts().additions() > 0;
            err.println(Messages.text("sync.cli.refused", request.audienceId(),
                    Messages.text(additions ? "sync.cli.what.additions" : "sync.cli.what.removals"),
                    interval.toHours(), time(result.allowedAt()), wait(result.allowedAt())));
            err.flush();
            return CommandContext.EXIT_FAILED;
        }
        out.println(Messages.text("sync.cli.sent", number(result.operationsSent()), number(result.requestsSent())));
        for (UploadResult.ServerError error : result.serverErrors().stream().limit(LISTED_SERVER_ERRORS).toList()) {
            out.println(Messages.text("sync.cli.serverError", error.line(), error.message()));
        }
        out.flush();
        return switch (result.status()) {
            case COMPLETED -> {
                if (result.counts().operations() == 0) {
                    err.println(Messages.text("sync.cli.nothing"));
                    err.flush();
                }
                yield 0;
            }
            case PAUSED -> {
                err.println(Messages.text(interrupted ? "sync.cli.interrupted" : "sync.cli.paused"));
                err.flush();
                yield interrupted ? UploadCommand.EXIT_INTERRUPTED : CommandContext.EXIT_FAILED;
            }
            default -> {
                err.println(Messages.text("sync.cli.failed", UploadCommand.sentence(
                        result.failure() == null ? Messages.text("sync.cli.notFinished") : Messages.text(result.failure()))));
                err.flush();
                yield CommandContext.EXIT_FAILED;
            }
        };
    }

    private String time(Instant instant) {
        return TIME.format(instant.atZone(clock.getZone()));
    }

    /** How long until {@code instant}, e.g. "7 h 59 min". */
    private String wait(Instant instant) {
        long minutes = Math.max(0, (Duration.between(clock.instant(), instant).toSeconds() + 59) / 60);
        return minutes >= 60 ? Messages.text("sync.cli.hoursMinutes", minutes / 60, minutes % 60)
                : Messages.text("sync.cli.minutes", minutes);
    }

    private static String number(long value) {
        return OverlapCommand.number(value);
    }
}
