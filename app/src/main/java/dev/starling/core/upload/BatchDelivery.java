package dev.starling.core.upload;

import dev.starling.core.text.BundleText;
import dev.starling.core.api.http.RateLimitWaits;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.send.BatchSender;
import dev.starling.core.upload.encode.HashedSource;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.normalize.RejectionReport;
import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.common.UploadSettings;

/**
 * Sends one batch until the server acknowledges it: paced, waiting out 429s, retrying network errors,
 * 5xx answers and count mismatches a bounded number of times, then maps operation errors back to source
 * lines and journals the acknowledgement.
 */
final class BatchDelivery {

    private static final Duration DEFAULT_RATE_LIMIT_WAIT = Duration.ofSeconds(60);
    private static final System.Logger LOG = System.getLogger(BatchDelivery.class.getName());

    private final BatchSender sender;
    private final Pacer pacer;
    private final UploadControl control;
    private final UploadOptions options;
    private final UploadTally tally;
    private final RejectionReport report;
    private final UploadJournal journal;
    private final long jobId;
    private final UploadSettings settings;

    private final RateLimitWaits waits;
    private final java.time.Clock clock;
    /** A list being sent, told of each acknowledged batch with the journal; null for a file. */
    private final HashedSource list;

    BatchDelivery(BatchSender sender, Pacer pacer, UploadControl control, UploadOptions options, UploadTally tally,
                  RejectionReport report, UploadJournal journal, long jobId, UploadSettings settings,
                  RateLimitWaits waits, java.time.Clock clock, HashedSource list) {
        this.list = list;
        this.waits = waits;
        this.clock = clock;
        this.sender = sender;
        this.pacer = pacer;
        this.control = control;
        this.options = options;
        this.tally = tally;
        this.report = report;
        this.journal = journal;
        this.jobId = jobId;
        this.settings = settings;
    }

    void deliver(UploadBatch batch) throws InterruptedException {
        int attempts = 0;
        int rateLimitWaits = 0;
        BundleText lastReason = BundleText.of("upload.problem.noAttempt");
        List<BatchResponse.OperationError> refusedItems = List.of();
        boolean forGood = false;
        while (attempts < options.maxAttempts()) {
            control.checkpoint();
            pacer.acquire();
            BatchResponse response;
            try {
                tally.sent();
                response = sender.send(settings, batch);
            } catch (IOException e) {
                attempts++;
                lastReason = networkReason(e);
                continue;
            }
            if (response.isRateLimited()) {
                if (++rateLimitWaits > options.maxRateLimitWaits()) {
                    lastReason = BundleText.of("upload.problem.rateLimited");
                    break;
                }
                Duration wait = response.retryAfter() == null ? DEFAULT_RATE_LIMIT_WAIT : response.retryAfter();
                waits.begin(clock.instant().plus(wait));
                try {
                    pacer.backOff(wait);
                } finally {
                    waits.end();
                }
                continue;
            }
            if (!response.isSuccess()) {
                attempts++;
                lastReason = response.error() == null ? BundleText.of("upload.problem.http", String.valueOf(response.status()))
                        : BundleText.of("upload.problem.httpSaid", String.valueOf(response.status()), response.error());
                refusedItems = response.operationErrors();
                forGood = response.targetMissing();
                // A refusal (4xx) will not change by asking again; a server error or an unreadable 2xx answer may.
                if (response.status() >= 300 && response.status() < 500) {
                    break;
                }
                continue;
            }
            int errors = response.operationErrors().size();
            boolean countsMatch = response.totalCount() == batch.operationCount()
                    && (response.successCount() == response.totalCount() || response.successCount() + errors == response.totalCount());
            if (!countsMatch) {
                attempts++;
                lastReason = BundleText.of("upload.problem.miscounted", response.successCount(), response.totalCount(),
                        batch.operationCount());
                continue;
            }
            List<UploadResult.ServerError> mapped = mapErrors(batch, response.operationErrors());
            tally.acknowledged(batch, response.successCount(), mapped);
            if (journal != null) {
                java.util.BitSet refused = new java.util.BitSet();
                response.operationErrors().forEach(error -> {
                    if (error.index() >= 0) {
                        refused.set(error.index());
                    }
                });
                journal.acknowledge(jobId, batch, response.successCount(), errors, list, refused);
            }
            LOG.log(System.Logger.Level.DEBUG, "upload job {0}: batch {1} acknowledged ({2} operations, {3} errors)",
                    jobId, batch.number(), batch.operationCount(), errors);
            return;
        }
        BundleText notAccepted = BundleText.of("upload.problem.batchNotAccepted", String.valueOf(batch.number()),
                String.valueOf(batch.firstLine()), String.valueOf(batch.lastLine()), lastReason);
        LOG.log(System.Logger.Level.WARNING, "upload job {0}: batch {1} (lines {2} to {3}) was not accepted: {4}", jobId,
                batch.number(), batch.firstLine(), batch.lastLine(), lastReason.key());
        List<UploadResult.ServerError> failed = new ArrayList<>();
        BundleText[] itemMessages = new BundleText[batch.operationCount()];
        for (BatchResponse.OperationError item : refusedItems) {
            if (item.index() >= 0 && item.index() < itemMessages.length) {
                itemMessages[item.index()] = serverSaid(item);
            }
        }
        BundleText notApplied = BundleText.of("upload.server.notApplied", notAccepted);
        for (int i = 0; i < batch.operationCount(); i++) {
            long line = batch.lines()[i];
            // With item errors, the rows that caused the refusal say why; the others were refused with them.
            BundleText lineMessage = itemMessages[i] != null ? itemMessages[i]
                    : refusedItems.isEmpty() ? notAccepted : notApplied;
            failed.add(new UploadResult.ServerError(line, lineMessage));
            report.server(line, lineMessage);
        }
        tally.failed(failed);
        tally.failure(notAccepted, forGood);
    }

    /** What the server said of one operation, in its own words. */
    private static BundleText serverSaid(BatchResponse.OperationError error) {
        return error.message() == null ? BundleText.of("upload.server.rejected")
                : BundleText.of("upload.problem.said", error.message());
    }

    /** A failed exchange in words (never a class name): what the user can check. */
    static BundleText networkReason(IOException e) {
        String kind = e instanceof java.net.SocketTimeoutException ? "timeout"
                : e instanceof java.net.ConnectException ? "connect"
                : e instanceof java.net.UnknownHostException ? "unknownHost"
                : e instanceof javax.net.ssl.SSLException ? "secure" : "connection";
        return BundleText.of("upload.problem.network." + kind);
    }

    private List<UploadResult.ServerError> mapErrors(UploadBatch batch, List<BatchResponse.OperationError> errors) {
        List<UploadResult.ServerError> mapped = new ArrayList<>(errors.size());
        for (BatchResponse.OperationError error : errors) {
            BundleText message = serverSaid(error);
            long line = error.index() >= 0 && error.index() < batch.operationCount() ? batch.lines()[error.index()] : -1;
            mapped.add(new UploadResult.ServerError(line, message));
            report.server(line, message);
        }
        return mapped;
    }
}
