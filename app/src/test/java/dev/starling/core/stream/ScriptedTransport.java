package dev.starling.core.stream;

import dev.starling.core.api.http.OpenStream;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.Transport;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** A stream transport that plays a script: each connection attempt takes the next answer. */
final class ScriptedTransport implements StreamTransport {

    /** One attempt's answer. */
    interface Answer {
        OpenStream open();
    }

    final List<Map<String, String>> queries = new ArrayList<>();
    private final Deque<Answer> script = new ArrayDeque<>();

    ScriptedTransport then(Answer answer) {
        script.addLast(answer);
        return this;
    }

    @Override
    public OpenStream open(Map<String, String> query, Duration watchdog, Consumer<Runnable> cancel) {
        queries.add(query);
        if (script.isEmpty()) {
            throw new AssertionError("the client connected more often than scripted");
        }
        return script.removeFirst().open();
    }

    /** No answer: the connection failed. */
    static Answer unreachable() {
        return () -> {
            throw new ApiException(new Transport(Transport.Kind.CONNECTION_REFUSED, "api.x.com"));
        };
    }

    /** An HTTP error with this body. */
    static Answer status(int status, String body) {
        return () -> OpenStream.of(status, Map.of(), null, body.getBytes(StandardCharsets.UTF_8), () -> { }, () -> { });
    }

    /** A 200 whose body is these lines (each ended by \r\n), then the end of the stream. */
    static Answer lines(String... lines) {
        return () -> OpenStream.of(200, Map.of(), body(lines), null, () -> { }, () -> { });
    }

    /** A 200 whose body is these lines, then silence: the watchdog trips. */
    static Answer linesThenStall(String... lines) {
        InputStream stall = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new SocketTimeoutException("timeout");
            }
        };
        return () -> OpenStream.of(200, Map.of(), new SequenceInputStream(body(lines), stall), null, () -> { }, () -> { });
    }

    private static InputStream body(String... lines) {
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            text.append(line).append("\r\n");
        }
        return new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.UTF_8));
    }

    static String post(String id, String tag) {
        return "{\"data\":{\"id\":\"" + id + "\",\"text\":\"post " + id + "\"},\"matching_rules\":[{\"id\":\"7\",\"tag\":\""
                + tag + "\"}]}";
    }

    static final String OPERATIONAL = "{\"errors\":[{\"title\":\"operational-disconnect\",\"disconnect_type\":"
            + "\"UpstreamOperationalDisconnect\",\"detail\":\"This stream has been disconnected upstream for operational "
            + "reasons.\",\"type\":\"https://api.x.com/2/problems/operational-disconnect\"}]}";
    static final String TOO_MANY = "{\"title\":\"ConnectionException\",\"detail\":\"This stream is currently at the maximum"
            + " allowed connection limit.\",\"connection_issue\":\"TooManyConnections\",\"type\":"
            + "\"https://api.x.com/2/problems/streaming-connection\"}";
    static final String UNAVAILABLE = "{\"title\":\"Service Unavailable\",\"type\":\"about:blank\",\"status\":503}";
    static final String UNAUTHORIZED = "{\"title\":\"Unauthorized\",\"type\":\"about:blank\",\"status\":401,"
            + "\"detail\":\"Unauthorized\"}";
}
