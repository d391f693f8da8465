package dev.starling.ui.query;

import dev.starling.boot.DurableMigrations;
import static dev.starling.ui.FxCalls.fx;
import static dev.starling.ui.FxCalls.fxGet;
import static dev.starling.ui.FxCalls.waitUntil;

import dev.starling.core.concurrent.PooledTaskRunner;
import dev.starling.core.config.ThemePreference;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.store.QueryDraftStore;
import dev.starling.core.query.store.QueryHistory;
import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.store.ResultCache;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.store.LocalStores;
import dev.starling.ui.FrameCosts;
import dev.starling.ui.frames.PulseMonitor;
import dev.starling.ui.common.ScriptedDialogs;
import dev.starling.ui.theme.ThemeManager;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import dev.starling.core.text.Messages;

/**
 * FX-thread stall check of the Query inspector: the real workspace (view, view-model, history,
 * result cache, the pooled task runner) in a real Stage, fed a 10 MB recent-search answer by a fake
 * transport (posts with nested metrics, entities and attachments, plus users and media includes).
 * {@link PulseMonitor} records the longest gap between two JavaFX pulses while the answer is sent,
 * parsed, joined and shown (the composer's own change of endpoint is reported apart, before), then
 * while a person goes through every inspector tab, the includes tables, Raw's tree and text, and
 * scrolls the Data table and the text to their ends. Run it in a fresh JVM: the first answer and the
 * first opening of each tab are the ones that load classes and run cold code. After each step the
 * check waits until the window is quiet again, so on a busy machine a step's slow frames are not
 * counted against the next. A gap over 50 ms is a stall a person sees; the check exits with 1 when
 * there is one. On a loaded machine the gap includes waiting for a core: compare the FX thread's
 * CPU. {@code -Dstall.trace=true} prints each slow frame with its time of day (to find it in a flight
 * recording). Needs a display:
 * <pre>xvfb-run -a -s '-screen 0 1920x1080x24' java -cp &lt;test classpath&gt; dev.starling.ui.query.QueryInspectorStallCheck [megabytes]</pre>
 * With {@code -Dworst=N} each phase also lists its N worst frames and what filled them ({@link FrameCosts});
 * with {@code -Dagain=true} the answer is sent a second time, in a warm JVM, right after the first.
 */
public final class QueryInspectorStallCheck {

    private static final double LIMIT_MILLIS = 50;

    private QueryInspectorStallCheck() {
    }

    public static void main(String[] args) throws Exception {
        int megabytes = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        byte[] body = LargeSearchAnswer.build(megabytes * 1_000_000).getBytes(StandardCharsets.UTF_8);
        Clock clock = Clock.systemUTC();
        LocalStores stores = LocalStores.inMemory(clock, DurableMigrations.ALL);
        PooledTaskRunner tasks = new PooledTaskRunner(2, COSTS.timed(Platform::runLater), dev.starling.ui.app.BackgroundPriority::lowerCurrentThread);
        QueryViewModel viewModel = new QueryViewModel(FieldCatalog.bundled(), new dev.starling.core.query.QueryRun(
                (query, auth) -> new QueryResult(200, Map.of("x-rate-limit-limit", List.of("450"),
                        "x-rate-limit-remaining", List.of("449"), "x-rate-limit-reset",
                        List.of(Long.toString(clock.instant().plusSeconds(900).getEpochSecond()))), body,
                        clock.instant(), 120, false),
                new QueryHistory(stores.durable().database(), clock, Messages::text), new ResultCache(stores.cache())),
                new QueryDraftStore(stores.durable().settings()), tasks, () -> URI.create("https://api.x.com"),
                new QueryViewModel.Credentials(() -> true, () -> true), clock, new ScriptedDialogs(), new ScriptedDialogs());
        PulseMonitor monitor = new PulseMonitor();
        Quiet quiet = new Quiet();
        Scene[] scene = new Scene[1];
        CountDownLatch shown = new CountDownLatch(1);
        Platform.startup(() -> {
            scene[0] = new Scene(new QueryView(viewModel, tasks, new ScriptedDialogs(), new ScriptedDialogs(), dev.starling.ui.common.CardActions.NONE).root(), 1600, 1000);
            // as the window's composition does once the window is up
            QueryViews.warmUps().forEach(warmUp -> tasks.run("warm up", () -> {
                warmUp.run();
                return null;
            }, done -> { }, failure -> { }));
            ThemeManager themes = new ThemeManager(false);
            themes.preferenceProperty().set(ThemePreference.LIGHT);
            themes.attach(scene[0]);
            Stage stage = new Stage();
            stage.setScene(scene[0]);
            stage.show();
            monitor.start();
            quiet.start();
            COSTS.attach(scene[0]);
            COSTS.start();
            shown.countDown();
        });
        shown.await(30, TimeUnit.SECONDS);
        quiet.settle(1000);
        PAUSES.take();
        fxGet(() -> COSTS.takeWorst(0)); // the window's first frames are not the composer's
        fx(monitor::start); // the verdict is on the Query workspace at work, not on the window's first frames
        System.out.printf(Locale.ROOT, "response: %,d bytes; system load average at start: %.2f on %d cores%n",
                body.length, ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());

        fx(() -> {
            viewModel.composer().endpointProperty().set(Endpoint.RECENT_SEARCH);
            viewModel.composer().targetProperty().set("starling has:media");
        });
        quiet.settle(300);
        report("(composer: Recent search chosen, query typed)", monitor);
        long started = System.nanoTime();
        fx(viewModel::send);
        waitUntil(() -> !viewModel.busyProperty().get() && viewModel.inspector().inspectionProperty().get() != null, 120);
        double loadSeconds = (System.nanoTime() - started) / 1e9;
        quiet.settle(500);
        report(String.format(Locale.ROOT, "send, parse, join and show (%.1f s to shown)", loadSeconds), monitor);
        if (Boolean.getBoolean("again")) {
            // The same answer sent again: what is left of the first send's cost once the JVM is warm.
            long again = System.nanoTime();
            fx(viewModel::send);
            waitUntil(() -> !viewModel.busyProperty().get(), 120);
            double againSeconds = (System.nanoTime() - again) / 1e9;
            quiet.settle(500);
            report(String.format(Locale.ROOT, "send again, warm JVM (%.1f s to shown)", againSeconds), monitor);
        }

        TabPane inspector = fxGet(() -> (TabPane) scene[0].lookup("#inspectorTabs"));
        TabPane includes = fxGet(() -> (TabPane) inspector.getTabs().get(1).getContent());
        for (int tab = 0; tab < inspector.getTabs().size(); tab++) {
            int index = tab;
            fx(() -> inspector.getSelectionModel().select(index));
            quiet.settle(300);
            report("  tab " + fxGet(() -> inspector.getTabs().get(index).getText()), monitor);
            if (index == 1) {
                for (int kind = 0; kind < includes.getTabs().size(); kind++) {
                    int kindIndex = kind;
                    fx(() -> includes.getSelectionModel().select(kindIndex));
                    quiet.settle(250);
                }
                report("  every includes table", monitor);
            }
        }

        fx(() -> inspector.getSelectionModel().select(0));
        @SuppressWarnings("unchecked")
        TableView<Object> data = fxGet(() -> (TableView<Object>) scene[0].lookup("#dataTable"));
        for (int step = 1; step <= 10; step++) {
            int row = data.getItems().size() * step / 10 - 1;
            fx(() -> data.scrollTo(row));
            quiet.settle(120);
        }
        report("Data table scrolled to the end in ten jumps", monitor);

        fx(() -> inspector.getSelectionModel().select(4));
        TreeView<?> tree = fxGet(() -> (TreeView<?>) scene[0].lookup("#rawTree"));
        fx(() -> tree.scrollTo(tree.getExpandedItemCount() - 1));
        quiet.settle(300);
        fx(() -> ((ToggleButton) scene[0].lookup("#rawTextToggle")).setSelected(true));
        quiet.settle(300);
        ListView<?> text = fxGet(() -> (ListView<?>) scene[0].lookup("#rawText"));
        fx(() -> text.scrollTo(text.getItems().size() - 1));
        quiet.settle(300);
        int lines = fxGet(() -> text.getItems().size());
        report(String.format(Locale.ROOT, "Raw: tree to its end, then the text (%,d lines) to its end", lines), monitor);

        PulseMonitor.Window overall = monitor.overall();
        System.out.printf(Locale.ROOT, "overall: %s -> %s (limit %.0f ms)%n", overall.describe(),
                overall.longestGapMillis() <= LIMIT_MILLIS ? "smooth" : "STALLED", LIMIT_MILLIS);
        fx(() -> {
            monitor.stop();
            quiet.stop();
        });
        tasks.shutdown();
        Platform.exit();
        stores.close();
        System.exit(overall.longestGapMillis() <= LIMIT_MILLIS ? 0 : 1);
    }

    private static void report(String phase, PulseMonitor monitor) throws Exception {
        System.out.printf(Locale.ROOT, "%-62s %s; %s%n", phase, monitor.takeWindow().describe(), PAUSES.take());
        for (FrameCosts.Frame frame : fxGet(() -> COSTS.takeWorst(WORST))) {
            System.out.println("    " + frame.describe());
        }
    }

    /** How many of each phase's worst frames to explain ({@code -Dworst=N}; none by default). */
    private static final int WORST = Integer.getInteger("worst", 0);
    private static final FrameCosts COSTS = new FrameCosts();

    private static final GcPauses PAUSES = new GcPauses();

    /**
     * The collector's pauses (they stop the FX thread too) per phase, from the JVM's own notifications:
     * how many and the longest, next to each phase's longest gap.
     */
    private static final class GcPauses {
        private final java.util.concurrent.atomic.AtomicLong longestMicros = new java.util.concurrent.atomic.AtomicLong();
        private final AtomicInteger count = new AtomicInteger();

        GcPauses() {
            for (java.lang.management.GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
                ((javax.management.NotificationEmitter) collector).addNotificationListener((notification, handback) -> {
                    var info = com.sun.management.GarbageCollectionNotificationInfo.from(
                            (javax.management.openmbean.CompositeData) notification.getUserData());
                    if (!info.getGcCause().equals("No GC") && !info.getGcName().contains("Concurrent")
                            && !info.getGcName().contains("Cycles")) { // concurrent work does not stop threads
                        count.incrementAndGet();
                        longestMicros.accumulateAndGet(info.getGcInfo().getDuration() * 1000, Math::max);
                    }
                }, notification -> notification.getType().equals(
                        com.sun.management.GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION), null);
            }
        }

        String take() {
            return String.format(Locale.ROOT, "GC pauses %d, longest %.0f ms", count.getAndSet(0),
                    longestMicros.getAndSet(0) / 1000.0);
        }
    }

    /**
     * Waits after a step until the window is quiet again (ten frames in a row under 25 ms), so that
     * on a busy machine a step's slow frames are not counted against the next step; at most 10 s.
     * With {@code -Dstall.trace=true} it prints every frame over 30 ms with its time of day, to
     * find it in a flight recording.
     */
    private static final class Quiet extends AnimationTimer {
        private static final boolean TRACE = Boolean.getBoolean("stall.trace");
        private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss.SSS").withZone(ZoneOffset.UTC);
        private final AtomicInteger quietFrames = new AtomicInteger();
        private long last;
        private long lastCpu;

        @Override
        public void handle(long now) {
            double gap = last == 0 ? 0 : (now - last) / 1e6;
            long cpu = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            double frameCpu = (cpu - lastCpu) / 1e6;
            last = now;
            lastCpu = cpu;
            quietFrames.set(gap < 25 ? quietFrames.get() + 1 : 0);
            if (TRACE && (gap > 30 || frameCpu > 15)) {
                System.out.printf(Locale.ROOT, "    slow frame ending %s: %.1f ms, FX thread CPU %.1f ms%n",
                        TIME.format(Instant.now()), gap, frameCpu);
            }
        }

        void settle(long atLeastMillis) throws InterruptedException {
            Thread.sleep(atLeastMillis);
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            quietFrames.set(0);
            while (quietFrames.get() < 10 && System.nanoTime() < end) {
                Thread.sleep(10);
            }
        }
    }

    /** A recent-search answer of about the given size, shaped like X's with every expansion. */
    static final class LargeSearchAnswer {

        private LargeSearchAnswer() {
        }

        static String build(int bytes) {
            StringBuilder data = new StringBuilder(bytes + 4096);
            StringBuilder users = new StringBuilder();
            StringBuilder media = new StringBuilder();
            int posts = 0;
            long id = 1_860_000_000_000_000_000L;
            while (data.length() + users.length() + media.length() < bytes) {
                long post = id + posts * 7919L;
                String author = Long.toString(2_244_994_945L + posts % 500);
                if (posts > 0) {
                    data.append(',');
                }
                data.append("{\"id\":\"").append(post).append("\",\"text\":\"Post ").append(posts)
                        .append(" about starling launches &amp; the spring campaign, with a link https://t.co/abc")
                        .append(posts % 97).append(" and a few words more to be a real length of text\",")
                        .append("\"author_id\":\"").append(author).append("\",\"created_at\":\"2026-11-2")
                        .append(posts % 9).append("T1").append(posts % 10).append(":0").append(posts % 6)
                        .append(":00.000Z\",\"lang\":\"en\",\"public_metrics\":{\"retweet_count\":").append(posts % 40)
                        .append(",\"reply_count\":").append(posts % 12).append(",\"like_count\":").append(posts * 3 % 5000)
                        .append(",\"quote_count\":").append(posts % 3).append(",\"impression_count\":").append(posts * 37 % 250000)
                        .append("},\"entities\":{\"hashtags\":[{\"start\":10,\"end\":18,\"tag\":\"starling\"}],")
                        .append("\"urls\":[{\"start\":60,\"end\":83,\"url\":\"https://t.co/abc\",\"expanded_url\":")
                        .append("\"https://example.com/campaigns/spring/").append(posts).append("\"}]},")
                        .append("\"attachments\":{\"media_keys\":[\"3_").append(post).append("\"]}}");
                if (posts < 500) {
                    users.append(posts > 0 ? "," : "").append("{\"id\":\"").append(author)
                            .append("\",\"username\":\"user_").append(posts).append("\",\"name\":\"User ").append(posts)
                            .append("\",\"verified\":false,\"public_metrics\":{\"followers_count\":").append(posts * 13)
                            .append(",\"following_count\":").append(posts % 300).append("}}");
                }
                media.append(posts > 0 ? "," : "").append("{\"media_key\":\"3_").append(post)
                        .append("\",\"type\":\"photo\",\"width\":1200,\"height\":675}");
                posts++;
            }
            return "{\"data\":[" + data + "],\"includes\":{\"users\":[" + users + "],\"media\":[" + media
                    + "]},\"meta\":{\"newest_id\":\"" + id + "\",\"result_count\":" + posts
                    + ",\"next_token\":\"b26v89c19zqg8o3fpzbkk3ne0zk3m5rfdtk7j5sjutcb1\"}}";
        }
    }
}
