package dev.starling.sandbox.stream;

import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A burst of posts for load tests: {@code count} posts at {@code perSecond}, each carrying
 * {@code #hashtag} so a rule can catch them all, on top of the normal rate. It records the id of
 * every post it made, so a test can check that every one was received.
 */
public final class Burst {

    private final int count;
    private final double perSecond;
    private final String hashtag;
    private final long[] ids;
    private final CountDownLatch done = new CountDownLatch(1);
    private int made;
    private boolean cancelled;

    Burst(int count, double perSecond, String hashtag) {
        if (count < 1 || perSecond <= 0) {
            throw new IllegalArgumentException("A burst needs at least one post and a positive rate");
        }
        this.count = count;
        this.perSecond = perSecond;
        this.hashtag = hashtag;
        this.ids = new long[count];
    }

    public int count() {
        return count;
    }

    public double perSecond() {
        return perSecond;
    }

    public String hashtag() {
        return hashtag;
    }

    synchronized void made(String id) {
        ids[made++] = Long.parseLong(id);
        if (made == count) {
            done.countDown();
        }
    }

    synchronized int remaining() {
        return cancelled ? 0 : count - made;
    }

    /** Makes no more posts (those made stay made); {@link #await} returns. */
    public synchronized void cancel() {
        cancelled = true;
        done.countDown();
    }

    /** The posts made so far. */
    public synchronized int made() {
        return made;
    }

    /** The ids of the posts made so far, in order. */
    public synchronized long[] ids() {
        return Arrays.copyOf(ids, made);
    }

    /** Waits until every post was made; false on timeout. */
    public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
        return done.await(timeout, unit);
    }
}
