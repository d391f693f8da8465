package dev.starling.sandbox.webhooks;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * A burst of deliveries at a steady rate, for load tests: {@code count} sends at {@code perSecond},
 * paced on the wall clock on a thread of its own.
 */
public final class Burst {

    private final int count;
    private final double perSecond;
    private final IntConsumer send;
    private final AtomicInteger made = new AtomicInteger();
    private volatile boolean cancelled;
    private final Thread thread;

    Burst(int count, double perSecond, IntConsumer send) {
        if (count < 1 || count > 10_000_000 || !(perSecond > 0 && perSecond <= 100_000)) {
            throw new IllegalArgumentException("A burst takes 1 to 10000000 deliveries at up to 100000 a second");
        }
        this.count = count;
        this.perSecond = perSecond;
        this.send = send;
        this.thread = new Thread(this::run, "sandbox-webhook-burst");
        thread.setDaemon(true);
    }

    void start() {
        thread.start();
    }

    private void run() {
        long start = System.nanoTime();
        for (int i = 0; i < count && !cancelled; i++) {
            long due = start + (long) (i * 1e9 / perSecond);
            long wait = due - System.nanoTime();
            if (wait > 0) {
                try {
                    Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                } catch (InterruptedException e) {
                    return;
                }
            }
            send.accept(i);
            made.incrementAndGet();
        }
    }

    public int count() {
        return count;
    }

    /** Deliveries handed to the deliverer so far. */
    public int made() {
        return made.get();
    }

    public boolean done() {
        return made.get() >= count || cancelled;
    }

    public void cancel() {
        cancelled = true;
        thread.interrupt();
    }
}
