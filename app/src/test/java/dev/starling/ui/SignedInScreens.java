package dev.starling.ui;

import dev.starling.boot.AppServices;
import dev.starling.boot.StartupOptions;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.account.OAuthClient;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.SignInService;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.EnvironmentOverrides;
import dev.starling.core.config.ThemePreference;
import dev.starling.ui.app.StarlingFxApp;
import dev.starling.ui.app.StarlingGui;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/** For the screenshot tools (`…Screens`): the app's services on a data folder, the demo marketer signed in. */
public final class SignedInScreens {

    private SignedInScreens() {
    }

    /** Boots as the window does, in {@code theme}, and signs the demo marketer in once per data folder. */
    public static AppServices boot(String dataDir, ThemePreference theme) throws Exception {
        AppServices services = StarlingGui.boot(new StartupOptions(dataDir, EnvironmentOverrides.NONE));
        services.settings().set(AppSettings.THEME, theme);
        ApiServices api = services.api().current();
        if (api.accounts().defaultAccount().isEmpty()) {
            SignInService.PendingSignIn pending = api.signIn().start(OAuthClient.AuthorizeOptions.DEFAULT);
            Account account = api.signIn().finish(pending, SignedInSandbox.approve(pending.authorizeUrl().toString(),
                    SignedInSandbox.MARKETER));
            api.accounts().setDefault(account);
        }
        return services;
    }

    /** Starts the toolkit and opens the main window on {@code services}, at the top left, {@code width} × {@code height}. */
    public static void openWindow(AppServices services, double width, double height) throws Exception {
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
    }

    /**
     * What the screenshot tools share: their arguments {@code DATA_DIR LIGHT|DARK WIDTH HEIGHT} (defaults:
     * light, 1280 x 800), the app booted signed in, its window opened at that size and {@code workspace}
     * (a rail id: account, query, audiences, flexible, keywords, dnr, requests, settings) shown.
     */
    public static AppServices openOn(String[] args, String workspace) throws Exception {
        ThemePreference theme = ThemePreference.valueOf(args.length > 1 ? args[1] : "LIGHT");
        double width = args.length > 2 ? Double.parseDouble(args[2]) : 1280;
        double height = args.length > 3 ? Double.parseDouble(args[3]) : 800;
        AppServices services = boot(args[0], theme);
        openWindow(services, width, height);
        Thread.sleep(1500);
        FxCalls.fx(() -> ((javafx.scene.control.ButtonBase) scene().lookup("#nav-" + workspace)).fire());
        return services;
    }

    /** The main window's scene. */
    public static Scene scene() {
        return Stage.getWindows().stream().filter(window -> window instanceof Stage).findFirst().orElseThrow().getScene();
    }
}
