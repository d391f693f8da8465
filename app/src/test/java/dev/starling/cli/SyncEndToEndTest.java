package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.sandbox.ads.AdsModule;
import dev.starling.sandbox.infra.Faults;
import dev.starling.sandbox.infra.FaultsModule;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
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
import org.testfx.util.WaitForAsyncUtils;

/**
 * {@code starling sync} end to end against a real sandbox on loopback, as cron would run it: what the audience holds
 * afterwards is compared, as sets of hashes, with the SHA-256 of the export's normalised emails (computed here), and
 * the requests sent are counted in the client's own request log.
 */
class SyncEndToEndTest {

    @TempDir
    Path dir;

    private UploadSandbox sandbox;
    private String account;

    @BeforeEach
    void start() throws Exception {
        sandbox = new UploadSandbox(dir);
        sandbox.login();
        account = sandbox.coffeeUs();
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    /** Customers {@code from} (inclusive) to {@code to} (exclusive), typed with capitals and spaces; returns their hashes. */
    private static Set<String> writeExport(Path file, int from, int to) throws Exception {
        MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
        Set<String> expected = new HashSet<>();
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("Name,E-mail address\n");
            for (int i = from; i < to; i++) {
                String typed = (i % 4 == 0 ? " " : "") + "Customer." + i + "@Example" + (i % 7) + ".COM";
                out.write("Customer " + i + ",\"" + typed + "\"\n");
                expected.add(HexFormat.of().formatHex(sha256.digest(
                        typed.strip().toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8))));
            }
        }
        return expected;
    }

    private Set<String> held(String audience) {
        return sandbox.sandbox.module(AdsModule.class).members(account, audience).getOrDefault("email", Set.of());
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aNightlySyncSendsOnlyTheChangesAndASyncWithinTheIntervalIsRefusedUntilForced() throws Exception {
        String audience = sandbox.createAudience(account, "CRM nightly");
        Path crm = dir.resolve("crm.csv");
        Set<String> first = writeExport(crm, 0, 20_000);

        UploadSandbox.Run initial = sandbox.cli("sync", "--account", account, "--audience", audience, "--file", crm.toString());

        assertThat(initial.exit()).as(initial.err()).isZero();
        assertThat(initial.err()).contains("Columns: email=2  (detected");
        assertThat(initial.out()).contains("people to add: 20,000 (20,000 identifiers)").contains("people to remove: 0 (0 identifiers)")
                .contains("status: COMPLETED").contains("sent: 20,000 operations in 8 requests");
        assertThat(held(audience)).isEqualTo(first);
        long requests = sandbox.uploadRequests();

        // the next export, minutes later: 150 people left, 250 joined
        Set<String> second = writeExport(crm, 150, 20_250);
        UploadSandbox.Run dry = sandbox.cli("sync", "--account", account, "--audience", audience, "--file", crm.toString(),
                "--dry-run");
        UploadSandbox.Run refused = sandbox.cli("sync", "--account", account, "--audience", audience, "--file", crm.toString());

        assertThat(dry.exit()).as(dry.err()).isZero();
        assertThat(dry.out()).contains("people to add: 250 (250 identifiers)").contains("people to remove: 150 (150 identifiers)")
                .contains("people kept: 19,850").contains("requests: 2").contains("allowed: at ").contains("status: DRY RUN");
        assertThat(dry.err()).contains("Dry run: nothing was sent or stored.");
        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.out()).contains("status: REFUSED").contains("allowed: at ");
        assertThat(refused.err()).contains("not sent: audience " + audience + " received additions less than 8 h ago")
                .contains("--force");
        assertThat(sandbox.uploadRequests()).isEqualTo(requests);
        assertThat(held(audience)).isEqualTo(first);

        UploadSandbox.Run forced = sandbox.cli("sync", "--account", account, "--audience", audience, "--file", crm.toString(),
                "--force");

        assertThat(forced.exit()).as(forced.err()).isZero();
        assertThat(forced.err()).contains("warning: --force sends even if this audience was updated less than 8 h ago");
        assertThat(forced.out()).contains("sent: 400 operations in 2 requests");
        assertThat(sandbox.uploadRequests() - requests).isEqualTo(2);
        assertThat(held(audience)).isEqualTo(second);
        assertThat(initial.out() + initial.err() + dry.out() + refused.out() + refused.err() + forced.out() + forced.err())
                .doesNotContainIgnoringCase("@example");

        UploadSandbox.Run unchanged = sandbox.cli("sync", "--account", account, "--audience", audience, "--file",
                crm.toString());
        assertThat(unchanged.exit()).as(unchanged.err()).isZero();
        assertThat(unchanged.err()).contains("Nothing changed since the last sync");
        assertThat(sandbox.uploadRequests() - requests).isEqualTo(2);
    }

    @Test
    @Timeout(value = 150, unit = TimeUnit.SECONDS)
    void aSyncKilledMidwayResumesWithTheSameCommandSendingNothingTwiceAndTheRecordStaysExact() throws Exception {
        String audience = sandbox.createAudience(account, "CRM sync killed");
        Path crm = dir.resolve("crm.csv");
        Set<String> expected = writeExport(crm, 0, 30_000); // 12 requests
        sandbox.faults(new Faults(1_000, 0, 0, 0));
        List<String> command = List.of("sync", "--account", account, "--audience", audience, "--file", crm.toString());

        Process child = sandbox.startChild(dir, command);
        try {
            awaitAcknowledged(child, 2);
        } finally {
            child.destroyForcibly(); // SIGKILL: no shutdown hook
            assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
        sandbox.faults(Faults.NONE);
        long acknowledged = sandbox.count("SELECT count(*) FROM upload_batch");
        assertThat(sandbox.count("SELECT count(*) FROM audience_record_change")).isEqualTo(acknowledged);
        assertThat(acknowledged).isBetween(2L, 11L);
        long requestsBefore = sandbox.uploadRequests();

        UploadSandbox.Run resumed = sandbox.cli(command.toArray(String[]::new));

        assertThat(resumed.exit()).as(resumed.err()).isZero();
        assertThat(resumed.err()).contains("Resuming the unfinished sync of this file");
        assertThat(resumed.out()).contains("status: COMPLETED")
                .contains("sent: " + String.format(Locale.ROOT, "%,d", 30_000 - acknowledged * 2_500) + " operations in "
                        + (12 - acknowledged) + " requests");
        assertThat(sandbox.uploadRequests() - requestsBefore).isEqualTo(12 - acknowledged);
        assertThat(held(audience)).isEqualTo(expected);

        // the record is exactly what the audience holds: an overlap of the export with it shares everyone
        UploadSandbox.Run overlap = sandbox.cli("overlap", crm.toString(), "--account", account, "--audience", audience);
        assertThat(overlap.exit()).as(overlap.err()).isZero();
        assertThat(overlap.out()).contains("audience " + audience).containsPattern("(?m)^A B\\s+30,000\\s+30,000$")
                .containsPattern("(?m)^A\\s+0\\s+0$").containsPattern("(?m)^B\\s+0\\s+0$");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void badSyncCommandLinesAreUsageErrorsNamingTheOption() throws Exception {
        Path crm = dir.resolve("crm.csv");
        writeExport(crm, 0, 10);
        String audience = sandbox.createAudience(account, "CRM usage");

        assertThat(sandbox.cli("sync", "--account", account, "--file", crm.toString()).err()).contains("Missing --audience");
        assertThat(sandbox.cli("sync", "--account", account, "--audience", audience).err()).contains("Missing --file");
        UploadSandbox.Run interval = sandbox.cli("sync", "--account", account, "--audience", audience, "--file",
                crm.toString(), "--interval-hours", "0");
        assertThat(interval.exit()).isEqualTo(2);
        assertThat(interval.err()).contains("--interval-hours 0: give whole hours from 1 to 72");
        UploadSandbox.Run partner = sandbox.cli("sync", "--account", account, "--audience", audience, "--file",
                crm.toString(), "--column", "partner_user_id=1", "--column", "email=2");
        assertThat(partner.exit()).isEqualTo(1);
        assertThat(partner.err()).contains("cannot keep partner_user_id columns");
        UploadSandbox.Run unknown = sandbox.cli("sync", "--account", account, "--audience", "nosuchaudience", "--file",
                crm.toString());
        assertThat(unknown.exit()).isEqualTo(1);
        assertThat(unknown.err()).contains("nosuchaudience");
        assertThat(sandbox.uploadRequests()).isZero();
    }

    private void awaitAcknowledged(Process child, int batches) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> {
                if (!child.isAlive()) {
                    throw new AssertionError("the sync ended by itself (exit " + child.exitValue() + "): "
                            + Files.readString(dir.resolve("child.err")));
                }
                if (!Files.exists(dir.resolve("data").resolve("starling.db"))) {
                    return false;
                }
                try {
                    return sandbox.count("SELECT count(*) FROM upload_batch") >= batches;
                } catch (java.sql.SQLException notYet) {
                    return false;
                }
            });
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("no batch was acknowledged in time", e);
        }
    }
}
