package dev.starling.cli;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.store.DurableStore;
import dev.starling.core.stream.recording.RecordedPost;
import dev.starling.core.stream.recording.Recording;
import dev.starling.core.stream.recording.RecordingReader;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.sandbox.stream.AccessLevel;
import dev.starling.sandbox.stream.Burst;
import dev.starling.sandbox.stream.StreamModule;
import dev.starling.sandbox.stream.StreamSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code starling rules ...} and {@code starling stream} against a real sandbox on loopback. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class LiveCommandsTest {

    @TempDir
    static Path dir;

    private UploadSandbox sandbox;
    private StreamModule stream;

    @BeforeAll
    void start() throws Exception {
        sandbox = new UploadSandbox(dir);
        stream = sandbox.sandbox.module(StreamModule.class);
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    @BeforeEach
    void clean() {
        stream.settings(StreamSettings.defaults().withRate(0).withKeepAlive(Duration.ofMillis(200)));
        sandbox.cli("rules", "delete", "--all");
    }

    private Path file(String name, String json) throws Exception {
        return Files.writeString(dir.resolve(name), json);
    }

    @Test
    void applyPrintsTheDiffAndMakesTheLiveRulesTheFilesSet() throws Exception {
        Path rules = file("rules.json", "[{\"value\": \"coffee -is:retweet\", \"tag\": \"coffee\"}, {\"value\": \"#launch\"}]");

        UploadSandbox.Run checked = sandbox.cli("rules", "apply", rules.toString(), "--dry-run");
        UploadSandbox.Run listedBefore = sandbox.cli("rules", "list");
        UploadSandbox.Run applied = sandbox.cli("rules", "apply", rules.toString());
        UploadSandbox.Run listed = sandbox.cli("rules", "list");

        assertThat(checked.exit()).as(checked.err()).isZero();
        assertThat(checked.out()).contains("+ add     coffee -is:retweet  [coffee]").contains("dry run accepts");
        assertThat(listedBefore.out()).contains("No rules are live.");
        assertThat(applied.exit()).as(applied.err()).isZero();
        assertThat(applied.out()).contains("Applied: 2 added, 0 deleted; 2 rules live.");
        assertThat(listed.out()).contains("coffee -is:retweet").contains("#launch").contains("2 of 25,000 rules");

        Path retagged = file("retag.json", "[{\"value\": \"coffee -is:retweet\", \"tag\": \"coffee talk\"}]");
        UploadSandbox.Run again = sandbox.cli("rules", "apply", retagged.toString());
        assertThat(again.out()).contains("- delete").contains("a changed tag is a delete and an add")
                .contains("Applied: 1 added, 2 deleted; 1 rule live.");
        assertThat(sandbox.cli("rules", "apply", retagged.toString()).out()).contains("nothing to do");
    }

    @Test
    void aRuleTheLinterRefusesStopsTheApplyBeforeAnythingIsSent() throws Exception {
        Path rules = file("bad.json", "[{\"value\": \"coffee\"}, {\"value\": \"lang:en has:media\"}]");

        UploadSandbox.Run run = sandbox.cli("rules", "apply", rules.toString());

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("rule 2 “lang:en has:media”: at 1: lang: needs another operator")
                .contains("nothing was sent");
        assertThat(sandbox.cli("rules", "list").out()).contains("No rules are live.");
    }

    @Test
    void whatXRefusesInItsDryRunIsSaidOnTheRuleAndNothingChanges() throws Exception {
        stream.settings(stream.settings().withAccess(AccessLevel.PAY_PER_USE));
        Path rules = file("semantic.json", "[{\"value\": \"tea\"}, {\"value\": \"embedding:\\\"coffee lovers\\\"\"}]");

        UploadSandbox.Run run = sandbox.cli("rules", "apply", rules.toString());

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("rule 2: X refused “embedding:\"coffee lovers\"”")
                .contains("needs enterprise access with embedding").contains("nothing was changed");
        assertThat(sandbox.cli("rules", "list").out()).contains("No rules are live.");
    }

    @Test
    void aFileThatIsNotARuleSetAndMissingArgumentsAreRefusedInWords() throws Exception {
        UploadSandbox.Run notJson = sandbox.cli("rules", "apply", file("x.json", "{\"value\": 1}").toString());
        UploadSandbox.Run missing = sandbox.cli("rules", "apply", dir.resolve("none.json").toString());
        UploadSandbox.Run what = sandbox.cli("rules", "delete");
        UploadSandbox.Run both = sandbox.cli("rules", "delete", "--all", "--id", "1");

        assertThat(notJson.exit()).isEqualTo(1);
        assertThat(notJson.err()).contains("is not a rule set: A rule-set file is a JSON array");
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(what.exit()).isEqualTo(2);
        assertThat(what.err()).contains("--all, or --id ID");
        assertThat(both.exit()).isEqualTo(2);
    }

    @Test
    void deleteByIdRemovesOnlyThatRule() throws Exception {
        sandbox.cli("rules", "apply", file("two.json", "[{\"value\": \"a1\"}, {\"value\": \"b2\"}]").toString());
        String id = sandbox.cli("rules", "list").out().lines().filter(line -> line.endsWith("a1")).findFirst()
                .orElseThrow().split("\\s+")[0];

        UploadSandbox.Run deleted = sandbox.cli("rules", "delete", "--id", id);
        UploadSandbox.Run unknown = sandbox.cli("rules", "delete", "--id", "1234567890123456789");

        assertThat(deleted.out()).contains("Deleted 1 rule; 0 not deleted.");
        assertThat(sandbox.cli("rules", "list").out()).doesNotContain("a1").contains("b2");
        assertThat(unknown.exit()).isEqualTo(1);
        assertThat(unknown.err()).contains("rule 1:");
    }

    @Test
    void streamWritesEachLineAsSentRecordsItAndSummarises() throws Exception {
        sandbox.cli("rules", "apply", file("burst.json", "[{\"value\": \"#CliBurst\", \"tag\": \"burst\"}]").toString());
        Path out = dir.resolve("posts.ndjson");
        CompletableFuture<UploadSandbox.Run> running = CompletableFuture.supplyAsync(() -> sandbox.cli("stream",
                "--tweet-fields", "lang,created_at", "--expansions", "author_id", "--backfill", "1", "--out",
                out.toString(), "--record", "cli run", "--duration", "4"));
        awaitConnection();
        Burst burst = stream.burst(200, 400, "CliBurst");
        assertThat(burst.await(10, TimeUnit.SECONDS)).isTrue();
        Thread.sleep(300);
        stream.disconnectAll("OperationalDisconnect");
        UploadSandbox.Run run = running.get(30, TimeUnit.SECONDS);

        assertThat(run.exit()).as(run.err()).isZero();
        List<String> lines = Files.readAllLines(out);
        List<String> sent = Arrays.stream(burst.ids()).mapToObj(Long::toString).toList();
        assertThat(lines).hasSize(200);
        assertThat(lines).allSatisfy(line -> assertThat(line).contains("\"lang\"").contains("\"includes\"")
                .contains("\"tag\":\"burst\""));
        assertThat(lines.stream().map(LiveCommandsTest::id).toList()).containsExactlyInAnyOrderElementsOf(sent);
        assertThat(run.err()).contains("received: 200, reconnects: 1, duplicates dropped: 200")
                .contains("X disconnected the stream (OperationalDisconnect)");
        try (DurableStore store = DurableStore.open(sandbox.dataDir, DurableMigrations.ALL)) {
            Recording recording = new RecordingStore(store.database(), RecordingStore.folderIn(sandbox.dataDir),
                    Clock.systemUTC()).findByName("cli run").orElseThrow();
            assertThat(recording.ended()).isTrue();
            assertThat(RecordingReader.all(recording.file())).extracting(RecordedPost::line).isEqualTo(lines);
        }
    }

    @Test
    void theAccessLevelOfTheEnvironmentSetsWhatTheRulesAreCheckedAgainst() throws Exception {
        Path semantic = file("semantic-local.json", "[{\"value\": \"embedding:\\\"coffee lovers\\\"\"}]");

        UploadSandbox.Run shown = sandbox.cli("rules", "access");
        UploadSandbox.Run set = sandbox.cli("rules", "access", "pay-per-use");
        UploadSandbox.Run refused = sandbox.cli("rules", "apply", semantic.toString(), "--dry-run");
        UploadSandbox.Run back = sandbox.cli("rules", "access", "enterprise");
        UploadSandbox.Run bad = sandbox.cli("rules", "access", "gold");

        assertThat(shown.out()).contains("enterprise (25,000 rules of 2,048 characters); embedding: may be used");
        assertThat(set.out()).contains("pay-per-use (1,000 rules of 1,024 characters); no embedding access");
        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.err()).contains("needs enterprise access with embedding; this environment is set to pay-per-use");
        assertThat(back.out()).contains("embedding: may be used");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("“gold” is not an access level");
    }

    @Test
    void streamOptionsOutOfRangeAreUsageErrors() {
        assertThat(sandbox.cli("stream", "--backfill", "7").exit()).isEqualTo(2);
        assertThat(sandbox.cli("stream", "--duration", "0").exit()).isEqualTo(2);
        assertThat(sandbox.cli("stream", "--out", dir.toString(), "--duration", "1").exit()).isEqualTo(2);
    }

    private void awaitConnection() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (stream.openConnections() == 0) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("starling stream did not connect");
            }
            Thread.sleep(10);
        }
    }

    static String id(String line) {
        int at = line.indexOf("\"id\":\"") + 6;
        return line.substring(at, line.indexOf('"', at));
    }
}
