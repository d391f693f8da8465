package dev.starling.cli;

import dev.starling.core.api.error.ApiException;
import dev.starling.core.stream.LiveStream;
import dev.starling.core.stream.StreamClient;
import dev.starling.core.stream.StreamControl;
import dev.starling.core.stream.StreamListener;
import dev.starling.core.stream.StreamPost;
import dev.starling.core.stream.StreamRequest;
import dev.starling.core.stream.StreamStats;
import dev.starling.core.stream.StreamTransport;
import dev.starling.core.stream.recording.RecordingException;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.core.output.OutputFile;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code starling stream}: listens to the filtered stream and writes each post's line exactly as X
 * sent it, to {@code --out} (appended) or standard output, reconnecting on X's schedule with
 * {@code --backfill} minutes, duplicates dropped; {@code --record NAME} also keeps a named recording
 * the window reopens. Connection states go to stderr, and at the end the summary (received,
 * reconnects, duplicates dropped). Exit 0 after {@code --duration}, 1 when X refused the stream in a
 * way retrying cannot fix, 2 usage, 130 on Ctrl+C.
 */
@Command(name = "stream", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Listen to the filtered stream (the live rules: see starling rules) and write every post's line "
                + "as X sent it.", "Reconnects on X's schedule; with --backfill, posts sent while disconnected arrive "
                + "too, each once."})
public final class StreamCommand extends Subcommand {

    static final int EXIT_INTERRUPTED = 130;

    @Option(names = "--tweet-fields", paramLabel = "LIST", description = "Post fields, comma-separated (tweet.fields)")
    String tweetFields;

    @Option(names = "--expansions", paramLabel = "LIST", description = "Expansions, comma-separated")
    String expansions;

    @Option(names = "--user-fields", paramLabel = "LIST", description = "User fields, comma-separated (user.fields)")
    String userFields;

    @Option(names = "--media-fields", paramLabel = "LIST", description = "Media fields, comma-separated")
    String mediaFields;

    @Option(names = "--place-fields", paramLabel = "LIST", description = "Place fields, comma-separated")
    String placeFields;

    @Option(names = "--poll-fields", paramLabel = "LIST", description = "Poll fields, comma-separated")
    String pollFields;

    @Option(names = "--backfill", paramLabel = "MIN",
            description = "On each reconnect ask for the last MIN minutes (1 to 5) so nothing sent meanwhile is lost "
                    + "(default: 0, none)")
    int backfill;

    @Option(names = "--out", paramLabel = "FILE", description = "Append each line to FILE (default: standard output)")
    Path out;

    @Option(names = "--duration", paramLabel = "SECONDS", description = "Stop after this many seconds (default: until Ctrl+C)")
    Double duration;

    @Option(names = "--record", paramLabel = "NAME", description = "Also keep a named recording in Starling's data folder")
    String record;

    /** Injectable for tests against a sandbox with short keep-alives. */
    Duration watchdog = StreamClient.WATCHDOG;

    @Override
    public Integer call() throws IOException {
        StreamRequest request = request();
        if (duration != null && !(duration > 0)) {
            throw context.usage(Messages.text("stream.cli.duration", duration));
        }
        context.checkOutput("--out", out, context.runFiles());
        return context.inSession((session, stdout, err) -> {
            // Appended, as X sent each line: a file named again keeps what earlier runs wrote.
            OutputFile outFile = out == null ? null : context.runFiles().append(out);
            Lines lines = new Lines(outFile == null ? null : outFile.stream(), stdout);
            RecordingStore.Started recording = null;
            try (lines) {
                if (record != null) {
                    recording = session.app().live().recordings().start(record,
                            Messages.text(session.api().environment().label()), String.valueOf(request.query(false)));
                    err.println(Messages.text("stream.cli.recording", record, recording.recording().id()));
                }
                LiveStream stream = new LiveStream(StreamTransport.of(RulesCommand.endpoints(session)), request,
                        Clock.systemUTC(), watchdog, recording == null ? null : recording.writer(), 60,
                        StreamControl.create()).listen(lines).listen(new StreamStateLines<>(err));
                err.println(Messages.text("stream.cli.started", Messages.text(session.api().environment().label())));
                err.flush();
                Thread timer = duration == null ? null : stopAfter(stream::stop, duration);
                try (InterruptGuard guard = InterruptGuard.install(stream::stop)) {
                    StreamStats stats = stream.run();
                    err.println(Messages.text("stream.cli.summary", stats.received(), stats.reconnects(),
                            stats.duplicatesDropped()));
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
            } catch (ApiException | RecordingException e) {
                err.println(Messages.text("rules.cli.failed", e.text()));
                return CommandContext.EXIT_FAILED;
            } finally {
                if (recording != null) {
                    recording.writer().close();
                }
            }
        });
    }

    StreamRequest request() {
        if (backfill < 0 || backfill > StreamRequest.MAX_BACKFILL_MINUTES) {
            throw context.usage(Messages.text("stream.cli.backfill", backfill));
        }
        return new StreamRequest(list(tweetFields), list(expansions), list(userFields), list(mediaFields),
                list(placeFields), list(pollFields), backfill);
    }

    private static List<String> list(String text) {
        if (text == null || text.isBlank()) {
            return List.of();
        }
        return List.of(text.replace(" ", "").split(",")).stream().filter(name -> !name.isEmpty()).toList();
    }

    /** A daemon thread that runs {@code stop} after {@code seconds} unless interrupted first (--duration). */
    static Thread stopAfter(Runnable stop, double seconds) {
        Thread timer = new Thread(() -> {
            try {
                Thread.sleep((long) (seconds * 1000));
                stop.run();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "stream-duration");
        timer.setDaemon(true);
        timer.start();
        return timer;
    }

    /** Each post's line as X sent it, a batch flushed at once. */
    private static final class Lines implements StreamListener, AutoCloseable {
        private final OutputStream file;
        private final PrintWriter stdout;
        private IOException failure;

        Lines(OutputStream file, PrintWriter stdout) {
            this.file = file;
            this.stdout = stdout;
        }

        @Override
        public void onPosts(List<StreamPost> posts) {
            if (failure != null) {
                return;
            }
            try {
                if (file != null) {
                    StringBuilder batch = new StringBuilder();
                    posts.forEach(post -> batch.append(post.line()).append('\n'));
                    file.write(batch.toString().getBytes(StandardCharsets.UTF_8));
                    file.flush();
                } else {
                    posts.forEach(post -> stdout.println(post.line()));
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
}
