package dev.starling.ui.settings;

import dev.starling.boot.AppServices;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.TextClipboard;
import dev.starling.ui.common.WorkspaceViews;
import dev.starling.ui.theme.ThemeManager;
import javafx.scene.Node;

/** Builds the Settings workspace: environments and theme, the bearer token, upload defaults, the price table of sends. */
public record SettingsViews(AppServices services, Dialogs dialogs, TextClipboard clipboard, ThemeManager themes)
        implements WorkspaceViews {

    @Override
    public Node view() {
        return new SettingsView(new SettingsViewModel(services.environments(), services.vault(), services.tasks(),
                services.dataDir(), themes.preferenceProperty(), clipboard),
                new BearerTokenViewModel(services.api(), services.tasks(), clipboard, dialogs),
                new UploadDefaultsViewModel(services.settings(), services.tasks()),
                kind -> new OAuth2ClientViewModel(services.environments(), services.settings(), services.tasks(), kind))
                .withSection(new PriceTableView(new PriceTableViewModel(services.settings(), services.tasks())).root())
                .root();
    }
}
