package dev.starling.core.stream;

import java.time.Clock;
import java.util.List;
import java.util.Objects;

/**
 * One listening session as the console and {@code starling stream} run it: the stream client, the
 * recording (always first: a post reaches anything else only once it is written), the per-rule
 * counts and rate, the latest state (with the reconnect countdown), then the other listeners in the
 * order added. {@link #run} blocks on the caller's thread (a background task, or the command's
 * thread); {@link #stop} ends it from any thread; the rest may be read from any thread.
 */
public final class LiveStream implements StreamSession {

    /** What the console shows at one moment: the counts, the per-rule tally and where the stream is. */
    public record Snapshot(StreamStats stats, RuleTally.Snapshot tally, StreamState state) {
    }

    private final StreamClient client;
    private final RuleTally tally;
    private final StreamListener recording;
    private final ListenerChain<StreamPost> listeners = new ListenerChain<>(this::recordAndCount);
    private final StreamControl control;

    /**
     * @param watchdog silence that counts as a stall ({@link StreamClient#WATCHDOG} on X)
     * @param recording where every post is recorded first (a {@code RecordingWriter}), or null for none (the
     *     caller closes it); typed as a listener so this package does not depend on {@code stream.recording},
     *     which builds on it
     * @param rateSeconds how far back the rate reaches (600 for ten minutes)
     */
    public LiveStream(StreamTransport transport, StreamRequest request, Clock clock, java.time.Duration watchdog,
                      StreamListener recording, int rateSeconds, StreamControl control) {
        this.recording = recording;
        this.tally = new RuleTally(clock, rateSeconds);
        this.control = Objects.requireNonNull(control, "control");
        this.client = new StreamClient(transport, request, clock, watchdog, listeners);
    }

    /** A listener after the recording and the tally, in the order added. */
    public LiveStream listen(LineListener<StreamPost> listener) {
        listeners.add(listener);
        return this;
    }

    /** The live rule set, each rule counted from zero until its first post (see {@link RuleTally#expect}). */
    public LiveStream expect(List<dev.starling.core.rules.LiveRule> rules) {
        rules.forEach(rule -> tally.expect(rule.id(), rule.tag()));
        return this;
    }

    @Override
    public StreamStats run() {
        return client.run(control);
    }

    @Override
    public void stop() {
        control.stop();
    }

    public Snapshot snapshot() {
        return new Snapshot(client.stats(), tally.snapshot(), listeners.state());
    }

    @Override
    public Disconnect stopReason() {
        return client.stopReason();
    }

    /** Recording first, then the tally; the listeners follow ({@link ListenerChain}). */
    private void recordAndCount(List<StreamPost> posts) {
        if (recording != null) {
            recording.onPosts(posts);
        }
        tally.add(posts);
    }
}
