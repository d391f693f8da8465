package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;
import org.testfx.util.WaitForAsyncUtils;

import dev.starling.sandbox.ads.AdsModule;
import dev.starling.sandbox.infra.Faults;
import dev.starling.sandbox.infra.FaultsModule;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code starling upload} end to end against a real sandbox on loopback: what the audience holds
 * afterwards is compared, as sets of hashes, with the SHA-256 of the normalised source values
 * (computed here independently). Sets are compared by counts, never printed.
 */
class UploadEndToEndTest {

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

    /** Distinct addresses written as people type them (capitals, spaces); returns the expected hashes. */
    private Set<String> writeEmails(Path file, int rows) throws Exception {
        MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
        Set<String> expected = new HashSet<>(rows * 2);
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("Name,E-mail address,Signed up\n");
            for (int i = 0; i < rows; i++) {
                String typed = (i % 3 == 0 ? " " : "") + "Customer." + i + "@Example" + (i % 7) + ".COM";
                out.write("Customer " + i + "," + typed + ",2025-0" + (1 + i % 9) + "-1" + (i % 10) + "\n");
                String normalised = typed.strip().toLowerCase(Locale.ROOT);
                expected.add(HexFormat.of().formatHex(sha256.digest(normalised.getBytes(StandardCharsets.UTF_8))));
            }
        }
        return expected;
    }

    private static void assertSameSet(Set<String> held, Set<String> expected) {
        Set<String> missing = new HashSet<>(expected);
        missing.removeAll(held);
        Set<String> extra = new HashSet<>(held);
        extra.removeAll(expected);
        assertThat(missing.size()).as("source hashes missing from the audience").isZero();
        assertThat(extra.size()).as("hashes in the audience that are not in the source").isZero();
        assertThat(held.size()).isEqualTo(expected.size());
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void uploadingHundredThousandEmailsLeavesTheAudienceHoldingExactlyTheirHashes() throws Exception {
        Path crm = dir.resolve("crm.csv");
        Set<String> expected = writeEmails(crm, 100_000);
        assertThat(expected).hasSize(100_000);
        String account = sandbox.coffeeUs();
        String audience = sandbox.createAudience(account, "CRM sync 100k");
        Path rejections = dir.resolve("rejections.csv");

        UploadSandbox.Run run = sandbox.cli("upload", "--account", account, "--audience", audience,
                "--file", crm.toString(), "--rejections", rejections.toString());

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.err()).contains("Columns: email=2  (detected");
        assertThat(run.out()).contains("status: COMPLETED").contains("rows read: 100000").contains("people: 100000")
                .contains("identifiers sent: email 100000").contains("rows rejected: 0").contains("duplicate rows: 0")
                .contains("people accepted by X: 100000").contains("batches: 40 acknowledged, 0 acknowledged by an earlier run, 0 failed")
                .contains("rejections file: " + rejections.toAbsolutePath());
        assertThat(run.out() + run.err()).doesNotContainIgnoringCase("@example");
        assertSameSet(sandbox.emailMembers(audience), expected);
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void anUploadKilledMidwayResumesWithoutResendingAcknowledgedBatchesAndTheAudienceHoldsExactlyTheSource()
            throws Exception {
        Path crm = dir.resolve("crm.csv");
        Set<String> expected = writeEmails(crm, 60_000); // 24 batches of 2,500
        String account = sandbox.coffeeUs();
        String audience = sandbox.createAudience(account, "CRM sync killed");
        // Every request now takes a second: the upload runs long enough to be killed midway.
        sandbox.sandbox.module(FaultsModule.class).set(new Faults(1_000, 0, 0, 0));

        Process child = startChild(List.of("upload", "--account", account, "--audience", audience, "--file", crm.toString()));
        int acknowledgedAtKill;
        try {
            awaitAcknowledgedBatches(child, 2);
        } finally {
            child.destroyForcibly(); // SIGKILL: no shutdown hook, no goodbye
            assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
        sandbox.sandbox.module(FaultsModule.class).set(Faults.NONE);
        long jobId;
        try (Connection db = journal()) {
            jobId = single(db, "SELECT id FROM upload_job");
            assertThat(text(db, "SELECT status FROM upload_job WHERE id = " + jobId)).isEqualTo("RUNNING");
            acknowledgedAtKill = (int) single(db, "SELECT count(*) FROM upload_batch WHERE job_id = " + jobId);
        }
        assertThat(acknowledgedAtKill).isBetween(2, 23);
        int heldAtKill = sandbox.sandbox.module(AdsModule.class).members(account, audience).getOrDefault("email", Set.of()).size();
        assertThat(heldAtKill).isGreaterThanOrEqualTo(acknowledgedAtKill * 2_500).isLessThan(expected.size());
        long requestsBeforeResume = uploadRequests();

        UploadSandbox.Run resumed = sandbox.cli("upload", "--resume");

        assertThat(resumed.exit()).as(resumed.err()).isZero();
        assertThat(resumed.err()).contains("Resuming upload job " + jobId);
        assertThat(resumed.out()).contains("job: " + jobId).contains("status: COMPLETED")
                .contains((24 - acknowledgedAtKill) + " acknowledged, " + acknowledgedAtKill + " acknowledged by an earlier run, 0 failed");
        // The HTTP client's own request log: the resumed run posted only the batches not yet acknowledged.
        assertThat(uploadRequests() - requestsBeforeResume).isEqualTo(24 - acknowledgedAtKill);
        assertSameSet(sandbox.emailMembers(audience), expected);
        try (Connection db = journal()) {
            assertThat(text(db, "SELECT status FROM upload_job WHERE id = " + jobId)).isEqualTo("COMPLETED");
            assertThat(single(db, "SELECT count(*) FROM upload_batch WHERE job_id = " + jobId)).isEqualTo(24);
        }
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void anInterruptedUploadIsJournalledAsPausedAndOfferedForResuming() throws Exception {
        Path crm = dir.resolve("crm.csv");
        writeEmails(crm, 60_000);
        String account = sandbox.coffeeUs();
        String audience = sandbox.createAudience(account, "CRM sync interrupted");
        sandbox.sandbox.module(FaultsModule.class).set(new Faults(1_000, 0, 0, 0));

        Process child = startChild(List.of("upload", "--account", account, "--audience", audience, "--file", crm.toString()));
        try {
            awaitAcknowledgedBatches(child, 1);
            child.destroy(); // SIGTERM: the same shutdown path as Ctrl+C
            assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
        } finally {
            child.destroyForcibly();
        }
        sandbox.sandbox.module(FaultsModule.class).set(Faults.NONE);

        try (Connection db = journal()) {
            assertThat(text(db, "SELECT status FROM upload_job")).isEqualTo("PAUSED");
        }
        String err = Files.readString(dir.resolve("child.err"));
        assertThat(err).contains("interrupted").contains("Resume with 'starling upload --resume ");
        assertThat(Files.readString(dir.resolve("child.out"))).contains("status: PAUSED");
        assertThat(err).doesNotContainIgnoringCase("@example");
    }

    /** A separate JVM running {@code starling upload}, talking to this test's sandbox; output goes to files. */
    private Process startChild(List<String> command) throws Exception {
        List<String> args = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-cp", System.getProperty("java.class.path"), "dev.starling.Launcher"));
        args.addAll(sandbox.globalArgs());
        args.addAll(command);
        ProcessBuilder builder = new ProcessBuilder(args)
                .redirectOutput(dir.resolve("child.out").toFile())
                .redirectError(dir.resolve("child.err").toFile());
        builder.environment().putAll(sandbox.env());
        return builder.start();
    }

    private void awaitAcknowledgedBatches(Process child, int batches) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(40, TimeUnit.SECONDS, () -> {
                if (!child.isAlive()) {
                    throw new AssertionError("the upload process ended by itself (exit " + child.exitValue() + ")");
                }
                if (!Files.exists(dir.resolve("data").resolve("starling.db"))) {
                    return false;
                }
                try (Connection db = journal()) {
                    return single(db, "SELECT count(*) FROM upload_batch") >= batches;
                }
            });
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("no batch was acknowledged within 40 s", e);
        }
    }

    private long uploadRequests() throws Exception {
        try (Connection db = journal()) {
            return single(db, "SELECT count(*) FROM request_log WHERE method = 'POST' AND path LIKE '%/custom_audiences/%/users'");
        }
    }

    private Connection journal() throws Exception {
        Connection connection = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("data").resolve("starling.db"));
        try (Statement statement = connection.createStatement()) {
            statement.execute("PRAGMA busy_timeout = 5000");
        }
        return connection;
    }

    private static long single(Connection db, String sql) throws Exception {
        try (Statement statement = db.createStatement(); ResultSet row = statement.executeQuery(sql)) {
            row.next();
            return row.getLong(1);
        }
    }

    private static String text(Connection db, String sql) throws Exception {
        try (Statement statement = db.createStatement(); ResultSet row = statement.executeQuery(sql)) {
            row.next();
            return row.getString(1);
        }
    }
}
