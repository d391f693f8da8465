package dev.starling.core.stream;

import dev.starling.core.stream.recording.RecordingWriter;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One listening session as the console and {@code starling stream} run it: the stream client, the
 * recording (always first: a post reaches anything else only once it is written), the per-rule
 * counts and rate, the latest state (with the reconnect countdown), then the other listeners in the
 * order added. {@link #run} blocks on the caller's thread (a background task, or the command's
 * thread); {@link #stop} ends it from any thread; the rest may be read from any thread.
 */
public final class LiveStream {

    /** What the console shows at one moment: the counts, the per-rule tally and where the stream is. */
    public record Snapshot(StreamStats stats, RuleTally.Snapshot tally, StreamState state) {
    }

    private final StreamClient client;
    private final RuleTally tally;
    private final RecordingWriter recording;
    private final List<LineListener<StreamPost>> listeners = new CopyOnWriteArrayList<>();
    private final StreamControl control;
    private volatile StreamState state = new StreamState.Connecting(1, false);

    /**
     * @param watchdog silence that counts as a stall ({@link StreamClient#WATCHDOG} on X)
     * @param recording where every post is recorded first, or null for none (the caller closes it)
     * @param rateSeconds how far back the rate reaches (600 for ten minutes)
     */
    public LiveStream(StreamTransport transport, StreamRequest request, Clock clock, java.time.Duration watchdog,
                      RecordingWriter recording, int rateSeconds, StreamControl control) {
        this.recording = recording;
        this.tally = new RuleTally(clock, rateSeconds);
        this.control = Objects.requireNonNull(control, "control");
        this.client = new StreamClient(transport, request, clock, watchdog, new Dispatch());
    }

    /** A listener after the recording and the tally, in the order added. */
    public LiveStream listen(LineListener<StreamPost> listener) {
        listeners.add(listener);
        return this;
    }

    /** Runs until stopped or until X refuses the stream in a way retrying cannot fix; returns the counts. */
    public StreamStats run() {
        return client.run(control);
    }

    public void stop() {
        control.stop();
    }

    public Snapshot snapshot() {
        return new Snapshot(client.stats(), tally.snapshot(), state);
    }

    /** The disconnect that stopped the stream for good, or null. */
    public Disconnect stopReason() {
        return client.stopReason();
    }

    /** Recording first, then the tally and the state, then the listeners. */
    private final class Dispatch implements StreamListener {

        @Override
        public void onPosts(List<StreamPost> posts) {
            if (recording != null) {
                recording.onPosts(posts);
            }
            tally.add(posts);
            for (LineListener<StreamPost> listener : new ArrayList<>(listeners)) {
                listener.onItems(posts);
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
}
