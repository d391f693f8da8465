package dev.starling.realx;

import dev.starling.core.api.ApiHttp;
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
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * A loopback server answering with the payloads in {@code dev/starling/realx/} (shaped like X's
 * real answers), and an {@link AdsClient} signed against it. Answers are served in the order queued.
 */
public final class RealXServer implements AutoCloseable {

    private final MockWebServer server = new MockWebServer();
    private final ApiHttp http = new ApiHttp(HttpSettings.defaults(entry -> { }));

    public RealXServer() {
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

    public RealXServer answer(int status, String payloadName) {
        server.enqueue(new MockResponse.Builder().code(status).addHeader("content-type", "application/json")
                .body(payload(payloadName)).build());
        return this;
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

    @Override
    public void close() {
        server.close();
    }
}
