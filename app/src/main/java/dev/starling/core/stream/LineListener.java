package dev.starling.core.stream;

import java.util.List;

/**
 * What a running stream of NDJSON lines tells, whatever its lines carry (posts of the filtered
 * stream, events of the activity stream): new items in arrival order (duplicates already dropped,
 * in batches of what arrived together), keep-alives, state changes and problems X sent without
 * ending the stream. Called on the stream's own thread: a listener that keeps items (a recording)
 * has them when the call returns, and the next batch waits for it, so nothing is lost by a slow one.
 *
 * @param <T> what a data line is read as
 */
public interface LineListener<T> {

    default void onItems(List<T> items) {
    }

    default void onKeepAlive() {
    }

    default void onState(StreamState state) {
    }

    /** A problem X sent in the stream that did not end it (a rule that no longer works, say). */
    default void onProblem(Disconnect problem) {
    }
}
