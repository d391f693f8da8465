package dev.starling.ui.settings;

import dev.starling.core.text.Messages;
import dev.starling.boot.DurableMigrations;
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
import dev.starling.core.config.SandboxDemo;
import java.nio.file.Path;
import java.util.List;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsViewModelTest {

    @TempDir
    Path dir;

    private final DurableStore store = DurableStore.inMemory(DurableMigrations.ALL);
    private final FakeLocalSandbox sandbox = new FakeLocalSandbox();
    private EnvironmentManager environments;
    private SettingsViewModel viewModel;
    private final java.util.List<String> copied = new java.util.ArrayList<>();

    @BeforeEach
    void setUp() {
        sandbox.demo = new SandboxDemo("demo-app-key", List.of(new SandboxDemo.Login("demo_marketer", "starling-demo"),
                new SandboxDemo.Login("demo_engineer", "starling-demo")));
        environments = new EnvironmentManager(new AppSettings(store.settings()), new FileCredentialVault(dir),
                sandbox.launcher(), EnvironmentOverrides.NONE);
        viewModel = new SettingsViewModel(environments, new FileCredentialVault(dir), new SameThreadTaskRunner(), dir,
                new SimpleObjectProperty<>(ThemePreference.SYSTEM), copied::add);
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
    void namesWhereTheSecretsAreKeptInTheBundlesWords() {
        assertThat(viewModel.credentialStorage()).isEqualTo("File readable only by you: "
                + dir.resolve(FileCredentialVault.FILE_NAME));
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
        assertThat(Messages.text(environments.current().label())).isEqualTo("Custom \u00b7 http://127.0.0.1:7000");
        assertThat(viewModel.activeEnvironmentProperty().get()).isEqualTo("Custom \u00b7 http://127.0.0.1:7000");
        assertThat(viewModel.messageProperty().get()).isEqualTo("Now using Custom \u00b7 http://127.0.0.1:7000.");
        assertThat(viewModel.consumerSecretProperty().get()).isEmpty();
        assertThat(viewModel.secretHintProperty().get()).contains("A secret is stored");
    }

    @Test
    void withTheEmbeddedSandboxItListsTheDemoUsersAndTheAppKeyButNeverTheSecret() {
        var demo = viewModel.demoCredentials();
        assertThat(demo.availableProperty().get()).isTrue();
        assertThat(demo.appKeyProperty().get()).isEqualTo("demo-app-key");
        assertThat(demo.users()).extracting(SandboxDemo.Login::username).containsExactly("demo_marketer", "demo_engineer");
        assertThat(demo.users().toString()).doesNotContain("starling-demo");

        demo.copy(demo.appKeyProperty().get());
        assertThat(copied).containsExactly("demo-app-key");
    }

    @Test
    void afterSwitchingAwayFromTheSandboxNoDemoCredentialsShow() {
        viewModel.kindProperty().set(EnvironmentKind.CUSTOM);
        viewModel.apiBaseProperty().set("http://127.0.0.1:7000/");
        viewModel.consumerKeyProperty().set("key");
        viewModel.consumerSecretProperty().set("typed-secret");

        viewModel.apply();

        assertThat(viewModel.demoCredentials().availableProperty().get()).isFalse();
        assertThat(viewModel.demoCredentials().appKeyProperty().get()).isEmpty();
    }
}
