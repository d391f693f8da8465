package dev.starling.core.stream;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A listener that keeps everything a stream said, for tests to read from any thread. */
final class Collected implements StreamListener {

    final List<StreamPost> posts = new CopyOnWriteArrayList<>();
    final List<StreamState> states = new CopyOnWriteArrayList<>();
    final List<Disconnect> problems = new CopyOnWriteArrayList<>();

    @Override
    public void onPosts(List<StreamPost> batch) {
        posts.addAll(batch);
    }

    @Override
    public void onState(StreamState state) {
        states.add(state);
    }

    @Override
    public void onProblem(Disconnect problem) {
        problems.add(problem);
    }

    List<StreamState.Waiting> waits() {
        List<StreamState.Waiting> waits = new ArrayList<>();
        states.forEach(state -> {
            if (state instanceof StreamState.Waiting waiting) {
                waits.add(waiting);
            }
        });
        return waits;
    }

    List<String> ids() {
        return posts.stream().map(StreamPost::id).toList();
    }
}
