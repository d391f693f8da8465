package dev.starling.reliability;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.cli.UploadSandbox;
import dev.starling.core.store.DurableStore;
import dev.starling.core.stream.recording.RecordedPost;
import dev.starling.core.stream.recording.Recording;
import dev.starling.core.stream.recording.RecordingReader;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.sandbox.stream.StreamModule;
import dev.starling.sandbox.stream.StreamSettings;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A recording killed with SIGKILL: {@code starling stream --record NAME --out FILE} runs in a child
 * JVM during a burst and is killed at a random moment. Every post it had handed on ({@code --out} is
 * written after the recording, so each line there was delivered) must be in the recording when it is
 * opened again, and the recording must read cleanly (a line cut by the kill left out).
 * {@code -Dreliability.seed=S} repeats a run.
 */
class StreamKillTest {

    @TempDir
    Path dir;

    @Test
    void aKilledRecordingHoldsEveryPostItHadDelivered() throws Exception {
        long seed = Long.getLong("reliability.seed", System.nanoTime());
        int killAfter = 300 + new Random(seed).nextInt(2_000);
        System.out.printf("reliability: stream kill after %d lines, seed %d%n", killAfter, seed);
        try (UploadSandbox sandbox = new UploadSandbox(dir)) {
            StreamModule stream = sandbox.sandbox.module(StreamModule.class);
            stream.settings(StreamSettings.defaults().withRate(0).withKeepAlive(Duration.ofMillis(200)));
            Path rules = Files.writeString(dir.resolve("rules.json"), "[{\"value\": \"#Killed\", \"tag\": \"k\"}]");
            assertThat(sandbox.cli("rules", "apply", rules.toString()).exit()).isZero();
            Path out = dir.resolve("delivered.ndjson");
            Process child = sandbox.startChild(dir, List.of("stream", "--record", "killed", "--out", out.toString(),
                    "--backfill", "1"));
            try {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (stream.openConnections() == 0) {
                    assertThat(child.isAlive()).as("the child runs: %s", Files.readString(dir.resolve("child.err")))
                            .isTrue();
                    assertThat(System.nanoTime()).as("the child connects").isLessThan(deadline);
                    Thread.sleep(20);
                }
                stream.burst(10_000, 2_000, "Killed");
                while (lines(out).size() < killAfter) {
                    assertThat(System.nanoTime()).as("lines delivered").isLessThan(deadline);
                    Thread.sleep(2);
                }
            } finally {
                child.destroyForcibly(); // SIGKILL: no shutdown hook, no close
                assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
            }

            List<String> delivered = lines(out);
            try (DurableStore store = DurableStore.open(sandbox.dataDir, DurableMigrations.ALL)) {
                Recording recording = new RecordingStore(store.database(), RecordingStore.folderIn(sandbox.dataDir),
                        Clock.systemUTC()).findByName("killed").orElseThrow();
                List<RecordedPost> recorded = RecordingReader.all(recording.file());
                Set<String> recordedLines = new HashSet<>();
                recorded.forEach(post -> recordedLines.add(post.line()));

                assertThat(recording.ended()).as("killed, not ended").isFalse();
                assertThat(delivered).hasSizeGreaterThanOrEqualTo(killAfter);
                assertThat(recordedLines).containsAll(delivered);
                assertThat(recorded.stream().map(RecordedPost::id).distinct().count()).isEqualTo(recorded.size());
                System.out.printf("reliability: %d lines delivered before the kill, %d recorded, none lost%n",
                        delivered.size(), recorded.size());
            }
        }
    }

    /** The whole lines of the file (a line being written when read is left out). */
    private static List<String> lines(Path file) throws Exception {
        if (!Files.exists(file)) {
            return List.of();
        }
        String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        int end = text.lastIndexOf('\n');
        return end < 0 ? List.of() : new ArrayList<>(List.of(text.substring(0, end).split("\n")));
    }
}
