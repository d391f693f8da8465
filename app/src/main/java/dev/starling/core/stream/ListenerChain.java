package dev.starling.core.stream;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * What a listening session does with what its stream tells, in one order for every kind of stream: each
 * batch to {@code first} (the recording, then the counts: an item reaches anything else only once it is
 * written), then to the listeners in the order added; keep-alives, states and problems to the listeners,
 * the latest state kept for whoever asks from another thread.
 *
 * @param <T> what a data line is read as (a post, an event)
 */
public final class ListenerChain<T> implements LineListener<T> {

    private final Consumer<List<T>> first;
    private final List<LineListener<T>> listeners = new CopyOnWriteArrayList<>();
    private volatile StreamState state = new StreamState.Connecting(1, false);

    public ListenerChain(Consumer<List<T>> first) {
        this.first = Objects.requireNonNull(first, "first");
    }

    /** A listener after {@code first}, in the order added. */
    public void add(LineListener<T> listener) {
        listeners.add(listener);
    }

    /** The latest state (safe from any thread). */
    public StreamState state() {
        return state;
    }

    @Override
    public void onItems(List<T> items) {
        first.accept(items);
        for (LineListener<T> listener : new ArrayList<>(listeners)) {
            listener.onItems(items);
        }
    }

    @Override
    public void onKeepAlive() {
        listeners.forEach(LineListener::onKeepAlive);
    }

    @Override
    public void onState(StreamState newState) {
        state = newState;
        listeners.forEach(listener -> listener.onState(newState));
    }

    @Override
    public void onProblem(Disconnect problem) {
        listeners.forEach(listener -> listener.onProblem(problem));
    }
}
