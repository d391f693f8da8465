package dev.starling.core.stream;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.ApiResponse;
import dev.starling.core.rules.RuleDraft;
import dev.starling.sandbox.stream.Burst;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A post seen on the sandbox's stream can be looked up by its id, as on X (the console's "Open in
 * Query" sends {@code GET /2/tweets?ids=}): the sandbox's lookups find the stream's recent posts.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class StreamPostLookupTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path vault;

    @Test
    void aStreamedPostIsFoundByIdsAndByIdWithItsExpansions() throws Exception {
        try (LiveSandbox sandbox = new LiveSandbox(vault)) {
            sandbox.rules(new RuleDraft("#LookedUp", "lookup"));
            try (Listening listening = new Listening(StreamTransport.of(sandbox.endpoints()),
                    new StreamRequest(List.of("author_id"), List.of(), List.of(), List.of(), List.of(), List.of(), 0),
                    Clock.systemUTC(), Duration.ofMillis(1_500), null)) {
                listening.awaitConnected(1);
                Burst burst = sandbox.stream().burst(3, 100, "LookedUp");
                assertThat(burst.await(20, TimeUnit.SECONDS)).isTrue();
                Listening.await("the burst", () -> listening.posts.size() == 3);
                StreamPost seen = listening.posts.get(1);
                JsonNode streamed = JSON.readTree(seen.line()).path("data");

                JsonNode byIds = get(sandbox, "/2/tweets", Map.of("ids", seen.id() + ",1",
                        "tweet.fields", "author_id,created_at", "expansions", "author_id"));
                JsonNode byId = get(sandbox, "/2/tweets/" + seen.id(), Map.of());

                assertThat(byIds.path("data").path(0).path("id").asText()).isEqualTo(seen.id());
                assertThat(byIds.path("data").path(0).path("text").asText()).isEqualTo(streamed.path("text").asText());
                assertThat(byIds.path("includes").path("users").path(0).path("id").asText())
                        .isEqualTo(streamed.path("author_id").asText());
                assertThat(byIds.path("errors").path(0).path("value").asText()).isEqualTo("1");
                assertThat(byId.path("data").path("id").asText()).isEqualTo(seen.id());
            }
        }
    }

    private static JsonNode get(LiveSandbox sandbox, String path, Map<String, String> query) throws Exception {
        LiveEndpoints endpoints = sandbox.endpoints();
        ApiResponse response = endpoints.http().execute(ApiRequest.get(ApiUrls.resolve(endpoints.base(), path, query),
                endpoints.auth().get()));
        assertThat(response.status()).as(response.bodyText()).isEqualTo(200);
        return JSON.readTree(response.body());
    }
}
