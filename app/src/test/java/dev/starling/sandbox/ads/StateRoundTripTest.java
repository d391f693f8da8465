package dev.starling.sandbox.ads;

import dev.starling.testing.FakeClock;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.scribejava.core.model.OAuth1AccessToken;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.oauth.OAuthModule;
import dev.starling.sandbox.oauth.SandboxOAuthClient;
import dev.starling.sandbox.v2.V2Module;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --state}: what a sandbox saved is exactly what the next one restores, for every kind of
 * object (audiences of each type with members, permissions, do-not-reach lists, tokens, webhooks and
 * their stream links), and a restored CRM audience still takes uploads.
 */
class StateRoundTripTest {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @TempDir
    Path dir;

    private final FakeClock clock = new FakeClock(AdsTestServer.START);

    @Test
    void aRestartGivesBackExactlyWhatWasSavedAndACrmAudienceStillTakesUploads() throws Exception {
        SandboxConfig config = SandboxConfig.defaults().withStateFile(dir.resolve("state.json"));
        OAuth1AccessToken token;
        String us;
        String created;
        String bearer;
        String webhook;
        ObjectNode saved;
        try (Sandbox first = Sandbox.start(config, clock)) {
            SandboxOAuthClient client = new SandboxOAuthClient(first, clock);
            token = client.pinFlow(AdsTestServer.MARKETER, "starling-demo");
            us = accountId(first, client, token, "Starling Coffee - US");
            String eu = accountId(first, client, token, "Starling Coffee - EU");
            created = ads(first, client, token, "POST", "/12/accounts/" + us + "/custom_audiences?name=Restart+leads", null)
                    .path("data").path("id").asText();
            assertThat(upload(first, client, token, us, created, "first").statusCode()).isEqualTo(200);
            ads(first, client, token, "POST", "/12/accounts/" + us + "/custom_audiences/" + created
                    + "/permissions?granted_account_id=" + eu + "&permission_level=READ_ONLY", null);
            String list = ads(first, client, token, "GET", "/12/accounts/" + us + "/do_not_reach_lists", null)
                    .path("data").path(0).path("id").asText();
            ads(first, client, token, "POST", "/12/batch/accounts/" + us + "/do_not_reach_lists/" + list + "/users",
                    Json.MAPPER.writeValueAsString(List.of(Hashes.operation("Update", "email",
                            Hashes.emails("suppressed", 0, 3)))));
            bearer = bearerToken(first);
            HttpResponse<String> hook = core(first, bearer, "POST", "/2/webhooks",
                    "{\"url\":\"https://hooks.example.org/starling-restart\"}");
            assertThat(hook.statusCode()).as(hook.body()).isEqualTo(200);
            webhook = Json.parse(hook.body().getBytes(StandardCharsets.UTF_8)).path("id").asText();
            assertThat(core(first, bearer, "POST", "/2/tweets/search/webhooks/" + webhook
                    + "?tweet.fields=created_at", null).statusCode()).isEqualTo(200);
            saved = everything(first);
        }

        try (Sandbox second = Sandbox.start(config, clock)) {
            SandboxOAuthClient client = new SandboxOAuthClient(second, clock);

            assertThat(everything(second)).isEqualTo(saved);
            JsonNode audience = ads(second, client, token, "GET", "/12/accounts/" + us + "/custom_audiences/" + created,
                    null).path("data");
            assertThat(audience.path("audience_type").asText()).isEqualTo("CRM");
            assertThat(audience.path("targetable_types").toString()).doesNotContain("FLEXIBLE");
            assertThat(upload(second, client, token, us, created, "second").statusCode()).isEqualTo(200);
            assertThat(core(second, bearer, "GET", "/2/webhooks", null).body()).contains(webhook);
        }
    }

    @Test
    void everySeededAudienceTypeComesBackAsItWas() {
        SandboxConfig config = SandboxConfig.defaults().withStateFile(dir.resolve("seed.json"));
        JsonNode seeded;
        try (Sandbox first = Sandbox.start(config, clock)) {
            seeded = first.module(AdsModule.class).exportState();
        }
        try (Sandbox second = Sandbox.start(config, clock)) {
            AdsModule module = second.module(AdsModule.class);

            assertThat(module.exportState()).isEqualTo(seeded);
            assertThat(seeded.path("audiences").findValuesAsText("audienceType"))
                    .contains("CRM", "MOBILE", "FLEXIBLE");
        }
    }

    @Test
    void aDamagedStateFileIsOnePlainSentenceNamingTheFileAndWhatToDo() throws Exception {
        Path file = dir.resolve("damaged.json");
        Files.writeString(file, "{\"ads\": {\"audiences\": 12}, \"oauth\": {\"accessTokens\": [{\"created\": \"yesterday\"}]}}");

        assertThatThrownBy(() -> Sandbox.start(SandboxConfig.defaults().withStateFile(file), clock))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessage("Cannot read the sandbox state file " + file.toAbsolutePath() + " because it is damaged; "
                        + "move it away (or delete it) to start from the seed, or choose another --state file.");
    }

    @Test
    void truncatedJsonSaysTheSameWithoutParserInternals() throws Exception {
        Path file = dir.resolve("truncated.json");
        Files.writeString(file, "{\"oauth\": {\"accessTokens\": [");

        assertThatThrownBy(() -> Sandbox.start(SandboxConfig.defaults().withStateFile(file), clock))
                .hasMessageContaining("is damaged").hasMessageNotContaining("line").hasMessageNotContaining("column")
                .hasMessageNotContaining("Unexpected");
    }

    /** The full state of every module, secrets included (what the state file holds). */
    private static ObjectNode everything(Sandbox sandbox) {
        ObjectNode state = Json.object();
        state.set("oauth", sandbox.module(OAuthModule.class).exportState());
        state.set("v2", sandbox.module(V2Module.class).exportState());
        state.set("ads", sandbox.module(AdsModule.class).exportState());
        return state;
    }

    private static String accountId(Sandbox sandbox, SandboxOAuthClient client, OAuth1AccessToken token, String name)
            throws Exception {
        for (JsonNode account : ads(sandbox, client, token, "GET", "/12/accounts", null).path("data")) {
            if (account.path("name").asText().equals(name)) {
                return account.path("id").asText();
            }
        }
        throw new AssertionError("no account " + name);
    }

    private static HttpResponse<String> upload(Sandbox sandbox, SandboxOAuthClient client, OAuth1AccessToken token,
                                               String account, String audience, String prefix) throws Exception {
        String body = Json.MAPPER.writeValueAsString(List.of(Hashes.operation("Update", "email",
                Hashes.emails(prefix, 0, 3))));
        return send(sandbox.adsBaseUri() + "/12/accounts/" + account + "/custom_audiences/" + audience + "/users",
                "POST", client, token, body);
    }

    private static JsonNode ads(Sandbox sandbox, SandboxOAuthClient client, OAuth1AccessToken token, String method,
                                String path, String json) throws Exception {
        HttpResponse<String> response = send(sandbox.adsBaseUri() + path, method, client, token, json);
        assertThat(response.statusCode()).as(method + " " + path + ": " + response.body()).isLessThan(300);
        return Json.parse(response.body().getBytes(StandardCharsets.UTF_8));
    }

    private static HttpResponse<String> send(String url, String method, SandboxOAuthClient client,
                                             OAuth1AccessToken token, String json) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url))
                .header("Authorization", client.authorization(token, method, url, List.of()))
                .method(method, json == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(json));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String bearerToken(Sandbox sandbox) throws Exception {
        String credentials = URLEncoder.encode(sandbox.config().consumerKey(), StandardCharsets.UTF_8) + ":"
                + URLEncoder.encode(sandbox.config().consumerSecret(), StandardCharsets.UTF_8);
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(sandbox.coreBaseUri().resolve("/oauth2/token"))
                .header("Authorization", "Basic " + Base64.getEncoder().encodeToString(
                        credentials.getBytes(StandardCharsets.UTF_8)))
                .header("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8")
                .POST(HttpRequest.BodyPublishers.ofString("grant_type=client_credentials")).build(),
                HttpResponse.BodyHandlers.ofString());
        return Json.parse(response.body().getBytes(StandardCharsets.UTF_8)).path("access_token").asText();
    }

    private static HttpResponse<String> core(Sandbox sandbox, String bearer, String method, String path, String json)
            throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(sandbox.coreBaseUri().resolve(path))
                .header("Authorization", "Bearer " + bearer)
                .method(method, json == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(json));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
