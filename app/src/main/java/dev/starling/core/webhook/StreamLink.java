package dev.starling.core.webhook;

import java.time.Instant;
import java.util.List;

/**
 * A webhook linked to the filtered stream: every post matching the project's rules goes to it
 * ({@code GET /2/tweets/search/webhooks}); {@code fields} are the field parameters given when linking.
 */
public record StreamLink(String webhookId, Instant createdAt, List<String> fields) {

    public StreamLink {
        fields = List.copyOf(fields);
    }
}
