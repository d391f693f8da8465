package dev.starling.core.webhook;

import java.time.Instant;

/**
 * A webhook config at X: its id, URL, whether its last CRC check passed ({@code valid}; an invalid
 * webhook gets no deliveries until re-validated) and when it was registered (null when X left it out).
 */
public record Webhook(String id, String url, boolean valid, Instant createdAt) {
}
