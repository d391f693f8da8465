package dev.starling.sandbox.v2;

/**
 * How the v2 module's webhook routes reach a registered URL: X runs a CRC check when a webhook is
 * registered and when it is re-validated ({@code PUT}). The webhooks module implements it (it calls
 * the URL); {@link #ANSWERING} takes every URL as answering correctly.
 */
@FunctionalInterface
public interface WebhookCalls {

    /** What a CRC check found. {@code reason} says what went wrong, in X's manner; null when it passed. */
    record Crc(boolean passed, String reason) {
        public static final Crc PASSED = new Crc(true, null);

        public static Crc failed(String reason) {
            return new Crc(false, reason);
        }
    }

    WebhookCalls ANSWERING = url -> Crc.PASSED;

    /** Sends X's CRC challenge to {@code url} and checks the answer. */
    Crc crc(String url);
}
