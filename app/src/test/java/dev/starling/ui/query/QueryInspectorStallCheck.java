package dev.starling.ui.query;

import static dev.starling.ui.FxCalls.fx;
import static dev.starling.ui.FxCalls.fxGet;
import static dev.starling.ui.FxCalls.waitUntil;

import dev.starling.core.concurrent.PooledTaskRunner;
import dev.starling.core.config.ThemePreference;
import dev.starling.core.query.FieldCatalog;
import dev.starling.core.query.QueryDraftStore;
import dev.starling.core.query.QueryHistory;
import dev.starling.core.query.QueryResult;
import dev.starling.core.query.ResultCache;
import dev.starling.core.query.Endpoint;
import dev.starling.core.store.LocalStores;
import dev.starling.ui.common.PulseMonitor;
import dev.starling.ui.common.ScriptedDialogs;
import dev.starling.ui.theme.ThemeManager;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;

/**
 * FX-thread stall check of the Query inspector: the real workspace (view, view-model, history,
 * result cache, the pooled task runner) in a real Stage, fed a 10 MB recent-search answer by a fake
 * transport (posts with nested metrics, entities and attachments, plus users and media includes).
 * {@link PulseMonitor} records the longest gap between two JavaFX pulses while the answer is sent,
 * parsed, joined and shown, then while a person goes through every inspector tab, the includes
 * tables, Raw's tree and text, and scrolls the Data table and the text to their ends. A gap over
 * 50 ms is a stall a person sees; the check exits with 1 when there is one. Needs a display:
 * <pre>xvfb-run -a -s '-screen 0 1920x1080x24' java -cp &lt;test classpath&gt; dev.starling.ui.query.QueryInspectorStallCheck [megabytes]</pre>
 */
public final class QueryInspectorStallCheck {

    private static final double LIMIT_MILLIS = 50;

    private QueryInspectorStallCheck() {
    }

    public static void main(String[] args) throws Exception {
        int megabytes = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        byte[] body = LargeSearchAnswer.build(megabytes * 1_000_000).getBytes(StandardCharsets.UTF_8);
        Clock clock = Clock.systemUTC();
        LocalStores stores = LocalStores.inMemory(clock);
        PooledTaskRunner tasks = new PooledTaskRunner(2, Platform::runLater);
        QueryViewModel viewModel = new QueryViewModel(FieldCatalog.bundled(),
                (query, auth) -> new QueryResult(200, Map.of("x-rate-limit-limit", List.of("450"),
                        "x-rate-limit-remaining", List.of("449"), "x-rate-limit-reset",
                        List.of(Long.toString(clock.instant().plusSeconds(900).getEpochSecond()))), body,
                        clock.instant(), 120, false),
                new QueryHistory(stores.durable().database(), clock), new ResultCache(stores.cache()),
                new QueryDraftStore(stores.durable().settings()), tasks, () -> URI.create("https://api.x.com"),
                new QueryViewModel.Credentials(() -> true, () -> true), clock, new ScriptedDialogs(), new ScriptedDialogs());
        PulseMonitor monitor = new PulseMonitor();
        Scene[] scene = new Scene[1];
        CountDownLatch shown = new CountDownLatch(1);
        Platform.startup(() -> {
            scene[0] = new Scene(new QueryView(viewModel).root(), 1600, 1000);
            ThemeManager themes = new ThemeManager(false);
            themes.preferenceProperty().set(ThemePreference.LIGHT);
            themes.attach(scene[0]);
            Stage stage = new Stage();
            stage.setScene(scene[0]);
            stage.show();
            monitor.start();
            shown.countDown();
        });
        shown.await(30, TimeUnit.SECONDS);
        Thread.sleep(1000);
        monitor.takeWindow();
        System.out.printf(Locale.ROOT, "response: %,d bytes; system load average at start: %.2f on %d cores%n",
                body.length, ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());

        long started = System.nanoTime();
        fx(() -> {
            viewModel.endpointProperty().set(Endpoint.RECENT_SEARCH);
            viewModel.targetProperty().set("starling has:media");
            viewModel.send();
        });
        waitUntil(() -> !viewModel.busyProperty().get() && viewModel.inspectionProperty().get() != null, 120);
        double loadSeconds = (System.nanoTime() - started) / 1e9;
        Thread.sleep(500);
        report(String.format(Locale.ROOT, "send, parse, join and show (%.1f s to shown)", loadSeconds), monitor);

        TabPane inspector = fxGet(() -> (TabPane) scene[0].lookup("#inspectorTabs"));
        TabPane includes = fxGet(() -> (TabPane) inspector.getTabs().get(1).getContent());
        for (int tab = 0; tab < inspector.getTabs().size(); tab++) {
            int index = tab;
            fx(() -> inspector.getSelectionModel().select(index));
            Thread.sleep(300);
            report("  tab " + fxGet(() -> inspector.getTabs().get(index).getText()), monitor);
            if (index == 1) {
                for (int kind = 0; kind < includes.getTabs().size(); kind++) {
                    int kindIndex = kind;
                    fx(() -> includes.getSelectionModel().select(kindIndex));
                    Thread.sleep(250);
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
            Thread.sleep(120);
        }
        report("Data table scrolled to the end in ten jumps", monitor);

        fx(() -> inspector.getSelectionModel().select(4));
        TreeView<?> tree = fxGet(() -> (TreeView<?>) scene[0].lookup("#rawTree"));
        fx(() -> tree.scrollTo(tree.getExpandedItemCount() - 1));
        Thread.sleep(300);
        fx(() -> ((ToggleButton) scene[0].lookup("#rawTextToggle")).setSelected(true));
        Thread.sleep(300);
        ListView<?> text = fxGet(() -> (ListView<?>) scene[0].lookup("#rawText"));
        fx(() -> text.scrollTo(text.getItems().size() - 1));
        Thread.sleep(300);
        int lines = fxGet(() -> text.getItems().size());
        report(String.format(Locale.ROOT, "Raw: tree to its end, then the text (%,d lines) to its end", lines), monitor);

        PulseMonitor.Window overall = monitor.overall();
        System.out.printf(Locale.ROOT, "overall: %s -> %s (limit %.0f ms)%n", overall.describe(),
                overall.longestGapMillis() <= LIMIT_MILLIS ? "smooth" : "STALLED", LIMIT_MILLIS);
        fx(monitor::stop);
        tasks.shutdown();
        Platform.exit();
        stores.close();
        System.exit(overall.longestGapMillis() <= LIMIT_MILLIS ? 0 : 1);
    }

    private static void report(String phase, PulseMonitor monitor) {
        System.out.printf(Locale.ROOT, "%-62s %s%n", phase, monitor.takeWindow().describe());
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
