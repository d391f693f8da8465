package dev.starling.sandbox.http;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An HTTP response a handler produced. Immutable; {@link #withHeader} makes a copy. A streaming
 * response ({@link #streaming}) has no {@code body} but a {@code stream} written as it is produced.
 */
public record SandboxResponse(int status, String contentType, Map<String, String> headers, byte[] body,
                              StreamingBody stream) {

    public SandboxResponse {
        headers = Map.copyOf(headers);
    }

    public SandboxResponse(int status, String contentType, Map<String, String> headers, byte[] body) {
        this(status, contentType, headers, body, null);
    }

    /** A long-lived response whose body {@code stream} writes as it goes (chunked, on its own thread). */
    public static SandboxResponse streaming(int status, String contentType, StreamingBody stream) {
        return new SandboxResponse(status, contentType, Map.of(), new byte[0], java.util.Objects.requireNonNull(stream));
    }

    public static SandboxResponse json(int status, Object value) {
        return new SandboxResponse(status, "application/json; charset=utf-8", Map.of(), Json.bytes(value));
    }

    /** An RFC 7807 problem, as the v2 API answers failures. */
    public static SandboxResponse problem(int status, Object problem) {
        return new SandboxResponse(status, "application/problem+json", Map.of(), Json.bytes(problem));
    }

    public static SandboxResponse text(int status, String contentType, String text) {
        return new SandboxResponse(status, contentType, Map.of(), text.getBytes(StandardCharsets.UTF_8));
    }

    public static SandboxResponse html(int status, String html) {
        return text(status, "text/html; charset=utf-8", html);
    }

    /** A form-encoded body, as the OAuth token endpoints answer. */
    public static SandboxResponse form(String encoded) {
        return text(200, "application/x-www-form-urlencoded", encoded);
    }

    public static SandboxResponse redirect(String location) {
        return new SandboxResponse(302, "text/plain; charset=utf-8", Map.of("Location", location), new byte[0]);
    }

    public SandboxResponse withHeader(String name, String value) {
        Map<String, String> copy = new LinkedHashMap<>(headers);
        copy.put(name, value);
        return new SandboxResponse(status, contentType, copy, body, stream);
    }

    public SandboxResponse withHeaders(Map<String, String> more) {
        Map<String, String> copy = new LinkedHashMap<>(headers);
        copy.putAll(more);
        return new SandboxResponse(status, contentType, copy, body, stream);
    }
}
