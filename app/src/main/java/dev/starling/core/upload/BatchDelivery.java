package dev.starling.core.upload;

import dev.starling.core.text.BundleText;
import dev.starling.core.api.http.RateLimitWaits;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

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
        String lastProblem = "no attempt";
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
                lastProblem = networkProblem(e);
                lastReason = networkReason(e);
                continue;
            }
            if (response.isRateLimited()) {
                if (++rateLimitWaits > options.maxRateLimitWaits()) {
                    lastProblem = "rate limited too many times";
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
                lastProblem = "HTTP " + response.status() + (response.error() == null ? "" : ": " + response.error());
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
                lastProblem = "the server counted " + response.successCount() + " of " + response.totalCount()
                        + " operations but " + batch.operationCount() + " were sent";
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
        String message = "batch " + batch.number() + " (lines " + batch.firstLine() + " to " + batch.lastLine()
                + ") was not accepted: " + lastProblem;
        LOG.log(System.Logger.Level.WARNING, "upload job {0}: {1}", jobId, message);
        List<UploadResult.ServerError> failed = new ArrayList<>();
        String[] itemMessages = new String[batch.operationCount()];
        for (BatchResponse.OperationError item : refusedItems) {
            if (item.index() >= 0 && item.index() < itemMessages.length) {
                itemMessages[item.index()] = item.message() == null ? "rejected by the server" : item.message();
            }
        }
        for (int i = 0; i < batch.operationCount(); i++) {
            long line = batch.lines()[i];
            // With item errors, the rows that caused the refusal say why; the others were refused with them.
            String lineMessage = itemMessages[i] != null ? itemMessages[i]
                    : refusedItems.isEmpty() ? message : "not applied: " + message + " (other rows of the batch were refused)";
            failed.add(new UploadResult.ServerError(line, lineMessage));
            report.server(line, lineMessage);
        }
        tally.failed(failed);
        tally.failure(BundleText.of("upload.problem.batchNotAccepted", String.valueOf(batch.number()),
                String.valueOf(batch.firstLine()), String.valueOf(batch.lastLine()), lastReason), forGood);
    }

    /**
     * A failed exchange as words for the screen; {@link #networkProblem} says the same in the rejection report, whose
     * reasons are written in one language for any reader of the file.
     */
    static BundleText networkReason(IOException e) {
        String kind = e instanceof java.net.SocketTimeoutException ? "timeout"
                : e instanceof java.net.ConnectException ? "connect"
                : e instanceof java.net.UnknownHostException ? "unknownHost"
                : e instanceof javax.net.ssl.SSLException ? "secure" : "connection";
        return BundleText.of("upload.problem.network." + kind);
    }

    /** A failed exchange in words (never a class name): what the user can check. */
    static String networkProblem(IOException e) {
        if (e instanceof java.net.SocketTimeoutException) {
            return "the server did not answer in time";
        }
        if (e instanceof java.net.ConnectException) {
            return "could not connect to the server";
        }
        if (e instanceof java.net.UnknownHostException) {
            return "the server's address could not be found";
        }
        if (e instanceof javax.net.ssl.SSLException) {
            return "the secure connection failed";
        }
        return "the connection failed";
    }

    private List<UploadResult.ServerError> mapErrors(UploadBatch batch, List<BatchResponse.OperationError> errors) {
        List<UploadResult.ServerError> mapped = new ArrayList<>(errors.size());
        for (BatchResponse.OperationError error : errors) {
            String message = error.message() == null ? "rejected by the server" : error.message();
            long line = error.index() >= 0 && error.index() < batch.operationCount() ? batch.lines()[error.index()] : -1;
            mapped.add(new UploadResult.ServerError(line, message));
            report.server(line, message);
        }
        return mapped;
    }
}
