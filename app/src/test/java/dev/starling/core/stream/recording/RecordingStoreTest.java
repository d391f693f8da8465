package dev.starling.core.stream.recording;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.output.RunFiles;
import dev.starling.core.store.DurableStore;
import dev.starling.core.stream.MatchingRule;
import dev.starling.core.stream.StreamPost;
import dev.starling.testing.FakeClock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Named recordings: written as posts arrive, read back offline, exported, deleted. */
class RecordingStoreTest {

    @TempDir
    Path dir;

    private final FakeClock clock = new FakeClock(Instant.parse("2026-11-27T10:00:00Z"));
    private final DurableStore store = DurableStore.inMemory(DurableMigrations.ALL);

    @AfterEach
    void close() {
        store.close();
    }

    private RecordingStore recordings() {
        return new RecordingStore(store.database(), RecordingStore.folderIn(dir), clock);
    }

    private static StreamPost post(String id, String text, String authorId, String username, MatchingRule... rules) {
        StringBuilder matching = new StringBuilder();
        for (MatchingRule rule : rules) {
            matching.append(matching.length() == 0 ? "" : ",").append("{\"id\":\"").append(rule.id()).append("\",\"tag\":\"")
                    .append(rule.tag()).append('"').append(rule.semantic() ? ",\"embedding_similarity\":"
                            + rule.similarity() + ",\"embedding_threshold\":" + rule.threshold() : "").append('}');
        }
        String line = "{\"data\":{\"id\":\"" + id + "\",\"text\":\"" + text + "\",\"author_id\":\"" + authorId
                + "\",\"created_at\":\"2026-11-27T10:00:00.000Z\",\"lang\":\"en\"},\"includes\":{\"users\":[{\"id\":\""
                + authorId + "\",\"username\":\"" + username + "\"}]},\"matching_rules\":[" + matching + "]}";
        return new StreamPost(id, line, List.of(rules), Instant.EPOCH);
    }

    @Test
    void aRecordingHoldsEveryPostAsReceivedAndIsListedNewestFirst() {
        RecordingStore recordings = recordings();
        RecordingStore.Started first = recordings.start("launch day", "Sandbox", "{tweet.fields=lang}");
        StreamPost one = post("1", "hello", "9", "ana", new MatchingRule("5", "launch", Double.NaN, Double.NaN));
        StreamPost two = post("2", "again", "9", "ana");
        first.writer().onPosts(List.of(one));
        first.writer().onPosts(List.of(two));
        clock.advance(Duration.ofMinutes(5));
        first.writer().close();
        RecordingStore.Started second = recordings.start("evening", "Sandbox", "{}");

        assertThat(recordings.list()).extracting(Recording::name).containsExactly("evening", "launch day");
        Recording done = recordings.find(first.recording().id()).orElseThrow();
        assertThat(done.ended()).isTrue();
        assertThat(done.endedAt()).isEqualTo(Instant.parse("2026-11-27T10:05:00Z"));
        assertThat(second.recording().ended()).isFalse();
        assertThat(RecordingReader.all(done.file())).extracting(RecordedPost::line).containsExactly(one.line(), two.line());
        assertThat(RecordingReader.all(done.file()).get(0).rules()).extracting(MatchingRule::tag).containsExactly("launch");
        assertThat(first.writer().written()).isEqualTo(2);
        second.writer().close();
    }

    @Test
    void aLineCutShortByAKillIsLeftOutAndEverythingBeforeItIsThere() throws Exception {
        RecordingStore.Started started = recordings().start("killed", "Sandbox", "{}");
        started.writer().onPosts(List.of(post("1", "a", "9", "ana"), post("2", "b", "9", "ana")));
        // what a kill in the middle of a write leaves: half a line, no newline
        Files.write(started.recording().file(), "{\"data\":{\"id\":\"3\",\"te".getBytes(StandardCharsets.UTF_8),
                StandardOpenOption.APPEND);

        assertThat(RecordingReader.all(started.recording().file())).extracting(RecordedPost::id).containsExactly("1", "2");
        assertThat(recordings().find(started.recording().id()).orElseThrow().ended()).isFalse();
    }

    @Test
    void theFileIsReadableByItsOwnerOnly() throws Exception {
        RecordingStore.Started started = recordings().start("private", "Sandbox", "{}");
        started.writer().close();

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(started.recording().file())))
                .isEqualTo("rw-------");
    }

    @Test
    void exportsAreTheLinesAsSentOrACsvWithTheAuthorJoinedIn() throws Exception {
        RecordingStore.Started started = recordings().start("export", "Sandbox", "{}");
        StreamPost one = post("1", "Launch day, \\\"finally\\\"", "9", "ana",
                new MatchingRule("5", "launch", Double.NaN, Double.NaN), new MatchingRule("6", "semantic", 0.4321, 0.3));
        StreamPost two = post("2", "second", "8", "bo");
        started.writer().onPosts(List.of(one, two));
        started.writer().close();
        Recording recording = started.recording();
        Path ndjson = dir.resolve("out.ndjson");
        Path csv = dir.resolve("out.csv");

        RecordingExport.ndjson(recording, ndjson, RunFiles.none());
        RecordingExport.csv(recording, csv, RunFiles.none());

        assertThat(Files.readAllLines(ndjson)).containsExactly(one.line(), two.line());
        List<String> rows = Files.readAllLines(csv);
        assertThat(rows.get(0)).isEqualTo(String.join(",", RecordingExport.CSV_HEADER));
        assertThat(rows.get(1)).isEqualTo("1,2026-11-27T10:00:00.000Z,9,ana,\"Launch day, \"\"finally\"\"\",en,5 6,"
                + "launch | semantic,0.432");
        assertThat(rows.get(2)).isEqualTo("2,2026-11-27T10:00:00.000Z,8,bo,second,en,,,");
        assertThat(dir).isDirectoryNotContaining("glob:**.part");
    }

    @Test
    void anExportNeverWritesOverTheRecordingItself() throws Exception {
        RecordingStore.Started started = recordings().start("safe", "Sandbox", "{}");
        started.writer().onPosts(List.of(post("1", "a", "9", "ana")));
        started.writer().close();
        byte[] before = Files.readAllBytes(started.recording().file());

        assertThatThrownBy(() -> RecordingExport.csv(started.recording(), started.recording().file(), RunFiles.none()))
                .isInstanceOfSatisfying(RecordingException.class,
                        e -> assertThat(e.text().key()).isEqualTo("recording.export.refused"));
        assertThatThrownBy(() -> RecordingExport.ndjson(started.recording(), dir, RunFiles.none()))
                .isInstanceOf(RecordingException.class);
        assertThat(Files.readAllBytes(started.recording().file())).isEqualTo(before);
    }

    @Test
    void deletingARecordingRemovesItsFile() {
        RecordingStore recordings = recordings();
        RecordingStore.Started started = recordings.start("gone", "Sandbox", "{}");
        started.writer().close();

        assertThat(recordings.delete(started.recording().id())).isTrue();

        assertThat(started.recording().file()).doesNotExist();
        assertThat(recordings.list()).isEmpty();
        assertThat(recordings.rename(started.recording().id(), "x")).isFalse();
    }
}
