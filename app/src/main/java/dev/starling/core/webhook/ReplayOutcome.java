package dev.starling.core.webhook;

/**
 * How following a replay ended: the job (finished when its completion event came), the deliveries
 * recorded meanwhile and how many of them were events already received, and whether the wait ran out.
 */
public record ReplayOutcome(ReplayJob job, long deliveries, long duplicates, boolean timedOut) {
}
