package dev.starling.ui.upload;

import static dev.starling.ui.FxCalls.fxGet;
import static dev.starling.ui.FxCalls.loadAverage;
import static dev.starling.ui.FxCalls.waitUntil;

import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.concurrent.PooledTaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.ThemePreference;
import dev.starling.core.store.DurableStore;
import dev.starling.core.upload.AdsBatchSender;
import dev.starling.core.upload.UploadJob;
import dev.starling.core.upload.UploadJournal;
import dev.starling.core.upload.UploadResult;
import dev.starling.core.upload.UploadService;
import dev.starling.sandbox.ads.AdsModule;
import dev.starling.ui.ads.UploadTarget;
import dev.starling.ui.common.PulseMonitor;
import dev.starling.ui.theme.ThemeManager;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;

/**
 * FX-thread stall check of the upload window: the real wizard ({@link UploadWizards#open}, its views,
 * view-models and the app's upload service with journal and request log) uploads a generated file of
 * 1,000,000 emails to a custom audience of the in-process sandbox, paced at X's 1,500 requests a minute.
 * A {@link PulseMonitor} records the longest gap between two JavaFX pulses while the file is read and
 * detected, while the preview's dry run goes over the whole file, and while the upload runs; the audience
 * must then hold every email. Exit status 1 when a gap exceeds 50 ms. Needs a display (e.g. Xvfb):
 * <pre>xvfb-run -a -s '-screen 0 1280x800x24' java -cp &lt;test classpath&gt; dev.starling.ui.upload.UploadWindowStallCheck [rows]</pre>
 */
public final class UploadWindowStallCheck {

    private static final double LIMIT_MILLIS = 50;

    private UploadWindowStallCheck() {
    }

    public static void main(String[] args) throws Exception {
        int rows = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        Path dir = Files.createTempDirectory("upload-stall");
        Path file = dir.resolve("crm.csv");
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("email,first_name\n");
            for (int i = 0; i < rows; i++) {
                out.write("Customer.Number" + i + "@Example-Shop.com,Ann\n");
            }
        }
        Clock clock = Clock.systemUTC();
        boolean failed = false;
        try (SignedInSandbox sandbox = new SignedInSandbox(Files.createDirectories(dir.resolve("vault")));
             DurableStore store = DurableStore.inMemory()) {
            sandbox.signIn(SignedInSandbox.MARKETER);
            String account = sandbox.ads().accounts().get(0).id();
            String audience = sandbox.ads().createAudience(account, "Stall check", null).id();
            UploadService uploads = new UploadService(new AdsBatchSender(sandbox::services, clock),
                    new UploadJournal(store.database(), clock), clock, Files.createDirectories(dir.resolve("reports")));
            PooledTaskRunner tasks = new PooledTaskRunner(2, Platform::runLater);
            PulseMonitor pulses = new PulseMonitor();
            CompletableFuture<UploadWizardViewModel> opened = new CompletableFuture<>();
            Platform.startup(() -> {
                ThemeManager themes = new ThemeManager(false);
                themes.preferenceProperty().set(ThemePreference.LIGHT);
                UploadWizards wizards = new UploadWizards(uploads, sandbox::ads, tasks, new AppSettings(store.settings()),
                        clock, themes, Platform::runLater, () -> null, problem -> System.out.println("problem: " + problem));
                pulses.start();
                opened.complete(wizards.open(UploadTarget.audience(account, audience, "Stall check"), file, null));
            });
            UploadWizardViewModel wizard = opened.get(30, TimeUnit.SECONDS);

            failed |= phase(pulses, "read and detect the file (" + rows + " rows)", () -> {
                waitUntil(() -> wizard.canGoNextProperty().get(), 120);
                fxGet(() -> {
                    wizard.next();
                    return null;
                });
            });
            failed |= phase(pulses, "preview (dry run over the whole file)", () -> {
                fxGet(() -> {
                    wizard.next();
                    return null;
                });
                waitUntil(() -> wizard.source().previewReadyProperty().get(), 300);
                fxGet(() -> {
                    wizard.next();
                    return null;
                });
            });
            long started = System.nanoTime();
            failed |= phase(pulses, "start: the window turns to the upload's progress", () -> {
                fxGet(() -> {
                    wizard.next();
                    return null;
                });
                waitUntil(() -> wizard.run().fractionProperty().get() > 0
                        || wizard.run().resultProperty().get() != null, 120);
            });
            failed |= phase(pulses, "upload " + rows + " rows, paced at 1,500 requests a minute", () ->
                    waitUntil(() -> wizard.run().resultProperty().get() != null, 900));
            double seconds = (System.nanoTime() - started) / 1e9;
            UploadResult result = fxGet(() -> wizard.run().resultProperty().get());
            int held = sandbox.sandbox().module(AdsModule.class).members(account, audience)
                    .getOrDefault("email", Set.of()).size();
            System.out.printf(Locale.ROOT, "upload: %s, %,d accepted, audience holds %,d emails, %.1f s%n",
                    result.status(), result.accepted(), held, seconds);
            failed |= result.status() != UploadJob.Status.COMPLETED || held != rows;
            System.out.printf(Locale.ROOT, "overall: %s; load average %s%n", pulses.overall().describe(), loadAverage());
            Platform.runLater(pulses::stop);
            tasks.shutdown();
        } finally {
            Platform.exit();
        }
        System.out.println(failed ? "FAILED: a gap over " + (int) LIMIT_MILLIS + " ms, or the upload did not complete"
                : "OK: no gap over " + (int) LIMIT_MILLIS + " ms");
        System.exit(failed ? 1 : 0);
    }

    @FunctionalInterface
    private interface Step {
        void run() throws Exception;
    }

    /** Runs {@code step} and prints the longest pulse gap in it; true when that gap is over the limit. */
    private static boolean phase(PulseMonitor pulses, String name, Step step) throws Exception {
        pulses.takeWindow();
        step.run();
        PulseMonitor.Window window = pulses.takeWindow();
        System.out.printf(Locale.ROOT, "%-60s %s%n", name + ":", window.describe());
        return window.longestGapMillis() > LIMIT_MILLIS;
    }

}
