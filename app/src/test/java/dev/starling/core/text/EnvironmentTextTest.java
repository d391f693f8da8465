package dev.starling.core.text;

import dev.starling.core.text.Messages;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.EnvironmentKind;
import java.net.URI;
import org.junit.jupiter.api.Test;

class EnvironmentTextTest {

    private static ApiEnvironment environment(EnvironmentKind kind, String base) {
        return new ApiEnvironment(kind, URI.create(base), null, "key", null);
    }

    @Test
    void namesEachEnvironmentInTheBundlesWordsWithItsAddressWithoutTheTrailingSlash() {
        assertThat(EnvironmentText.label(environment(EnvironmentKind.SANDBOX, "http://127.0.0.1:5555/")))
                .isEqualTo("Sandbox \u00b7 http://127.0.0.1:5555")
                .isEqualTo(Messages.text("environment.label.SANDBOX", "http://127.0.0.1:5555"));
        assertThat(EnvironmentText.label(environment(EnvironmentKind.X_API, "https://api.x.com")))
                .isEqualTo(Messages.text("environment.label.X_API", "https://api.x.com")).isEqualTo("X API");
        assertThat(EnvironmentText.label(environment(EnvironmentKind.CUSTOM, "https://proxy.example/")))
                .isEqualTo(Messages.text("environment.label.CUSTOM", "https://proxy.example"));
    }
}
