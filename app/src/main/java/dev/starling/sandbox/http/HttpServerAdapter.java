package dev.starling.sandbox.http;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Bridges the JDK's HTTP server to a {@link Router}: reads the request (bounded), decodes
 * parameters, writes the response. A handler bug answers 500 in the API's shape, never a hang.
 *
 * @param scheme what this server speaks ({@code http} or {@code https})
 * @param publicBase the address clients use in front of a proxy ({@code --public-base-url}), or null
 */
public record HttpServerAdapter(Router router, String scheme, URI publicBase) implements HttpHandler {

    /** Larger than the Ads API's 5,000,000-byte upload limit so that limit can be reported properly. */
    public static final int MAX_BODY_BYTES = 8 * 1024 * 1024;
    private static final System.Logger LOG = System.getLogger(HttpServerAdapter.class.getName());

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        SandboxResponse response;
        try {
            SandboxRequest request = read(exchange);
            response = request == null
                    ? SandboxResponse.json(413, Map.of("errors", List.of(Map.of("code", "REQUEST_TOO_LARGE",
                            "message", "Request body larger than " + MAX_BODY_BYTES + " bytes"))))
                    : router.dispatch(request);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "Sandbox handler failed for " + exchange.getRequestURI().getPath(), e);
            response = SandboxResponse.problem(500, Map.of("title", "Internal Server Error", "type", "about:blank",
                    "status", 500, "detail", "The sandbox failed to answer: " + e.getClass().getSimpleName()));
        }
        if (response == null) {
            // An interceptor asked to drop the connection (fault injection).
            exchange.close();
            return;
        }
        write(exchange, response);
    }

    private SandboxRequest read(HttpExchange exchange) throws IOException {
        byte[] body;
        try (InputStream in = exchange.getRequestBody()) {
            body = in.readNBytes(MAX_BODY_BYTES + 1);
        }
        if (body.length > MAX_BODY_BYTES) {
            return null;
        }
        Map<String, List<String>> headers = new LinkedHashMap<>();
        exchange.getRequestHeaders().forEach((name, values) ->
                headers.put(name.toLowerCase(Locale.ROOT), List.copyOf(values)));
        URI raw = exchange.getRequestURI();
        URI url = URI.create(ClientAddress.origin(scheme, publicBase, headers, localHost(exchange)) + raw.getRawPath()
                + (raw.getRawQuery() == null ? "" : "?" + raw.getRawQuery()));
        Map<String, List<String>> form = Map.of();
        String contentType = headers.getOrDefault("content-type", List.of("")).get(0).toLowerCase(Locale.ROOT);
        if (contentType.startsWith("application/x-www-form-urlencoded")) {
            form = decodeForm(new String(body, StandardCharsets.UTF_8));
        }
        return new SandboxRequest(exchange.getRequestMethod().toUpperCase(Locale.ROOT), url, raw.getPath(),
                decodeForm(raw.getRawQuery()), form, headers, body, Map.of(),
                exchange.getRemoteAddress().getAddress().getHostAddress());
    }

    private static String localHost(HttpExchange exchange) {
        return exchange.getLocalAddress().getHostString() + ":" + exchange.getLocalAddress().getPort();
    }

    /**
     * A streaming response: headers now (chunked), then the body on a thread of its own until it
     * returns or the client goes away; the worker that called the handler is free at once.
     */
    private static void stream(HttpExchange exchange, SandboxResponse response) throws IOException {
        exchange.sendResponseHeaders(response.status(), 0);
        Thread writer = new Thread(() -> {
            try (OutputStream out = exchange.getResponseBody()) {
                response.stream().writeTo(out);
            } catch (IOException | RuntimeException gone) {
                // the client closed the connection: nothing left to tell it
            } finally {
                exchange.close();
            }
        }, "sandbox-stream");
        writer.setDaemon(true);
        writer.start();
    }

    /** Decodes {@code a=1&b=2} (form or raw query); {@code +} is a space as in HTML forms. */
    public static Map<String, List<String>> decodeForm(String encoded) {
        Map<String, List<String>> params = new LinkedHashMap<>();
        if (encoded == null || encoded.isEmpty()) {
            return params;
        }
        for (String pair : encoded.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            String name = eq < 0 ? pair : pair.substring(0, eq);
            String value = eq < 0 ? "" : pair.substring(eq + 1);
            try {
                params.computeIfAbsent(URLDecoder.decode(name, StandardCharsets.UTF_8), key -> new ArrayList<>())
                        .add(URLDecoder.decode(value, StandardCharsets.UTF_8));
            } catch (IllegalArgumentException malformed) {
                params.computeIfAbsent(name, key -> new ArrayList<>()).add(value);
            }
        }
        return params;
    }

    private static void write(HttpExchange exchange, SandboxResponse response) throws IOException {
        response.headers().forEach((name, value) -> exchange.getResponseHeaders().set(name, value));
        if (response.contentType() != null) {
            exchange.getResponseHeaders().set("Content-Type", response.contentType());
        }
        if (response.stream() != null) {
            stream(exchange, response);
            return;
        }
        byte[] body = response.body();
        boolean empty = body.length == 0 || "HEAD".equalsIgnoreCase(exchange.getRequestMethod());
        exchange.sendResponseHeaders(response.status(), empty ? -1 : body.length);
        if (!empty) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
        exchange.close();
    }
}
