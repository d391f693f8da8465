package dev.starling.core.stream;

import dev.starling.core.api.http.OpenStream;
import java.time.Duration;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Opens one connection to the stream. The real one is {@link #of(LiveEndpoints)}; tests give a
 * scripted one. Throws {@code dev.starling.core.api.error.ApiException} when no answer came.
 */
@FunctionalInterface
public interface StreamTransport {

    /**
     * @param query the stream's query parameters
     * @param watchdog no byte for this long fails the read (X sends a keep-alive every 20 s)
     * @param cancel receives what ends the call from another thread
     */
    OpenStream open(Map<String, String> query, Duration watchdog, Consumer<Runnable> cancel);

    /** {@code GET /2/tweets/search/stream} through the application's HTTP client, with the bearer token. */
    static StreamTransport of(LiveEndpoints endpoints) {
        return of(endpoints, LiveEndpoints.STREAM);
    }

    /** {@code GET path} (a stream of X's: the filtered stream, the activity stream) with the bearer token. */
    static StreamTransport of(LiveEndpoints endpoints, String path) {
        return (query, watchdog, cancel) -> endpoints.http().openStream(dev.starling.core.api.http.ApiRequest.get(
                endpoints.url(path, query), endpoints.auth().get()), watchdog, cancel);
    }
}
