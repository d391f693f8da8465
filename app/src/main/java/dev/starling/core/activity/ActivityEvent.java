package dev.starling.core.activity;

import dev.starling.core.stream.StreamLine;
import java.time.Instant;

/**
 * An activity event as it arrived on the activity stream (or in a webhook delivery): its
 * {@code event_uuid} (what de-duplication compares), its type, the subscription's filter user and
 * tag, the line exactly as X sent it (what recordings keep) and when it arrived. {@link EventViews}
 * reads it for what it is.
 */
public record ActivityEvent(String uuid, String type, String filterUserId, String tag, String line, Instant receivedAt)
        implements StreamLine {

    public EventHeader header() {
        return new EventHeader(uuid, type, filterUserId, tag, receivedAt);
    }
}
