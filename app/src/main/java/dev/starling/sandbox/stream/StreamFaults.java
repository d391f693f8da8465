package dev.starling.sandbox.stream;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Faults of the stream, on demand (tests, {@code POST /__sandbox/stream/faults}) or every so often
 * ({@code sandbox --fault-stream-*}): operational disconnects of every open connection, silent
 * stalls, and refusals of the next connection attempts with 429 or 503.
 *
 * @param disconnectEverySeconds an operational disconnect of every connection this often, 0 for never
 * @param stallEverySeconds a silent stall of every connection this often, 0 for never
 */
public record StreamFaults(double disconnectEverySeconds, double stallEverySeconds) {

    public static final StreamFaults NONE = new StreamFaults(0, 0);

    public StreamFaults {
        if (disconnectEverySeconds < 0 || stallEverySeconds < 0) {
            throw new IllegalArgumentException("Fault intervals cannot be negative");
        }
    }

    /** Connection attempts still to refuse, by status (429, 503). */
    static final class Refusals {
        private final Map<Integer, AtomicInteger> left = new ConcurrentHashMap<>();

        void add(int status, int count) {
            left.computeIfAbsent(status, key -> new AtomicInteger()).addAndGet(count);
        }

        /** The status to refuse this attempt with, or 0. 429 before 503. */
        int take() {
            for (int status : new int[] {429, 503}) {
                AtomicInteger count = left.get(status);
                if (count != null && count.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
                    return status;
                }
            }
            return 0;
        }

        void clear() {
            left.clear();
        }
    }
}
