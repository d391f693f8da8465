package dev.starling.core.activity;

import java.time.Instant;

/**
 * What every activity event has: its id ({@code event_uuid}), its type as X sent it, the
 * subscription's filter user and tag it came through, and when it arrived.
 */
public record EventHeader(String uuid, String type, String filterUserId, String tag, Instant receivedAt) {
}
