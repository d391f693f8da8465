package dev.starling.ui.live;

import static dev.starling.ui.FxCalls.fx;
import static dev.starling.ui.FxCalls.fxGet;

import dev.starling.core.concurrent.PooledTaskRunner;
import dev.starling.core.config.ThemePreference;
import dev.starling.core.output.RunFiles;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.rules.RuleDraft;
import dev.starling.core.store.DurableStore;
import dev.starling.core.stream.ConnectionsClient;
import dev.starling.core.stream.LiveSandbox;
import dev.starling.core.stream.StreamClient;
import dev.starling.core.stream.recording.Recording;
import dev.starling.core.stream.recording.RecordingReader;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.sandbox.stream.Burst;
import dev.starling.sandbox.stream.StreamSettings;
import dev.starling.ui.FrameCosts;
import dev.starling.ui.common.ScriptedDialogs;
import dev.starling.ui.theme.ThemeManager;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Issue 33's window figure: the live console (view, view-models, {@link ArrivalBatcher}, recording)
 * connected to the sandbox's stream over HTTP, while the sandbox bursts {@code rate} posts a second for
 * {@code seconds} seconds, every one matching a rule, with author and user expansions asked. Prints
 * the FX thread's CPU per frame ({@link FrameCosts}) during the burst against the same console
 * connected and idle (keep-alives only) in the same run, the heap after a full GC every 10 s, and
 * whether every post the sandbox sent is in the recording once (0 lost). The console's warm-ups
 * ({@link LiveViews#warmUps} in the background, then {@link LiveViews#sceneWarmUps} on the FX thread one step a
 * frame) run once the window is up, as the composition runs them; a third argument {@code cold} leaves them out, and
 * {@code background} runs only the background ones, for comparison. The first five frames after the first posts
 * reached the list are also reported on their own (the frames that meet the card's code first), and every burst frame
 * at 16 ms or more with what it did; the last line ({@code SUMMARY}) has the figures to compare runs by. Needs a
 * display:
 * <pre>xvfb-run -a -s '-screen 0 1280x800x24' java -Xmx1g -cp "$CP" dev.starling.ui.live.LiveConsoleStallCheck 6000 60 [cold|background]</pre>
 */
public final class LiveConsoleStallCheck {

    private static final FrameCosts COSTS = new FrameCosts();

    private LiveConsoleStallCheck() {
    }

    public static void main(String[] args) throws Exception {
        int rate = args.length > 0 ? Integer.parseInt(args[0]) : 6_000;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        String variant = args.length > 2 ? args[2] : "";
        boolean warm = !variant.equals("cold");
        boolean inScene = warm && !variant.equals("background");
        Path dir = Files.createTempDirectory("live-stall");
        try (LiveSandbox sandbox = new LiveSandbox(Files.createDirectories(dir.resolve("vault")), StreamSettings.defaults()
                .withRate(0).withKeepAlive(Duration.ofSeconds(1)).withBackfillPosts(20_000));
             DurableStore store = DurableStore.open(dir, dev.starling.boot.DurableMigrations.ALL)) {
            sandbox.rules(new RuleDraft("#StarlingBurst", "burst"));
            RecordingStore recordings = new RecordingStore(store.database(), RecordingStore.folderIn(dir), Clock.systemUTC());
            PooledTaskRunner tasks = new PooledTaskRunner(3, COSTS.timed(Platform::runLater));
            LiveViewModel live = new LiveViewModel(new LiveViewModel.Services(sandbox::endpoints,
                    recordings, () -> "Sandbox", FieldCatalog::bundled, tasks, Clock.systemUTC(),
                    arrivals -> new ArrivalBatcher(arrivals, ArrivalBatcher.PER_PERIOD), id -> { }, StreamClient.WATCHDOG));
            ScriptedDialogs dialogs = new ScriptedDialogs();
            RecordingsViewModel recorded = new RecordingsViewModel(recordings, tasks, dialogs, RunFiles.of(dir), (r, o) -> { });
            ConnectionsViewModel connections = new ConnectionsViewModel(() -> new ConnectionsClient(sandbox.endpoints()),
                    tasks, dialogs);
            CountDownLatch shown = new CountDownLatch(1);
            Scene[] consoleScene = new Scene[1];
            Platform.startup(() -> {
                // -Dsize=1920x1080 and -Dtheme=DARK to look at the console as well (figures are taken at 1280x800, light)
                String[] size = System.getProperty("size", "1280x800").split("x");
                consoleScene[0] = new Scene(new LiveView(live, recorded, connections).root(), Integer.parseInt(size[0]),
                        Integer.parseInt(size[1]));
                Scene scene = consoleScene[0];
                ThemeManager themes = new ThemeManager(false);
                themes.preferenceProperty().set(ThemePreference.valueOf(System.getProperty("theme", "LIGHT")));
                themes.attach(scene);
                Stage stage = new Stage();
                stage.setScene(scene);
                stage.show();
                COSTS.attach(scene);
                COSTS.start();
                shown.countDown();
            });
            shown.await(30, TimeUnit.SECONDS);
            if (warm) {
                Thread warmUps = new Thread(() -> LiveViews.warmUps().forEach(Runnable::run), "warm up");
                warmUps.start();
                warmUps.join();
            }
            if (inScene) {
                // then the FX thread's part, one step a frame, as the composition runs it
                Object owner = new Object();
                fxGet(COSTS::takeAll);
                fx(() -> LiveViews.sceneWarmUps((javafx.scene.layout.Pane) consoleScene[0].getRoot()).forEach(step ->
                        dev.starling.ui.frames.FrameScheduler.fx().jobsOf(owner).whenShown(consoleScene[0].getRoot(), step)));
                while (!fxGet(() -> dev.starling.ui.frames.FrameScheduler.fx().jobsOf(owner).isIdle())) {
                    Thread.sleep(20);
                }
                Thread.sleep(100);
                report("the scene warm-up, before connecting", fxGet(COSTS::takeAll));
            }
            fx(() -> {
                live.selection(FieldGroup.TWEET).addAll(List.of("created_at", "lang", "author_id"));
                live.selection(FieldGroup.TWEET_EXPANSIONS).add("author_id");
                live.selection(FieldGroup.USER).add("username");
                live.connect();
            });
            while (sandbox.stream().openConnections() == 0) {
                Thread.sleep(20);
            }
            Thread.sleep(10_000);
            fxGet(COSTS::takeAll);
            Thread.sleep(10_000);
            List<FrameCosts.Frame> idle = fxGet(COSTS::takeAll);

            long[] firstShown = {Long.MAX_VALUE};
            // when the first posts were laid out: the frame that did it is the first to end after that
            long[] firstLaidOut = {Long.MAX_VALUE};
            fx(() -> consoleScene[0].addPostLayoutPulseListener(() -> {
                if (firstShown[0] != Long.MAX_VALUE && firstLaidOut[0] == Long.MAX_VALUE) {
                    firstLaidOut[0] = System.currentTimeMillis();
                }
            }));
            List<long[]> handOvers = new ArrayList<>();
            fx(() -> live.shown().addListener((javafx.collections.ListChangeListener<LivePost>) change -> {
                if (firstShown[0] == Long.MAX_VALUE && !change.getList().isEmpty()) {
                    firstShown[0] = System.currentTimeMillis();
                    // to find the first frame's class loading in a -Xlog:class+load::uptime log
                    System.out.printf(Locale.ROOT, "live console: the first posts reached the list at JVM uptime %.3f s%n",
                            ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0);
                }
                int added = 0;
                while (change.next()) {
                    added += change.getAddedSize();
                }
                handOvers.add(new long[] {System.currentTimeMillis(), added});
            }));
            long started = System.nanoTime();
            long startedAt = System.currentTimeMillis();
            Burst burst = sandbox.stream().burst(rate * seconds, rate, "StarlingBurst");
            List<FrameCosts.Frame> busy = new ArrayList<>();
            List<String> heap = new ArrayList<>();
            for (int t = 10; t <= seconds; t += 10) {
                long at = started + TimeUnit.SECONDS.toNanos(t);
                while (System.nanoTime() < at) {
                    Thread.sleep(50);
                }
                busy.addAll(fxGet(COSTS::takeAll));
                System.gc();
                long used = Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory();
                heap.add(String.format(Locale.ROOT, "%ds %d MB", t, used >> 20));
            }
            burst.await(seconds * 3L, TimeUnit.SECONDS);
            long drainUntil = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (fxGet(() -> received(live)) < burst.made() && System.nanoTime() < drainUntil) {
                Thread.sleep(100);
            }
            double elapsed = (System.nanoTime() - started) / 1e9;
            busy.addAll(fxGet(COSTS::takeAll));
            String counts = fxGet(() -> live.countsTextProperty().get());
            fx(live::stop);
            while (fxGet(() -> live.runningProperty().get())) {
                Thread.sleep(50);
            }
            Recording recording = recordings.list().get(0);
            Set<Long> recordedIds = new HashSet<>();
            long[] lines = {0};
            RecordingReader.forEach(recording.file(), post -> {
                recordedIds.add(Long.parseLong(post.id()));
                lines[0]++;
            });
            long lost = 0;
            for (long id : burst.ids()) {
                if (!recordedIds.contains(id)) {
                    lost++;
                }
            }
            System.out.printf(Locale.ROOT, "live console: %d posts sent at %d/s for %d s; recorded %d (%d lines): lost %d, "
                    + "recorded twice %d; the console's counts: %s%n", burst.made(), rate, seconds, recordedIds.size(),
                    lines[0], lost, lines[0] - recordedIds.size(), counts);
            System.out.printf(Locale.ROOT, "live console: all received %.1f s after the burst began (%.0f posts/s)%n", elapsed,
                    burst.made() / elapsed);
            System.out.println("live console: heap in use after a full GC: " + String.join(", ", heap));
            report("idle, connected (keep-alives only)", idle);
            report("burst", busy);
            long laidOutAt = fxGet(() -> firstLaidOut[0]);
            List<FrameCosts.Frame> firstFrames = busy.stream().filter(frame -> frame.endedAt() > laidOutAt)
                    .sorted(Comparator.comparingLong(FrameCosts.Frame::endedAt)).limit(5).toList();
            report("the first 5 frames with posts on screen", firstFrames);
            List<long[]> changes = fxGet(() -> List.copyOf(handOvers));
            System.out.println("live console: every burst frame at 16 ms or more (s after the burst began; posts the list got in it):");
            long previousEnd = startedAt;
            for (FrameCosts.Frame frame : busy) {
                if (frame.fxCpuMillis() >= 16) {
                    long from = previousEnd;
                    long added = changes.stream().filter(change -> change[0] >= from && change[0] < frame.endedAt())
                            .mapToLong(change -> change[1]).sum();
                    System.out.printf(Locale.ROOT, "    %.2f s, %d posts: %s%n", (frame.endedAt() - startedAt) / 1000.0, added,
                            frame.describe());
                }
                previousEnd = frame.endedAt();
            }
            System.out.println("live console: posts added to the list in the first 10 hand-overs: " + changes.stream().limit(10)
                    .map(change -> Long.toString(change[1])).toList());
            double idleMean = idle.stream().mapToDouble(FrameCosts.Frame::fxCpuMillis).average().orElse(0);
            double busyMean = busy.stream().mapToDouble(FrameCosts.Frame::fxCpuMillis).average().orElse(0);
            double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
            System.out.printf(Locale.ROOT, "live console (%s): FX CPU per frame, burst over idle: %.2f; load average %.2f%n",
                    !warm ? "cold, no warm-ups" : inScene ? "with the warm-ups" : "background warm-ups only", busyMean / Math.max(0.001, idleMean), load);
            // One line to compare runs by: what the figure asks (every burst frame under 16 ms, nothing lost).
            System.out.printf(Locale.ROOT, "SUMMARY live console %d/s for %d s (%s): burst frames at 16 ms or more: %d of %d "
                    + "(max %.1f ms, mean %.2f ms); first frame with posts: FX CPU %.1f ms, %d classes loaded; lost %d of %d; "
                    + "load average %.2f%n", rate, seconds, !warm ? "cold" : inScene ? "warm-ups" : "background warm-ups",
                    busy.stream().filter(frame -> frame.fxCpuMillis() >= 16).count(), busy.size(),
                    busy.stream().mapToDouble(FrameCosts.Frame::fxCpuMillis).max().orElse(0), busyMean,
                    firstFrames.isEmpty() ? Double.NaN : firstFrames.get(0).fxCpuMillis(),
                    firstFrames.isEmpty() ? 0 : firstFrames.get(0).classesLoaded(), lost, burst.made(), load);
            fx(Platform::exit);
            tasks.shutdown();
        }
        System.exit(0);
    }

    /** The console's count of posts received (the stream's own count, shown as "received: N"). */
    private static long received(LiveViewModel live) {
        String counts = live.countsTextProperty().get();
        int colon = counts.indexOf(':');
        int comma = counts.indexOf(", ");
        return colon < 0 || comma < 0 ? 0 : Long.parseLong(counts.substring(colon + 1, comma).replaceAll("[^0-9]", ""));
    }

    private static void report(String phase, List<FrameCosts.Frame> frames) {
        double[] cpu = frames.stream().mapToDouble(FrameCosts.Frame::fxCpuMillis).sorted().toArray();
        if (cpu.length == 0) {
            System.out.println("live console: " + phase + ": no frame");
            return;
        }
        long over = frames.stream().filter(frame -> frame.fxCpuMillis() >= 16).count();
        long classes = frames.stream().mapToLong(FrameCosts.Frame::classesLoaded).sum();
        System.out.printf(Locale.ROOT, "live console: %s: %d frames, FX CPU per frame mean %.2f ms, p99 %.2f ms, max %.2f ms, "
                + "%d frames at 16 ms or more, %d classes loaded in them%n", phase, cpu.length,
                java.util.Arrays.stream(cpu).average().orElse(0),
                cpu[(int) Math.min(cpu.length - 1, Math.floor(cpu.length * 0.99))], cpu[cpu.length - 1], over, classes);
        frames.stream().sorted(Comparator.comparingDouble(FrameCosts.Frame::fxCpuMillis).reversed()).limit(3)
                .forEach(frame -> System.out.println("    " + frame.describe()));
    }
}
