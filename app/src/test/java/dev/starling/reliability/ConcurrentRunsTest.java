package dev.starling.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.cli.UploadSandbox;
import dev.starling.sandbox.infra.Faults;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two runs of one upload at once: while a child JVM sends a job, every other way of running that job
 * (plain {@code --resume}, {@code --resume N}, the cron line's {@code --resume} with the file) is
 * refused in words naming the process that holds it, sends nothing, and leaves the job to its sender,
 * which then finishes with the audience holding exactly the source set.
 */
class ConcurrentRunsTest {

    private static final int ROWS = 12_500; // 5 batches

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
    void aJobBeingSentIsLockedAndASecondRunSaysWhichProcessHoldsIt() throws Exception {
        String account = sandbox.coffeeUs();
        String audience = sandbox.createAudience(account, "Two runs at once");
        Path crm = dir.resolve("crm.csv");
        Set<String> expected = Emails.write(crm, ROWS, "lock");
        List<String> upload = List.of("upload", "--account", account, "--audience", audience, "--file", crm.toString());
        sandbox.faults(new Faults(700, 0, 0, 0)); // each request takes 0.7 s: the child is mid-upload for seconds

        Process child = sandbox.startChild(dir, upload);
        try {
            Path lock = awaitLock(child);

            UploadSandbox.Run plain = sandbox.cli("upload", "--resume");
            UploadSandbox.Run byNumber = sandbox.cli("upload", "--resume", jobNumber(lock));
            UploadSandbox.Run cron = sandbox.cli(concat(upload, "--resume"));

            for (UploadSandbox.Run second : List.of(plain, byNumber, cron)) {
                String shown = second.out() + second.err();
                assertThat(second.exit()).as(shown).isEqualTo(1);
                assertThat(shown).contains("is being sent right now by another Starling run (process " + child.pid() + ")")
                        .doesNotContain("status: COMPLETED").doesNotContain("operations sent");
                UserFacing.assertPlain(shown);
            }
            sandbox.faults(Faults.NONE);
            assertThat(child.waitFor(60, TimeUnit.SECONDS)).as("the first run finishes").isTrue();
            assertThat(child.exitValue()).as(Files.readString(dir.resolve("child.err"))).isZero();
            assertThat(lock).as("the run's process id goes with it").doesNotExist();
        } finally {
            child.destroyForcibly();
        }
        Emails.assertSameSet(sandbox.emailMembers(audience), expected);
        UploadSandbox.Run again = sandbox.cli("upload", "--resume");
        assertThat(again.err()).contains("there is no unfinished upload to resume");
    }

    /** The file naming the child's process beside the job's lock, once the child holds it (30 s at most). */
    private Path awaitLock(Process child) throws Exception {
        Path uploads = sandbox.dataDir.resolve("uploads");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            if (!child.isAlive()) {
                throw new AssertionError("the upload ended early: " + Files.readString(dir.resolve("child.err")));
            }
            if (Files.isDirectory(uploads)) {
                try (var files = Files.list(uploads)) {
                    var lock = files.filter(file -> file.getFileName().toString().matches("\\.job-\\d+\\.pid")).findFirst();
                    if (lock.isPresent() && Files.size(lock.get()) > 0) {
                        return lock.get();
                    }
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the first run did not lock its job within 30 s");
    }

    private static String jobNumber(Path lock) {
        return lock.getFileName().toString().replaceAll("\\D", "");
    }

    private static String[] concat(List<String> args, String last) {
        List<String> all = new java.util.ArrayList<>(args);
        all.add(last);
        return all.toArray(String[]::new);
    }
}
