package dev.starling.ui.upload;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.cli.UploadSandbox;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.store.DurableStore;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.UploadService;
import dev.starling.ui.ads.UploadTarget;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * One file of 3,260 rows through the wizard (its first step, preview, progress and result) and through
 * {@code starling upload} against a sandbox: every figure has the same name and value in each, and the
 * values are the file's own (3,260 rows read, 3,220 people, 40 rows rejected, 160 duplicate rows).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class UploadFiguresAgreeTest {

    private static final Instant NOW = Instant.parse("2026-11-21T10:00:00Z");
    /** The names the window and the command line must both use, each for one figure. */
    private static final List<String> NAMES = List.of("rows read", "people", "identifiers sent", "rows rejected",
            "duplicate rows", "identifiers rejected", "people accepted by x");

    @TempDir
    Path dir;

    @Test
    void thePreviewTheProgressTheResultAndTheCommandLineNameEachFigureAlikeWithTheSameValue() throws Exception {
        Path file = crmFile();

        // the window: a sender that accepts every batch, as the sandbox does
        Map<String, String> preview;
        Map<String, String> result;
        List<String> progress = new ArrayList<>();
        try (DurableStore store = DurableStore.open(dir.resolve("window"), DurableMigrations.ALL)) {
            Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
            UploadService service = new UploadService((settings, batch) -> BatchResponse.ok(batch.operationCount(),
                    batch.operationCount(), List.of()), new UploadJournal(store.database(), clock), clock, dir.resolve("reports"),
                dev.starling.core.text.Messages::text);
            SameThreadTaskRunner tasks = new SameThreadTaskRunner();
            UploadWizardViewModel wizard = new UploadWizardViewModel(UploadTarget.audience("acc", "aud", "Spring CRM 2026"),
                    service, () -> {
                        throw new AssertionError("no Ads API call expected");
                    }, new UploadSourceModel(service, tasks, "US", region -> { }),
                    new UploadRunViewModel(tasks, Runnable::run), tasks, clock);
            wizard.source().choose(file);
            assertThat(wizard.source().fileSummaryProperty().get()).as("step 1 counts the rows")
                    .contains("3,260 rows").doesNotContain("about");
            wizard.run().rowsProperty().addListener((obs, old, now) -> progress.add(now));
            wizard.next();
            wizard.next();
            preview = figures(wizard.source().previewCountsProperty().get());
            wizard.next();
            wizard.next();
            result = figures(wizard.run().summaryProperty().get());
        }

        // the command line, against a sandbox
        Map<String, String> cli;
        try (UploadSandbox sandbox = new UploadSandbox(dir)) {
            sandbox.login();
            String account = sandbox.coffeeUs();
            String audience = sandbox.createAudience(account, "Spring CRM 2026");
            UploadSandbox.Run run = sandbox.cli("upload", "--account", account, "--audience", audience, "--file",
                    file.toString());
            assertThat(run.exit()).as(run.err()).isZero();
            cli = figures(run.out());
            String lastProgress = run.err().lines().filter(line -> line.startsWith("rows read: ")).reduce((a, b) -> b)
                    .orElseThrow();
            assertThat(lastProgress).as("its progress names rows read alike").startsWith("rows read: 3,260, ");
        }

        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("rows read", "3260");
        expected.put("people", "3220");
        expected.put("identifiers sent", "email 3160, phone_number 120");
        expected.put("rows rejected", "40");
        expected.put("duplicate rows", "160");
        // each rejected row: "not an email address" and its empty phone cell
        expected.put("identifiers rejected", "80");
        expected.put("people accepted by x", "3220");
        for (String name : NAMES) {
            if (!name.equals("people accepted by x")) {
                assertThat(preview).as("preview: " + name).containsEntry(name, expected.get(name));
            }
            assertThat(result).as("result: " + name).containsEntry(name, expected.get(name));
            assertThat(cli).as("starling upload: " + name).containsEntry(name, expected.get(name));
        }
        String last = progress.get(progress.size() - 1);
        assertThat(last).as("the progress names rows read as the rest do").startsWith("Rows read: 3,260 of 3,260");
        assertThat(progress).noneMatch(line -> line.contains("about"));
    }

    /** 3,260 rows: 3,000 people by email, 100 of them again, 60 with email and phone, 40 with no valid identifier, 60 phones again. */
    private Path crmFile() throws Exception {
        StringBuilder csv = new StringBuilder("email,phone\n");
        for (int i = 0; i < 3_000; i++) {
            csv.append("user").append(i).append("@example.com,\n");
        }
        for (int i = 0; i < 100; i++) {
            csv.append("User").append(i).append("@Example.com,\n");
        }
        for (int k = 0; k < 60; k++) {
            csv.append("extra").append(k).append("@example.com,(202) 555-01").append(String.format(Locale.ROOT, "%02d", k)).append('\n');
        }
        for (int i = 0; i < 40; i++) {
            csv.append("not-an-email-").append(i).append(",\n");
        }
        for (int k = 0; k < 60; k++) {
            csv.append(",+1202555").append(String.format(Locale.ROOT, "01%02d", k)).append('\n');
        }
        Path file = dir.resolve("spring crm.csv");
        Files.writeString(file, csv.toString(), StandardCharsets.UTF_8);
        return file;
    }

    /**
     * "Name: value" pairs of the window ("Rows read: 3,260 · People: 3,220", a line each or joined by middle
     * dots) or of the command line ("rows read: 3260", a line each), by lower-case name, values without
     * digit grouping.
     */
    private static Map<String, String> figures(String text) {
        Map<String, String> found = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            for (String part : line.split(" \u00b7 ")) {
                int colon = part.indexOf(": ");
                if (colon > 0 && !part.startsWith(" ")) {
                    String name = part.substring(0, colon).toLowerCase(Locale.ROOT);
                    String value = part.substring(colon + 2);
                    found.put(name, value(value.endsWith(".") ? value.substring(0, value.length() - 1) : value));
                }
            }
        }
        return found;
    }

    /** "3,260" as "3260"; "email 3,160, phone_number 120" keeps its words and separators. */
    private static String value(String shown) {
        return shown.replaceAll("(\\d),(\\d{3})", "$1$2");
    }
}
