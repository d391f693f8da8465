package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import org.junit.jupiter.api.Test;

class V2ModuleStateTest {

    @Test
    void registeredWebhooksAndLinksSurviveExportAndRestore() {
        try (V2Fixture first = new V2Fixture(); V2Fixture second = new V2Fixture()) {
            assertThat(first.module.stateKey()).isEqualTo("v2");
            String id = first.bearerJson("POST", "/2/webhooks", "{\"url\":\"https://example.com/restored\"}")
                    .body().get("id").asText();
            first.bearer("POST", "/2/tweets/search/webhooks/" + id);
            JsonNode exported = first.module.exportState();

            second.module.restoreState(exported);
            JsonNode list = second.bearer("GET", "/2/webhooks").body();
            assertThat(list.get("meta").get("result_count").asInt()).isEqualTo(3);
            assertThat(second.module.exportState()).isEqualTo(exported);
            assertThat(second.bearer("DELETE", "/2/tweets/search/webhooks/" + id).body().get("data").get("deleted")
                    .asBoolean()).isTrue();
        }
    }

    @Test
    void resetBringsBackTheSeededWebhooks() {
        try (V2Fixture fixture = new V2Fixture()) {
            JsonNode seeded = fixture.module.exportState();
            fixture.bearerJson("POST", "/2/webhooks", "{\"url\":\"https://example.com/gone\"}");
            fixture.bearer("POST", "/2/tweets/search/webhooks/" + seeded.get("webhooks").get(0).get("id").asText());
            assertThat(fixture.module.exportState()).isNotEqualTo(seeded);
            fixture.module.reset();
            assertThat(fixture.module.exportState()).isEqualTo(seeded);
        }
    }

    @Test
    void restoreIgnoresMalformedState() {
        try (V2Fixture fixture = new V2Fixture()) {
            fixture.module.restoreState(TextNode.valueOf("garbage"));
            assertThat(fixture.bearer("GET", "/2/webhooks").body().get("meta").get("result_count").asInt())
                    .isEqualTo(2);
        }
    }

    @Test
    void theWorldIsReachableForOtherCode() {
        try (V2Fixture fixture = new V2Fixture()) {
            V2Post post = fixture.module.world().newestPostWithMedia("photo").orElseThrow();
            assertThat(fixture.module.world().user(post.authorId())).isPresent();
        }
    }
}
