package dev.starling.cli;

import dev.starling.core.text.Messages;
import dev.starling.core.upload.UploadFigures;
import dev.starling.core.upload.UploadProgress;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Upload progress on stderr, one line a second (also while the upload waits on a rate limit), and a
 * last line at the end. Counts only: no value from the file is ever shown.
 */
final class ProgressPrinter implements Consumer<UploadProgress>, AutoCloseable {

    private final PrintWriter err;
    private final AtomicReference<UploadProgress> latest = new AtomicReference<>();
    private final ScheduledExecutorService ticker;
    private UploadProgress printed;
    private final java.util.function.Supplier<java.util.Optional<java.time.Instant>> waitingUntil;
    private final java.time.Clock clock;

    /**
     * @param waitingUntil asked at each line: while the upload waits out a rate limit the line says until when
     *                     (the pipeline reports nothing new during a wait, so it cannot be told otherwise)
     * @param clock the user's time zone, for the time sending resumes
     */
    ProgressPrinter(PrintWriter err, java.util.function.Supplier<java.util.Optional<java.time.Instant>> waitingUntil,
                    java.time.Clock clock) {
        Duration every = Duration.ofSeconds(1);
        this.err = err;
        this.waitingUntil = waitingUntil;
        this.clock = clock;
        this.ticker = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "upload-progress");
            thread.setDaemon(true);
            return thread;
        });
        ticker.scheduleAtFixedRate(this::print, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void accept(UploadProgress progress) {
        latest.set(progress);
    }

    private synchronized void print() {
        UploadProgress progress = latest.get();
        if (progress != null) {
            java.time.Instant until = waitingUntil.get().orElse(progress.waitingUntil());
            err.println(line(until == null ? progress : progress.waiting(until), clock));
            err.flush();
            printed = progress;
        }
    }

    @Override
    public void close() {
        ticker.shutdownNow();
        synchronized (this) {
            if (latest.get() != null && latest.get() != printed) {
                print();
            }
        }
    }

    static String line(UploadProgress p) {
        return line(p, java.time.Clock.systemDefaultZone());
    }

    /** The wait in words: "waiting for the rate limit, resumes at 23:41 (in 11 min)", local time. */
    static String waiting(java.time.Instant until, java.time.Clock clock) {
        long seconds = Math.max(0, Duration.between(clock.instant(), until).toSeconds());
        String in = seconds >= 60 ? Messages.text("upload.cli.progress.minutes", String.valueOf((seconds + 59) / 60))
                : Messages.text("upload.cli.progress.seconds", String.valueOf(seconds));
        String at = java.time.format.DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT)
                .format(until.atZone(clock.getZone()));
        return Messages.text("upload.cli.progress.waiting", at, in);
    }

    static String line(UploadProgress p, java.time.Clock clock) {
        // the total is an estimate from the file's size and first lines (nothing counted the rows): it says so;
        // read to the end, the count is the total
        StringBuilder line = new StringBuilder(UploadSummaryPrinter.name(UploadFigures.ROWS_READ)).append(": ")
                .append(p.rowsRead() >= p.estimatedRows() ? String.format(Locale.ROOT, "%,d", p.rowsRead())
                        : Messages.text("upload.cli.progressRows", String.format(Locale.ROOT, "%,d", p.rowsRead()),
                        String.format(Locale.ROOT, "%,d", p.estimatedRows())))
                .append(Messages.text("upload.cli.progress.batches", String.format(Locale.ROOT, "%,.0f", p.rowsPerSecond()),
                        String.valueOf(p.batchesSent()), String.valueOf(p.batchesAcknowledged())));
        if (p.batchesSkipped() > 0) {
            line.append(Messages.text("upload.cli.progress.skipped", String.valueOf(p.batchesSkipped())));
        }
        if (p.waitingUntil() != null) {
            line.append(", ").append(waiting(p.waitingUntil(), clock));
        } else if (p.eta() != null) {
            long seconds = p.eta().toSeconds();
            line.append(Messages.text("upload.cli.progress.eta",
                    String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)));
        }
        return line.toString();
    }
}
