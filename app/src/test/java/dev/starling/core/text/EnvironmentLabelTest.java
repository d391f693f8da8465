package dev.starling.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.EnvironmentKind;
import java.net.URI;
import org.junit.jupiter.api.Test;

class EnvironmentLabelTest {

    private static ApiEnvironment environment(EnvironmentKind kind, String base) {
        return new ApiEnvironment(kind, URI.create(base), null, "key", null);
    }

    @Test
    void namesEachEnvironmentInTheBundlesWordsWithItsAddressWithoutTheTrailingSlash() {
        assertThat(Messages.text(environment(EnvironmentKind.SANDBOX, "http://127.0.0.1:5555/").label()))
                .isEqualTo("Sandbox \u00b7 http://127.0.0.1:5555")
                .isEqualTo(Messages.text("environment.label.SANDBOX", "http://127.0.0.1:5555"));
        assertThat(Messages.text(environment(EnvironmentKind.X_API, "https://api.x.com").label()))
                .isEqualTo(Messages.text("environment.label.X_API", "https://api.x.com")).isEqualTo("X API");
        assertThat(Messages.text(environment(EnvironmentKind.CUSTOM, "https://proxy.example/").label()))
                .isEqualTo(Messages.text("environment.label.CUSTOM", "https://proxy.example"));
    }
}
