package dev.starling.sandbox.stream;

import java.time.Clock;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The thread that makes posts at the configured rate (and any burst's on top), paced on the real
 * clock every few milliseconds, and fires the periodic faults. Started when the first stream
 * connection opens, so a sandbox nobody streams from makes nothing.
 */
final class PostGenerator implements Runnable {

    private static final long TICK_NANOS = 5_000_000;

    private final PostSynthesizer synthesizer;
    private final Consumer<StreamedPost> publish;
    private final Supplier<StreamSettings> settings;
    private final Supplier<StreamFaults> faults;
    private final Runnable disconnect;
    private final Runnable stall;
    private final Clock clock;
    private final Deque<Burst> bursts = new ArrayDeque<>();
    private volatile boolean running;
    private Thread thread;

    PostGenerator(PostSynthesizer synthesizer, Consumer<StreamedPost> publish, Supplier<StreamSettings> settings,
                  Supplier<StreamFaults> faults, Runnable disconnect, Runnable stall, Clock clock) {
        this.synthesizer = synthesizer;
        this.publish = publish;
        this.settings = settings;
        this.faults = faults;
        this.disconnect = disconnect;
        this.stall = stall;
        this.clock = clock;
    }

    synchronized void start() {
        if (thread == null) {
            running = true;
            thread = new Thread(this, "sandbox-stream-posts");
            thread.setDaemon(true);
            thread.start();
        }
    }

    synchronized void burst(Burst burst) {
        bursts.addLast(burst);
        start();
    }

    void stop() {
        running = false;
        Thread running = thread;
        if (running != null) {
            running.interrupt();
        }
    }

    @Override
    public void run() {
        long last = System.nanoTime();
        double owed = 0;
        double burstOwed = 0;
        long nextDisconnect = 0;
        long nextStall = 0;
        while (running) {
            try {
                Thread.sleep(TICK_NANOS / 1_000_000);
            } catch (InterruptedException e) {
                return;
            }
            long now = System.nanoTime();
            double seconds = (now - last) / 1e9;
            last = now;
            owed = Math.min(owed + seconds * settings.get().postsPerSecond(), 100_000);
            while (owed >= 1) {
                owed--;
                publish.accept(synthesizer.next(clock.instant(), null));
            }
            Burst burst = currentBurst();
            if (burst == null) {
                burstOwed = 0;
            } else {
                burstOwed += seconds * burst.perSecond();
                int due = (int) Math.min(burstOwed, burst.remaining());
                burstOwed -= due;
                for (int i = 0; i < due; i++) {
                    StreamedPost post = synthesizer.next(clock.instant(), burst.hashtag());
                    burst.made(post.id());
                    publish.accept(post);
                }
            }
            StreamFaults current = faults.get();
            nextDisconnect = periodic(current.disconnectEverySeconds(), now, nextDisconnect, disconnect);
            nextStall = periodic(current.stallEverySeconds(), now, nextStall, stall);
        }
    }

    private static long periodic(double everySeconds, long now, long next, Runnable fault) {
        if (everySeconds <= 0) {
            return 0;
        }
        long interval = (long) (everySeconds * 1e9);
        if (next == 0) {
            return now + interval;
        }
        if (now >= next) {
            fault.run();
            return now + interval;
        }
        return next;
    }

    private synchronized Burst currentBurst() {
        while (!bursts.isEmpty() && bursts.peekFirst().remaining() == 0) {
            bursts.removeFirst();
        }
        return bursts.peekFirst();
    }
}
