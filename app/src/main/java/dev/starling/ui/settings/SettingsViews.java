package dev.starling.ui.settings;

import dev.starling.boot.AppServices;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.TextClipboard;
import dev.starling.ui.theme.ThemeManager;
import javafx.scene.Node;

/** Builds the Settings workspace: environments and theme, the bearer token, upload defaults. */
public record SettingsViews(AppServices services, ThemeManager themes, TextClipboard clipboard, Dialogs dialogs) {

    public Node view() {
        return new SettingsView(new SettingsViewModel(services.environments(), services.vault(), services.tasks(),
                services.dataDir(), themes.preferenceProperty(), clipboard),
                new BearerTokenViewModel(services.api(), services.tasks(), clipboard, dialogs),
                new UploadDefaultsViewModel(services.settings(), services.tasks())).root();
    }
}
