package dev.starling.core.upload;

import dev.starling.core.text.BundleText;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import dev.starling.core.upload.normalize.DuplicateTracker;
import dev.starling.core.upload.encode.EncodedChunk;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.normalize.Rejection;
import dev.starling.core.upload.normalize.RejectionReasons;
import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.journal.UploadJob;

/** Running counts of one upload, shared by the reading thread and the sending threads. */
final class UploadTally {

    static final int MAX_LISTED_SERVER_ERRORS = 1_000;
    private static final int MAX_REASONS = 200;

    private long rows;
    private long people;
    private final long[] acceptedByType = new long[IdentifierType.values().length];
    private final Map<BundleText, Long> rejectedByReason = new LinkedHashMap<>();
    private long operationsSent;
    private long accepted;
    private long serverErrorCount;
    private final List<UploadResult.ServerError> serverErrors = new ArrayList<>();
    private int batchesSent;
    private int batchesAcknowledged;
    private int batchesSkipped;
    private int batchesFailed;
    private BundleText failure;
    private boolean refusedForGood;

    synchronized void chunk(EncodedChunk chunk) {
        rows += chunk.size();
        for (int r = 0; r < chunk.size(); r++) {
            if (chunk.hasOperation(r)) {
                people++;
            }
        }
        for (int i = 0; i < acceptedByType.length; i++) {
            acceptedByType[i] += chunk.acceptedByType()[i];
        }
        for (Rejection rejection : chunk.rejections()) {
            reason(rejection.reason());
        }
    }

    private void reason(BundleText reason) {
        BundleText key = rejectedByReason.size() < MAX_REASONS || rejectedByReason.containsKey(reason) ? reason
                : RejectionReasons.OTHER;
        rejectedByReason.merge(key, 1L, Long::sum);
    }

    synchronized void sent() {
        batchesSent++;
    }

    synchronized void acknowledged(UploadBatch batch, long success, List<UploadResult.ServerError> errors) {
        batchesAcknowledged++;
        operationsSent += batch.operationCount();
        accepted += Math.max(0, success - (success == batch.operationCount() ? errors.size() : 0));
        serverErrors(errors);
    }

    synchronized void skipped(UploadBatch batch) {
        batchesSkipped++;
    }

    synchronized void failed(List<UploadResult.ServerError> errors) {
        batchesFailed++;
        serverErrors(errors);
    }

    synchronized void failure(BundleText message) {
        if (failure == null) {
            failure = message;
        }
    }

    synchronized BundleText failure() {
        return failure;
    }

    /** As {@link #failure(BundleText)}; {@code forGood} when no later run can succeed (the target does not exist). */
    synchronized void failure(BundleText message, boolean forGood) {
        failure(message);
        refusedForGood |= forGood;
    }

    /** Whether the failure is for good: the job is then not offered for resume. */
    synchronized boolean refusedForGood() {
        return refusedForGood;
    }

    /** No row held a valid value (or there was no row): there was nothing to upload. */
    synchronized boolean nothingValid() {
        for (long count : acceptedByType) {
            if (count > 0) {
                return false;
            }
        }
        return true;
    }

    private void serverErrors(List<UploadResult.ServerError> errors) {
        serverErrorCount += errors.size();
        for (UploadResult.ServerError error : errors) {
            if (serverErrors.size() < MAX_LISTED_SERVER_ERRORS) {
                serverErrors.add(error);
            }
        }
    }

    synchronized long rows() {
        return rows;
    }

    synchronized int[] batchCounts() {
        return new int[] {batchesSent, batchesAcknowledged, batchesSkipped};
    }

    synchronized UploadResult result(long jobId, UploadJob.Status status, DuplicateTracker duplicates, Path report) {
        Map<IdentifierType, Long> byType = new EnumMap<>(IdentifierType.class);
        for (IdentifierType type : IdentifierType.values()) {
            if (acceptedByType[type.ordinal()] > 0) {
                byType.put(type, acceptedByType[type.ordinal()]);
            }
        }
        return new UploadResult(jobId, status, rows, people, Map.copyOf(byType), operationsSent, accepted,
                Map.copyOf(rejectedByReason), serverErrorCount, List.copyOf(serverErrors), batchesAcknowledged,
                batchesSkipped, batchesFailed, duplicates.duplicateRows(), duplicates.duplicatesInFileExact(), report,
                failure);
    }
}
