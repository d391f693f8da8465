package dev.starling.core.activity;

import java.time.Instant;

/**
 * An activity subscription at X: its id, event type (as X names it), filter, tag and webhook (null
 * when absent; events then only reach an open activity stream), and times.
 *
 * @param direction the filter's direction in X's word as it came back ({@code sent}, {@code inbound}, ...)
 */
public record Subscription(String id, String eventType, String userId, String keyword, String direction, String tag,
                           String webhookId, Instant createdAt, Instant updatedAt) {

    /** The filter as X's parameters: {@code user_id=... keyword=... direction=...}, the parts it has. */
    public String filterText() {
        java.util.List<String> parts = new java.util.ArrayList<>();
        if (userId != null) {
            parts.add("user_id=" + userId);
        }
        if (keyword != null) {
            parts.add("keyword=" + keyword);
        }
        if (direction != null) {
            parts.add("direction=" + direction);
        }
        return String.join(" ", parts);
    }
}
