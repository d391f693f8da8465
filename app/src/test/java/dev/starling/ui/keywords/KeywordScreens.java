package dev.starling.ui.keywords;

import dev.starling.boot.AppServices;
import dev.starling.boot.StartupOptions;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.OAuthClient;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.SignInService;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.config.EnvironmentOverrides;
import dev.starling.core.config.ThemePreference;
import dev.starling.ui.app.StarlingFxApp;
import dev.starling.ui.app.StarlingGui;
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
 * sent and a related keyword added as a second series, for looking at it (screenshots under Xvfb):
 * {@code java -cp <test classpath> dev.starling.ui.keywords.KeywordScreens DATA_DIR LIGHT|DARK WIDTH HEIGHT}.
 * It stays open until the window is closed.
 */
public final class KeywordScreens {

    private KeywordScreens() {
    }

    public static void main(String[] args) throws Exception {
        String dataDir = args[0];
        ThemePreference theme = ThemePreference.valueOf(args.length > 1 ? args[1] : "LIGHT");
        double width = args.length > 2 ? Double.parseDouble(args[2]) : 1280;
        double height = args.length > 3 ? Double.parseDouble(args[3]) : 800;
        AppServices services = StarlingGui.boot(new StartupOptions(dataDir, EnvironmentOverrides.NONE));
        services.settings().setTheme(theme);
        ApiServices api = services.api().current();
        if (api.accounts().defaultAccount().isEmpty()) {
            SignInService.PendingSignIn pending = api.signIn().start(OAuthClient.AuthorizeOptions.DEFAULT);
            Account account = api.signIn().finish(pending, SignedInSandbox.approve(pending.authorizeUrl().toString(),
                    SignedInSandbox.MARKETER));
            api.accounts().setDefault(account);
        }
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
            ((Button) scene().lookup("#sendKeywords")).fire();
        });
        Thread.sleep(4000);
        fx(() -> {
            Node compare = scene().lookup(".related-series");
            if (compare != null) {
                ((Button) compare).fire();
            }
        });
        System.out.println("ready");
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
