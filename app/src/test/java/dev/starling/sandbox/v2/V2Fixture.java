package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.SandboxContext;
import dev.starling.sandbox.auth.UserDirectory;
import dev.starling.sandbox.http.HttpServerAdapter;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The v2 module on a core router, with the test authenticator and a fixed clock; requests are
 * dispatched in-process. {@link #router()} carries the same 404/405 handlers as {@code Sandbox}.
 */
final class V2Fixture {

    static final Instant NOW = Instant.parse("2026-11-21T15:30:00Z");

    final SandboxContext context;
    final V2Module module;
    final Router router;

    V2Fixture() {
        this(SandboxConfig.defaults(), Clock.fixed(NOW, ZoneOffset.UTC));
    }

    V2Fixture(SandboxConfig config, Clock clock) {
        context = new SandboxContext(config, clock, new UserDirectory(config.users()));
        module = new V2Module(context, new TestAuthenticator(context.users()));
        router = router();
        module.registerCore(router);
    }

    static Router router() {
        return new Router(
                request -> SandboxResponse.problem(404, Map.of("title", "Not Found Error", "type", "about:blank",
                        "status", 404, "detail", "Sorry, that page does not exist")),
                request -> SandboxResponse.problem(405, Map.of("title", "Method Not Allowed", "type", "about:blank",
                        "status", 405, "detail", request.method() + " is not supported on " + request.path())));
    }

    World world() {
        return module.world();
    }

    /** A status and a parsed body. */
    record Reply(int status, String contentType, JsonNode body) {
    }

    Reply bearer(String method, String pathAndQuery) {
        return send(method, pathAndQuery, Map.of("authorization", TestAuthenticator.BEARER), null);
    }

    Reply user(String method, String pathAndQuery, String username) {
        return send(method, pathAndQuery, Map.of(TestAuthenticator.USER_HEADER.toLowerCase(), username), null);
    }

    Reply send(String method, String pathAndQuery, Map<String, String> headers, String jsonBody) {
        URI uri = URI.create("http://127.0.0.1:1" + pathAndQuery);
        Map<String, List<String>> headerLists = new LinkedHashMap<>();
        headers.forEach((name, value) -> headerLists.put(name.toLowerCase(), List.of(value)));
        if (jsonBody != null) {
            headerLists.put("content-type", List.of("application/json"));
        }
        byte[] body = jsonBody == null ? new byte[0] : jsonBody.getBytes(StandardCharsets.UTF_8);
        SandboxRequest request = new SandboxRequest(method, uri, uri.getPath(),
                HttpServerAdapter.decodeForm(uri.getRawQuery()), Map.of(), headerLists, body, Map.of(), "127.0.0.1");
        SandboxResponse response = router.dispatch(request);
        try {
            return new Reply(response.status(), response.contentType(), Json.parse(response.body()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
