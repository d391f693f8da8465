package dev.starling.ui.live;

import dev.starling.core.stream.Disconnect;
import dev.starling.core.stream.StreamListener;
import dev.starling.core.stream.StreamPost;
import dev.starling.core.stream.StreamState;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.util.Duration;

/**
 * The one hand-off from a running stream to the window: the stream's thread leaves posts, states and
 * problems here, and the FX thread takes them in one batch every {@link #PERIOD}, whatever the rate.
 * Only the newest {@code keep} posts are kept for the view (it shows a rolling window; the true counts
 * come from the stream), and each is made ready ({@link LivePost#of}: parsed and joined) on the
 * stream's thread, so the FX thread only adds rows. Every batch also ticks the countdown. Made on the
 * FX thread; stops itself once the stream has stopped and that has been handed over.
 */
final class ArrivalBatcher implements StreamListener {

    static final Duration PERIOD = Duration.millis(100);

    private final LiveViewModel.Arrivals target;
    private final int keep;
    private final Timeline timeline;
    private final Object lock = new Object();
    private ArrayDeque<LivePost> posts = new ArrayDeque<>();
    private long arrived;
    private List<Object> events = new ArrayList<>();

    ArrivalBatcher(LiveViewModel.Arrivals target, int keep) {
        this.target = target;
        this.keep = keep;
        this.timeline = new Timeline(new KeyFrame(PERIOD, event -> handOver()));
        timeline.setCycleCount(Animation.INDEFINITE);
        timeline.play();
    }

    @Override
    public void onPosts(List<StreamPost> batch) {
        List<LivePost> ready = new ArrayList<>(Math.min(keep, batch.size()));
        for (StreamPost post : batch.subList(Math.max(0, batch.size() - keep), batch.size())) {
            ready.add(LivePost.of(post));
        }
        synchronized (lock) {
            arrived += batch.size();
            posts.addAll(ready);
            while (posts.size() > keep) {
                posts.removeFirst();
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
            timeline.stop();
        }
    }
}
