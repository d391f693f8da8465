package dev.starling.sandbox.ads;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.SandboxContext;
import dev.starling.sandbox.auth.UserDirectory;
import dev.starling.sandbox.http.HttpServerAdapter;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;

/**
 * The Ads module served over loopback HTTP as the sandbox serves it (same adapter, same 404/405
 * handlers), with the header authenticator and a hand-moved clock.
 */
final class AdsTestServer implements AutoCloseable {

    static final Instant START = Instant.parse("2026-03-02T10:00:00Z");

    static {
        // The JDK server writes headers and body in separate segments; without TCP_NODELAY each
        // request waits for a delayed ACK (about 40 ms). Read once, when the server classes load.
        System.setProperty("sun.net.httpserver.nodelay", "true");
    }
    static final String MARKETER = "demo_marketer";
    static final String ENGINEER = "demo_engineer";

    final MutableClock clock = new MutableClock(START);
    final AdsModule module;
    final SandboxContext context;
    private final HttpServer server;
    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final URI base;

    AdsTestServer() {
        this(SandboxConfig.defaults(), RateLimiter.UPLOAD_LIMIT);
    }

    AdsTestServer(SandboxConfig config, int uploadLimit) {
        context = new SandboxContext(config, clock, new UserDirectory(config.users()));
        module = new AdsModule(context, new TestHeaderAuthenticator(context.users()), uploadLimit);
        Router router = new Router(
                request -> SandboxResponse.json(404, Map.of("errors", List.of(Map.of("code", "ROUTE_NOT_FOUND",
                        "message", "The requested resource could not be found")))),
                request -> SandboxResponse.json(405, Map.of("errors", List.of(Map.of("code", "METHOD_NOT_ALLOWED",
                        "message", request.method() + " is not supported on " + request.path())))));
        module.registerAds(router);
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 64);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", new HttpServerAdapter(router, "http"));
        server.start();
        base = URI.create("http://127.0.0.1:" + server.getAddress().getPort());
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

    Response send(String user, String method, String pathAndQuery, String contentType, String body) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(base.resolve(pathAndQuery)).timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (user != null) {
            builder.header(TestHeaderAuthenticator.HEADER, user);
        }
        if (contentType != null) {
            builder.header("Content-Type", contentType);
        }
        try {
            HttpResponse<byte[]> response = client.send(builder.build(), HttpResponse.BodyHandlers.ofByteArray());
            JsonNode json = response.body().length == 0 ? Json.object() : Json.parse(response.body());
            return new Response(response.statusCode(), json, response.headers());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
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
        server.stop(0);
    }
}
