package dev.starling.cli;

import dev.starling.core.stream.StreamClient;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Option;

/** {@code --out}, {@code --record} and {@code --duration}: where a stream command's lines go and how long it listens. */
final class StreamRunOptions extends MixedInOptions {

    @Option(names = "--out", paramLabel = "FILE", descriptionKey = "stream-run.out")
    Path out;

    @Option(names = "--record", paramLabel = "NAME", descriptionKey = "stream-run.record")
    String record;

    @Option(names = "--duration", paramLabel = "SECONDS", descriptionKey = "stream-run.duration")
    Double duration;

    /** How long a silent connection is trusted before it is dropped and made again; tests may shorten it. */
    Duration watchdog = StreamClient.WATCHDOG;

    /** Counted down to end --duration now, as its end does (the summary, exit 0): a test that has seen what it waits for. */
    final CountDownLatch durationEnd = new CountDownLatch(1);

    /** Refuses a duration that is not a positive number of seconds (usage, exit 2). */
    void check() {
        if (duration != null && !(duration > 0)) {
            throw usage(dev.starling.core.text.Messages.text("stream.cli.duration", duration));
        }
    }
}
