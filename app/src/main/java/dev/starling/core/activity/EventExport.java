package dev.starling.core.activity;

import de.siegmar.fastcsv.writer.CsvWriter;
import dev.starling.core.output.OutputRefused;
import dev.starling.core.output.RunFiles;
import dev.starling.core.stream.recording.Recording;
import dev.starling.core.stream.recording.RecordingException;
import dev.starling.core.stream.recording.RecordingExport;
import dev.starling.core.stream.recording.RecordingReader;
import dev.starling.core.text.BundleText;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.stream.Collectors;

/**
 * Exports a recording of the activity stream: NDJSON (the lines exactly as X sent them, as for the
 * filtered stream's recordings) or CSV for a spreadsheet, one row per event read for what it is (ids,
 * type, the users it names, a post's or message's text, a profile change's before and after). Both go
 * through the project's one output check ({@link RunFiles}).
 */
public final class EventExport {

    static final String[] CSV_HEADER = {"event_uuid", "event_type", "filter_user_id", "tag", "user_ids", "usernames",
        "object_id", "text", "before", "after"};

    private EventExport() {
    }

    public static void ndjson(Recording recording, Path target, RunFiles runFiles) {
        RecordingExport.ndjson(recording, target, runFiles);
    }

    public static void csv(Recording recording, Path target, RunFiles runFiles) {
        try {
            runFiles.withInput(recording.file()).write(target, file -> {
                CsvWriter csv = CsvWriter.builder().build(file.writer());
                csv.writeRecord(CSV_HEADER);
                RecordingReader.lines(recording.file(), line -> {
                    ActivityEvent event = EventViews.event(line, Instant.EPOCH);
                    if (event != null) {
                        csv.writeRecord(row(EventViews.view(event)));
                    }
                });
            });
        } catch (OutputRefused e) {
            throw new RecordingException(BundleText.of("recording.export.refused", target.toString()), e);
        } catch (IOException | UncheckedIOException e) {
            throw new RecordingException(BundleText.of("recording.export.failed", target.toString()), e);
        }
    }

    static String[] row(EventView view) {
        EventHeader header = view.header();
        String objectId = "";
        String text = "";
        String before = "";
        String after = "";
        if (view instanceof EventView.ProfileChange change) {
            before = nonNull(change.before());
            after = nonNull(change.after());
        } else if (view instanceof EventView.PostMade post) {
            objectId = nonNull(post.postId());
            text = nonNull(post.text());
        } else if (view instanceof EventView.PostDeleted deleted) {
            objectId = nonNull(deleted.postId());
        } else if (view instanceof EventView.Liked like) {
            objectId = nonNull(like.postId());
        } else if (view instanceof EventView.Message message) {
            objectId = nonNull(message.conversationId());
            text = nonNull(message.text());
        } else if (view instanceof EventView.Participants participants) {
            objectId = nonNull(participants.conversationId());
        } else if (view instanceof EventView.Space space) {
            objectId = nonNull(space.spaceId());
            text = nonNull(space.title());
        } else if (view instanceof EventView.News news) {
            text = nonNull(news.headline());
        } else if (view instanceof EventView.Unknown unknown) {
            text = unknown.payload();
        }
        return new String[] {header.uuid(), header.type(), nonNull(header.filterUserId()), nonNull(header.tag()),
            view.users().stream().map(user -> nonNull(user.id())).collect(Collectors.joining(" ")),
            view.users().stream().map(user -> nonNull(user.username())).collect(Collectors.joining(" ")),
            objectId, text, before, after};
    }

    private static String nonNull(String text) {
        return text == null ? "" : text;
    }
}
