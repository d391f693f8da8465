package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.upload.UploadProgress;
import dev.starling.core.upload.common.UploadSettings;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Argument handling of {@code starling upload}: what a run is asked to do, and usage errors (exit 2). */
class UploadCommandTest {

    private static final Instant NOW = Instant.parse("2026-11-21T10:15:30.250Z");

    @TempDir
    Path dir;

    private Path crm;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeEach
    void file() throws Exception {
        crm = Files.writeString(dir.resolve("crm.csv"), "email\nsomeone@example.com\n");
    }

    private CommandLine commandLine() {
        CommandLine commandLine = StarlingCommand.commandLine(options -> {
            throw new AssertionError("the window must not open");
        }, Map.of());
        ((StarlingCommand) commandLine.getCommand()).useWriters(new PrintWriter(out, true), new PrintWriter(err, true));
        ((UploadCommand) commandLine.getSubcommands().get("upload").getCommand()).clock = Clock.fixed(NOW, ZoneOffset.UTC);
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine;
    }

    /** Parses {@code upload ARGS} and returns the plan, without running anything. */
    private UploadCommand.Plan plan(String... args) {
        CommandLine commandLine = commandLine();
        List<String> all = new ArrayList<>(List.of("upload"));
        all.addAll(List.of(args));
        commandLine.parseArgs(all.toArray(String[]::new));
        return ((UploadCommand) commandLine.getSubcommands().get("upload").getCommand()).plan();
    }

    private int run(String... args) {
        List<String> all = new ArrayList<>(List.of("--data-dir", dir.resolve("data").toString(), "upload"));
        all.addAll(List.of(args));
        return commandLine().execute(all.toArray(String[]::new));
    }

    @Test
    void aCustomAudienceUploadAddsWithDetectedColumnsAndThirteenMonthsByDefault() {
        UploadCommand.Plan plan = plan("--account", "18ce54d4x5t", "--audience", "1nmth", "--file", crm.toString());

        assertThat(plan).isInstanceOfSatisfying(UploadCommand.NewUpload.class, upload -> {
            assertThat(upload.file()).isEqualTo(crm);
            assertThat(upload.columns()).isNull(); // detected when the run starts
            assertThat(upload.phoneRegion()).as("the app's setting applies later").isNull();
            UploadSettings settings = upload.settings();
            assertThat(settings.target()).isEqualTo(UploadSettings.Target.CUSTOM_AUDIENCE);
            assertThat(settings.accountId()).isEqualTo("18ce54d4x5t");
            assertThat(settings.listId()).isEqualTo("1nmth");
            assertThat(settings.operation()).isEqualTo(UploadSettings.Operation.UPDATE);
            assertThat(settings.effectiveAt()).isEqualTo(Instant.parse("2026-11-21T10:15:30Z"));
            assertThat(settings.expiresAt()).isEqualTo(Instant.parse("2027-12-21T10:15:30Z"));
        });
    }

    @Test
    void columnsDeleteTimesAndRegionAreTakenAsGiven() {
        UploadCommand.Plan plan = plan("--account", "a1", "--audience", "b2", "--file", crm.toString(),
                "--column", "email=2", "--column", "phone=3", "--delete", "--effective-at", "2027-01-01",
                "--expires-at", "2027-06-01T12:00:00+02:00", "--phone-region", "gb");

        assertThat(plan).isInstanceOfSatisfying(UploadCommand.NewUpload.class, upload -> {
            assertThat(upload.columns().describe()).isEqualTo("email=2,phone_number=3");
            assertThat(upload.phoneRegion()).isEqualTo("gb");
            assertThat(upload.settings().operation()).isEqualTo(UploadSettings.Operation.DELETE);
            assertThat(upload.settings().effectiveAt()).isEqualTo(Instant.parse("2027-01-01T00:00:00Z"));
            assertThat(upload.settings().expiresAt()).isEqualTo(Instant.parse("2027-06-01T10:00:00Z"));
        });
    }

    @Test
    void aDoNotReachListUploadHasNoEffectiveTime() {
        UploadCommand.Plan plan = plan("--account", "a1", "--dnr-list", "d9", "--file", crm.toString());

        assertThat(plan).isInstanceOfSatisfying(UploadCommand.NewUpload.class, upload -> {
            assertThat(upload.settings().target()).isEqualTo(UploadSettings.Target.DO_NOT_REACH_LIST);
            assertThat(upload.settings().effectiveAt()).isNull();
            assertThat(upload.settings().expiresAt()).isAfter(NOW);
        });
    }

    @Test
    void resumeWithoutAJobMeansTheNewestUnfinishedAndWithOneMeansThatJob() {
        assertThat(plan("--resume")).isEqualTo(new UploadCommand.Resume(null));
        assertThat(plan("--resume", "7")).isEqualTo(new UploadCommand.Resume(7L));
        assertThat(plan("--resume", "--rejections", "r.csv")).isEqualTo(new UploadCommand.Resume(null));
    }

    @Test
    void missingTargetOrFileOrAccountAreUsageErrors() {
        assertThat(run("--audience", "b", "--file", crm.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("Missing --account");
        err.getBuffer().setLength(0);
        assertThat(run("--account", "a", "--file", crm.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("Missing --audience ID (or --dnr-list ID");
        err.getBuffer().setLength(0);
        assertThat(run("--account", "a", "--audience", "b")).isEqualTo(2);
        assertThat(err.toString()).contains("Missing --file");
        err.getBuffer().setLength(0);
        assertThat(run("--account", "a", "--audience", "b", "--file", dir.resolve("absent.csv").toString())).isEqualTo(2);
        assertThat(err.toString()).contains("absent.csv does not exist: check the path");
    }

    @Test
    void contradictoryOptionsAreUsageErrors() {
        assertThat(run("--account", "a", "--audience", "b", "--dnr-list", "c", "--file", crm.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("Give --audience or --dnr-list, not both");
        err.getBuffer().setLength(0);
        assertThat(run("--resume", "7", "--file", crm.toString(), "--delete")).isEqualTo(2);
        assertThat(err.toString()).contains("drop --file, --delete");
        err.getBuffer().setLength(0);
        // A scheduled --resume names the whole target, like a new upload.
        assertThat(run("--resume", "--file", crm.toString(), "--delete")).isEqualTo(2);
        assertThat(err.toString()).contains("Missing --account ID");
        err.getBuffer().setLength(0);
        assertThat(run("--account", "a", "--dnr-list", "c", "--file", crm.toString(), "--effective-at", "2027-01-01"))
                .isEqualTo(2);
        assertThat(err.toString()).contains("--effective-at applies to custom audiences only");
        err.getBuffer().setLength(0);
        assertThat(run("--account", "a", "--dnr-list", "c", "--file", crm.toString(), "--column", "handle=1")).isEqualTo(2);
        assertThat(err.toString()).contains("only email and phone_number");
    }

    @Test
    void malformedValuesAreUsageErrorsNamingTheOption() {
        String[] base = {"--account", "a", "--audience", "b", "--file", crm.toString()};
        assertThat(run(concat(base, "--expires-at", "next tuesday"))).isEqualTo(2);
        assertThat(err.toString()).contains("--expires-at takes an ISO 8601 time");
        err.getBuffer().setLength(0);
        assertThat(run(concat(base, "--effective-at", "2027-02-01", "--expires-at", "2027-01-01"))).isEqualTo(2);
        assertThat(err.toString()).contains("must be later than effective_at");
        err.getBuffer().setLength(0);
        assertThat(run(concat(base, "--column", "email"))).isEqualTo(2);
        assertThat(err.toString()).contains("should look like type=column");
        err.getBuffer().setLength(0);
        assertThat(run(concat(base, "--column", "shoe_size=1"))).isEqualTo(2);
        assertThat(err.toString()).contains("unknown identifier type 'shoe_size'");
        err.getBuffer().setLength(0);
        assertThat(run(concat(base, "--phone-region", "XX"))).isEqualTo(2);
        assertThat(err.toString()).contains("--phone-region: unknown phone region");
        err.getBuffer().setLength(0);
        assertThat(run("--resume", "last")).isEqualTo(2);
        assertThat(err.toString()).contains("--resume takes an upload job number");
        err.getBuffer().setLength(0);
        assertThat(run("--account", "a/../x", "--audience", "b", "--file", crm.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("an account id holds only");
    }

    @Test
    void withNobodySignedInTheUploadFailsWithExit1AndSaysHowToSignIn() {
        int exit = run("--account", "a", "--audience", "b", "--file", crm.toString());

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).contains("no account is signed in").contains("starling login");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void theHelpListsTheOptions() {
        assertThat(commandLine().execute("upload", "--help")).isZero();
        assertThat(out.toString()).contains("--account").contains("--audience").contains("--dnr-list")
                .contains("--column").contains("--delete").contains("--resume").contains("--rejections");
    }

    @Test
    void aProgressLineShowsCountsRateBatchesAndEta() {
        String line = ProgressPrinter.line(new UploadProgress(25_000, 100_000, 50_000, 10, 9, 2,
                Duration.ofSeconds(75), false));
        assertThat(line).isEqualTo("rows read: 25,000 of about 100,000 (an estimate), 50,000 rows/s, batches: 10 sent, "
                + "9 acknowledged, 2 already acknowledged earlier, ETA 0:01:15");
    }

    private static String[] concat(String[] base, String... more) {
        List<String> all = new ArrayList<>(List.of(base));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
