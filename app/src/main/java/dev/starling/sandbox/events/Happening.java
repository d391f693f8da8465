package dev.starling.sandbox.events;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;

/**
 * Something that happened, for one user, before it meets the subscriptions: its event type, the user it
 * concerns (the filter's {@code user_id}; null for news), which way it went for them ({@code true} sent,
 * {@code false} received, null when not directional), the text a keyword is looked for in, the payload
 * and includes as X sends them.
 */
record Happening(String type, String userId, Boolean sent, String text, ObjectNode payload, ObjectNode includes,
                 Instant at) {

    /** Whether a subscription gets this: the same type, user, direction (when it asks one) and keyword. */
    boolean matches(Subscription subscription) {
        if (!subscription.eventType().equals(type)) {
            return false;
        }
        if (subscription.userId() != null && !subscription.userId().equals(userId)) {
            return false;
        }
        Boolean wanted = subscription.sent();
        if (wanted != null && sent != null && !wanted.equals(sent)) {
            return false;
        }
        String keyword = subscription.keyword();
        return keyword == null || (text != null && text.toLowerCase(java.util.Locale.ROOT)
                .contains(keyword.toLowerCase(java.util.Locale.ROOT)));
    }
}
