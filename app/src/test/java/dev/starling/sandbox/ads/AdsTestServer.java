package dev.starling.sandbox.ads;

import dev.starling.testing.FakeClock;
import dev.starling.sandbox.spi.SandboxContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.github.scribejava.core.model.OAuth1AccessToken;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.infra.AccessGuard;
import dev.starling.sandbox.infra.RateLimitModule;
import dev.starling.sandbox.oauth.SandboxOAuthClient;
import dev.starling.sandbox.oauth.TestSandboxPool;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;

/**
 * The Ads API of a real sandbox ({@link Sandbox#start}), called as a client of X would: every
 * request of a user is signed with OAuth 1.0a by ScribeJava (not the sandbox's verifier code) with
 * the access token that user got through the PIN flow on the sandbox's authorize page.
 *
 * <p>Sandboxes are pooled per test class ({@link TestSandboxPool}): each {@code new AdsTestServer(...)}
 * leases one, with its Ads state, request-limit windows and clock put back to the start and its OAuth
 * state kept, so tokens are obtained once per user and sandbox. Close it to give it back.
 */
final class AdsTestServer implements AutoCloseable {

    static final Instant START = Instant.parse("2026-03-02T10:00:00Z");
    static final String MARKETER = "demo_marketer";
    static final String ENGINEER = "demo_engineer";

    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    final FakeClock clock;
    final AdsModule module;
    final SandboxContext context;
    private final TestSandboxPool.Pooled<FakeClock> pooled;
    private boolean closed;

    AdsTestServer() {
        this(SandboxConfig.defaults(), RateLimiter.UPLOAD_LIMIT);
    }

    AdsTestServer(SandboxConfig config, int uploadLimit) {
        pooled = TestSandboxPool.lease(config.withAdsUploadLimit(uploadLimit), AdsTestServer.class,
                () -> new FakeClock(START), AdsTestServer::rewind);
        clock = pooled.clock();
        module = pooled.sandbox().module(AdsModule.class);
        context = pooled.sandbox().context();
    }

    /** The users of the sandbox's generated world (the sign-in users among them). */
    java.util.List<dev.starling.sandbox.v2.V2User> worldUsers() {
        return pooled.sandbox().module(dev.starling.sandbox.v2.V2Module.class).world().users();
    }

    /** The OAuth client (core host) of this sandbox, e.g. to invalidate a token. */
    SandboxOAuthClient oauth() {
        return pooled.oauth();
    }

    /** The user's cached access token (obtained with the PIN flow on first use). */
    OAuth1AccessToken token(String user) {
        return pooled.token(user);
    }

    /** A new access token of the user, by another run of the PIN flow (for tests that revoke it). */
    OAuth1AccessToken newToken(String user) {
        return pooled.newToken(user);
    }

    record Response(int status, JsonNode json, HttpHeaders headers) {

        JsonNode data() {
            return json.get("data");
        }

        /** The first error's code (request-level). */
        String errorCode() {
            return json.path("errors").path(0).path("code").asText(null);
        }

        String errorParameter() {
            return json.path("errors").path(0).path("parameter").asText(null);
        }
    }

    Response get(String user, String pathAndQuery) {
        return send(user, "GET", pathAndQuery, null, null);
    }

    Response post(String user, String pathAndQuery) {
        return send(user, "POST", pathAndQuery, null, null);
    }

    Response postJson(String user, String path, Object body) {
        String text = body instanceof String string ? string : new String(Json.bytes(body), StandardCharsets.UTF_8);
        return send(user, "POST", path, "application/json", text);
    }

    Response put(String user, String pathAndQuery) {
        return send(user, "PUT", pathAndQuery, null, null);
    }

    Response delete(String user, String pathAndQuery) {
        return send(user, "DELETE", pathAndQuery, null, null);
    }

    /** Signed with the user's access token; {@code user} null sends the request unsigned. */
    Response send(String user, String method, String pathAndQuery, String contentType, String body) {
        return send(user == null ? null : token(user), method, pathAndQuery, contentType, body);
    }

    /** Signed with {@code token} (whatever its secret), or unsigned when it is null. */
    Response send(OAuth1AccessToken token, String method, String pathAndQuery, String contentType, String body) {
        String url = pooled.sandbox().adsBaseUri().resolve(pathAndQuery).toString();
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            builder.header("Authorization", pooled.oauth().authorization(token, method, url,
                    signedFormParameters(contentType, body)));
        }
        if (contentType != null) {
            builder.header("Content-Type", contentType);
        }
        if (pathAndQuery.startsWith("/__sandbox/")) {
            builder.header(AccessGuard.ADMIN_TOKEN_HEADER, pooled.sandbox().adminToken());
        }
        return exchange(builder.build());
    }

    /** Sends a prepared request to the Ads host as it is (for tests that tamper with a signed request). */
    Response exchange(HttpRequest request) {
        try {
            HttpResponse<byte[]> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofByteArray());
            JsonNode json = response.body().length == 0 ? Json.object() : Json.parse(response.body());
            return new Response(response.statusCode(), json, response.headers());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    URI adsBaseUri() {
        return pooled.sandbox().adsBaseUri();
    }

    /** A form-encoded body is signed with the query (OAuth 1.0a section 3.4.1.3); other bodies are not. */
    private static List<Map.Entry<String, String>> signedFormParameters(String contentType, String body) {
        List<Map.Entry<String, String>> parameters = new ArrayList<>();
        if (body == null || contentType == null || !contentType.startsWith("application/x-www-form-urlencoded")) {
            return parameters;
        }
        for (String pair : body.split("&")) {
            if (!pair.isEmpty()) {
                int equals = pair.indexOf('=');
                String name = equals < 0 ? pair : pair.substring(0, equals);
                String value = equals < 0 ? "" : pair.substring(equals + 1);
                parameters.add(Map.entry(URLDecoder.decode(name, StandardCharsets.UTF_8),
                        URLDecoder.decode(value, StandardCharsets.UTF_8)));
            }
        }
        return parameters;
    }

    static String enc(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    /** The id of a seeded account, by name, as the user's account listing shows it. */
    String accountId(String user, String name) {
        return find(get(user, "/12/accounts").data(), "name", name).get("id").asText();
    }

    /** An account's id by name, whoever may use it (in-process, for accounts no user can use). */
    String anyAccountId(String name) {
        return module.exportState().get("accounts").findParents("name").stream()
                .filter(node -> node.get("name").asText().equals(name)).findFirst().orElseThrow().get("id").asText();
    }

    String audienceId(String user, String accountId, String name) {
        JsonNode data = get(user, "/12/accounts/" + accountId + "/custom_audiences?with_deleted=true&q=" + enc(name)).data();
        return find(data, "name", name).get("id").asText();
    }

    static JsonNode find(JsonNode array, String field, String value) {
        return StreamSupport.stream(array.spliterator(), false)
                .filter(node -> node.path(field).asText().equals(value)).findFirst()
                .orElseThrow(() -> new AssertionError("No element with " + field + " = " + value));
    }

    static List<String> texts(JsonNode array, String field) {
        return StreamSupport.stream(array.spliterator(), false).map(node -> node.path(field).asText()).toList();
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            TestSandboxPool.release(pooled);
        }
    }

    /** Back to a freshly started sandbox, except the OAuth state (apps and tokens). */
    private static void rewind(TestSandboxPool.Pooled<FakeClock> pooled) {
        pooled.clock().set(START);
        pooled.sandbox().module(AdsModule.class).reset();
        pooled.sandbox().module(RateLimitModule.class).reset();
    }
}
