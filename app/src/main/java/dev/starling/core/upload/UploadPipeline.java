package dev.starling.core.upload;

import dev.starling.core.text.BundleText;
import dev.starling.core.api.http.RateLimitWaits;
import dev.starling.core.output.RunFiles;
import dev.starling.core.text.Phrasebook;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import dev.starling.core.upload.send.BatchSender;
import dev.starling.core.upload.encode.Batcher;
import dev.starling.core.upload.encode.ChunkEncoder;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.DuplicateTracker;
import dev.starling.core.upload.encode.EncodedChunk;
import dev.starling.core.upload.encode.HashedRows;
import dev.starling.core.upload.encode.HashedSource;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.read.IoFailures;
import dev.starling.core.upload.journal.JobLock;
import dev.starling.core.upload.encode.OperationFormat;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.encode.ParallelEncoder;
import dev.starling.core.upload.normalize.RejectionReport;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.common.UploadSettings;

/**
 * Reading → normalising and hashing (parallel, in order) → batching → sending, with a journal so a
 * crashed or cancelled upload resumes where it stopped. Raw values live only in memory, on their way
 * from the parser to the hasher: nothing here logs, stores or reports them.
 */
public final class UploadPipeline {

    private static final AtomicInteger IDS = new AtomicInteger();
    private static final System.Logger LOG = System.getLogger(UploadPipeline.class.getName());
    private final BatchSender sender;
    private final UploadJournal journal;
    private final Pacer pacer;
    private final Pacer.Ticker ticker;
    private final UploadOptions options;
    private final RateLimitWaits waits;
    private final java.time.Clock clock;
    private final RunFiles runFiles;
    private final Phrasebook reportWords;

    /** @param journal null to run without one (no resume), e.g. in benchmarks; {@code options} name no report */
    public UploadPipeline(BatchSender sender, UploadJournal journal, Pacer pacer, Pacer.Ticker ticker,
                          UploadOptions options) {
        this(sender, journal, pacer, ticker, options, null);
    }

    /** @param reportWords words the rejection report's reasons (the callers pass {@code Messages::text}) */
    public UploadPipeline(BatchSender sender, UploadJournal journal, Pacer pacer, Pacer.Ticker ticker,
                          UploadOptions options, Phrasebook reportWords) {
        this(sender, journal, pacer, ticker, options, new RateLimitWaits(), java.time.Clock.systemUTC(), RunFiles.none(),
                reportWords);
    }

    /**
     * @param waits where the HTTP client records its rate-limit waits; the pipeline's own back-off after
     *              a 429 is recorded there too, and progress says when sending resumes
     */
    public UploadPipeline(BatchSender sender, UploadJournal journal, Pacer pacer, Pacer.Ticker ticker,
                          UploadOptions options, RateLimitWaits waits, java.time.Clock clock) {
        this(sender, journal, pacer, ticker, options, waits, clock, RunFiles.none(), null);
    }

    /**
     * @param runFiles what the rejection report may never be (Starling's own files, the log), besides the source
     * @param reportWords words the rejection report's reasons; null when {@code options} name no report
     */
    public UploadPipeline(BatchSender sender, UploadJournal journal, Pacer pacer, Pacer.Ticker ticker,
                          UploadOptions options, RateLimitWaits waits, java.time.Clock clock, RunFiles runFiles,
                          Phrasebook reportWords) {
        this.runFiles = runFiles;
        this.reportWords = reportWords;
        this.waits = waits;
        this.clock = clock;
        this.sender = sender;
        this.journal = journal;
        this.pacer = pacer;
        this.ticker = ticker;
        this.options = options;
    }

    /** Starts a new journalled upload of {@code profile}'s file (the plan made and checked here). */
    public UploadResult start(SourceProfile profile, ColumnMapping mapping, IdentifierNormalizer normalizer,
                              UploadSettings settings, UploadControl control, Consumer<UploadProgress> progress) {
        return start(new UploadPlan(profile, mapping, normalizer, settings), control, progress);
    }

    /** Starts a new journalled upload as {@code plan} says (checked when it was made). */
    public UploadResult start(UploadPlan plan, UploadControl control, Consumer<UploadProgress> progress) {
        SourceProfile profile = plan.source();
        ColumnMapping mapping = plan.mapping();
        IdentifierNormalizer normalizer = plan.normalizer();
        UploadSettings settings = plan.settings();
        settings.requireList();
        refuseReportOver(profile);
        if (journal == null) {
            return run(-IDS.incrementAndGet(), profile, mapping, normalizer, settings, new BitSet(), control, progress);
        }
        long jobId = journal.create(profile, mapping, normalizer.defaultRegion(), settings).id();
        try (JobLock running = journal.lock(jobId)) {
            return run(jobId, profile, mapping, normalizer, settings, new BitSet(), control, progress);
        }
    }

    /**
     * Runs {@code plan} with no journal, for a preview's counts: its settings may still lack the list (a new audience is
     * created only when the upload starts), as nothing is sent anywhere.
     */
    UploadResult dryRun(UploadPlan plan, UploadControl control) {
        if (journal != null) {
            throw new IllegalStateException("a dry run is never journalled");
        }
        return run(-IDS.incrementAndGet(), plan.source(), plan.mapping(), plan.normalizer(), plan.settings(), new BitSet(),
                control, null);
    }

    /**
     * Starts a new journalled upload of a list that is not a file ({@link HashedSource}): its people are sent as a
     * file's rows are, batched, paced and journalled; the source hears of each acknowledged batch in the journal's
     * transaction.
     */
    public UploadResult start(HashedSource list, UploadSettings settings, UploadControl control,
                              Consumer<UploadProgress> progress) {
        settings.validate(list.types());
        settings.requireList();
        long jobId = journal == null ? -IDS.incrementAndGet() : journal.create(list, settings).id();
        return run(jobId, list, settings, new BitSet(), control, progress);
    }

    /**
     * Resumes the journalled upload of {@code list}: it must be the list the job started with (its fingerprint), and
     * batches the server already acknowledged are rebuilt but not sent again.
     */
    public UploadResult resume(long jobId, HashedSource list, UploadControl control, Consumer<UploadProgress> progress) {
        if (journal == null) {
            throw new IllegalStateException("resuming needs a journal");
        }
        UploadJob job = journal.find(jobId).orElseThrow(() -> UploadJournal.noSuchJob(jobId));
        if (!journal.sourceKind(jobId).equals(list.kind()) || !job.fingerprint().equals(list.fingerprint())
                || job.sourceSize() != list.size()) {
            throw UploadException.of("upload.problem.anotherList", String.valueOf(jobId));
        }
        job.settings().validate(list.types());
        journal.setStatus(jobId, UploadJob.Status.RUNNING);
        return run(jobId, list, job.settings(), journal.acknowledgedBatches(jobId), control, progress);
    }

    private UploadResult run(long jobId, HashedSource list, UploadSettings settings, BitSet acknowledged,
                             UploadControl control, Consumer<UploadProgress> progress) {
        OperationFormat format = new OperationFormat(settings);
        java.util.Iterator<HashedRows> people = list.people();
        return run(jobId, null, list.size(), () -> new Chunks() {
            @Override
            public boolean hasNext() {
                return people.hasNext();
            }

            @Override
            public EncodedChunk next() {
                return ChunkEncoder.encode(people.next(), format);
            }
        }, settings, acknowledged, control, progress, list);
    }

    /**
     * Resumes a journalled upload: the file must be unchanged (size and fingerprint), and batches the
     * server already acknowledged are rebuilt but not sent again.
     */
    public UploadResult resume(long jobId, UploadControl control, Consumer<UploadProgress> progress) {
        if (journal == null) {
            throw new IllegalStateException("resuming needs a journal");
        }
        try (JobLock running = journal.lock(jobId)) {
            return resumeLocked(jobId, control, progress);
        }
    }

    /** {@link #resume} once this run holds the job: read after the lock, so what it sends is what the journal says. */
    private UploadResult resumeLocked(long jobId, UploadControl control, Consumer<UploadProgress> progress) {
        UploadJob job = journal.find(jobId).orElseThrow(() -> UploadJournal.noSuchJob(jobId));
        String kind = journal.sourceKind(jobId);
        if (!kind.equals(UploadJournal.FILE)) {
            throw UploadException.of("upload.problem.listNotFile", String.valueOf(jobId), kind);
        }
        SourceProfile profile = SourceInspector.inspect(Path.of(job.sourcePath()));
        if (profile.size() != job.sourceSize() || !profile.fingerprint().equals(job.fingerprint())) {
            throw UploadException.of("upload.problem.fileChanged", job.sourcePath(), String.valueOf(jobId));
        }
        refuseReportOver(profile);
        ColumnMapping mapping = ColumnMapping.parse(List.of(job.mapping().split(",")));
        IdentifierNormalizer normalizer = new IdentifierNormalizer(job.phoneRegion());
        journal.setStatus(jobId, UploadJob.Status.RUNNING);
        return run(jobId, profile, mapping, normalizer, job.settings(), journal.acknowledgedBatches(jobId), control, progress);
    }

    private UploadResult run(long jobId, SourceProfile profile, ColumnMapping mapping, IdentifierNormalizer normalizer,
                             UploadSettings settings, BitSet acknowledged, UploadControl control,
                             Consumer<UploadProgress> progress) {
        ChunkEncoder encoder = new ChunkEncoder(mapping, normalizer, new OperationFormat(settings), profile.asciiOnly(),
                options.limits().maxOperations());
        return run(jobId, profile.path(), profile.estimatedRows(), () -> new Chunks() {
            private final ParallelEncoder<EncodedChunk> chunks = ParallelEncoder.of(profile, encoder, options.encoderThreads());

            @Override
            public boolean hasNext() {
                return chunks.hasNext();
            }

            @Override
            public EncodedChunk next() {
                return chunks.next();
            }

            @Override
            public void done(EncodedChunk chunk) {
                encoder.done(chunk);
            }

            @Override
            public void recycle(byte[] body) {
                encoder.recycle(body);
            }

            @Override
            public void close() {
                chunks.close();
            }
        }, settings, acknowledged, control, progress, null);
    }

    /** A run's operations, a chunk at a time: a file's encoders, or a list's people. */
    private interface Chunks extends AutoCloseable {
        boolean hasNext();

        EncodedChunk next();

        /** The batching thread no longer reads {@code chunk}'s arrays. */
        default void done(EncodedChunk chunk) {
        }

        /** A body that was a chunk's own array, once its request is done ({@link ChunkEncoder#recycle}). */
        default void recycle(byte[] body) {
        }

        @Override
        default void close() {
        }
    }

    /**
     * @param source the file being uploaded (refused as the rejection report's path); null for a list
     * @param estimatedRows for progress
     * @param list the list being sent, told of each acknowledged batch; null for a file
     */
    private UploadResult run(long jobId, Path source, long estimatedRows, java.util.function.Supplier<Chunks> open,
                             UploadSettings settings, BitSet acknowledged, UploadControl control,
                             Consumer<UploadProgress> progress, HashedSource list) {
        UploadTally tally = new UploadTally();
        DuplicateTracker duplicates = new DuplicateTracker(options.fileDuplicates());
        Batcher batcher = new Batcher(options.limits());
        ExecutorService senders = Executors.newFixedThreadPool(options.sendersInFlight(), task -> {
            Thread thread = new Thread(task, "upload-send-" + jobId);
            thread.setDaemon(true);
            return thread;
        });
        Semaphore inFlight = new Semaphore(options.sendersInFlight() + 1);
        List<Future<?>> deliveries = new ArrayList<>();
        long started = ticker.nanos();
        UploadJob.Status status = UploadJob.Status.COMPLETED;
        Runnable stopWatching = () -> { };
        try (RejectionReport report = RejectionReport.open(runFiles, options.rejectionReport(), source, reportWords);
             Chunks chunks = open.get()) {
            BatchDelivery delivery = new BatchDelivery(sender, pacer, control, options, tally, report, journal, jobId, settings,
                    waits, clock, list);
            stopWatching = waits.onChange(() -> report(progress, tally, estimatedRows, started, control, false));
            // a body that was a chunk's own array goes back to the encoder once its request is done, if no one keeps it
            boolean recycle = !sender.keepsBodies();
            Dispatch dispatch = (batch, chunkArray) -> {
                duplicates.startBatch();
                if (acknowledged.get(batch.number())) {
                    tally.skipped(batch);
                    if (recycle && chunkArray) {
                        chunks.recycle(batch.body());
                    }
                    return;
                }
                inFlight.acquire();
                deliveries.add(senders.submit(() -> {
                    try {
                        delivery.deliver(batch);
                        if (recycle && chunkArray) {
                            chunks.recycle(batch.body());
                        }
                    } finally {
                        inFlight.release();
                    }
                    return null;
                }));
                for (var pending = deliveries.iterator(); pending.hasNext(); ) {
                    Future<?> delivered = pending.next();
                    if (delivered.isDone()) {
                        await(delivered);
                        pending.remove();
                    }
                }
            };
            while (chunks.hasNext()) {
                control.checkpoint();
                EncodedChunk chunk = chunks.next();
                tally.chunk(chunk);
                chunk.rejections().forEach(report::local);
                UploadBatch whole = chunk.asWholeRequest(batcher);
                if (whole != null) {
                    // the same batch as adding the rows one by one; their values are tracked before it closes
                    for (int r = 0; r < chunk.size(); r++) {
                        duplicates.addRow(chunk.keys(), chunk.keyStart()[r], chunk.keyStart()[r + 1]);
                    }
                    dispatch.accept(whole, true);
                }
                for (int r = 0; whole == null && r < chunk.size(); r++) {
                    if (!chunk.hasOperation(r)) {
                        continue;
                    }
                    UploadBatch closed = chunk.addOperation(r, batcher);
                    if (closed != null) {
                        dispatch.accept(closed, false);
                    }
                    duplicates.addRow(chunk.keys(), chunk.keyStart()[r], chunk.keyStart()[r + 1]);
                }
                chunks.done(chunk);
                report(progress, tally, estimatedRows, started, control, false);
            }
            UploadBatch last = batcher.flush();
            if (last != null) {
                dispatch.accept(last, false);
            }
            for (Future<?> future : deliveries) {
                await(future);
            }
            if (control.isCancelled()) {
                status = UploadJob.Status.CANCELLED;
            } else if (tally.failure() != null) {
                status = tally.refusedForGood() ? UploadJob.Status.REFUSED : UploadJob.Status.FAILED;
            } else if (tally.nothingValid()) {
                status = UploadJob.Status.NOTHING_TO_UPLOAD;
            }
        } catch (CancellationException e) {
            status = UploadJob.Status.CANCELLED;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            status = UploadJob.Status.CANCELLED;
        } catch (UploadException e) {
            tally.failure(e.text());
            status = UploadJob.Status.FAILED;
        } finally {
            senders.shutdownNow();
            awaitSenders(senders);
            stopWatching.run();
        }
        if (journal != null) {
            journal.setStatus(jobId, status);
        }
        report(progress, tally, estimatedRows, started, control, true);
        return tally.result(jobId, status, duplicates, options.rejectionReport());
    }

    /**
     * After a cancel or a failure, waits for the requests still in flight: a batch the server has just accepted is
     * then in the journal and the tally before the result is made, so a resume skips it instead of sending it again.
     * Waiting and pacing are interrupted; a request already on the wire finishes, within the HTTP client's timeouts.
     */
    private static void awaitSenders(ExecutorService senders) {
        try {
            if (!senders.awaitTermination(SENDERS_STOP_SECONDS, java.util.concurrent.TimeUnit.SECONDS)) {
                LOG.log(System.Logger.Level.WARNING, "requests still in flight " + SENDERS_STOP_SECONDS
                        + " s after the upload stopped; their answers are not in the journal");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static final int SENDERS_STOP_SECONDS = 60;

    /** Checked before anything is journalled, so a refused run leaves no job behind. */
    private void refuseReportOver(SourceProfile profile) {
        if (options.rejectionReport() != null) {
            runFiles.withUploadSource(profile.path()).check(options.rejectionReport());
        }
    }

    private static void await(Future<?> future) throws InterruptedException {
        try {
            future.get();
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof CancellationException cancelled) {
                throw cancelled;
            }
            if (e.getCause() instanceof InterruptedException interrupted) {
                throw interrupted;
            }
            throw new UploadException(BundleText.of("upload.problem.sendingFailed", IoFailures.unexpected(e.getCause())),
                    e.getCause());
        }
    }

    private void report(Consumer<UploadProgress> progress, UploadTally tally, long estimatedRows, long started,
                        UploadControl control, boolean finished) {
        if (progress == null) {
            return;
        }
        long rows = tally.rows();
        double seconds = Math.max(1e-9, (ticker.nanos() - started) / 1e9);
        double rate = rows / seconds;
        long estimated = finished ? rows : Math.max(rows, estimatedRows);
        Duration eta = UploadProgress.timeLeft(rows, estimated, rate);
        int[] batches = tally.batchCounts();
        UploadProgress snapshot = new UploadProgress(rows, estimated, rate, batches[0], batches[1], batches[2], eta,
                control.isPaused());
        progress.accept(finished ? snapshot : snapshot.waiting(waits.until().orElse(null)));
    }

    @FunctionalInterface
    private interface Dispatch {
        /** @param chunkArray the body is a chunk's own array ({@link EncodedChunk#asWholeRequest}) */
        void accept(UploadBatch batch, boolean chunkArray) throws InterruptedException;
    }
}
