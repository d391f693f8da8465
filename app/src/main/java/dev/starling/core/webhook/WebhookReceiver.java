package dev.starling.core.webhook;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Starling's webhook receiver: an HTTP listener that answers X's CRC challenge
 * ({@code GET ?crc_token=T} with {@code {"response_token": "sha256=..."}}) and takes deliveries
 * ({@code POST}): each one's {@code x-twitter-webhooks-signature} is checked against its exact bytes
 * (in constant time) before anything else; a delivery that fails is answered 401 and recorded as
 * refused; a good one is recorded (and de-duplicated by its event) and only then answered 200. Every
 * delivery is recorded, with its headers minus secret-bearing ones, in the {@link DeliveryJournal}.
 * For real X it listens behind a public HTTPS address the user runs (a tunnel or a reverse proxy);
 * for the sandbox a loopback {@code http} URL reaches it directly.
 */
public final class WebhookReceiver implements AutoCloseable {

    /** The largest delivery body taken (X's events are a few kilobytes). */
    public static final int MAX_BODY = 4 * 1024 * 1024;
    /** Headers never recorded: they could carry credentials of whoever sits in front. */
    static final Set<String> SECRET_HEADERS = Set.of("authorization", "proxy-authorization", "cookie", "set-cookie",
            "x-api-key", "x-auth-token");

    /** Hears each delivery once it is recorded, and each CRC challenge answered (on the server's threads). */
    public interface Listener {

        default void onDelivery(Delivery delivery) {
        }

        default void onCrc(Instant at) {
        }
    }

    private final HttpServer server;
    private final ExecutorService workers;
    private final WebhookSignature signature;
    private final DeliveryJournal journal;
    private final Listener listener;
    private final Clock clock;
    private final String path;
    private final AtomicInteger crcAnswers = new AtomicInteger();

    private WebhookReceiver(HttpServer server, ExecutorService workers, WebhookSignature signature,
                            DeliveryJournal journal, Listener listener, Clock clock, String path) {
        this.server = server;
        this.workers = workers;
        this.signature = signature;
        this.journal = journal;
        this.listener = listener;
        this.clock = clock;
        this.path = path;
    }

    /**
     * Listens on {@code host:port} (0 for a free port) at {@code path}; throws {@link IOException} when
     * the address cannot be had (the port taken, an address not of this computer).
     */
    public static WebhookReceiver start(String host, int port, String path, WebhookSignature signature,
                                        DeliveryJournal journal, Listener listener, Clock clock) throws IOException {
        String prefix = path == null || path.isBlank() ? "/" : path.startsWith("/") ? path : "/" + path;
        HttpServer server = HttpServer.create(new InetSocketAddress(host, port), 256);
        AtomicInteger number = new AtomicInteger();
        ExecutorService workers = Executors.newFixedThreadPool(16, runnable -> {
            Thread thread = new Thread(runnable, "webhook-receiver-" + number.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        WebhookReceiver receiver = new WebhookReceiver(server, workers, Objects.requireNonNull(signature, "signature"),
                Objects.requireNonNull(journal, "journal"), Objects.requireNonNull(listener, "listener"), clock, prefix);
        server.createContext(prefix, receiver::handle);
        server.setExecutor(workers);
        server.start();
        return receiver;
    }

    /** The port it listens on. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** The loopback URL of this receiver ({@code http://127.0.0.1:PORT/path}), the one the sandbox takes. */
    public URI loopbackUrl() {
        return URI.create("http://127.0.0.1:" + port() + path);
    }

    /** CRC challenges answered so far. */
    public int crcAnswers() {
        return crcAnswers.get();
    }

    @Override
    public void close() {
        server.stop(0);
        workers.shutdownNow();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
            if ("GET".equals(method)) {
                crc(exchange);
            } else if ("POST".equals(method)) {
                delivery(exchange);
            } else {
                exchange.getResponseHeaders().set("Allow", "GET, POST");
                answer(exchange, 405, null);
            }
        }
    }

    private void crc(HttpExchange exchange) throws IOException {
        String token = query(exchange.getRequestURI()).get("crc_token");
        if (token == null || token.isEmpty()) {
            answer(exchange, 400, "{\"error\":\"crc_token is missing\"}");
            return;
        }
        String body = "{\"response_token\":\"" + signature.crcResponseToken(token) + "\"}";
        answer(exchange, 200, body);
        crcAnswers.incrementAndGet();
        listener.onCrc(clock.instant());
    }

    private void delivery(HttpExchange exchange) throws IOException {
        Instant at = clock.instant();
        byte[] body;
        try (InputStream in = exchange.getRequestBody()) {
            body = in.readNBytes(MAX_BODY + 1);
        }
        Map<String, List<String>> headers = headers(exchange);
        String given = exchange.getRequestHeaders().getFirst(WebhookSignature.HEADER);
        DeliveryVerdict verdict;
        if (body.length > MAX_BODY) {
            verdict = DeliveryVerdict.REFUSED_TOO_LARGE;
            body = new byte[0];
        } else if (given == null) {
            verdict = DeliveryVerdict.REFUSED_UNSIGNED;
        } else {
            verdict = signature.verify(body, given) ? DeliveryVerdict.ACCEPTED : DeliveryVerdict.REFUSED_SIGNATURE;
        }
        EventKey key = verdict.refused() && body.length == 0 ? new EventKey("", "") : EventKey.of(body);
        Delivery recorded;
        try {
            recorded = journal.record(new Delivery(0, at, headers, body, verdict, key.key(), key.type()));
        } catch (IllegalStateException notKept) {
            // not kept: X must deliver it again
            answer(exchange, 500, "{\"error\":\"not recorded\"}");
            return;
        }
        switch (recorded.verdict()) {
            case ACCEPTED, DUPLICATE -> answer(exchange, 200, null);
            case REFUSED_TOO_LARGE -> answer(exchange, 413, "{\"error\":\"body too large\"}");
            default -> answer(exchange, 401, "{\"error\":\"signature\"}");
        }
        listener.onDelivery(recorded);
    }

    /** The request's headers, lower-cased, without the ones that could carry credentials. */
    static Map<String, List<String>> headers(HttpExchange exchange) {
        Map<String, List<String>> headers = new LinkedHashMap<>();
        exchange.getRequestHeaders().forEach((name, values) -> {
            String lower = name.toLowerCase(Locale.ROOT);
            if (!SECRET_HEADERS.contains(lower)) {
                headers.put(lower, new ArrayList<>(values));
            }
        });
        return headers;
    }

    private static Map<String, String> query(URI uri) {
        Map<String, String> params = new LinkedHashMap<>();
        String raw = uri.getRawQuery();
        if (raw == null) {
            return params;
        }
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            String name = eq < 0 ? pair : pair.substring(0, eq);
            String value = eq < 0 ? "" : pair.substring(eq + 1);
            try {
                params.putIfAbsent(URLDecoder.decode(name, StandardCharsets.UTF_8),
                        URLDecoder.decode(value, StandardCharsets.UTF_8));
            } catch (IllegalArgumentException malformed) {
                params.putIfAbsent(name, value);
            }
        }
        return params;
    }

    private static void answer(HttpExchange exchange, int status, String json) throws IOException {
        byte[] bytes = json == null ? new byte[0] : json.getBytes(StandardCharsets.UTF_8);
        if (json != null) {
            exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        }
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }
}
