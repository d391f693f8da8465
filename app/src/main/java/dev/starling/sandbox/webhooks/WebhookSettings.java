package dev.starling.sandbox.webhooks;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * How the sandbox calls webhooks, as X does unless shortened for tests: the CRC answer within 10
 * seconds, the CRC check again every 30 minutes, each delivery retried after failures with growing
 * waits, a webhook whose deliveries and checks keep failing for 28 hours (4 of them grace) marked
 * invalid, and one delivery in {@code duplicateEvery} sent twice (X delivers at least once).
 *
 * @param duplicateEvery 0 for no duplicates
 */
public record WebhookSettings(Duration crcTimeout, Duration crcEvery, List<Duration> retries, Duration invalidAfter,
                              int duplicateEvery, Duration deliveryTimeout) {

    public WebhookSettings {
        Objects.requireNonNull(crcTimeout, "crcTimeout");
        Objects.requireNonNull(crcEvery, "crcEvery");
        retries = List.copyOf(retries);
        Objects.requireNonNull(invalidAfter, "invalidAfter");
        Objects.requireNonNull(deliveryTimeout, "deliveryTimeout");
        if (duplicateEvery < 0) {
            throw new IllegalArgumentException("--webhook-duplicate-every takes 0 (never) or more");
        }
        if (crcEvery.isNegative() || crcEvery.isZero()) {
            throw new IllegalArgumentException("--webhook-crc-every-s takes a positive number of seconds");
        }
    }

    /** X's: 10 s for the CRC answer, a check every 30 minutes, retries after 1, 4 and 16 s, invalid after 28 h, one duplicate in 50. */
    public static WebhookSettings defaults() {
        return new WebhookSettings(Duration.ofSeconds(10), Duration.ofMinutes(30),
                List.of(Duration.ofSeconds(1), Duration.ofSeconds(4), Duration.ofSeconds(16)), Duration.ofHours(28), 50,
                Duration.ofSeconds(10));
    }

    public WebhookSettings withCrcEvery(Duration every) {
        return new WebhookSettings(crcTimeout, every, retries, invalidAfter, duplicateEvery, deliveryTimeout);
    }

    public WebhookSettings withRetries(List<Duration> waits) {
        return new WebhookSettings(crcTimeout, crcEvery, waits, invalidAfter, duplicateEvery, deliveryTimeout);
    }

    public WebhookSettings withInvalidAfter(Duration after) {
        return new WebhookSettings(crcTimeout, crcEvery, retries, after, duplicateEvery, deliveryTimeout);
    }

    public WebhookSettings withDuplicateEvery(int every) {
        return new WebhookSettings(crcTimeout, crcEvery, retries, invalidAfter, every, deliveryTimeout);
    }

    public WebhookSettings withTimeouts(Duration crc, Duration delivery) {
        return new WebhookSettings(crc, crcEvery, retries, invalidAfter, duplicateEvery, delivery);
    }
}
