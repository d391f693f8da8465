package dev.starling.ui.upload;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.boot.DurableMigrations;
import static dev.starling.ui.FxCalls.fx;
import static dev.starling.ui.FxCalls.fxGet;
import static dev.starling.ui.FxCalls.loadAverage;
import static dev.starling.ui.FxCalls.waitUntil;

import com.sun.management.GarbageCollectionNotificationInfo;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.concurrent.PooledTaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.ThemePreference;
import dev.starling.core.store.DurableStore;
import dev.starling.core.upload.send.AdsBatchSender;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.UploadResult;
import dev.starling.core.upload.UploadService;
import dev.starling.sandbox.ads.AdsModule;
import dev.starling.ui.ads.UploadTarget;
import dev.starling.ui.frames.PulseMonitor;
import dev.starling.ui.theme.ThemeManager;
import dev.starling.ui.FrameCosts;
import dev.starling.ui.ViewLoader;
import dev.starling.core.text.Messages;
import java.io.BufferedWriter;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * FX-thread stall check of the upload window, over the whole flow a person goes through in a fresh JVM:
 * the real wizard ({@link UploadWizards#open}, its views, view-models and the app's upload service with
 * journal and request log) opens with no file, the file of 1,000,000 emails is picked (as the file
 * chooser or a drop hands it over), then Next through the columns, the preview (its dry run over the
 * whole file and its rows), the settings, the start, and the upload of every row to a custom audience of
 * the in-process sandbox, paced at X's 1,500 requests a minute, until the result is shown; the audience
 * must then hold every email. Before that, the Audiences workspace (its real FXML, themed, without data) stands in
 * for the app's main window a person opens the wizard from, so the toolkit's own start (the app's start-up,
 * measured apart) is shown but not judged; the wizard's classes, views and style sheet load fresh.
 * Each phase waits for {@value #SETTLE_FRAMES} more pulses after its last action, so the layout that
 * action causes counts in it. A {@link PulseMonitor} prints, per phase, the longest gap between two
 * JavaFX pulses with the FX thread's CPU in the worst frame, and beside it the longest garbage-collection
 * pause and the load average, and under it the phase's worst frames with what filled them ({@link FrameCosts};
 * {@code -Dworst=N}, 2 by default). Exit status 1 when a gap exceeds 50 ms. It runs with the JVM's defaults,
 * as {@code java -jar} does (the installed app's launcher adds {@code -Xmx1g}). Needs a display (e.g. Xvfb):
 * <pre>xvfb-run -a -s '-screen 0 1920x1080x24' java -cp &lt;test classpath&gt; dev.starling.ui.upload.UploadWindowStallCheck [rows]</pre>
 * {@code -Dtheme=DARK} shows the wizard in the dark theme, and {@code -Dlinger=MS} keeps each step on screen that
 * much longer, for looking at it (figures are taken in the light one, without lingering).
 */
public final class UploadWindowStallCheck {

    private static final double LIMIT_MILLIS = 50;
    private static final int SETTLE_FRAMES = 20;

    private static final AtomicLong PULSES = new AtomicLong();
    /** What filled each frame, to list a phase's worst ones ({@code -Dworst=N}, 2 by default; 0 for none). */
    private static final FrameCosts COSTS = new FrameCosts();
    private static final GcPauses GC = new GcPauses();

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
        System.out.printf(Locale.ROOT, "JVM: %s, max heap %d MB, %d processors; load average %s%n",
                ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName)
                        .collect(Collectors.joining(" + ")),
                Runtime.getRuntime().maxMemory() >> 20, Runtime.getRuntime().availableProcessors(), loadAverage());
        Clock clock = Clock.systemUTC();
        boolean failed = false;
        try (SignedInSandbox sandbox = new SignedInSandbox(Files.createDirectories(dir.resolve("vault")));
             DurableStore store = DurableStore.inMemory(DurableMigrations.ALL)) {
            sandbox.signIn(SignedInSandbox.MARKETER);
            String account = sandbox.ads().accounts().get(0).id();
            String audience = sandbox.ads().createAudience(account, "Stall check", null).id();
            UploadService uploads = new UploadService(new AdsBatchSender(AdsClient.following(sandbox::services), clock),
                    new UploadJournal(store.database(), clock), clock, Files.createDirectories(dir.resolve("reports")),
                    Messages::text);
            PooledTaskRunner tasks = new PooledTaskRunner(2, COSTS.timed(Platform::runLater), dev.starling.ui.app.BackgroundPriority::lowerCurrentThread);
            PulseMonitor pulses = new PulseMonitor();
            CompletableFuture<UploadWizards> started = new CompletableFuture<>();
            CompletableFuture<ThemeManager> theme = new CompletableFuture<>();
            Platform.startup(() -> {
                ThemeManager themes = new ThemeManager(false);
                // -Dtheme=DARK to look at the wizard in the dark theme (the figures are taken in the light one)
                themes.preferenceProperty().set(ThemePreference.valueOf(System.getProperty("theme", "LIGHT")));
                theme.complete(themes);
                new AnimationTimer() {
                    @Override
                    public void handle(long now) {
                        PULSES.incrementAndGet();
                    }
                }.start();
                pulses.start();
                COSTS.start();
                // as the window's composition does once the window is up
                UploadViews.warmUps().forEach(warmUp -> tasks.run("warm up", () -> {
                    warmUp.run();
                    return null;
                }, done -> { }, failure -> { }));
                started.complete(new UploadWizards(uploads, sandbox::ads, tasks, new AppSettings(store.settings()),
                        clock, themes, Platform::runLater, () -> null, problem -> System.out.println("problem: " + problem),
                        dev.starling.ui.common.FxDialogs::new));
            });
            UploadWizards wizards = started.get(30, TimeUnit.SECONDS);
            // The toolkit's start and the first themed window are the app's start-up (installer/measure-startup.sh),
            // not the wizard's: shown, but not judged.
            ThemeManager appThemes = theme.get();
            phase(pulses, "(not judged) the app's start-up: the Audiences workspace, where the wizard is opened", () -> fx(() -> {
                Stage app = new Stage();
                Scene scene = new Scene(new StackPane(mainWindowStandIn()), 1000, 700);
                appThemes.attach(scene);
                app.setScene(scene);
                app.show();
            }));
            UploadTarget target = UploadTarget.audience(account, audience, "Stall check");
            CompletableFuture<UploadWizardViewModel> opened = new CompletableFuture<>();

            failed |= phase(pulses, "open the wizard", () -> opened.complete(fxGet(() -> wizards.open(target, null, null))));
            UploadWizardViewModel wizard = opened.get();
            // from here on the frames' CSS and layout of the wizard's window are timed apart (FrameCosts)
            fx(() -> javafx.stage.Window.getWindows().stream().filter(window -> window.getScene() != null)
                    .forEach(window -> COSTS.attach(window.getScene())));
            failed |= phase(pulses, "pick the file, read and detect it (" + rows + " rows)", () -> {
                fx(() -> wizard.source().choose(file));
                waitUntil(() -> wizard.canGoNextProperty().get(), 120);
            });
            failed |= phase(pulses, "columns", () -> fx(wizard::next));
            failed |= phase(pulses, "preview (dry run over the whole file, then its rows)", () -> {
                fx(wizard::next);
                waitUntil(() -> wizard.source().previewReadyProperty().get(), 300);
            });
            failed |= phase(pulses, "settings", () -> fx(wizard::next));
            long start = System.nanoTime();
            failed |= phase(pulses, "start: the window turns to the upload's progress", () -> {
                fx(wizard::next);
                waitUntil(() -> wizard.run().fractionProperty().get() > 0
                        || wizard.run().resultProperty().get() != null, 120);
            });
            failed |= phase(pulses, "upload " + rows + " rows at 1,500 requests a minute, then the result", () ->
                    waitUntil(() -> wizard.run().resultProperty().get() != null, 900));
            double seconds = (System.nanoTime() - start) / 1e9;
            UploadResult result = fxGet(() -> wizard.run().resultProperty().get());
            int held = sandbox.sandbox().module(AdsModule.class).members(account, audience)
                    .getOrDefault("email", Set.of()).size();
            System.out.printf(Locale.ROOT, "upload: %s, %,d accepted, audience holds %,d emails, %.1f s%n",
                    result.status(), result.accepted(), held, seconds);
            failed |= result.status() != UploadJob.Status.COMPLETED || held != rows;
            System.out.printf(Locale.ROOT, "overall: %s; longest GC pause %.1f ms; load average %s%n",
                    pulses.overall().describe(), GC.overallMillis(), loadAverage());
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

    /** Runs {@code step}, lets the window settle and prints the longest pulse gap in it; true when over the limit. */
    private static boolean phase(PulseMonitor pulses, String name, Step step) throws Exception {
        pulses.takeWindow();
        GC.takeLongest();
        fx(() -> COSTS.takeAll());
        double from = uptimeSeconds();
        step.run();
        settle();
        Thread.sleep(Long.getLong("linger", 0)); // -Dlinger=MS: time to look at (or screenshot) each step
        PulseMonitor.Window window = pulses.takeWindow();
        System.out.printf(Locale.ROOT, "%-66s %s; longest GC pause %.1f ms; load average %s (%.1f-%.1f s)%n",
                name + ":", window.describe(), GC.takeLongest(), loadAverage(), from, uptimeSeconds());
        for (FrameCosts.Frame frame : fxGet(() -> COSTS.takeWorst(Integer.getInteger("worst", 2)))) {
            System.out.println("    " + frame.describe());
        }
        return window.longestGapMillis() > LIMIT_MILLIS;
    }

    /**
     * What a person has in front of them when they open the wizard: the Audiences workspace, whose "Upload users"
     * button opens it (its real FXML, loaded with the message bundle and themed, with no data: its buttons, text
     * fields, lists, table and split pane are shown and styled). Nothing of the wizard is loaded.
     */
    private static Node mainWindowStandIn() {
        return ViewLoader.load(dev.starling.ui.audiences.AudiencesView.class, new Object());
    }

    /** Seconds since the JVM started, to find a phase in a flight recording. */
    private static double uptimeSeconds() {
        return ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0;
    }

    /** Waits for {@link #SETTLE_FRAMES} more pulses: what the last action set off is laid out and drawn by then. */
    private static void settle() throws Exception {
        long until = PULSES.get() + SETTLE_FRAMES;
        waitUntil(() -> PULSES.get() >= until, 60);
    }

    /** The longest stop-the-world collection pause, from the JVM's collection notifications. */
    private static final class GcPauses {
        private double longest;
        private double overall;

        GcPauses() {
            for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
                // ZGC and Shenandoah also report their concurrent cycles, which stop nothing
                if (!bean.getName().endsWith("Cycles") && bean instanceof NotificationEmitter emitter) {
                    emitter.addNotificationListener((notification, handback) -> pause(GarbageCollectionNotificationInfo
                            .from((CompositeData) notification.getUserData()).getGcInfo().getDuration()), null, null);
                }
            }
        }

        private synchronized void pause(long millis) {
            longest = Math.max(longest, millis);
            overall = Math.max(overall, millis);
        }

        synchronized double takeLongest() {
            double taken = longest;
            longest = 0;
            return taken;
        }

        synchronized double overallMillis() {
            return overall;
        }
    }
}
