package dev.starling.core.config;

import dev.starling.core.text.Messages;
import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.store.DurableStore;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EnvironmentManagerTest {

    @TempDir
    Path dir;

    private final DurableStore store = DurableStore.inMemory(DurableMigrations.ALL);
    private final AppSettings settings = new AppSettings(store.settings());
    private final FakeLocalSandbox sandbox = new FakeLocalSandbox();

    @AfterEach
    void close() {
        store.close();
    }

    private EnvironmentManager manager(EnvironmentOverrides overrides) {
        return new EnvironmentManager(settings, new FileCredentialVault(dir), sandbox.launcher(), overrides);
    }

    @Test
    void startsTheSandboxWhenNothingIsConfigured() {
        EnvironmentManager manager = manager(EnvironmentOverrides.NONE);
        ApiEnvironment env = manager.current();
        assertThat(env.kind()).isEqualTo(EnvironmentKind.SANDBOX);
        assertThat(Messages.text(env.label())).isEqualTo("Sandbox \u00b7 http://127.0.0.1:5555");
        assertThat(env.adsApiBase()).isEqualTo(URI.create("http://127.0.0.1:5556"));
        assertThat(env.hasAppCredentials()).isTrue();
        assertThat(sandbox.starts).isEqualTo(1);
    }

    @Test
    void commandLineAddressesChooseACustomEnvironmentForThisRunOnly() {
        EnvironmentManager manager = manager(new EnvironmentOverrides(URI.create("http://127.0.0.1:9000"), null,
                "k", Secret.of("s"), null, null));
        assertThat(manager.current().kind()).isEqualTo(EnvironmentKind.CUSTOM);
        assertThat(Messages.text(manager.current().label())).isEqualTo("Custom \u00b7 http://127.0.0.1:9000");
        assertThat(sandbox.starts).isZero();
        assertThat(settings.get(AppSettings.ENVIRONMENT_KIND)).as("the saved choice is untouched").isEqualTo(EnvironmentKind.SANDBOX);
    }

    @Test
    void consumerKeysAloneOnTheCommandLineMeanTheRealXApi() {
        EnvironmentManager manager = manager(new EnvironmentOverrides(null, null, "k", Secret.of("s"), null, null));
        assertThat(manager.current().kind()).isEqualTo(EnvironmentKind.X_API);
        assertThat(manager.current().apiBase()).isEqualTo(URI.create("https://api.x.com"));
        assertThat(manager.current().adsApiBase()).isEqualTo(URI.create("https://ads-api.x.com"));
        assertThat(Messages.text(manager.current().label())).isEqualTo("X API");
    }

    @Test
    void switchingToXApiNeedsKeyAndSecretAndKeepsTheSecretOutOfTheSettings() throws Exception {
        EnvironmentManager manager = manager(EnvironmentOverrides.NONE);
        assertThatThrownBy(() -> manager.switchTo(EnvironmentKind.X_API, null, null, "", null))
                .isInstanceOf(IllegalArgumentException.class)
                .extracting(e -> Messages.text(((InvalidSetting) e).text()), InstanceOfAssertFactories.STRING)
                .contains("API key");

        List<ApiEnvironment> seen = new ArrayList<>();
        manager.addListener(seen::add);
        manager.switchTo(EnvironmentKind.X_API, null, null, "my-key", Secret.of("very-secret-value-123"));

        assertThat(manager.current().kind()).isEqualTo(EnvironmentKind.X_API);
        assertThat(manager.current().consumerSecret()).isEqualTo(Secret.of("very-secret-value-123"));
        assertThat(seen).extracting(ApiEnvironment::kind).containsExactly(EnvironmentKind.X_API);
        assertThat(sandbox.running).as("the sandbox stops when it is no longer used").isFalse();
        assertThat(settings.consumerKey(EnvironmentKind.X_API)).contains("my-key");
        assertThat(store.settings().get("environment.consumer_key.X_API")).contains("my-key");
        assertThat(Files.readString(dir.resolve(FileCredentialVault.FILE_NAME))).contains("very-secret-value-123");
        assertThat(manager.stored(EnvironmentKind.X_API).hasSecret()).isTrue();
    }

    @Test
    void theSavedChoiceIsUsedOnTheNextStartAndTheStoredSecretIsKeptWhenNoneIsTyped() {
        manager(EnvironmentOverrides.NONE).switchTo(EnvironmentKind.CUSTOM, URI.create("https://proxy.example"),
                URI.create("https://ads-proxy.example"), "k", Secret.of("s3cret"));
        EnvironmentManager next = manager(EnvironmentOverrides.NONE);
        assertThat(next.current().kind()).isEqualTo(EnvironmentKind.CUSTOM);
        assertThat(next.current().apiBase()).isEqualTo(URI.create("https://proxy.example"));
        next.switchTo(EnvironmentKind.CUSTOM, URI.create("https://proxy2.example"), null, "k", null);
        assertThat(next.current().consumerSecret()).isEqualTo(Secret.of("s3cret"));
        assertThat(next.current().adsApiBase()).isNull();
    }

    @Test
    void switchingBackToTheSandboxStartsItAgain() {
        EnvironmentManager manager = manager(EnvironmentOverrides.NONE);
        manager.switchTo(EnvironmentKind.CUSTOM, URI.create("http://127.0.0.1:9"), null, "", null);
        manager.switchTo(EnvironmentKind.SANDBOX, null, null, null, null);
        assertThat(sandbox.starts).isEqualTo(2);
        assertThat(manager.current().kind()).isEqualTo(EnvironmentKind.SANDBOX);
        manager.close();
        assertThat(sandbox.running).isFalse();
    }

    @Test
    void theSandboxKeepsOneIdentityWhateverPortItGetsSoSignInsSurviveRestarts() {
        ApiEnvironment first = new ApiEnvironment(EnvironmentKind.SANDBOX, URI.create("http://127.0.0.1:40001"), null, "k", null);
        ApiEnvironment second = new ApiEnvironment(EnvironmentKind.SANDBOX, URI.create("http://127.0.0.1:40777"), null, "k", null);
        assertThat(first.key()).isEqualTo(second.key()).isEqualTo("sandbox");
        assertThat(new ApiEnvironment(EnvironmentKind.CUSTOM, URI.create("http://127.0.0.1:9000/"), null, null, null).key())
                .isEqualTo("http://127.0.0.1:9000");
    }
}
