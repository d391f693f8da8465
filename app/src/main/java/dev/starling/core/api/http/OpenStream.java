package dev.starling.core.api.http;

import java.io.Closeable;
import java.io.InputStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A streaming answer as it opens: the status and headers, and for a 2xx the body to read as it
 * arrives ({@code body}); for any other status the whole (small) error body in {@code errorBody}.
 * {@link #cancel()} ends the connection from any thread (a blocked read then fails at once);
 * {@link #close()} releases it on the thread that reads it.
 */
public final class OpenStream implements Closeable {

    private final int status;
    private final Map<String, List<String>> headers;
    private final InputStream body;
    private final byte[] errorBody;
    private final Runnable cancel;
    private final Closeable closer;

    OpenStream(int status, Map<String, List<String>> headers, InputStream body, byte[] errorBody, Runnable cancel,
               Closeable closer) {
        this.status = status;
        this.headers = headers;
        this.body = body;
        this.errorBody = errorBody;
        this.cancel = cancel;
        this.closer = closer;
    }

    /**
     * For tests and other transports: a stream over any input.
     *
     * @param cancel ends the connection from another thread (a blocked read then fails)
     * @param closer releases it, on the thread that reads it
     */
    public static OpenStream of(int status, Map<String, List<String>> headers, InputStream body, byte[] errorBody,
                                Runnable cancel, Closeable closer) {
        return new OpenStream(status, headers, body, errorBody, cancel, closer);
    }

    public int status() {
        return status;
    }

    public boolean ok() {
        return status >= 200 && status < 300;
    }

    /** The first value of a header (name case-insensitive), or null. */
    public String header(String name) {
        for (Map.Entry<String, List<String>> entry : headers.entrySet()) {
            if (entry.getKey().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))
                    && !entry.getValue().isEmpty()) {
                return entry.getValue().get(0);
            }
        }
        return null;
    }

    /** The body of a 2xx answer, read as it arrives. */
    public InputStream body() {
        return body;
    }

    /** The body of any other answer, read whole (at most 64 KiB). */
    public byte[] errorBody() {
        return errorBody == null ? new byte[0] : errorBody.clone();
    }

    /** Ends the connection from any thread. */
    public void cancel() {
        cancel.run();
    }

    @Override
    public void close() {
        try {
            closer.close();
        } catch (java.io.IOException e) {
            // closing a connection that already failed
        }
    }
}
