package dev.starling.realx;

import dev.starling.core.api.http.ApiHttp;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.api.http.OAuth1Credentials;
import dev.starling.core.auth.Secret;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * A loopback server answering with the payloads in {@code dev/starling/realx/} (shaped like X's
 * real answers), and an {@link AdsClient} signed against it: queued answers first, then routes.
 */
public final class RealXServer implements AutoCloseable {

    private final MockWebServer server = new MockWebServer();
    private final ApiHttp http = new ApiHttp(HttpSettings.defaults(entry -> { }));

    private final Queue<MockResponse> queued = new ConcurrentLinkedQueue<>();
    private final List<Route> routes = new CopyOnWriteArrayList<>();

    /** An answer for requests whose method matches and whose target contains {@code part}. */
    private record Route(String method, String part, MockResponse response) {
    }

    public RealXServer() {
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                MockResponse next = queued.poll();
                if (next != null) {
                    return next;
                }
                for (Route route : routes) {
                    if (route.method().equals(request.getMethod()) && request.getTarget().contains(route.part())) {
                        return route.response();
                    }
                }
                // Lists nobody set up (shares, campaigns) are empty, as X's are for a new audience.
                return "GET".equals(request.getMethod()) ? json(200, "{\"data\":[],\"next_cursor\":null}")
                        : json(404, "{\"errors\":[{\"code\":\"NOT_FOUND\",\"message\":\"not set up\"}]}");
            }
        });
        try {
            server.start(InetAddress.getLoopbackAddress(), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The text of a payload file. */
    public static String payload(String name) {
        try (InputStream in = RealXServer.class.getResourceAsStream("/dev/starling/realx/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("No payload " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Answers the next request (before any route) with a payload. */
    public RealXServer answer(int status, String payloadName) {
        queued.add(json(status, payload(payloadName)));
        return this;
    }

    /** Answers every request of {@code method} whose target contains {@code part} with a payload. */
    public RealXServer route(String method, String part, int status, String payloadName) {
        routes.add(new Route(method, part, json(status, payload(payloadName))));
        return this;
    }

    private static MockResponse json(int status, String body) {
        return new MockResponse.Builder().code(status).addHeader("content-type", "application/json").body(body).build();
    }

    public AdsClient ads() {
        Auth.OAuth1 auth = Auth.OAuth1.of(new OAuth1Credentials("consumer-key", Secret.of("consumer-secret-1"),
                "token", Secret.of("token-secret-0001")));
        return new AdsClient(http, server.url("/").uri(), () -> auth);
    }

    /** The next request the client sent (method and target), waiting at most a few seconds. */
    public String nextRequest() {
        try {
            RecordedRequest request = server.takeRequest(5, TimeUnit.SECONDS);
            return request == null ? "(none)" : request.getMethod() + " " + request.getTarget();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Every request sent so far and not yet taken, as "METHOD target". */
    public List<String> sentRequests() {
        List<String> sent = new java.util.ArrayList<>();
        try {
            for (RecordedRequest request = server.takeRequest(1, TimeUnit.MILLISECONDS); request != null;
                 request = server.takeRequest(1, TimeUnit.MILLISECONDS)) {
                sent.add(request.getMethod() + " " + request.getTarget());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        return sent;
    }

    @Override
    public void close() {
        server.close();
    }
}
