package dev.starling.cli;

import dev.starling.core.api.error.ApiException;
import dev.starling.core.stream.LiveStream;
import dev.starling.core.stream.StreamControl;
import dev.starling.core.stream.StreamListener;
import dev.starling.core.stream.StreamPost;
import dev.starling.core.stream.StreamRequest;
import dev.starling.core.stream.StreamTransport;
import dev.starling.core.stream.recording.RecordingException;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.core.output.OutputFile;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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
        resourceBundle = "dev.starling.cli.help.stream")
public final class StreamCommand extends Subcommand {

    @Mixin
    FieldOptions fields;

    @Option(names = "--backfill", paramLabel = "MIN")
    int backfill;

    @Mixin
    StreamRunOptions run;

    @Override
    public Integer call() throws IOException {
        StreamRequest request = request();
        run.check();
        Path out = run.out;
        String record = run.record;
        context.checkOutput("--out", out, context.runFiles());
        return context.inSession((session, stdout, err) -> {
            // Appended, as X sent each line: a file named again keeps what earlier runs wrote.
            OutputFile outFile = out == null ? null : context.runFiles().append(out);
            StreamRun.Sink lines = new StreamRun.Sink(outFile == null ? null : outFile.stream(), stdout);
            RecordingStore.Started recording = null;
            try (lines) {
                if (record != null) {
                    recording = session.app().live().recordings().start(record,
                            Messages.text(session.api().environment().label()), String.valueOf(request.query(false)));
                    err.println(Messages.text("stream.cli.recording", record, recording.recording().id()));
                }
                LiveStream stream = new LiveStream(StreamTransport.of(RulesCommand.endpoints(session)), request,
                        Clock.systemUTC(), run.watchdog, recording == null ? null : recording.writer(), 60,
                        StreamControl.create()).listen(new StreamListener() {
                            @Override
                            public void onPosts(List<StreamPost> posts) {
                                StringBuilder batch = new StringBuilder();
                                posts.forEach(post -> batch.append(post.line()).append('\n'));
                                lines.write(batch);
                            }
                        }).listen(new StreamStateLines<>(err));
                err.println(Messages.text("stream.cli.started", Messages.text(session.api().environment().label())));
                err.flush();
                return StreamRun.run(stream, run, lines, err, stats -> Messages.text("stream.cli.summary",
                        stats.received(), stats.reconnects(), stats.duplicatesDropped()));
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
        return fields.streamRequest(backfill);
    }
}
