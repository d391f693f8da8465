package dev.starling.cli;

import dev.starling.core.activity.ActivityEvent;
import dev.starling.core.activity.ActivityStream;
import dev.starling.core.activity.ActivityStreamRequest;
import dev.starling.core.activity.EventFilter;
import dev.starling.core.activity.EventView;
import dev.starling.core.activity.EventViews;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.output.OutputFile;
import dev.starling.core.stream.LineListener;
import dev.starling.core.stream.LiveEndpoints;
import dev.starling.core.stream.StreamControl;
import dev.starling.core.stream.StreamTransport;
import dev.starling.core.stream.recording.Recording;
import dev.starling.core.stream.recording.RecordingException;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code starling events stream}: the activity stream, live, with the filtered stream's connection care
 * (X's reconnect schedule, the keep-alive watchdog, {@code --backfill} on reconnect, duplicates dropped by
 * {@code event_uuid}): each event on one line for what it is (a bio change as before and after, a post with
 * its text, a message with its sender and recipients ...), or as X sent it with {@code --json}; filtered
 * by {@code --type} and {@code --user}; {@code --record NAME} keeps everything received (before any
 * filter) for {@code events export}; {@code --out FILE} appends the lines shown. Exit codes as
 * {@code starling stream}.
 */
@Command(name = "stream", mixinStandardHelpOptions = true, sortOptions = false,
        resourceBundle = "dev.starling.cli.help.events-stream")
public final class EventsStreamCommand extends Subcommand {

    @Option(names = "--backfill", paramLabel = "MIN")
    int backfill;

    @Option(names = "--type", paramLabel = "TYPE")
    List<String> types = new ArrayList<>();

    @Option(names = "--user", paramLabel = "ID")
    String user;

    @Option(names = "--json")
    boolean json;

    @Mixin
    StreamRunOptions run;

    @Override
    public Integer call() throws IOException {
        if (backfill < 0 || backfill > ActivityStreamRequest.MAX_BACKFILL_MINUTES) {
            throw context.usage(Messages.text("events.cli.backfill", backfill));
        }
        run.check();
        Path out = run.out;
        String record = run.record;
        if (user != null && !user.matches("[0-9]{1,19}")) {
            throw context.usage(Messages.text("webhook.cli.badId", "--user", user));
        }
        EventFilter filter = new EventFilter(Set.copyOf(types), user);
        context.checkOutput("--out", out, context.runFiles());
        return context.inSession((session, stdout, err) -> {
            OutputFile outFile = out == null ? null : context.runFiles().append(out);
            StreamRun.Sink sink = new StreamRun.Sink(outFile == null ? null : outFile.stream(), stdout);
            Lines lines = new Lines(sink, filter, json);
            RecordingStore.Started recording = null;
            try (sink) {
                if (record != null) {
                    recording = session.app().live().recordings().start(Recording.Kind.EVENTS, record,
                            Messages.text(session.api().environment().label()), "{backfill_minutes=" + backfill + "}");
                    err.println(Messages.text("stream.cli.recording", TerminalText.escape(record),
                            recording.recording().id()));
                }
                ActivityStream stream = new ActivityStream(StreamTransport.of(LiveEndpoints.of(session.api()),
                        ActivityStreamRequest.PATH), ActivityStreamRequest.withBackfill(backfill), Clock.systemUTC(),
                        run.watchdog, recording == null ? null : recording.writer(), StreamControl.create())
                        .listen(lines).listen(new StreamStateLines<>(err));
                err.println(Messages.text("events.cli.started", Messages.text(session.api().environment().label())));
                err.flush();
                return StreamRun.run(stream, run, sink, err, stats -> Messages.text("events.cli.summary",
                        stats.received(), lines.shown, stats.reconnects(), stats.duplicatesDropped()));
            } catch (ApiException | RecordingException e) {
                err.println(Messages.text("events.cli.failed", EventLines.text(e.text())));
                return CommandContext.EXIT_FAILED;
            } finally {
                if (recording != null) {
                    recording.writer().close();
                }
            }
        });
    }

    /** The events the filter lets through, one line each, a batch written at once. */
    private static final class Lines implements LineListener<ActivityEvent> {
        private final StreamRun.Sink sink;
        private final EventFilter filter;
        private final boolean json;
        private long shown;

        Lines(StreamRun.Sink sink, EventFilter filter, boolean json) {
            this.sink = sink;
            this.filter = filter;
            this.json = json;
        }

        @Override
        public void onItems(List<ActivityEvent> events) {
            if (!sink.writing()) {
                return;
            }
            StringBuilder batch = new StringBuilder();
            for (ActivityEvent event : events) {
                EventView view = EventViews.view(event);
                if (filter.test(view)) {
                    batch.append(json ? event.line() : EventLines.event(view)).append('\n');
                    shown++;
                }
            }
            sink.write(batch);
        }
    }
}
