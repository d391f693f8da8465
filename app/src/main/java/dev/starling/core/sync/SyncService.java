package dev.starling.core.sync;

import dev.starling.core.overlap.OverlapInput;
import dev.starling.core.store.SqliteDatabase;
import dev.starling.core.text.BundleText;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.encode.HashedRows;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.encode.ParallelEncoder;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.UploadOptions;
import dev.starling.core.upload.UploadProgress;
import dev.starling.core.upload.UploadResult;
import dev.starling.core.upload.UploadService;
import dev.starling.core.upload.common.UploadSettings;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Keeps a custom audience in step with a CRM export, sending only what changed: the export is read and hashed as an
 * upload of it would be, compared with the audience's record (what Starling sent and X acknowledged, as digests), and
 * only the people added since (Update) and the values gone (Delete) are sent, through the upload pipeline with its
 * pacing and journal. X advises one update of additions and one of removals per audience every few hours: a sync that
 * would exceed that is refused with the time it becomes allowed, unless forced. A sync that stops is resumed by the
 * same request, from its stored plan: nothing is sent twice, and the record holds exactly what was acknowledged. One
 * sync of an audience runs at a time, across processes. One instance serves the window and {@code starling sync}.
 */
public final class SyncService {

    private final SyncStore store;
    private final UploadService uploads;
    private final Clock clock;
    private final Supplier<Duration> interval;
    /** Where the audiences' lock files go: {@code syncs/} beside the durable store (null for one in memory). */
    private final java.nio.file.Path lockDir;

    /** @param interval the setting's interval ({@link SyncSettings#INTERVAL}), read at each sync */
    public SyncService(SqliteDatabase database, UploadService uploads, Clock clock, Supplier<Duration> interval) {
        this.store = new SyncStore(database, clock);
        this.lockDir = database.file() == null ? null : database.file().toAbsolutePath().resolveSibling("syncs");
        this.uploads = uploads;
        this.clock = clock;
        this.interval = interval;
    }

    /**
     * A dry run: what a sync of this export would send and whether it may now. Reads the export; sends and stores
     * nothing.
     */
    public SyncPreview preview(SyncRequest request, SyncOptions options, UploadControl control,
                               Consumer<SyncProgress> progress) {
        refuseUnsendable(request.mapping());
        Optional<SyncStore.Audience> audience = store.audience(request.accountId(), request.audienceId());
        SyncWindow window = window(audience.orElse(null), options);
        Optional<SyncStore.Run> unfinished = audience.flatMap(a -> store.unfinished(a.id()));
        if (unfinished.isPresent() && sameExport(unfinished.get(), request)) {
            return new SyncPreview(unfinished.get().counts(), window, null, true);
        }
        AudienceRecord record = audience.map(store::record).orElseGet(() -> new AudienceRecord(1024));
        SyncPlan plan = compare(record, request, audience.map(SyncStore.Audience::nextPerson).orElse(1), control, progress);
        return new SyncPreview(plan.counts(), window, window.refusedUntil(plan.counts(), clock.instant()), false);
    }

    /**
     * Syncs: resumes the audience's unfinished sync of the same export, or compares the export and sends the changes
     * (closing an unfinished sync of another export first: what it sent is in the record, what it did not is in the
     * new comparison).
     *
     * @throws SyncException when the columns hold partner ids, which cannot be removed later, or another sync of the
     *     audience runs
     * @throws CancellationException when cancelled while reading the export (nothing was sent)
     */
    public SyncResult run(SyncRequest request, SyncOptions options, UploadControl control, Consumer<SyncProgress> progress) {
        refuseUnsendable(request.mapping());
        try (AudienceLock lock = AudienceLock.acquire(lockDir, request.accountId(), request.audienceId())) {
            return runLocked(request, options, control, progress);
        }
    }

    private SyncResult runLocked(SyncRequest request, SyncOptions options, UploadControl control,
                                 Consumer<SyncProgress> progress) {
        SyncStore.Audience audience = store.ensure(request.accountId(), request.audienceId());
        boolean superseded = false;
        Optional<SyncStore.Run> unfinished = store.unfinished(audience.id());
        if (unfinished.isPresent()) {
            if (sameExport(unfinished.get(), request)) {
                if (progress != null) {
                    progress.accept(new SyncProgress(SyncProgress.Stage.RESUMING, 0, 0, null));
                }
                return send(audience, unfinished.get(), store.record(audience), true, false, control, progress);
            }
            store.setStatus(unfinished.get().id(), SyncStore.SUPERSEDED);
            superseded = true;
            audience = store.audience(request.accountId(), request.audienceId()).orElseThrow();
        }
        AudienceRecord record = store.record(audience);
        SyncPlan plan = compare(record, request, audience.nextPerson(), control, progress);
        Instant until = window(audience, options).refusedUntil(plan.counts(), clock.instant());
        if (until != null && !options.force()) {
            return new SyncResult(SyncResult.Status.REFUSED, 0, plan.counts(), null, null, until, false, false, superseded,
                    List.of());
        }
        if (plan.isEmpty()) {
            store.complete(audience, null, plan.counts(), record);
            return new SyncResult(SyncResult.Status.COMPLETED, 0, plan.counts(), null, null, null, options.force(), false,
                    superseded, List.of());
        }
        long runId = store.createRun(audience, request, plan, null, null, options.force());
        SyncStore.Run run = store.run(runId).orElseThrow();
        return send(audience, run, record, false, superseded, control, progress);
    }

    /** The removals, then the additions, of a stored run; each phase's upload job is made when it first starts. */
    private SyncResult send(SyncStore.Audience audience, SyncStore.Run run, AudienceRecord record, boolean resumed,
                            boolean superseded, UploadControl control, Consumer<SyncProgress> progress) {
        Instant effective = clock.instant().truncatedTo(ChronoUnit.SECONDS);
        store.setStatus(run.id(), SyncStore.RUNNING);
        Sent removed = phase(audience, run, true, run.removalsJob(), effective, record, control, progress);
        UploadResult removals = removed == null ? null : removed.result();
        Sent added = null;
        if (removals == null || removals.status() == UploadJob.Status.COMPLETED) {
            added = phase(audience, run, false, run.additionsJob(), effective, record, control, progress);
        }
        UploadResult additions = added == null ? null : added.result();
        List<UploadResult.ServerError> errors = new ArrayList<>();
        if (removed != null) {
            removals.serverErrors().forEach(e -> errors.add(new UploadResult.ServerError(0, e.message())));
        }
        if (added != null) {
            // an addition's operation number is its place in the plan: X's refusals name the export's line instead
            SyncChanges sent = added.changes();
            additions.serverErrors().forEach(e -> errors.add(new UploadResult.ServerError(
                    e.line() > 0 && e.line() <= sent.size() ? sent.line((int) e.line()) : e.line(), e.message())));
        }
        UploadResult stopped = removals != null && removals.status() != UploadJob.Status.COMPLETED ? removals
                : additions != null && additions.status() != UploadJob.Status.COMPLETED ? additions : null;
        SyncResult.Status status;
        if (stopped == null) {
            store.complete(store.audience(audience.accountId(), audience.audienceId()).orElseThrow(), run.id(), run.counts(), record);
            status = SyncResult.Status.COMPLETED;
        } else if (stopped.status() == UploadJob.Status.CANCELLED) {
            store.setStatus(run.id(), SyncStore.PAUSED);
            status = SyncResult.Status.PAUSED;
        } else {
            store.setStatus(run.id(), SyncStore.FAILED);
            status = SyncResult.Status.FAILED;
        }
        return new SyncResult(status, run.id(), run.counts(), removals, additions, null, run.forced(), resumed, superseded,
                List.copyOf(errors));
    }

    /** A phase's changes and the sending of them. */
    private record Sent(SyncChanges changes, UploadResult result) {
    }

    /** One phase: null when it has nothing to send or was completed before. */
    private Sent phase(SyncStore.Audience audience, SyncStore.Run run, boolean removals, Long jobId,
                               Instant effective, AudienceRecord record, UploadControl control,
                               Consumer<SyncProgress> progress) {
        SyncPlan.Phase phase = store.phase(run.id(), removals);
        if (phase.operations() == 0) {
            return null;
        }
        SyncChanges changes = new SyncChanges(run.sourcePath(), removals, phase, store, audience.id(), run.id(), record);
        Long job = jobId;
        if (job == null) {
            UploadSettings settings = UploadSettings.customAudience(audience.accountId(), audience.audienceId(),
                    removals ? UploadSettings.Operation.DELETE : UploadSettings.Operation.UPDATE, effective, null);
            job = uploads.journal().create(changes, settings).id();
            store.setJob(run.id(), removals, job);
        } else if (uploads.journal().find(job).map(UploadJob::status).orElse(null) == UploadJob.Status.COMPLETED) {
            return null;
        }
        SyncProgress.Stage stage = removals ? SyncProgress.Stage.REMOVING : SyncProgress.Stage.ADDING;
        Consumer<UploadProgress> sending = progress == null ? null
                : upload -> progress.accept(new SyncProgress(stage, 0, 0, upload));
        return new Sent(changes, uploads.resume(job, changes, control, sending));
    }

    private SyncPlan compare(AudienceRecord record, SyncRequest request, int nextPerson, UploadControl control,
                             Consumer<SyncProgress> progress) {
        request.mapping().validateAgainst(request.profile().width());
        long estimated = request.profile().estimatedRows();
        if (progress != null) {
            progress.accept(new SyncProgress(SyncProgress.Stage.READING, 0, estimated, null));
        }
        try (ParallelEncoder<HashedRows> export = ParallelEncoder.hashing(request.profile(), request.mapping(),
                request.normalizer(), UploadOptions.defaults(null).encoderThreads())) {
            return SyncPlan.compare(record, export, nextPerson, control::pauseOrStop, rows -> {
                if (progress != null) {
                    progress.accept(new SyncProgress(SyncProgress.Stage.READING, rows, Math.max(rows, estimated), null));
                }
            });
        }
    }


    /** Partner ids are sent as they are: a record of digests could not remove one later. */
    private static void refuseUnsendable(ColumnMapping mapping) {
        if (mapping.columns().stream().anyMatch(column -> column.type() == IdentifierType.PARTNER_USER_ID)) {
            throw new SyncException(BundleText.of("sync.problem.partnerIds"));
        }
    }

    private static boolean sameExport(SyncStore.Run run, SyncRequest request) {
        return run.sourcePath().equals(request.profile().path().toAbsolutePath().toString())
                && run.sourceSize() == request.profile().size()
                && run.fingerprint().equals(request.profile().fingerprint())
                && run.mapping().equals(request.mapping().describe())
                && run.phoneRegion().equals(request.normalizer().defaultRegion());
    }

    private SyncWindow window(SyncStore.Audience audience, SyncOptions options) {
        Duration chosen = options.interval() != null ? options.interval() : interval.get();
        return audience == null ? new SyncWindow(null, null)
                : SyncWindow.of(audience.lastAdditionsAt(), audience.lastRemovalsAt(), chosen);
    }

    /** Every audience Starling keeps in step, with the setting's interval. */
    public List<SyncStatus> statuses() {
        return store.audiences().stream().map(this::status).toList();
    }

    public Optional<SyncStatus> status(String accountId, String audienceId) {
        return store.audience(accountId, audienceId).map(this::status);
    }

    private SyncStatus status(SyncStore.Audience audience) {
        return new SyncStatus(audience.accountId(), audience.audienceId(), audience.lastSyncAt(), audience.people(),
                audience.identifiers(), audience.lastAdded(), audience.lastRemoved(),
                window(audience, SyncOptions.DEFAULTS), store.unfinished(audience.id()).isPresent());
    }

    /**
     * What Starling's syncs sent to an audience, as one side of an overlap: its people as the record groups them.
     *
     * @throws SyncException when Starling never synced that audience
     */
    public OverlapInput recorded(String accountId, String audienceId) {
        SyncStore.Audience audience = store.audience(accountId, audienceId).orElseThrow(() -> new SyncException(
                BundleText.of("sync.problem.neverSynced", audienceId, accountId)));
        return new OverlapInput() {
            @Override
            public String label() {
                return audienceId;
            }

            @Override
            public long estimatedRows() {
                return audience.people();
            }

            @Override
            public long estimatedValues() {
                return audience.identifiers();
            }

            @Override
            public People open() {
                return People.of(store.record(audience).asPeople(4_096).iterator(), () -> { });
            }
        };
    }
}
