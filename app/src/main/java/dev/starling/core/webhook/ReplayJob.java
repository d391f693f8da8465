package dev.starling.core.webhook;

import java.time.Instant;

/**
 * A replay job Starling started: X's job id, the webhook and window, when X created it, and where it
 * is: running until its completion event ({@code replay_job_status}) arrives at the webhook, then
 * complete or incomplete with X's description.
 */
public record ReplayJob(String jobId, String webhookId, String fromDate, String toDate, Instant createdAt, State state,
                        String description, Instant finishedAt) {

    public enum State { RUNNING, COMPLETE, INCOMPLETE }

    public boolean running() {
        return state == State.RUNNING;
    }
}
