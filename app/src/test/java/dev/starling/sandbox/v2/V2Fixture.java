package dev.starling.sandbox.v2;

import dev.starling.sandbox.spi.SandboxContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.github.scribejava.core.model.OAuth1AccessToken;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.infra.RateLimitModule;
import dev.starling.sandbox.oauth.SandboxOAuthClient;
import dev.starling.sandbox.oauth.TestSandboxPool;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

/**
 * The v2 API of a real sandbox ({@link Sandbox#start}) on a fixed clock, called over loopback HTTP
 * as a client of X would: with the app's bearer token from {@code POST /oauth2/token}, or as a user
 * whose requests ScribeJava signs with OAuth 1.0a (not the sandbox's verifier code) using the access
 * token that user got through the PIN flow. Sandboxes are pooled per test class
 * ({@link TestSandboxPool}): v2 state and request-limit windows are reset on each lease, OAuth state
 * is kept. Close the fixture to give its sandbox back.
 */
final class V2Fixture implements AutoCloseable {

    static final Instant NOW = Instant.parse("2026-11-21T15:30:00Z");

    private static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    final SandboxContext context;
    final V2Module module;
    private final TestSandboxPool.Pooled<Clock> pooled;
    private boolean closed;

    V2Fixture() {
        pooled = TestSandboxPool.lease(SandboxConfig.defaults(), V2Fixture.class, () -> CLOCK, V2Fixture::rewind);
        module = pooled.sandbox().module(V2Module.class);
        context = pooled.sandbox().context();
    }

    World world() {
        return module.world();
    }

    URI baseUri() {
        return pooled.sandbox().coreBaseUri();
    }

    /** The OAuth client of this sandbox, e.g. to invalidate a token. */
    SandboxOAuthClient oauth() {
        return pooled.oauth();
    }

    /** The Authorization header of the app's bearer token. */
    String bearerAuthorization() {
        return "Bearer " + pooled.bearerToken();
    }

    /** The user's cached access token (PIN flow on first use). */
    OAuth1AccessToken token(String username) {
        return pooled.token(username);
    }

    /** A new access token of the user, for tests that revoke it. */
    OAuth1AccessToken newToken(String username) {
        return pooled.newToken(username);
    }

    /** The Authorization header ScribeJava computes for a request without form parameters. */
    String userAuthorization(OAuth1AccessToken token, String method, String pathAndQuery) {
        return pooled.oauth().authorization(token, method, url(pathAndQuery), List.of());
    }

    /** A status and a parsed body. */
    record Reply(int status, String contentType, JsonNode body) {
    }

    Reply bearer(String method, String pathAndQuery) {
        return send(method, pathAndQuery, bearerAuthorization(), null);
    }

    /** With the bearer token and a JSON body (JSON bodies are not part of any signature). */
    Reply bearerJson(String method, String pathAndQuery, String jsonBody) {
        return send(method, pathAndQuery, bearerAuthorization(), jsonBody);
    }

    Reply user(String method, String pathAndQuery, String username) {
        return signed(token(username), method, pathAndQuery);
    }

    Reply signed(OAuth1AccessToken token, String method, String pathAndQuery) {
        return send(method, pathAndQuery, userAuthorization(token, method, pathAndQuery), null);
    }

    Reply unauthenticated(String method, String pathAndQuery) {
        return send(method, pathAndQuery, null, null);
    }

    /** With the given Authorization header (none when null) and JSON body (none when null). */
    Reply send(String method, String pathAndQuery, String authorization, String jsonBody) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url(pathAndQuery)))
                .timeout(Duration.ofSeconds(30))
                .method(method, jsonBody == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(jsonBody));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        if (jsonBody != null) {
            request.header("Content-Type", "application/json");
        }
        try {
            HttpResponse<byte[]> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            JsonNode body = response.body().length == 0 ? Json.object() : Json.parse(response.body());
            return new Reply(response.statusCode(), response.headers().firstValue("content-type").orElse(null), body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private String url(String pathAndQuery) {
        return baseUri().resolve(pathAndQuery).toString();
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            TestSandboxPool.release(pooled);
        }
    }

    /** Back to a freshly started sandbox (the world never changes), except the OAuth state. */
    private static void rewind(TestSandboxPool.Pooled<Clock> pooled) {
        pooled.sandbox().module(V2Module.class).reset();
        pooled.sandbox().module(RateLimitModule.class).reset();
    }
}
