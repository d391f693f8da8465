package dev.starling.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.config.EnvironmentManager;
import dev.starling.core.config.EnvironmentOverrides;
import dev.starling.core.config.FakeLocalSandbox;
import dev.starling.core.config.ThemePreference;
import dev.starling.core.store.DurableStore;
import java.nio.file.Path;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsViewModelTest {

    @TempDir
    Path dir;

    private final DurableStore store = DurableStore.inMemory();
    private EnvironmentManager environments;
    private SettingsViewModel viewModel;

    @BeforeEach
    void setUp() {
        environments = new EnvironmentManager(new AppSettings(store.settings()), new FileCredentialVault(dir),
                new FakeLocalSandbox().launcher(), EnvironmentOverrides.NONE);
        viewModel = new SettingsViewModel(environments, new FileCredentialVault(dir), new SameThreadTaskRunner(), dir,
                new SimpleObjectProperty<>(ThemePreference.SYSTEM));
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void startsOnTheActiveEnvironment() {
        assertThat(viewModel.kindProperty().get()).isEqualTo(EnvironmentKind.SANDBOX);
        assertThat(viewModel.activeEnvironmentProperty().get()).startsWith("Sandbox");
        assertThat(viewModel.needsKeys(EnvironmentKind.SANDBOX)).isFalse();
    }

    @Test
    void aCustomEnvironmentWithABadAddressIsExplainedAndNothingChanges() {
        viewModel.kindProperty().set(EnvironmentKind.CUSTOM);
        viewModel.apiBaseProperty().set("localhost:8080");
        viewModel.apply();
        assertThat(viewModel.errorProperty().get()).contains("must start with http:// or https://");
        assertThat(environments.current().kind()).isEqualTo(EnvironmentKind.SANDBOX);
    }

    @Test
    void theXApiWithoutKeysIsExplained() {
        viewModel.kindProperty().set(EnvironmentKind.X_API);
        assertThat(viewModel.apiBaseProperty().get()).isEqualTo("https://api.x.com");
        viewModel.apply();
        assertThat(viewModel.errorProperty().get()).contains("API key");
        assertThat(viewModel.busyProperty().get()).isFalse();
    }

    @Test
    void applyingACompleteChoiceSwitchesAndClearsTheSecretField() {
        viewModel.kindProperty().set(EnvironmentKind.CUSTOM);
        viewModel.apiBaseProperty().set("http://127.0.0.1:7000/");
        viewModel.consumerKeyProperty().set("key");
        viewModel.consumerSecretProperty().set("typed-secret");
        viewModel.apply();
        assertThat(viewModel.errorProperty().get()).isEmpty();
        assertThat(environments.current().label()).isEqualTo("Custom \u00b7 http://127.0.0.1:7000");
        assertThat(viewModel.activeEnvironmentProperty().get()).isEqualTo("Custom \u00b7 http://127.0.0.1:7000");
        assertThat(viewModel.statusProperty().get()).isEqualTo("Now using Custom \u00b7 http://127.0.0.1:7000.");
        assertThat(viewModel.consumerSecretProperty().get()).isEmpty();
        assertThat(viewModel.secretHintProperty().get()).contains("A secret is stored");
    }
}
