package dev.starling.sandbox.stream;

import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.v2.FieldSelection;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One client's connection to a stream (the filtered stream; the activity stream uses it too): the lines waiting for it and the writer that sends them
 * as they come, a keep-alive {@code \r\n} when nothing came for the keep-alive interval. It ends
 * when the client goes away, when it is killed or told to disconnect (an {@code operational-disconnect}
 * line, then the end of the response), when it falls too far behind ({@code SlowReader}), or after a
 * silent stall (nothing at all, then the end).
 */
public final class StreamConnection {

    /** Lines a client may fall behind by before X (and the sandbox) drop it as a slow reader. */
    static final int QUEUE = 50_000;
    private static final byte[] END = new byte[0];
    private static final byte[] WAKE = new byte[0];
    private static final byte[] CRLF = {'\r', '\n'};

    final String uuid;
    /** The app (API key) whose connection it is. */
    public final String app;
    final Instant connectedAt;
    final String clientIp;
    final FieldSelection fields;
    private final BlockingQueue<byte[]> queue = new ArrayBlockingQueue<>(QUEUE);
    private volatile String endType;
    private volatile long stallUntilNanos;
    private volatile boolean ended;
    private final java.util.concurrent.atomic.AtomicBoolean recorded = new java.util.concurrent.atomic.AtomicBoolean();

    public StreamConnection(String uuid, String app, Instant connectedAt, String clientIp, FieldSelection fields) {
        this.uuid = uuid;
        this.app = app;
        this.connectedAt = connectedAt;
        this.clientIp = clientIp;
        this.fields = fields;
    }

    /** Queues a line; a client this far behind is disconnected as a slow reader. */
    public void send(byte[] line) {
        if (!ended && !queue.offer(line)) {
            end("SlowReader");
        }
    }

    /** Ends the connection with an {@code operational-disconnect} of this type (null: end silently). */
    public void end(String disconnectType) {
        if (ended) {
            return;
        }
        endType = disconnectType;
        ended = true;
        queue.clear();
        queue.offer(END);
    }

    /** True the first time only: the connection's end goes into the history once, whoever tells it first. */
    boolean firstRecord() {
        return recorded.compareAndSet(false, true);
    }

    /** Writes nothing at all for {@code duration}, then ends without a word: what a dead network looks like. */
    public void stall(Duration duration) {
        stallUntilNanos = System.nanoTime() + duration.toNanos();
        queue.offer(WAKE);
    }

    public boolean ended() {
        return ended;
    }

    /** The response body: runs until the connection ends; the returned reason is for {@code /2/connections}. */
    public String write(OutputStream raw, Duration keepAlive, List<byte[]> backfill) {
        OutputStream out = new BufferedOutputStream(raw, 64 * 1024);
        try {
            for (byte[] line : backfill) {
                out.write(line);
                out.write(CRLF);
            }
            out.flush();
            while (true) {
                if (stalled()) {
                    return "Stall";
                }
                byte[] line = queue.poll(keepAlive.toNanos(), TimeUnit.NANOSECONDS);
                if (stalled()) {
                    return "Stall";
                }
                if (line == null) {
                    out.write(CRLF);
                    out.flush();
                    continue;
                }
                if (line == END) {
                    return finish(out);
                }
                if (line == WAKE) {
                    continue;
                }
                out.write(line);
                out.write(CRLF);
                for (byte[] more = queue.poll(); more != null; more = queue.poll()) {
                    if (more == END) {
                        out.flush();
                        return finish(out);
                    }
                    if (more == WAKE) {
                        break;
                    }
                    out.write(more);
                    out.write(CRLF);
                }
                out.flush();
            }
        } catch (IOException e) {
            return "ClientDisconnected";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "InternalError";
        } finally {
            ended = true;
        }
    }

    /** True when a stall began: waits it out (writing nothing), so the caller ends the response. */
    private boolean stalled() throws InterruptedException {
        long until = stallUntilNanos;
        if (until == 0) {
            return false;
        }
        long left;
        while ((left = until - System.nanoTime()) > 0 && !ended) {
            TimeUnit.NANOSECONDS.sleep(Math.min(left, TimeUnit.MILLISECONDS.toNanos(50)));
        }
        return true;
    }

    private String finish(OutputStream out) throws IOException {
        if (endType != null) {
            out.write(disconnectLine(endType));
            out.write(CRLF);
            out.flush();
            return endType;
        }
        return "ServerClosed";
    }

    static byte[] disconnectLine(String type) {
        String detail = switch (type) {
            case "ForceDisconnect" -> "This stream was ended by a request to the connections endpoint.";
            case "SlowReader" -> "This stream was disconnected because the client read it too slowly.";
            case "UpstreamOperationalDisconnect" -> "This stream has been disconnected upstream for operational reasons.";
            default -> "This stream has been disconnected for operational reasons.";
        };
        return Json.bytes(Map.of("errors", List.of(Map.of("title", "operational-disconnect", "disconnect_type", type,
                "detail", detail, "type", "https://api.x.com/2/problems/operational-disconnect"))));
    }

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
