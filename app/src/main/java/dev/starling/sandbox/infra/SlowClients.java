package dev.starling.sandbox.infra;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Keeps clients that send slowly (or send half a request and wait) from stopping the sandbox answering
 * anyone. The JDK's server reads a request's headers and body on a worker thread, so each such client
 * holds one: the workers grow on demand up to {@value #MAX_WORKERS} (a thread waiting on a socket costs
 * little), and a request must arrive whole, headers and body, within {@value #REQUEST_SECONDS} seconds or
 * its connection is closed, which frees the thread. Idle keep-alive connections hold no thread.
 */
public final class SlowClients {

    /** Seconds a client has to send a whole request (headers and body; 5 MB on loopback takes milliseconds). */
    public static final int REQUEST_SECONDS = 15;
    /** Requests read or answered at once; beyond it a connection is closed at once (and freed ones come back within the limit above). */
    public static final int MAX_WORKERS = 1_000;
    static final String REQUEST_TIME_PROPERTY = "sun.net.httpserver.maxReqTime";

    private SlowClients() {
    }

    /**
     * Sets the JDK server's limit on the time to receive a request, unless set already. The server reads
     * it once, when its first instance is made: the sandbox is the only one in Starling's process.
     */
    public static void limitRequestTime() {
        if (System.getProperty(REQUEST_TIME_PROPERTY) == null) {
            System.setProperty(REQUEST_TIME_PROPERTY, Integer.toString(REQUEST_SECONDS));
        }
    }

    /** The workers of both servers: a few kept, more made while requests wait, idle ones ended after a minute. */
    public static ExecutorService workers() {
        AtomicInteger number = new AtomicInteger();
        ThreadPoolExecutor workers = new ThreadPoolExecutor(Math.max(4, Runtime.getRuntime().availableProcessors() * 2),
                MAX_WORKERS, 60, TimeUnit.SECONDS, new SynchronousQueue<>(), runnable -> {
                    Thread thread = new Thread(runnable, "sandbox-http-" + number.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
        return workers;
    }
}
