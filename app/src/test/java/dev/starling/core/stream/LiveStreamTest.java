package dev.starling.core.stream;

import dev.starling.boot.DurableMigrations;
import static dev.starling.core.stream.ScriptedTransport.lines;
import static dev.starling.core.stream.ScriptedTransport.post;
import static dev.starling.core.stream.ScriptedTransport.status;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.store.DurableStore;
import dev.starling.core.stream.recording.RecordedPost;
import dev.starling.core.stream.recording.RecordingReader;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.testing.FakeClock;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A listening session: every post recorded before anything else sees it, counted per rule, its state kept. */
class LiveStreamTest {

    @TempDir
    Path dir;

    @Test
    void aPostReachesTheViewOnlyOnceItIsRecordedAndIsCountedOnItsRules() {
        FakeClock clock = new FakeClock(Instant.parse("2026-11-27T10:00:00Z"));
        try (DurableStore store = DurableStore.inMemory(DurableMigrations.ALL)) {
            RecordingStore.Started recording = new RecordingStore(store.database(), RecordingStore.folderIn(dir), clock)
                    .start("session", "Sandbox", "{}");
            LiveStream stream = new LiveStream(new ScriptedTransport()
                    .then(lines(post("1", "coffee"), post("2", "launch"), post("3", "coffee")))
                    .then(lines(post("3", "coffee"), post("4", "launch")))
                    .then(status(401, "{}")), StreamRequest.defaults().withBackfill(1), clock, StreamClient.WATCHDOG,
                    recording.writer(), 60, StreamControl.sleepingWith(clock));
            List<Integer> recordedWhenShown = new ArrayList<>();
            stream.listen(new StreamListener() {
                @Override
                public void onPosts(List<StreamPost> posts) {
                    recordedWhenShown.add(RecordingReader.all(recording.recording().file()).size());
                }
            });

            StreamStats stats = stream.run();
            recording.writer().close();

            assertThat(recordedWhenShown).containsExactly(3, 4);
            assertThat(RecordingReader.all(recording.recording().file())).extracting(RecordedPost::id)
                    .containsExactly("1", "2", "3", "4");
            LiveStream.Snapshot snapshot = stream.snapshot();
            assertThat(snapshot.stats()).isEqualTo(stats);
            assertThat(snapshot.stats().duplicatesDropped()).isEqualTo(1);
            assertThat(snapshot.tally().total()).isEqualTo(4);
            assertThat(snapshot.tally().rules()).extracting(RuleTally.RuleCount::count).containsExactly(4L);
            assertThat(snapshot.state()).isInstanceOfSatisfying(StreamState.Stopped.class,
                    stopped -> assertThat(stopped.reason().status()).isEqualTo(401));
            assertThat(stream.stopReason()).isNotNull();
        }
    }
}
