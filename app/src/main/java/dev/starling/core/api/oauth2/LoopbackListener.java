package dev.starling.core.api.oauth2;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.starling.core.text.Phrasebook;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Receives the authorize page's redirect on this computer: an HTTP listener on the first of the
 * registered loopback redirect URIs whose address and port can be had (X matches redirect URIs
 * exactly, so only registered ones are tried, in order, IPv4 and IPv6 alike). It answers the
 * browser with a short page and hands the redirect's parameters over once.
 */
public final class LoopbackListener implements AutoCloseable {

    private final HttpServer server;
    private final URI redirectUri;
    private final CompletableFuture<RedirectAnswer> answer = new CompletableFuture<>();

    private LoopbackListener(HttpServer server, URI redirectUri) {
        this.server = server;
        this.redirectUri = redirectUri;
    }

    /**
     * Listens on the first usable URI of {@code candidates} (loopback hosts only); empty when none
     * can be used (every port taken, IPv6 missing), for the paste fallback.
     *
     * @param words the words of the page the browser shows afterwards
     */
    public static Optional<LoopbackListener> open(List<URI> candidates, Phrasebook words) {
        for (URI candidate : candidates) {
            Optional<LoopbackListener> listener = tryOpen(candidate, words);
            if (listener.isPresent()) {
                return listener;
            }
        }
        return Optional.empty();
    }

    private static Optional<LoopbackListener> tryOpen(URI candidate, Phrasebook words) {
        if (!"http".equalsIgnoreCase(candidate.getScheme()) || candidate.getHost() == null || candidate.getPort() <= 0) {
            return Optional.empty();
        }
        try {
            String host = candidate.getHost().replace("[", "").replace("]", "");
            InetAddress address = InetAddress.getByName(host);
            if (!address.isLoopbackAddress()) {
                return Optional.empty();
            }
            HttpServer server = HttpServer.create(new InetSocketAddress(address, candidate.getPort()), 4);
            LoopbackListener listener = new LoopbackListener(server, candidate);
            String path = candidate.getPath() == null || candidate.getPath().isEmpty() ? "/" : candidate.getPath();
            server.createContext(path, exchange -> listener.handle(exchange, path, words));
            server.start();
            return Optional.of(listener);
        } catch (IOException | RuntimeException unusable) {
            // Taken, or this computer has no such loopback address (IPv6 switched off): try the next one.
            return Optional.empty();
        }
    }

    /** The redirect URI this listener serves: send exactly this on the authorize page and the token call. */
    public URI redirectUri() {
        return redirectUri;
    }

    /**
     * Waits for the redirect.
     *
     * @throws OAuth2Exception NO_REDIRECT when none came within {@code timeout}
     */
    public RedirectAnswer await(Duration timeout) throws InterruptedException {
        try {
            return answer.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new OAuth2Exception(OAuth2Exception.Outcome.NO_REDIRECT,
                    dev.starling.core.text.BundleText.of("oauth2.signIn.noRedirect", timeout.toMinutes()));
        } catch (java.util.concurrent.CancellationException e) {
            throw new OAuth2Exception(OAuth2Exception.Outcome.NO_REDIRECT,
                    dev.starling.core.text.BundleText.of("oauth2.signIn.cancelled"));
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    /**
     * The redirect as it comes, for a caller that must not block a thread while the person is in the
     * browser (the window); cancelled when the listener closes.
     */
    public java.util.concurrent.CompletionStage<RedirectAnswer> answer() {
        return answer.minimalCompletionStage();
    }

    /** The redirect, if it has come. */
    public Optional<RedirectAnswer> received() {
        return Optional.ofNullable(answer.getNow(null));
    }

    private void handle(HttpExchange exchange, String path, Phrasebook words) throws IOException {
        Optional<RedirectAnswer> heard = Optional.empty();
        try (exchange) {
            if (!"GET".equals(exchange.getRequestMethod()) || !path.equals(exchange.getRequestURI().getPath())) {
                exchange.sendResponseHeaders(404, -1);
                return;
            }
            Optional<RedirectAnswer> parsed = RedirectAnswer.parse(exchange.getRequestURI().toString());
            String key = parsed.isEmpty() ? "oauth2.browser.unreadable"
                    : parsed.get().error() != null ? "oauth2.browser.refused" : "oauth2.browser.done";
            heard = parsed;
            byte[] page = ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Starling</title></head>"
                    + "<body style=\"font-family:sans-serif;margin:48px\"><p>" + escape(words.text(key)) + "</p></body></html>")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
            exchange.getResponseHeaders().set("Cache-Control", "no-store");
            exchange.sendResponseHeaders(200, page.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(page);
            }
        } finally {
            // Handed over only once the browser has its page: whoever hears it may close this listener at once.
            heard.ifPresent(answer::complete);
        }
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    @Override
    public void close() {
        server.stop(0);
        answer.cancel(false);
    }
}
