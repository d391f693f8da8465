package dev.starling.core.api.http;

import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which calls are waiting out a rate limit right now, and until when, so long work can say
 * "waiting for the rate limit, resumes at 23:41" instead of looking stuck. Written by the client's
 * rate-limit handling, read by progress displays; one instance is shared by the clients of a run.
 */
public final class RateLimitWaits {

    private final Map<Thread, Instant> waiting = new ConcurrentHashMap<>();
    private final java.util.List<Runnable> listeners = new java.util.concurrent.CopyOnWriteArrayList<>();

    /** Called (on the waiting thread) when a wait begins or ends; returns what removes the listener. */
    public Runnable onChange(Runnable listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    /** The latest time any call is waiting for; empty when none waits. */
    public Optional<Instant> until() {
        return waiting.values().stream().max(Instant::compareTo);
    }

    /** Marks the calling thread as waiting until {@code until}, until {@link #end()}. */
    public void begin(Instant until) {
        waiting.put(Thread.currentThread(), until);
        listeners.forEach(Runnable::run);
    }

    public void end() {
        if (waiting.remove(Thread.currentThread()) != null) {
            listeners.forEach(Runnable::run);
        }
    }
}
