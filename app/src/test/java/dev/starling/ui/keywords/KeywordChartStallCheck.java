package dev.starling.ui.keywords;

import dev.starling.core.concurrent.PooledTaskRunner;
import dev.starling.core.config.ThemePreference;
import dev.starling.core.keywords.ComparisonStore;
import dev.starling.core.keywords.KeywordCache;
import dev.starling.core.keywords.KeywordFetchService;
import dev.starling.core.store.CacheStore;
import dev.starling.core.store.DurableStore;
import dev.starling.ui.common.ScriptedDialogs;
import dev.starling.ui.theme.ThemeManager;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;

/**
 * FX-thread stall check of the keyword chart: the real workspace (view, view-model, fetch service,
 * cache) fed by an in-memory API, 10 series of 90 days of hourly points (2,160 each), then a hover
 * sweep across the chart (one pointer move per frame) and the toggles (log, indexed, UTC, hiding a
 * series). An {@link AnimationTimer} keeps frames coming and records the gap between consecutive
 * pulses; the longest gap per phase is the longest the FX thread was busy (layout, CSS, drawing
 * and event handling all happen between two pulses). Beside the wall-clock gaps it prints the most CPU
 * time the FX thread and the renderer used in one frame, which on a busy machine (other processes
 * taking the cores) says how much work a frame really is. Needs a display (e.g. {@code xvfb-run}):
 * <pre>xvfb-run -a -s '-screen 0 1920x1080x24' java -cp &lt;test classpath&gt; dev.starling.ui.keywords.KeywordChartStallCheck [series] [days]</pre>
 */
public final class KeywordChartStallCheck {

    private static final List<Double> GAPS = new ArrayList<>();
    /** CPU time the FX thread and the renderer thread used between two pulses, milliseconds. */
    private static final List<Double> FX_CPU = new ArrayList<>();
    private static final List<Double> RENDER_CPU = new ArrayList<>();
    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();
    private static long lastPulse;
    private static long lastFxCpu;
    private static long lastRenderCpu;
    private static long renderThread = -1;

    private KeywordChartStallCheck() {
    }

    public static void main(String[] args) throws Exception {
        int seriesCount = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int days = args.length > 1 ? Integer.parseInt(args[1]) : 90;
        Clock clock = Clock.systemUTC();
        PooledTaskRunner tasks = new PooledTaskRunner(2, Platform::runLater);
        KeywordFetchService service = new KeywordFetchService(new FakeVolumes(),
                new KeywordCache(CacheStore.inMemory(clock)), clock);
        ComparisonStore comparisons = new ComparisonStore(DurableStore.inMemory().database(), clock);
        KeywordInsightsViewModel viewModel = new KeywordInsightsViewModel(service, comparisons, tasks,
                Platform::runLater, new ScriptedDialogs(), clock, ZoneId.systemDefault());
        KeywordInsightsView[] view = new KeywordInsightsView[1];
        CountDownLatch shown = new CountDownLatch(1);
        Platform.startup(() -> {
            view[0] = new KeywordInsightsView(viewModel, clock);
            Scene scene = new Scene(view[0].root(), 1600, 1000);
            ThemeManager themes = new ThemeManager(false);
            themes.preferenceProperty().set(ThemePreference.LIGHT);
            themes.attach(scene);
            Stage stage = new Stage();
            stage.setScene(scene);
            stage.show();
            new AnimationTimer() {
                @Override
                public void handle(long now) {
                    long fxCpu = THREADS.getCurrentThreadCpuTime();
                    long renderCpu = renderThread < 0 ? 0 : THREADS.getThreadCpuTime(renderThread);
                    if (lastPulse != 0) {
                        synchronized (GAPS) {
                            GAPS.add((now - lastPulse) / 1e6);
                            FX_CPU.add((fxCpu - lastFxCpu) / 1e6);
                            RENDER_CPU.add((renderCpu - lastRenderCpu) / 1e6);
                        }
                    }
                    lastPulse = now;
                    lastFxCpu = fxCpu;
                    lastRenderCpu = renderCpu;
                }
            }.start();
            renderThread = Thread.getAllStackTraces().keySet().stream()
                    .filter(thread -> thread.getName().startsWith("QuantumRenderer")).mapToLong(Thread::getId)
                    .findFirst().orElse(-1);
            shown.countDown();
        });
        shown.await(30, TimeUnit.SECONDS);
        settle();

        phase("fetch and draw " + seriesCount + " series of " + days + " days, hourly", () -> {
            fx(() -> {
                KeywordQueryForm form = viewModel.form();
                LocalDate today = LocalDate.now(ZoneId.systemDefault());
                form.keywords().add("coffee");
                form.startDateProperty().set(today.minusDays(days));
                form.startTimeProperty().set("00:00");
                form.endDateProperty().set(today);
                form.endTimeProperty().set("00:00");
                viewModel.send();
            });
            waitUntil(() -> !viewModel.busyProperty().get() && !viewModel.series().isEmpty()
                    && viewModel.series().get(0).result() != null);
            for (int i = 1; i < seriesCount; i++) {
                String keyword = "coffee related " + i;
                fx(() -> viewModel.addRelatedAsSeries(keyword));
                waitUntil(() -> !viewModel.busyProperty().get());
            }
            settle();
        });
        int points = viewModel.series().stream().mapToInt(one -> one.stats().points()).sum();
        System.out.printf(Locale.ROOT, "points drawn: %d in %d series%n", points, viewModel.series().size());

        phase("hover sweep (one pointer move per frame, 4 s)", () -> {
            Bounds plot = fxGet(() -> view[0].chart().localToScene(view[0].chart().getBoundsInLocal()));
            long end = System.nanoTime() + 4_000_000_000L;
            int step = 0;
            while (System.nanoTime() < end) {
                double x = plot.getMinX() + 60 + (step++ * 7) % (plot.getWidth() - 80);
                double y = plot.getMinY() + plot.getHeight() / 2;
                fx(() -> Event.fireEvent(view[0].chart(), new MouseEvent(MouseEvent.MOUSE_MOVED, x, y, x, y,
                        MouseButton.NONE, 0, false, false, false, false, false, false, false, false, false, false, null)));
                Thread.sleep(16);
            }
            String hover = fxGet(() -> view[0].chart().hoverTextProperty().get());
            System.out.println("last hover text: " + hover.replace('\n', '|'));
        });

        phase("toggles: log, indexed, UTC, hide and show a series", () -> {
            for (Runnable toggle : List.<Runnable>of(() -> viewModel.logarithmicProperty().set(true),
                    () -> viewModel.indexedProperty().set(true), () -> viewModel.logarithmicProperty().set(false),
                    () -> viewModel.indexedProperty().set(false), () -> viewModel.utcProperty().set(true),
                    () -> viewModel.series().get(3).visibleProperty().set(false),
                    () -> viewModel.series().get(3).visibleProperty().set(true))) {
                long[] spent = new long[3];
                fx(() -> {
                    long t0 = System.nanoTime();
                    toggle.run();
                    long t1 = System.nanoTime();
                    view[0].chart().applyCss();
                    view[0].chart().layout();
                    long t2 = System.nanoTime();
                    view[0].chart().snapshot(null, null);
                    spent[0] = t1 - t0;
                    spent[1] = t2 - t1;
                    spent[2] = System.nanoTime() - t2;
                });
                System.out.printf(Locale.ROOT, "  model %.1f ms, css+layout %.1f ms, render (snapshot) %.1f ms%n",
                        spent[0] / 1e6, spent[1] / 1e6, spent[2] / 1e6);
                settle();
            }
        });
        tasks.shutdown();
        Platform.exit();
        System.exit(0);
    }

    private interface Phase {
        void run() throws Exception;
    }

    private static void phase(String name, Phase body) throws Exception {
        synchronized (GAPS) {
            GAPS.clear();
            FX_CPU.clear();
            RENDER_CPU.clear();
        }
        body.run();
        settle();
        List<Double> gaps;
        double fxCpu;
        double renderCpu;
        synchronized (GAPS) {
            gaps = new ArrayList<>(GAPS);
            fxCpu = FX_CPU.stream().mapToDouble(Double::doubleValue).max().orElse(0);
            renderCpu = RENDER_CPU.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        }
        gaps.sort(Double::compare);
        double max = gaps.isEmpty() ? 0 : gaps.get(gaps.size() - 1);
        double p99 = gaps.isEmpty() ? 0 : gaps.get((int) Math.floor(0.99 * (gaps.size() - 1)));
        long over = gaps.stream().filter(gap -> gap > 50).count();
        System.out.printf(Locale.ROOT, "%-60s frames %5d  longest gap %6.1f ms  p99 %5.1f ms  gaps over 50 ms: %d"
                + "  | most CPU in one frame: FX thread %5.1f ms, renderer %5.1f ms%n",
                name, gaps.size(), max, p99, over, fxCpu, renderCpu);
    }

    private static void settle() throws InterruptedException {
        Thread.sleep(500);
    }

    private static void waitUntil(BooleanSupplier condition) throws Exception {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (!fxGet(condition::getAsBoolean)) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("timed out");
            }
            Thread.sleep(20);
        }
    }

    private static void fx(Runnable action) throws InterruptedException {
        fxGet(() -> {
            action.run();
            return null;
        });
    }

    private static <T> T fxGet(java.util.function.Supplier<T> action) throws InterruptedException {
        Object[] result = new Object[1];
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                result[0] = action.get();
            } finally {
                done.countDown();
            }
        });
        done.await(30, TimeUnit.SECONDS);
        @SuppressWarnings("unchecked")
        T value = (T) result[0];
        return value;
    }
}
