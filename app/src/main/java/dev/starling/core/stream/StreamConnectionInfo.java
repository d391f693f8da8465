package dev.starling.core.stream;

import java.time.Instant;

/**
 * One streaming connection of the app, active or past, as {@code GET /2/connections} lists it.
 * Absent members are null: an active connection has no {@code disconnectedAt} nor reason.
 */
public record StreamConnectionInfo(String id, String endpointName, Instant connectedAt, Instant disconnectedAt,
                                   String disconnectReason, String clientIp) {

    public boolean active() {
        return disconnectedAt == null;
    }
}
