package dev.starling.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import org.junit.jupiter.api.Test;

class BaseAddressTest {

    @Test
    void acceptsHttpAndHttpsAndDropsTrailingSlashes() {
        assertThat(BaseAddress.parse("API base", " https://api.x.com/ ")).isEqualTo(URI.create("https://api.x.com"));
        assertThat(BaseAddress.parse("API base", "http://127.0.0.1:8080")).isEqualTo(URI.create("http://127.0.0.1:8080"));
        assertThat(BaseAddress.parse("API base", "https://proxy.corp/x-api//")).isEqualTo(URI.create("https://proxy.corp/x-api"));
    }

    @Test
    void explainsWhatIsWrongWithABadAddress() {
        assertThatThrownBy(() -> BaseAddress.parse("API base", "")).hasMessageContaining("empty");
        assertThatThrownBy(() -> BaseAddress.parse("API base", "ftp://x")).hasMessageContaining("http:// or https://");
        assertThatThrownBy(() -> BaseAddress.parse("API base", "api.x.com")).hasMessageContaining("http:// or https://");
        assertThatThrownBy(() -> BaseAddress.parse("API base", "https://a b")).hasMessageContaining("not a valid address");
        assertThatThrownBy(() -> BaseAddress.parse("API base", "https://x.com?a=1")).hasMessageContaining("?");
    }
}
