package dev.starling.core.activity;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.core.stream.Disconnect;
import dev.starling.core.stream.LineListener;
import dev.starling.core.stream.ListenerChain;
import dev.starling.core.stream.LineStream;
import dev.starling.core.stream.StreamControl;
import dev.starling.core.stream.StreamItems;
import dev.starling.core.stream.StreamSession;
import dev.starling.core.stream.StreamState;
import dev.starling.core.stream.StreamStats;
import dev.starling.core.stream.StreamTransport;
import dev.starling.core.stream.recording.RecordingWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One listening session of the activity stream ({@code GET /2/activity/stream}), as the live view and
 * {@code starling events stream} run it: the same connection care as the filtered stream (the one
 * reconnecting loop, {@link LineStream}: X's schedule, the keep-alive watchdog, backfill on reconnect),
 * events de-duplicated by {@code event_uuid}, the recording first (an event reaches anything else
 * only once it is written), then a count per event type and the latest state, then the listeners in
 * the order added. {@link #run} blocks on the caller's thread; {@link #stop} ends it from any thread.
 */
public final class ActivityStream implements StreamSession {

    /**
     * An event line is one with {@code data.event_uuid}. Event ids are not snowflakes (X's samples
     * even have negative ones), so an id is remembered by when it arrived: a backfill replays at most
     * five minutes, which the remembered horizon covers.
     */
    public static final StreamItems<ActivityEvent> EVENTS = new StreamItems<>() {
        @Override
        public ActivityEvent item(JsonNode node, String line, Instant receivedAt) {
            return EventViews.event(node, line, receivedAt);
        }

        @Override
        public String id(ActivityEvent event) {
            return event.uuid();
        }

        @Override
        public long timeMillis(ActivityEvent event) {
            return event.receivedAt().toEpochMilli();
        }
    };

    private final LineStream<ActivityEvent> stream;
    private final RecordingWriter recording;
    private final StreamControl control;
    private final Map<String, Long> byType = new LinkedHashMap<>();
    private final ListenerChain<ActivityEvent> listeners = new ListenerChain<>(this::recordAndCount);

    /**
     * @param watchdog silence that counts as a stall ({@code StreamClient.WATCHDOG} on X)
     * @param recording where every event is recorded first, or null for none (the caller closes it)
     */
    public ActivityStream(StreamTransport transport, ActivityStreamRequest request, Clock clock, Duration watchdog,
                          RecordingWriter recording, StreamControl control) {
        this.recording = recording;
        this.control = Objects.requireNonNull(control, "control");
        this.stream = new LineStream<>(transport, request, clock, watchdog, EVENTS, listeners);
    }

    /** A listener after the recording and the counts, in the order added. */
    public ActivityStream listen(LineListener<ActivityEvent> listener) {
        listeners.add(listener);
        return this;
    }

    @Override
    public StreamStats run() {
        return stream.run(control);
    }

    @Override
    public void stop() {
        control.stop();
    }

    public StreamStats stats() {
        return stream.stats();
    }

    public StreamState state() {
        return listeners.state();
    }

    @Override
    public Disconnect stopReason() {
        return stream.stopReason();
    }

    /** Events received per type, in the order first seen. */
    public synchronized Map<String, Long> countsByType() {
        return new LinkedHashMap<>(byType);
    }

    /** Recording first, then the counts; the listeners follow ({@link ListenerChain}). */
    private void recordAndCount(List<ActivityEvent> events) {
        if (recording != null) {
            recording.write(events);
        }
        count(events);
    }

    private synchronized void count(List<ActivityEvent> events) {
        events.forEach(event -> byType.merge(event.type(), 1L, Long::sum));
    }
}
