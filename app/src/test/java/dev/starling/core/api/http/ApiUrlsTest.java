package dev.starling.core.api.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import org.junit.jupiter.api.Test;

class ApiUrlsTest {

    private static final URI BASE = URI.create("https://ads-api.x.com/");

    @Test
    void eachIdIsOneEncodedSegmentOfThePath() {
        String path = ApiUrls.path("/12/accounts/{}/custom_audiences/{}/users", "18ce54d4x5t", "\u00e9t\u00e9");

        assertThat(path).isEqualTo("/12/accounts/18ce54d4x5t/custom_audiences/%C3%A9t%C3%A9/users");
        assertThat(ApiUrls.resolve(BASE, path).pathSegments())
                .containsExactly("12", "accounts", "18ce54d4x5t", "custom_audiences", "\u00e9t\u00e9", "users");
    }

    @Test
    void anIdThatWouldChangeThePathIsRefusedBeforeAnythingIsSent() {
        for (String id : new String[] {"../../__sandbox/reset", "a/b", "..", ".", "x?y=1", "%2e%2e", "a b", "", "a#b"}) {
            assertThatThrownBy(() -> ApiUrls.path("/12/accounts/{}/do_not_reach_lists", id)).as(id)
                    .isInstanceOfSatisfying(ApiIds.InvalidId.class, invalid -> {
                        assertThat(invalid.text().key()).isEqualTo("ids.invalid");
                        assertThat(invalid.text().args()).containsExactly(id);
                    });
        }
    }

    @Test
    void aBasePathPrefixIsKept() {
        assertThat(ApiUrls.resolve(URI.create("http://127.0.0.1:8080/proxy/ads"), ApiUrls.path("/12/accounts/{}", "a_1-B"))
                .encodedPath()).isEqualTo("/proxy/ads/12/accounts/a_1-B");
    }

    @Test
    void templateAndIdsMustMatch() {
        assertThatThrownBy(() -> ApiUrls.path("/12/accounts/{}/x/{}", "a")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ApiUrls.path("/12/accounts", "a")).isInstanceOf(IllegalArgumentException.class);
    }
}
