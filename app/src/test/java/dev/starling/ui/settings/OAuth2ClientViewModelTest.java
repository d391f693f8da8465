package dev.starling.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.config.EnvironmentManager;
import dev.starling.core.config.EnvironmentOverrides;
import dev.starling.core.config.FakeLocalSandbox;
import dev.starling.core.store.DurableStore;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The OAuth 2.0 client in Settings: per environment kind, the secret only in the credential store. */
class OAuth2ClientViewModelTest {

    @TempDir
    Path dir;

    private final DurableStore store = DurableStore.inMemory(dev.starling.boot.DurableMigrations.ALL);
    private final SimpleObjectProperty<EnvironmentKind> kind = new SimpleObjectProperty<>(EnvironmentKind.X_API);
    private AppSettings settings;
    private FileCredentialVault vault;
    private EnvironmentManager environments;
    private OAuth2ClientViewModel viewModel;

    @BeforeEach
    void setUp() {
        settings = new AppSettings(store.settings());
        vault = new FileCredentialVault(dir);
        environments = new EnvironmentManager(settings, vault, new FakeLocalSandbox().launcher(), EnvironmentOverrides.NONE);
        viewModel = new OAuth2ClientViewModel(environments, settings, new SameThreadTaskRunner(), kind);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aConfidentialClientsSecretGoesToTheCredentialStoreAndIsNeverShownBack() throws Exception {
        viewModel.clientIdProperty().set("  T3RoZXJDbGllbnQ6MTpjaQ ");
        viewModel.confidentialProperty().set(true);
        viewModel.secretProperty().set("client-secret-value-42");
        viewModel.save();

        assertThat(viewModel.errorProperty().get()).isEmpty();
        assertThat(viewModel.messageProperty().get()).contains("T3RoZXJDbGllbnQ6MTpjaQ").contains("confidential");
        assertThat(viewModel.secretProperty().get()).isEmpty();
        assertThat(viewModel.secretHintProperty().get()).contains("A Client Secret is stored");
        assertThat(settings.clientId(EnvironmentKind.X_API)).contains("T3RoZXJDbGllbnQ6MTpjaQ");
        assertThat(vault.read("client_secret.X_API")).contains(Secret.of("client-secret-value-42"));
        assertThat(settings.clientId(EnvironmentKind.X_API).orElseThrow()).doesNotContain("client-secret-value-42");

        // Reopened: the form says a secret is stored, keeps it when saved with the field empty.
        OAuth2ClientViewModel again = new OAuth2ClientViewModel(environments, settings, new SameThreadTaskRunner(), kind);
        assertThat(again.confidentialProperty().get()).isTrue();
        assertThat(again.secretProperty().get()).isEmpty();
        again.save();
        assertThat(again.errorProperty().get()).isEmpty();
        assertThat(vault.read("client_secret.X_API")).contains(Secret.of("client-secret-value-42"));
    }

    @Test
    void aPublicClientHasNoSecretAndSwitchingToPublicForgetsTheStoredOne() {
        viewModel.clientIdProperty().set("client-a");
        viewModel.confidentialProperty().set(true);
        viewModel.secretProperty().set("s3cret");
        viewModel.save();

        viewModel.confidentialProperty().set(false);
        viewModel.save();

        assertThat(viewModel.messageProperty().get()).contains("(public)");
        assertThat(vault.read("client_secret.X_API")).isEmpty();
        assertThat(viewModel.secretHintProperty().get()).isEmpty();
    }

    @Test
    void aConfidentialClientWithoutASecretIsRefusedAndNothingIsSaved() {
        viewModel.clientIdProperty().set("client-a");
        viewModel.confidentialProperty().set(true);
        viewModel.save();

        assertThat(viewModel.errorProperty().get()).contains("needs its Client Secret");
        assertThat(settings.clientId(EnvironmentKind.X_API)).isEmpty();
    }

    @Test
    void redirectUrisAreLoopbackAddressesWithAPortInTheOrderTyped() {
        viewModel.clientIdProperty().set("client-a");
        viewModel.redirectUrisProperty().set("http://localhost:8080/cb\n");
        viewModel.save();
        assertThat(viewModel.errorProperty().get()).contains("http://localhost:8080/cb cannot be a redirect URI");

        viewModel.redirectUrisProperty().set("https://example.com/cb");
        viewModel.save();
        assertThat(viewModel.errorProperty().get()).contains("https://example.com/cb");

        viewModel.redirectUrisProperty().set("http://[::1]:9001/cb\n\nhttp://127.0.0.1:9000/cb\n");
        viewModel.save();
        assertThat(viewModel.errorProperty().get()).isEmpty();
        assertThat(settings.redirectUris(EnvironmentKind.X_API)).containsExactly(URI.create("http://[::1]:9001/cb"),
                URI.create("http://127.0.0.1:9000/cb"));

        viewModel.redirectUrisProperty().set("");
        viewModel.save();
        assertThat(settings.redirectUris(EnvironmentKind.X_API)).isEqualTo(AppSettings.DEFAULT_REDIRECT_URIS);
    }

    @Test
    void eachEnvironmentKindHasItsOwnClient() {
        viewModel.clientIdProperty().set("x-client");
        viewModel.save();
        kind.set(EnvironmentKind.CUSTOM);
        assertThat(viewModel.clientIdProperty().get()).isEmpty();
        viewModel.clientIdProperty().set("custom-client");
        viewModel.save();
        kind.set(EnvironmentKind.X_API);

        assertThat(viewModel.clientIdProperty().get()).isEqualTo("x-client");
        assertThat(settings.clientId(EnvironmentKind.CUSTOM)).contains("custom-client");
        assertThat(viewModel.editableProperty().get()).isTrue();
    }

    @Test
    void theSecretNeverReachesAFileOtherThanTheCredentialStore() throws Exception {
        viewModel.clientIdProperty().set("client-a");
        viewModel.confidentialProperty().set(true);
        viewModel.secretProperty().set("only-in-the-vault-7781");
        viewModel.save();

        try (var files = Files.walk(dir)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                if (file.getFileName().toString().equals(FileCredentialVault.FILE_NAME)) {
                    continue;
                }
                assertThat(Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1)
                        .contains("only-in-the-vault-7781")).as(file.toString()).isFalse();
            }
        }
        assertThat(List.of(viewModel.clientIdProperty().get(), viewModel.secretHintProperty().get(),
                viewModel.messageProperty().get())).noneMatch(text -> text.contains("only-in-the-vault-7781"));
    }
}
