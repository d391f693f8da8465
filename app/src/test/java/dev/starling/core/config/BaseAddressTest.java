package dev.starling.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.Messages;
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
        assertThat(words(() -> BaseAddress.parse("API base", ""))).contains("empty");
        assertThat(words(() -> BaseAddress.parse("API base", "ftp://x"))).contains("http:// or https://");
        assertThat(words(() -> BaseAddress.parse("API base", "api.x.com"))).contains("http:// or https://");
        assertThat(words(() -> BaseAddress.parse("API base", "https://a b"))).contains("not a valid address");
        assertThat(words(() -> BaseAddress.parse("API base", "https://x.com?a=1"))).contains("?");
    }

    /** The words of the refusal, as the window and the command line show them. */
    private static String words(Runnable parse) {
        try {
            parse.run();
        } catch (InvalidSetting refused) {
            return Messages.text(refused.text());
        }
        throw new AssertionError("the address was accepted");
    }
}
