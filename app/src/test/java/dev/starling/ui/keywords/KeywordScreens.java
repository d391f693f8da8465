package dev.starling.ui.keywords;

import dev.starling.boot.AppServices;
import dev.starling.core.config.ThemePreference;
import dev.starling.ui.app.StarlingFxApp;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.TextField;
import javafx.stage.Stage;

/**
 * Opens the real window signed in to the built-in sandbox, on Keyword insights with two keywords
 * and a negative sent over the last DAYS days (default 7) and SERIES - 1 related keywords added as
 * series to compare (default 2 series in all), for looking at it (screenshots under Xvfb):
 * {@code java -cp <test classpath> dev.starling.ui.keywords.KeywordScreens DATA_DIR LIGHT|DARK WIDTH HEIGHT [DAYS [SERIES]]}.
 * It prints "ready" once everything is drawn, and stays open until the window is closed.
 */
public final class KeywordScreens {

    private KeywordScreens() {
    }

    public static void main(String[] args) throws Exception {
        String dataDir = args[0];
        ThemePreference theme = ThemePreference.valueOf(args.length > 1 ? args[1] : "LIGHT");
        double width = args.length > 2 ? Double.parseDouble(args[2]) : 1280;
        double height = args.length > 3 ? Double.parseDouble(args[3]) : 800;
        int days = args.length > 4 ? Integer.parseInt(args[4]) : 7;
        int seriesCount = args.length > 5 ? Integer.parseInt(args[5]) : 2;
        AppServices services = dev.starling.ui.SignedInScreens.boot(dataDir, theme);
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(() -> {
            Stage stage = new Stage();
            try {
                new StarlingFxApp(services).start(stage);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            stage.setMaximized(false);
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(width);
            stage.setHeight(height);
            started.countDown();
        });
        started.await(20, TimeUnit.SECONDS);
        Thread.sleep(1500);
        fx(() -> ((ButtonBase) scene().lookup("#nav-keywords")).fire());
        Thread.sleep(1000);
        fx(() -> {
            TextField keywords = (TextField) scene().lookup("#keywordChipsField");
            keywords.setText("coffee, latte,");
            TextField negatives = (TextField) scene().lookup("#negativeChipsField");
            negatives.setText("decaf,");
            if (days != 7) {
                ((javafx.scene.control.DatePicker) scene().lookup("#startDate")).setValue(
                        ((javafx.scene.control.DatePicker) scene().lookup("#endDate")).getValue().minusDays(days));
            }
            ((Button) scene().lookup("#sendKeywords")).fire();
        });
        for (int added = 1; added < seriesCount; added++) {
            waitUntilIdle();
            int index = added;
            fx(() -> {
                var compare = scene().getRoot().lookupAll(".related-series").stream().skip(index - 1).findFirst();
                compare.ifPresent(node -> ((Button) node).fire());
            });
        }
        waitUntilIdle();
        Thread.sleep(1500);
        System.out.println("ready");
    }

    /** Waits until no fetch runs (the Send button is enabled again). */
    private static void waitUntilIdle() throws InterruptedException {
        Thread.sleep(500);
        for (int i = 0; i < 600; i++) {
            boolean[] idle = new boolean[1];
            fx(() -> idle[0] = !scene().lookup("#sendKeywords").isDisabled());
            if (idle[0]) {
                return;
            }
            Thread.sleep(200);
        }
    }

    private static Scene scene() {
        return Stage.getWindows().stream().filter(window -> window instanceof Stage).findFirst().orElseThrow().getScene();
    }

    private static void fx(Runnable action) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                action.run();
            } finally {
                done.countDown();
            }
        });
        done.await(10, TimeUnit.SECONDS);
    }
}
