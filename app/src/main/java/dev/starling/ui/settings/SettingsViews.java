package dev.starling.ui.settings;

import dev.starling.boot.AppServices;
import dev.starling.ui.theme.ThemeManager;
import javafx.scene.Node;

/** Builds the Settings workspace: environments and theme, the bearer token, upload defaults. */
public final class SettingsViews {

    private final AppServices services;
    private final ThemeManager themes;

    public SettingsViews(AppServices services, ThemeManager themes) {
        this.services = services;
        this.themes = themes;
    }

    public Node view() {
        return new SettingsView(new SettingsViewModel(services.environments(), services.vault(), services.tasks(),
                services.dataDir(), themes.preferenceProperty()),
                new BearerTokenViewModel(services.api(), services.tasks()),
                new UploadDefaultsViewModel(services.settings(), services.tasks())).root();
    }
}
