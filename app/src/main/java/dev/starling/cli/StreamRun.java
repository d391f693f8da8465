package dev.starling.cli;

import dev.starling.core.stream.StreamSession;
import dev.starling.core.stream.StreamStats;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * What {@code starling stream} and {@code starling events stream} share: the lines shown (appended to
 * {@code --out} or on standard output, a batch written at once) and the run itself (until {@code --duration},
 * Ctrl+C or X's refusal for good; the summary on stderr; the exit code).
 */
final class StreamRun {

    static final int EXIT_INTERRUPTED = 130;

    private StreamRun() {
    }

    /**
     * Runs {@code stream} on this thread and says {@code summary} of its counts: 130 on Ctrl+C; 1 when X refused
     * it for good or the lines could not be written; else 0.
     */
    static int run(StreamSession stream, StreamRunOptions options, Sink lines, PrintWriter err,
                   Function<StreamStats, String> summary) {
        Thread timer = options.duration == null ? null : stopAfter(stream::stop, options.duration, options.durationEnd);
        try (InterruptGuard guard = InterruptGuard.install(stream::stop)) {
            StreamStats stats = stream.run();
            err.println(summary.apply(stats));
            err.flush();
            if (guard.interrupted()) {
                return EXIT_INTERRUPTED;
            }
        } finally {
            if (timer != null) {
                timer.interrupt();
            }
        }
        return lines.failure != null || stream.stopReason() != null ? CommandContext.EXIT_FAILED : 0;
    }

    /** Where the lines go: the {@code --out} file's stream, else standard output; a write failure stops the writing. */
    static final class Sink implements AutoCloseable {
        private final OutputStream file;
        private final PrintWriter stdout;
        private IOException failure;

        Sink(OutputStream file, PrintWriter stdout) {
            this.file = file;
            this.stdout = stdout;
        }

        /** False once a write failed: the caller need not make more lines. */
        boolean writing() {
            return failure == null;
        }

        /** Lines, each ending in a newline. */
        void write(CharSequence batch) {
            if (failure != null || batch.length() == 0) {
                return;
            }
            try {
                if (file != null) {
                    file.write(batch.toString().getBytes(StandardCharsets.UTF_8));
                    file.flush();
                } else {
                    stdout.print(batch);
                    stdout.flush();
                }
            } catch (IOException e) {
                failure = e;
            }
        }

        @Override
        public void close() throws IOException {
            if (file != null) {
                file.close();
            }
        }
    }

    /**
     * A daemon thread that runs {@code stop} after {@code seconds}, or once {@code early} is counted down, unless
     * interrupted first (--duration).
     */
    static Thread stopAfter(Runnable stop, double seconds, CountDownLatch early) {
        Thread timer = new Thread(() -> {
            try {
                early.await((long) (seconds * 1000), TimeUnit.MILLISECONDS);
                stop.run();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "stream-duration");
        timer.setDaemon(true);
        timer.start();
        return timer;
    }
}
