package dev.starling.cli;

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

    ProgressPrinter(PrintWriter err) {
        this(err, Duration.ofSeconds(1));
    }

    ProgressPrinter(PrintWriter err, Duration every) {
        this.err = err;
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
            err.println(line(progress));
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
        long percent = p.estimatedRows() > 0 ? Math.min(100, p.rowsRead() * 100 / p.estimatedRows()) : 0;
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%,d rows (%d%%), %,.0f rows/s, batches: %d sent, %d acknowledged",
                p.rowsRead(), percent, p.rowsPerSecond(), p.batchesSent(), p.batchesAcknowledged()));
        if (p.batchesSkipped() > 0) {
            line.append(String.format(Locale.ROOT, ", %d already acknowledged earlier", p.batchesSkipped()));
        }
        if (p.eta() != null) {
            long seconds = p.eta().toSeconds();
            line.append(String.format(Locale.ROOT, ", ETA %d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60));
        }
        return line.toString();
    }
}
