package dev.starling.ui;

import dev.starling.boot.AppServices;
import dev.starling.ui.settings.SettingsView;
import dev.starling.ui.settings.SettingsViewModel;
import dev.starling.ui.shell.MainViewModel;
import dev.starling.ui.shell.MainWindow;
import dev.starling.ui.shell.Workspace;
import dev.starling.ui.theme.ThemeManager;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.stage.Stage;

/**
 * Builds the views and view-models from the application's services: the UI half of the
 * composition root ({@link dev.starling.boot.Bootstrap} is the other).
 */
public final class UiComposition {

    private UiComposition() {
    }

    public static MainWindow mainWindow(AppServices services, Stage stage) {
        ThemeManager themes = new ThemeManager(services.osPrefersDark().orElse(false));
        MainViewModel shell = new MainViewModel(services.settings(), services.environments(), services.notices(),
                services.tasks(), services.dataDir(), Platform::runLater);
        Map<Workspace, Supplier<Node>> views = new EnumMap<>(Workspace.class);
        views.put(Workspace.SETTINGS, () -> new SettingsView(new SettingsViewModel(services.environments(),
                services.vault(), services.tasks(), services.dataDir(), themes.preferenceProperty())).root());
        return new MainWindow(stage, shell, views, themes, services.settings(), services.tasks());
    }
}
