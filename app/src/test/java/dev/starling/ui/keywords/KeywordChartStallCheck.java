package dev.starling.ui.keywords;

import static dev.starling.ui.FxCalls.fx;
import static dev.starling.ui.FxCalls.fxGet;
import static dev.starling.ui.FxCalls.waitUntil;

import dev.starling.core.concurrent.PooledTaskRunner;
import dev.starling.core.config.ThemePreference;
import dev.starling.core.keywords.ComparisonStore;
import dev.starling.core.keywords.KeywordCache;
import dev.starling.core.keywords.KeywordFetchService;
import dev.starling.core.store.CacheStore;
import dev.starling.core.store.DurableStore;
import dev.starling.ui.FrameCosts;
import dev.starling.ui.common.PulseMonitor;
import dev.starling.ui.common.ScriptedDialogs;
import dev.starling.ui.theme.ThemeManager;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;

/**
 * FX-thread stall check of the keyword chart: the real workspace (view, view-model, fetch service,
 * cache) fed by an in-memory API, 10 series of 90 days of hourly points (2,160 each), then a hover
 * sweep across the chart (one pointer move per frame) and the toggles (log, indexed, UTC, hiding and
 * showing a series), each toggle left to the pulses as a click would be. {@link PulseMonitor} records
 * the gaps between pulses; the longest gap per phase is the longest the FX thread was busy (layout,
 * CSS, event handling and waiting for the renderer all happen between two pulses). Wall-clock gaps
 * depend on the machine's load, so beside them it prints the most CPU time the FX thread used in one
 * frame, its average per frame, the renderer thread's CPU per frame and the load average. For toggles
 * it also prints how long until the redrawn lines were up (drawn off the FX thread, ADR 18). The first
 * phase runs in a fresh JVM (class loading, the icon font's first use, code not yet compiled); the last
 * one sends the same comparison again, answered by the cache, to show a warm redraw. Under each phase
 * it lists its worst frames ({@code -Dworst=N}, 3 by default) with what filled them ({@link FrameCosts}:
 * CSS and layout, task callbacks, the renderer's CPU, GC, class loading, the JIT, the other threads).
 * The first phase is the window opening (from its first frame until the warm-up's samples are
 * fetched); the second a person filling the form at a person's pace (a look, the keyword typed key by
 * key, the dates picked) while the warm-up's frames run, until it is over; Send comes after it.
 * Each phase also says how long the JIT spent compiling during it (a cold phase compiles for seconds);
 * {@code -Dmarks=true} prints a line as each phase starts, to line up {@code -XX:+PrintCompilation}'s output.
 * Needs a display (e.g. {@code xvfb-run}):
 * <pre>xvfb-run -a -s '-screen 0 1920x1080x24' java -cp &lt;test classpath&gt; dev.starling.ui.keywords.KeywordChartStallCheck [series] [days]</pre>
 */
public final class KeywordChartStallCheck {

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();
    private static final PulseMonitor PULSES = new PulseMonitor();
    private static final FrameCosts COSTS = new FrameCosts();
    private static long renderThread = -1;

    private KeywordChartStallCheck() {
    }

    public static void main(String[] args) throws Exception {
        int seriesCount = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int days = args.length > 1 ? Integer.parseInt(args[1]) : 90;
        Clock clock = Clock.systemUTC();
        PooledTaskRunner tasks = new PooledTaskRunner(2, COSTS.timed(Platform::runLater));
        KeywordFetchService service = new KeywordFetchService(new FakeVolumes(),
                new KeywordCache(CacheStore.inMemory(clock)), clock);
        ComparisonStore comparisons = new ComparisonStore(DurableStore.inMemory().database(), clock);
        KeywordInsightsViewModel viewModel = new KeywordInsightsViewModel(service, comparisons,
                new dev.starling.core.keywords.LastComparison(DurableStore.inMemory().settings()), tasks,
                Platform::runLater, new ScriptedDialogs(), clock, ZoneId.systemDefault());
        KeywordInsightsView[] view = new KeywordInsightsView[1];
        CountDownLatch shown = new CountDownLatch(1);
        Platform.startup(() -> {
            view[0] = new KeywordInsightsView(viewModel, tasks, clock);
            Scene scene = new Scene(view[0].root(), 1600, 1000);
            ThemeManager themes = new ThemeManager(false);
            themes.preferenceProperty().set(ThemePreference.LIGHT);
            themes.attach(scene);
            Stage stage = new Stage();
            stage.setScene(scene);
            stage.show();
            PULSES.start();
            COSTS.attach(scene);
            COSTS.start();
            renderThread = Thread.getAllStackTraces().keySet().stream()
                    .filter(thread -> thread.getName().startsWith("QuantumRenderer")).mapToLong(Thread::getId)
                    .findFirst().orElse(-1);
            shown.countDown();
        });
        shown.await(30, TimeUnit.SECONDS);
        // A person opening the workspace reads it a moment, types the keyword key by key and picks the
        // period before pressing Send; the chart warms up meanwhile (ADR 22). The window's first frames
        // are one phase; the warm-up's frames, with the typing's, the next, until the warm-up is over.
        long opened = System.nanoTime();
        phase("window opening, samples fetched in the background (from the window's first frame)", false,
                () -> waitUntil(() -> view[0].warmUpShowing(), 60));
        phase("warm-up's frames while the query is typed at a person's pace", false, () -> {
            Thread.sleep(Math.max(0, READING_MILLIS - (System.nanoTime() - opened) / 1_000_000));
            TextField field = fxGet(() -> (TextField) view[0].root().lookup("#keywordChipsField"));
            mark("typing starts");
            for (char key : "coffee".toCharArray()) {
                fx(() -> type(field, key));
                Thread.sleep(KEY_MILLIS);
            }
            fx(() -> Event.fireEvent(field, key(KeyEvent.KEY_PRESSED, "", KeyCode.ENTER)));
            mark("keyword entered");
            Thread.sleep(PICKING_MILLIS);
            fx(() -> {
                KeywordQueryForm form = viewModel.form();
                form.startDateProperty().set(LocalDate.now(ZoneId.systemDefault()).minusDays(days));
                form.startTimeProperty().set("00:00");
            });
            Thread.sleep(PICKING_MILLIS);
            fx(() -> {
                KeywordQueryForm form = viewModel.form();
                form.endDateProperty().set(LocalDate.now(ZoneId.systemDefault()));
                form.endTimeProperty().set("00:00");
            });
            System.out.printf(Locale.ROOT, "  query typed and period picked %.1f s after the window opened;",
                    (System.nanoTime() - opened) / 1e9);
            waitUntil(() -> view[0].settled(), 60);
            System.out.printf(Locale.ROOT, " warm-up over after %.1f s%n", (System.nanoTime() - opened) / 1e9);
        });
        VolumeChart chart = fxGet(() -> view[0].chart());
        if (!fxGet(() -> viewModel.form().keywords().words().equals(List.of("coffee")))) {
            throw new IllegalStateException("the typed keyword is not a chip: " + fxGet(() -> viewModel.form().keywords().words()));
        }

        phase("fetch and draw " + seriesCount + " series of " + days + " days, hourly", () -> {
            fx(viewModel::send);
            waitUntil(() -> !viewModel.busyProperty().get() && !viewModel.series().isEmpty()
                    && viewModel.series().get(0).result() != null, 60);
            for (int i = 1; i < seriesCount; i++) {
                String keyword = "coffee related " + i;
                fx(() -> viewModel.addRelatedAsSeries(keyword));
                waitUntil(() -> !viewModel.busyProperty().get(), 60);
            }
            waitUntil(chart::pictureIsCurrent, 60);
            waitUntil(view[0]::settled, 60);
        });
        int points = viewModel.series().stream().mapToInt(one -> one.stats().points()).sum();
        System.out.printf(Locale.ROOT, "points drawn: %d in %d series%n", points, viewModel.series().size());

        phase("hover sweep (one pointer move per frame, 4 s)", () -> {
            Bounds plot = fxGet(() -> chart.localToScene(chart.getBoundsInLocal()));
            long end = System.nanoTime() + 4_000_000_000L;
            int step = 0;
            while (System.nanoTime() < end) {
                double x = plot.getMinX() + 60 + (step++ * 7) % (plot.getWidth() - 80);
                double y = plot.getMinY() + plot.getHeight() / 2;
                fx(() -> Event.fireEvent(chart, new MouseEvent(MouseEvent.MOUSE_MOVED, x, y, x, y,
                        MouseButton.NONE, 0, false, false, false, false, false, false, false, false, false, false, null)));
                Thread.sleep(16);
            }
            String hover = fxGet(() -> chart.hoverTextProperty().get());
            System.out.println("last hover text: " + hover.replace('\n', '|'));
        });

        phase("toggles: log, indexed, UTC, hide and show a series", () -> {
            for (Runnable toggle : List.<Runnable>of(() -> viewModel.logarithmicProperty().set(true),
                    () -> viewModel.indexedProperty().set(true), () -> viewModel.logarithmicProperty().set(false),
                    () -> viewModel.indexedProperty().set(false), () -> viewModel.utcProperty().set(true),
                    () -> viewModel.series().get(3).visibleProperty().set(false),
                    () -> viewModel.series().get(3).visibleProperty().set(true))) {
                long started = System.nanoTime();
                long spent = fxGet(() -> {
                    long t0 = System.nanoTime();
                    toggle.run();
                    return System.nanoTime() - t0;
                });
                waitUntil(chart::pictureIsCurrent, 60);
                System.out.printf(Locale.ROOT, "  toggle on the FX thread %.1f ms; redrawn lines up after %.0f ms%n",
                        spent / 1e6, (System.nanoTime() - started) / 1e6);
                settle();
            }
        });
        phase("send again: the " + seriesCount + " series from the cache, drawn anew (a warm JVM)", () -> {
            fx(viewModel::send);
            waitUntil(() -> !viewModel.busyProperty().get(), 60);
            waitUntil(chart::pictureIsCurrent, 60);
        });
        tasks.shutdown();
        Platform.exit();
        System.exit(0);
    }

    /** A person's pace: a look at the page before typing, a key, picking a date. */
    private static final long READING_MILLIS = 1500;
    private static final long KEY_MILLIS = 200;
    private static final long PICKING_MILLIS = 1200;

    /** A key typed into {@code field} as the keyboard sends it: pressed, typed, released. */
    private static void type(TextField field, char key) {
        String text = String.valueOf(key);
        Event.fireEvent(field, key(KeyEvent.KEY_PRESSED, "", KeyCode.getKeyCode(text.toUpperCase(Locale.ROOT))));
        Event.fireEvent(field, key(KeyEvent.KEY_TYPED, text, KeyCode.UNDEFINED));
        Event.fireEvent(field, key(KeyEvent.KEY_RELEASED, "", KeyCode.getKeyCode(text.toUpperCase(Locale.ROOT))));
    }

    private static KeyEvent key(javafx.event.EventType<KeyEvent> type, String character, KeyCode code) {
        return new KeyEvent(type, type == KeyEvent.KEY_TYPED ? character : KeyEvent.CHAR_UNDEFINED, "", code,
                false, false, false, false);
    }

    private interface Phase {
        void run() throws Exception;
    }

    private static void phase(String name, Phase body) throws Exception {
        phase(name, true, body);
    }

    private static void phase(String name, boolean settleFirst, Phase body) throws Exception {
        if (settleFirst) {
            settle();
        }
        long fxCpu = fxGet(THREADS::getCurrentThreadCpuTime);
        long renderCpu = renderCpu();
        long jit = jitMillis();
        PULSES.takeWindow();
        fx(() -> COSTS.takeWorst(0));
        if (Boolean.getBoolean("marks")) {
            System.out.printf(Locale.ROOT, "=== phase starts: %s (at %tT.%<tL)%n", name, System.currentTimeMillis());
        }
        body.run();
        settle();
        PulseMonitor.Window window = PULSES.takeWindow();
        double fxCpuPerFrame = (fxGet(THREADS::getCurrentThreadCpuTime) - fxCpu) / 1e6 / Math.max(1, window.frames());
        double renderPerFrame = (renderCpu() - renderCpu) / 1e6 / Math.max(1, window.frames());
        System.out.printf(Locale.ROOT, "%-55s %s; FX thread CPU per frame %.1f ms on average, renderer %.1f ms;"
                + " JIT compiling %d ms in the phase; load average %.1f%n", name, window.describe(), fxCpuPerFrame,
                renderPerFrame, jitMillis() - jit,
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        List<FrameCosts.Frame> frames = fxGet(COSTS::takeAll);
        int worst = Integer.getInteger("worst", 3);
        for (FrameCosts.Frame frame : frames.stream()
                .sorted(java.util.Comparator.comparingDouble(FrameCosts.Frame::gapMillis).reversed()).limit(worst).toList()) {
            System.out.println("    " + frame.describe());
        }
        // The load-robust figure: the frames in which the FX thread itself worked longest.
        System.out.println("  most FX-thread CPU:");
        for (FrameCosts.Frame frame : frames.stream()
                .sorted(java.util.Comparator.comparingDouble(FrameCosts.Frame::fxCpuMillis).reversed()).limit(worst).toList()) {
            System.out.println("    " + frame.describe());
        }
    }

    /** The JIT's compile time so far (all compiler threads), to tell a cold phase from a warm one. */
    private static long jitMillis() {
        java.lang.management.CompilationMXBean jit = java.lang.management.ManagementFactory.getCompilationMXBean();
        return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : 0;
    }

    private static long renderCpu() {
        return renderThread < 0 ? 0 : Math.max(0, THREADS.getThreadCpuTime(renderThread));
    }

    /** With {@code -Dmarks=true}: a moment of the run, to line frames up with it. */
    private static void mark(String what) {
        if (Boolean.getBoolean("marks")) {
            System.out.printf(Locale.ROOT, "=== %s (at %tT.%<tL)%n", what, System.currentTimeMillis());
        }
    }

    private static void settle() throws InterruptedException {
        Thread.sleep(500);
    }
}
