package dev.starling.ui.settings;

import dev.starling.ui.common.DemoCredentials;
import dev.starling.ui.common.FailureText;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.TextClipboard;
import dev.starling.core.auth.CredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.auth.VaultLocation;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.BaseAddress;
import dev.starling.core.config.InvalidSetting;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.config.EnvironmentManager;
import dev.starling.core.config.ThemePreference;
import dev.starling.ui.common.StatusViewModel;
import java.net.URI;
import java.nio.file.Path;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * Settings: which environment the app talks to (Sandbox, X API with the user's keys, custom
 * addresses), the theme, and where data and credentials are kept; with the embedded sandbox, its
 * demo users and demo app key.
 */
public final class SettingsViewModel extends StatusViewModel {

    private final EnvironmentManager environments;
    private final TaskRunner tasks;
    private final ObjectProperty<EnvironmentKind> kind = new SimpleObjectProperty<>(this, "kind");
    private final StringProperty apiBase = new SimpleStringProperty(this, "apiBase", "");
    private final StringProperty adsApiBase = new SimpleStringProperty(this, "adsApiBase", "");
    private final StringProperty consumerKey = new SimpleStringProperty(this, "consumerKey", "");
    private final StringProperty consumerSecret = new SimpleStringProperty(this, "consumerSecret", "");
    private final ReadOnlyStringWrapper secretHint = new ReadOnlyStringWrapper(this, "secretHint", "");
    private final ReadOnlyStringWrapper activeEnvironment = new ReadOnlyStringWrapper(this, "activeEnvironment");
    private final ObjectProperty<ThemePreference> theme;
    private final String dataDir;
    private final String credentialStorage;
    private final DemoCredentials demo;

    public SettingsViewModel(EnvironmentManager environments, CredentialVault vault, TaskRunner tasks,
                             Path dataDir, ObjectProperty<ThemePreference> theme, TextClipboard clipboard) {
        this.environments = environments;
        this.demo = new DemoCredentials(clipboard);
        demo.show(environments.sandboxDemo());
        this.tasks = tasks;
        this.theme = theme;
        this.dataDir = dataDir.toString();
        VaultLocation storage = vault.location();
        this.credentialStorage = Messages.text("settings.credentials." + storage.kind().name(), storage.detail());
        ApiEnvironment current = environments.current();
        activeEnvironment.set(Messages.text(current.label()));
        kind.addListener((obs, old, now) -> loadStored(now));
        kind.set(current.kind());
    }

    public ObjectProperty<EnvironmentKind> kindProperty() { return kind; }
    public StringProperty apiBaseProperty() { return apiBase; }
    public StringProperty adsApiBaseProperty() { return adsApiBase; }
    public StringProperty consumerKeyProperty() { return consumerKey; }
    public StringProperty consumerSecretProperty() { return consumerSecret; }
    public ReadOnlyStringProperty secretHintProperty() { return secretHint.getReadOnlyProperty(); }
    public ReadOnlyStringProperty activeEnvironmentProperty() { return activeEnvironment.getReadOnlyProperty(); }
    public ObjectProperty<ThemePreference> themeProperty() { return theme; }
    public String dataDir() { return dataDir; }
    public String credentialStorage() { return credentialStorage; }
    /** The embedded sandbox's demo users and app key, while it is the active environment. */
    public DemoCredentials demoCredentials() { return demo; }

    /** Whether the address and key fields apply to the chosen kind. */
    public boolean needsKeys(EnvironmentKind value) {
        return value != EnvironmentKind.SANDBOX;
    }

    /** Validates the form and switches environment in the background. */
    public void apply() {
        error.set("");
        message.set("");
        EnvironmentKind chosen = kind.get();
        URI api = null;
        URI ads = null;
        try {
            if (chosen == EnvironmentKind.CUSTOM) {
                api = BaseAddress.parse(Messages.text("settings.apiBase.name"), apiBase.get());
                ads = adsApiBase.get() == null || adsApiBase.get().isBlank() ? null
                        : BaseAddress.parse(Messages.text("settings.adsApiBase.name"), adsApiBase.get());
            }
        } catch (InvalidSetting invalid) {
            error.set(Messages.text(invalid.text()));
            return;
        }
        String key = consumerKey.get() == null ? "" : consumerKey.get().trim();
        Secret secret = Secret.ofNullable(consumerSecret.get());
        URI apiBaseUri = api;
        URI adsBaseUri = ads;
        busy.set(true);
        message.set(Messages.text(chosen == EnvironmentKind.SANDBOX ? "settings.env.starting" : "settings.env.switching"));
        tasks.run("switch environment", () -> environments.switchTo(chosen, apiBaseUri, adsBaseUri, key, secret),
                environment -> {
                    busy.set(false);
                    consumerSecret.set("");
                    activeEnvironment.set(Messages.text(environment.label()));
                    message.set(Messages.text("settings.env.now", Messages.text(environment.label())));
                    demo.show(environments.sandboxDemo());
                    loadStored(chosen);
                },
                failure -> {
                    busy.set(false);
                    message.set("");
                    error.set(failure instanceof InvalidSetting invalid ? Messages.text(invalid.text())
                            : FailureText.describe(failure, Messages.text("settings.env.failed")));
                });
    }

    private void loadStored(EnvironmentKind value) {
        if (value == null) {
            return;
        }
        EnvironmentManager.StoredChoice stored = environments.stored(value);
        consumerKey.set(stored.consumerKey());
        consumerSecret.set("");
        secretHint.set(stored.hasSecret() ? Messages.text("settings.secretStored") : "");
        apiBase.set(value == EnvironmentKind.X_API ? ApiEnvironment.X_API_BASE.toString()
                : stored.customApiBase() == null ? "" : stored.customApiBase().toString());
        adsApiBase.set(value == EnvironmentKind.X_API ? ApiEnvironment.X_ADS_API_BASE.toString()
                : stored.customAdsApiBase() == null ? "" : stored.customAdsApiBase().toString());
    }
}
