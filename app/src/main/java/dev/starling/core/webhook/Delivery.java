package dev.starling.core.webhook;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * One delivery as the receiver recorded it: when it came, its headers (secret-bearing ones left
 * out), its body exactly as sent, the verdict, and what it carried: the event's key (what
 * de-duplication compares) and type ({@code profile.update.bio}, {@code filtered_stream.post},
 * {@code replay.job_status}, empty when unknown).
 *
 * @param id the journal's row id (0 before it is recorded)
 */
public record Delivery(long id, Instant receivedAt, Map<String, List<String>> headers, byte[] body,
                       DeliveryVerdict verdict, String eventKey, String eventType) {

    public Delivery {
        headers = Map.copyOf(headers);
        body = body.clone();
    }

    @Override
    public byte[] body() {
        return body.clone();
    }

    /** The body as text (UTF-8), as X sent it. */
    public String bodyText() {
        return new String(body, StandardCharsets.UTF_8);
    }

    public Delivery withId(long newId, DeliveryVerdict newVerdict) {
        return new Delivery(newId, receivedAt, headers, body, newVerdict, eventKey, eventType);
    }
}
