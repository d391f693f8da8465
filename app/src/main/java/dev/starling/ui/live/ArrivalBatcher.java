package dev.starling.ui.live;

import dev.starling.core.stream.Disconnect;
import dev.starling.core.stream.StreamListener;
import dev.starling.core.stream.StreamPost;
import dev.starling.core.stream.StreamState;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import dev.starling.ui.frames.FrameScheduler;
import dev.starling.ui.frames.Frames;
import javafx.util.Duration;

/**
 * The one hand-off from a running stream to the window: the stream's thread leaves posts, states and
 * problems here, and the FX thread takes them in one batch every {@link #PERIOD} (a job of the frame toolkit,
 * {@link Frames#every}), whatever the rate. Posts are kept for the view at most {@code perPeriod} a period on
 * average, a burst of up to a second's worth at once, the newest of each delivery while there is room:
 * below that rate the view shows every post, above it a rolling sample (a person cannot read 6,000 posts a
 * second; the counts, from the stream, are all of them, and the recording has every post). The room is
 * measured in time, not in hand-overs, so a late hand-over (a busy machine) does not turn a burst the view
 * could show whole into a sample. A hand-over gives the view at most {@code perPeriod} posts, and fewer while the
 * frames of the last hand-overs cost the FX thread much (the frame toolkit's allowance, {@link Frames#every(Object,
 * Duration, int, java.util.function.IntUnaryOperator)}): one post first, since the first rows of a session meet cold
 * code, then twice as many each time while its frames stay within the budget; the rest of a burst follows in the next ones
 * (at most a second's worth waits, and none longer than {@link #STALE_NANOS}; older ones give way). Each kept post is made ready ({@link LivePost#of}: parsed,
 * joined and worded) on the stream's thread, so the FX thread only adds rows and the stream's thread prepares a
 * bounded number of posts whatever the rate. Every hand-over also ticks the countdown and the counts, in the next
 * frame (so the rule table and the rate are not laid out in the frame that lays out new rows). Made on the FX thread; stops
 * itself once the stream has stopped and that, and every post kept, has been handed over.
 */
final class ArrivalBatcher implements StreamListener {

    /** Four hand-overs a second: live to the eye, and a list a person can still read while it moves. */
    static final Duration PERIOD = Duration.millis(250);
    /** Posts a period the view is given at most on average: 500 a second. */
    static final int PER_PERIOD = 125;
    /** Periods' worth of posts kept waiting at most (a second's: what the view's window holds). */
    private static final int KEPT = 4;
    /**
     * How long a kept post may wait for the view: when hand-overs are small (a busy machine's frames cost much), what
     * waited longer gives way to newer posts, so the list stays within seconds of the stream.
     */
    static final long STALE_NANOS = 15_000_000_000L;

    private record Kept(long at, LivePost post) {
    }

    private static final Object HAND_OVERS = new Object();
    private static final Object TICK = new Object();

    private final LiveViewModel.Arrivals target;
    private final Frames frames = FrameScheduler.fx().jobsOf(this);
    private final double perNano;
    private final double burst;
    private final Object lock = new Object();
    /** Posts kept for the view, oldest first, each with when it was kept ({@link System#nanoTime}). */
    private final ArrayDeque<Kept> posts = new ArrayDeque<>();
    private long arrived;
    private double room;
    private long roomAt = System.nanoTime();
    private List<Object> events = new ArrayList<>();
    private final int perPeriod;
    private boolean stopped;

    /** @param perPeriod posts a period the view is given at most on average (125 a period is 500 a second) */
    ArrivalBatcher(LiveViewModel.Arrivals target, int perPeriod) {
        this.target = target;
        this.perPeriod = perPeriod;
        this.perNano = perPeriod / (PERIOD.toMillis() * 1_000_000);
        this.burst = perNano * 1_000_000_000;
        this.room = burst;
        frames.every(HAND_OVERS, PERIOD, perPeriod, this::handOver);
    }

    @Override
    public void onPosts(List<StreamPost> batch) {
        int take;
        synchronized (lock) {
            arrived += batch.size();
            long now = System.nanoTime();
            room = Math.min(burst, room + (now - roomAt) * perNano);
            roomAt = now;
            take = (int) Math.min(Math.floor(room), batch.size());
            room -= take;
        }
        if (take == 0) {
            return;
        }
        List<Kept> ready = new ArrayList<>(take);
        for (StreamPost post : batch.subList(batch.size() - take, batch.size())) {
            ready.add(new Kept(System.nanoTime(), LivePost.of(post)));
        }
        synchronized (lock) {
            posts.addAll(ready);
            // The view keeps the newest few hundred: older posts still waiting would only be pushed out by these.
            while (posts.size() > KEPT * perPeriod) {
                posts.pollFirst();
            }
        }
    }

    @Override
    public void onState(StreamState state) {
        synchronized (lock) {
            events.add(state);
        }
    }

    @Override
    public void onProblem(Disconnect problem) {
        synchronized (lock) {
            events.add(problem);
        }
    }

    /** Hands over what arrived, with at most {@code allowed} posts (the oldest waiting); how many posts it handed over. */
    private int handOver(int allowed) {
        List<Object> takenEvents;
        List<LivePost> takenPosts;
        long takenCount;
        synchronized (lock) {
            takenEvents = events;
            events = new ArrayList<>();
            long now = System.nanoTime();
            // the newest are never dropped: a burst's last posts reach the view however small the hand-overs
            while (posts.size() > allowed && now - posts.peekFirst().at() > STALE_NANOS) {
                posts.pollFirst();
            }
            takenPosts = new ArrayList<>(Math.min(allowed, posts.size()));
            while (takenPosts.size() < allowed && !posts.isEmpty()) {
                takenPosts.add(posts.pollFirst().post());
            }
            takenCount = arrived;
            arrived = 0;
        }
        for (Object event : takenEvents) {
            if (event instanceof StreamState state) {
                target.state(state);
                stopped |= state instanceof StreamState.Stopped;
            } else {
                target.problem((Disconnect) event);
            }
        }
        if (takenCount > 0 || !takenPosts.isEmpty()) {
            target.posts(takenPosts, takenCount);
        }
        // The counts, the rule table and the rate in the next frame: not on top of the new rows' layout.
        frames.later(TICK, target::tick);
        boolean more;
        synchronized (lock) {
            more = !posts.isEmpty();
        }
        if (stopped && !more) {
            frames.drop(HAND_OVERS);
        }
        return takenPosts.size();
    }
}
