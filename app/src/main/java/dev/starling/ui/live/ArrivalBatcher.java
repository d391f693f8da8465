package dev.starling.ui.live;

import dev.starling.core.stream.Disconnect;
import dev.starling.core.stream.StreamListener;
import dev.starling.core.stream.StreamPost;
import dev.starling.core.stream.StreamState;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import dev.starling.ui.frames.Periodic;
import javafx.util.Duration;

/**
 * The one hand-off from a running stream to the window: the stream's thread leaves posts, states and
 * problems here, and the FX thread takes them in one batch every {@link #PERIOD} ({@link Periodic}), whatever the rate.
 * At most {@code perPeriod} posts a period are kept for the view, the newest of each delivery until
 * the period's room is used: below that rate the view shows every post, above it a rolling sample (a
 * person cannot read 6,000 posts a second; the counts, from the stream, are all of them, and the
 * recording has every post). Each kept post is made ready ({@link LivePost#of}: parsed and joined) on
 * the stream's thread, so the FX thread only adds rows and the stream's thread prepares a bounded
 * number of posts whatever the rate. Every hand-over also ticks the countdown. Made on the FX thread;
 * stops itself once the stream has stopped and that has been handed over.
 */
final class ArrivalBatcher implements StreamListener {

    /** Four hand-overs a second: live to the eye, and a list a person can still read while it moves. */
    static final Duration PERIOD = Duration.millis(250);
    /** Posts a period the view is given at most: 500 a second. */
    static final int PER_PERIOD = 125;

    private final LiveViewModel.Arrivals target;
    private final int perPeriod;
    private final Periodic handOvers;
    private final Object lock = new Object();
    private ArrayDeque<LivePost> posts = new ArrayDeque<>();
    private long arrived;
    private int room;
    private List<Object> events = new ArrayList<>();

    /** @param perPeriod posts a period the view is given at most (125 a period is 500 a second) */
    ArrivalBatcher(LiveViewModel.Arrivals target, int perPeriod) {
        this.target = target;
        this.perPeriod = perPeriod;
        this.room = perPeriod;
        this.handOvers = Periodic.every(PERIOD, this::handOver);
    }

    @Override
    public void onPosts(List<StreamPost> batch) {
        int take;
        synchronized (lock) {
            arrived += batch.size();
            take = Math.min(room, batch.size());
            room -= take;
        }
        if (take == 0) {
            return;
        }
        List<LivePost> ready = new ArrayList<>(take);
        for (StreamPost post : batch.subList(batch.size() - take, batch.size())) {
            ready.add(LivePost.of(post));
        }
        synchronized (lock) {
            posts.addAll(ready);
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

    private void handOver() {
        List<Object> takenEvents;
        List<LivePost> takenPosts;
        long takenCount;
        synchronized (lock) {
            takenEvents = events;
            events = new ArrayList<>();
            takenPosts = new ArrayList<>(posts);
            posts = new ArrayDeque<>();
            takenCount = arrived;
            arrived = 0;
            room = perPeriod;
        }
        boolean stopped = false;
        for (Object event : takenEvents) {
            if (event instanceof StreamState state) {
                target.state(state);
                stopped |= state instanceof StreamState.Stopped;
            } else {
                target.problem((Disconnect) event);
            }
        }
        if (takenCount > 0) {
            target.posts(takenPosts, takenCount);
        }
        target.tick();
        if (stopped) {
            handOvers.stop();
        }
    }
}
