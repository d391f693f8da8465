package dev.starling.sandbox.ads;

import java.util.ArrayList;
import java.util.List;

/**
 * The sandbox's rule for targetability (the spec leaves the transitions open):
 * <ul>
 *   <li>an audience that never received members is a placeholder: not targetable, reasons
 *       {@code PROCESSING} and {@code TOO_SMALL}, {@code audience_size} null;</li>
 *   <li>for {@value #PROCESSING_SECONDS} seconds of clock time after each upload it is {@code PROCESSING}
 *       and {@code audience_size} is null;</li>
 *   <li>it is {@code TOO_SMALL} while fewer than {@value #MIN_SIZE} people have an identifier in effect;</li>
 *   <li>otherwise it is targetable and {@code audience_size} is the number of people with an identifier
 *       in effect (effective_at passed, expires_at not reached): matched users, as X counts them, not
 *       identifiers ({@link MemberSet} says who is one person).</li>
 * </ul>
 * A flexible audience is {@code PROCESSING} for the same period after creation, and again while any of its
 * leaf audiences (excluded ones too) is processing an upload, since its size is then being recomputed
 * (never {@code TOO_SMALL} for that reason); otherwise targetable when
 * every leaf audience it includes (not negated) is targetable, else {@code TOO_SMALL}; once targetable its
 * {@code audience_size} is the sandbox's estimate from its leaves (see {@link SegmentTree#estimate}): the
 * spec gives every custom audience an {@code audience_size}, and a targetable audience without one read
 * as "size unknown" in clients. Do-not-reach lists follow the audience rule; a deleted list is never targetable.
 */
record AudienceStatus(boolean targetable, List<String> reasons, Integer size) {

    static final int PROCESSING_SECONDS = 60;
    static final int MIN_SIZE = 100;

    static AudienceStatus of(Long lastUploadAt, int liveCount, long now) {
        if (lastUploadAt == null) {
            return new AudienceStatus(false, List.of("PROCESSING", "TOO_SMALL"), null);
        }
        boolean processing = processing(lastUploadAt, now);
        List<String> reasons = new ArrayList<>();
        if (processing) {
            reasons.add("PROCESSING");
        }
        if (liveCount < MIN_SIZE) {
            reasons.add("TOO_SMALL");
        }
        return new AudienceStatus(reasons.isEmpty(), List.copyOf(reasons), processing ? null : liveCount);
    }

    /** Whether an upload at {@code lastUploadAt} (null: none) is still being processed at {@code now}. */
    static boolean processing(Long lastUploadAt, long now) {
        return lastUploadAt != null && now < lastUploadAt + PROCESSING_SECONDS * 1000L;
    }

    static AudienceStatus flexible(long createdAt, boolean leavesProcessing, boolean leavesTargetable, int estimate,
                                   long now) {
        if (now < createdAt + PROCESSING_SECONDS * 1000L || leavesProcessing) {
            return new AudienceStatus(false, List.of("PROCESSING"), null);
        }
        return leavesTargetable ? new AudienceStatus(true, List.of(), estimate)
                : new AudienceStatus(false, List.of("TOO_SMALL"), null);
    }
}
