package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class WebhookHandlersTest {

    private final V2Fixture fixture = new V2Fixture();

    @AfterEach
    void release() {
        fixture.close();
    }

    @Test
    void listsTheSeededWebhooks() {
        JsonNode body = fixture.bearer("GET", "/2/webhooks").body();
        assertThat(body.get("meta").get("result_count").asInt()).isEqualTo(2);
        JsonNode first = body.get("data").get(0);
        assertThat(first.get("id").asText()).matches("[0-9]{19}");
        assertThat(first.get("url").asText()).startsWith("https://");
        assertThat(first.get("valid").asBoolean()).isTrue();
        assertThat(first.get("created_at").asText()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z");
        assertThat(body.get("data").get(1).get("valid").asBoolean()).isFalse();
    }

    @Test
    void registersAnHttpsWebhook() {
        V2Fixture.Reply created = fixture.bearerJson("POST", "/2/webhooks", "{\"url\":\"https://example.com/hook\"}");
        assertThat(created.status()).isEqualTo(200);
        assertThat(created.body().get("url").asText()).isEqualTo("https://example.com/hook");
        assertThat(created.body().get("valid").asBoolean()).isTrue();
        assertThat(created.body().get("created_at").asText()).isEqualTo("2026-11-21T15:30:00.000Z");
        JsonNode list = fixture.bearer("GET", "/2/webhooks").body();
        assertThat(list.get("meta").get("result_count").asInt()).isEqualTo(3);
        assertThat(list.get("data").get(2).get("id").asText()).isEqualTo(created.body().get("id").asText());
    }

    @Test
    void rejectsMissingPlainHttpDuplicateAndOverlongUrls() {
        assertThat(createError("{}")).isEqualTo("$.url: is missing but it is required");
        assertThat(createError("not json")).isEqualTo("The request body is not valid JSON");
        assertThat(createError("{\"url\":\"http://example.com/hook\"}"))
                .startsWith("UrlValidationFailed: The `url` value [http://example.com/hook] is not a valid https URL");
        assertThat(createError("{\"url\":\"https://" + "a".repeat(200) + ".com\"}"))
                .isEqualTo("UrlValidationFailed: The `url` must be at most 200 characters long, not 212");
        assertThat(createError("{\"url\":\"https://example.com:8443/hook\"}"))
                .isEqualTo("UrlValidationFailed: The `url` value [https://example.com:8443/hook] may not name a port");
        String seeded = fixture.bearer("GET", "/2/webhooks").body().get("data").get(0).get("url").asText();
        assertThat(createError("{\"url\":\"" + seeded + "\"}")).startsWith("DuplicateUrlFailed: ")
                .contains("already exists");
    }

    @Test
    void linksAndUnlinksTheFilteredStream() {
        String id = seededId();
        V2Fixture.Reply linked = fixture.bearer("POST", "/2/tweets/search/webhooks/" + id
                + "?tweet.fields=created_at&expansions=author_id");
        assertThat(linked.status()).isEqualTo(200);
        assertThat(linked.body().toString()).isEqualTo("{\"data\":{\"provisioned\":true}}");
        assertThat(fixture.module.exportState().get("stream_links").get(id).get("tweet.fields").asText())
                .isEqualTo("created_at");
        assertThat(fixture.bearer("POST", "/2/tweets/search/webhooks/" + id).body().toString())
                .isEqualTo("{\"data\":{\"provisioned\":true}}");

        assertThat(fixture.bearer("DELETE", "/2/tweets/search/webhooks/" + id).body().toString())
                .isEqualTo("{\"data\":{\"deleted\":true}}");
        assertThat(fixture.bearer("DELETE", "/2/tweets/search/webhooks/" + id).body().toString())
                .isEqualTo("{\"data\":{\"deleted\":false}}");
        assertThat(fixture.module.exportState().get("stream_links").isEmpty()).isTrue();
    }

    @Test
    void streamLinkNeedsTheAppsBearerToken() {
        V2Fixture.Reply reply = fixture.user("POST", "/2/tweets/search/webhooks/" + seededId(), "demo_marketer");
        assertThat(reply.status()).isEqualTo(403);
        assertThat(reply.body().get("type").asText()).isEqualTo("https://api.x.com/2/problems/unsupported-authentication");
        assertThat(fixture.user("DELETE", "/2/tweets/search/webhooks/" + seededId(), "demo_marketer").status())
                .isEqualTo(403);
        assertThat(fixture.user("GET", "/2/webhooks", "demo_marketer").status()).isEqualTo(403);
    }

    @Test
    void streamLinkValidatesTheIdAndFields() {
        V2Fixture.Reply badId = fixture.bearer("POST", "/2/tweets/search/webhooks/12345678901234567890");
        assertThat(badId.status()).isEqualTo(400);
        assertThat(badId.body().get("errors").get(0).get("message").asText())
                .isEqualTo("The `webhook_id` query parameter value [12345678901234567890] does not match ^[0-9]{1,19}$");
        V2Fixture.Reply badField = fixture.bearer("POST", "/2/tweets/search/webhooks/" + seededId() + "?media.fields=x");
        assertThat(badField.status()).isEqualTo(400);
        assertThat(badField.body().get("errors").get(0).get("parameters").get("media.fields").get(0).asText())
                .isEqualTo("x");
        assertThat(fixture.module.exportState().get("stream_links").isEmpty()).isTrue();
    }

    @Test
    void unknownWebhookIsNotFound() {
        V2Fixture.Reply reply = fixture.bearer("POST", "/2/tweets/search/webhooks/42");
        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.body().get("type").asText()).isEqualTo("https://api.x.com/2/problems/resource-not-found");
        assertThat(reply.body().get("detail").asText()).isEqualTo("Could not find webhook with webhook_id: [42].");
        assertThat(fixture.bearer("DELETE", "/2/tweets/search/webhooks/42").status()).isEqualTo(404);
    }

    private String seededId() {
        return fixture.bearer("GET", "/2/webhooks").body().get("data").get(0).get("id").asText();
    }

    private String createError(String body) {
        V2Fixture.Reply reply = fixture.bearerJson("POST", "/2/webhooks", body);
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body().get("type").asText()).isEqualTo("https://api.x.com/2/problems/invalid-request");
        return reply.body().get("errors").get(0).get("message").asText();
    }
}
