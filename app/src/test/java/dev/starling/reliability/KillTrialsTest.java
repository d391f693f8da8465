package dev.starling.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.cli.UploadSandbox;
import dev.starling.sandbox.infra.Faults;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kill trials: a child JVM running {@code starling upload} is SIGKILLed at a random point (after a
 * random number of acknowledged batches, plus a random delay: while a batch is in flight, between
 * journal writes, or before the job is journalled at all), then the scheduled form of the command
 * ({@code upload --account A --audience X --file F --resume}) is run until it finishes. Every trial
 * must end with the audience holding exactly the source set.
 *
 * <p>{@code -Dreliability.kills=N} sets the number of trials (default 2, quick enough for CI);
 * {@code -Dreliability.seed=S} repeats a run: the seed is printed at the start.
 */
class KillTrialsTest {

    private static final int ROWS = 30_000; // 12 batches
    private static final int BATCHES = 12;

    @TempDir
    Path dir;

    private UploadSandbox sandbox;

    @BeforeEach
    void start() throws Exception {
        sandbox = new UploadSandbox(dir);
        sandbox.login();
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    @Test
    void anUploadKilledAtRandomPointsResumesToExactlyTheSourceSet() throws Exception {
        int kills = Integer.getInteger("reliability.kills", 2);
        long seed = Long.getLong("reliability.seed", System.nanoTime());
        System.out.printf("reliability: %d kill trials, seed %d (repeat with -Dreliability.seed=%d)%n", kills, seed, seed);
        Random random = new Random(seed);
        String account = sandbox.coffeeUs();
        long started = System.nanoTime();
        for (int trial = 1; trial <= kills; trial++) {
            Path crm = dir.resolve("kill-" + trial + ".csv");
            Set<String> expected = Emails.write(crm, ROWS, "kill" + trial);
            String audience = sandbox.createAudience(account, "Kill trial " + trial);
            List<String> upload = List.of("upload", "--account", account, "--audience", audience, "--file", crm.toString(),
                    "--resume");
            int afterBatches = random.nextInt(BATCHES - 1);
            int extraMillis = random.nextInt(400);
            // Slow enough that a kill lands mid-upload: every request takes 150 ms.
            sandbox.faults(new Faults(150, 0, 0, 0));
            int journalledBefore = acknowledgedBatches();
            Process child = sandbox.startChild(dir, upload);
            try {
                awaitAcknowledgedBatches(child, afterBatches, trial);
                Thread.sleep(extraMillis);
            } finally {
                child.destroyForcibly(); // SIGKILL: no shutdown hook, no goodbye
                assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
            }
            sandbox.faults(Faults.NONE);
            int journalled = acknowledgedBatches() - journalledBefore;

            UploadSandbox.Run resumed = sandbox.cli(upload.toArray(String[]::new));

            assertThat(resumed.exit()).as("trial %d (seed %d): %s", trial, seed, resumed.err()).isZero();
            assertThat(resumed.out()).contains("status: COMPLETED");
            UserFacing.assertPlain(resumed.out() + resumed.err());
            Emails.assertSameSet(sandbox.emailMembers(audience), expected);
            System.out.printf("reliability: kill trial %d: killed after >= %d batches + %d ms (%d journalled), resumed to "
                    + "exactly the source set%n", trial, afterBatches, extraMillis, journalled);
        }
        System.out.printf("reliability: %d kill trials in %d s%n", kills,
                TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started));
    }

    /** Waits (40 s at most) until the child's journal holds {@code batches} acknowledged batches in all. */
    private void awaitAcknowledgedBatches(Process child, int batches, int trial) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
        int before = acknowledgedBatches();
        while (System.nanoTime() < deadline) {
            if (!child.isAlive()) {
                throw new AssertionError("trial " + trial + ": the upload ended by itself (exit " + child.exitValue()
                        + "): " + Files.readString(dir.resolve("child.err")));
            }
            if (acknowledgedBatches() - before >= batches) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("trial " + trial + ": " + batches + " batches were not acknowledged within 40 s");
    }

    private int acknowledgedBatches() throws Exception {
        Path db = sandbox.dataDir.resolve("starling.db");
        if (!Files.exists(db)) {
            return 0;
        }
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + db);
             Statement statement = connection.createStatement()) {
            statement.execute("PRAGMA busy_timeout = 5000");
            try (ResultSet row = statement.executeQuery("SELECT count(*) FROM upload_batch")) {
                return row.next() ? row.getInt(1) : 0;
            } catch (java.sql.SQLException noTableYet) {
                return 0;
            }
        }
    }
}
