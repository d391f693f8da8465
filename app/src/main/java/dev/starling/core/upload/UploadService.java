package dev.starling.core.upload;

import dev.starling.core.text.BundleText;
import dev.starling.core.api.http.RateLimitWaits;
import dev.starling.core.output.RunFiles;
import dev.starling.core.text.Phrasebook;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.function.Consumer;
import dev.starling.core.upload.send.BatchSender;
import dev.starling.core.upload.encode.HashedSource;
import dev.starling.core.upload.read.IoFailures;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.common.UploadSettings;

/**
 * Runs uploads of the active environment's Ads API as the signed-in account: the pipeline wired to
 * the real sender, X's pacing and the durable journal, with each run's rejection report in the data
 * folder. One instance serves the window and the command line.
 */
public final class UploadService {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS").withZone(ZoneOffset.UTC);

    private final BatchSender sender;
    private final UploadJournal journal;
    private final Clock clock;
    private final Path reportsDir;
    private final RateLimitWaits waits;
    private final RunFiles runFiles;
    private final Phrasebook reportWords;

    /** @param reportWords words the rejection reports' reasons (boot passes {@code Messages::text}) */
    public UploadService(BatchSender sender, UploadJournal journal, Clock clock, Path reportsDir, Phrasebook reportWords) {
        this(sender, journal, clock, reportsDir, new RateLimitWaits(), reportWords);
    }

    /** @param waits the rate-limit waits of the HTTP client the sender uses, for progress */
    public UploadService(BatchSender sender, UploadJournal journal, Clock clock, Path reportsDir, RateLimitWaits waits,
                         Phrasebook reportWords) {
        this(sender, journal, clock, reportsDir, waits, RunFiles.of(reportsDir.toAbsolutePath().getParent()), reportWords);
    }

    /** @param runFiles what a rejection report may never be: Starling's own files and this run's log */
    public UploadService(BatchSender sender, UploadJournal journal, Clock clock, Path reportsDir, RateLimitWaits waits,
                         RunFiles runFiles, Phrasebook reportWords) {
        this.runFiles = runFiles;
        this.reportWords = reportWords;
        this.waits = waits;
        this.sender = sender;
        this.journal = journal;
        this.clock = clock;
        this.reportsDir = reportsDir;
    }

    /** Where each run's rejection report goes unless the user names a file. */
    public static Path reportsDir(Path dataDir) {
        return dataDir.resolve("uploads");
    }

    /** When sending resumes while an upload waits out a rate limit. */
    public RateLimitWaits rateLimitWaits() {
        return waits;
    }

    /** What a rejection report (or its copy exported from the window) may never be. */
    public RunFiles runFiles() {
        return runFiles;
    }

    public UploadJournal journal() {
        return journal;
    }

    /** Starts the upload {@code plan} describes, with its rejection report in the reports folder. */
    public UploadResult start(UploadPlan plan, UploadControl control, Consumer<UploadProgress> progress) {
        return start(plan, control, progress, null);
    }

    /** @param rejectionReport where to write the rejected rows; null for a new file in the reports folder */
    public UploadResult start(UploadPlan plan, UploadControl control, Consumer<UploadProgress> progress,
                              Path rejectionReport) {
        return pipeline(rejectionReport).start(plan, control, progress);
    }

    public UploadResult resume(long jobId, UploadControl control, Consumer<UploadProgress> progress) {
        return resume(jobId, control, progress, null);
    }

    public UploadResult resume(long jobId, UploadControl control, Consumer<UploadProgress> progress, Path rejectionReport) {
        return pipeline(rejectionReport).resume(jobId, control, progress);
    }

    /**
     * Uploads a list that is not a file ({@link HashedSource}: a set operation's people, a sync's changes), journalled;
     * server errors come back in the result (a list has no lines for a rejection report).
     */
    public UploadResult start(HashedSource list, UploadSettings settings, UploadControl control,
                              Consumer<UploadProgress> progress) {
        return listPipeline().start(list, settings, control, progress);
    }

    /** Resumes (or starts, when nothing was acknowledged yet) the journalled job {@code jobId} of {@code list}. */
    public UploadResult resume(long jobId, HashedSource list, UploadControl control, Consumer<UploadProgress> progress) {
        return listPipeline().resume(jobId, list, control, progress);
    }

    private UploadPipeline listPipeline() {
        return new UploadPipeline(sender, journal, Pacer.forUsersEndpoint(Pacer.SYSTEM_TICKER, Pacer.SYSTEM_SLEEPER),
                Pacer.SYSTEM_TICKER, UploadOptions.defaults(null), waits, clock);
    }

    /** A dry run over the whole file plus the first rows for the screen: nothing is sent or journalled. */
    public UploadPreview preview(UploadPlan plan, int firstRows) {
        return UploadPreview.of(plan, firstRows, UploadOptions.defaults(null));
    }

    /**
     * The upload counts duplicate rows across the whole file as the preview does, so both report the same
     * figure (see UploadFigures); it costs CPU per row, not time: sending is paced by X's rate limit.
     */
    private UploadPipeline pipeline(Path chosenReport) {
        Path report = chosenReport;
        if (report == null) {
            report = reportsDir.resolve("rejections-" + STAMP.format(clock.instant()) + ".csv");
            try {
                Files.createDirectories(reportsDir);
            } catch (IOException e) {
                throw new UploadException(BundleText.of("upload.problem.reportsFolder", reportsDir.toString(),
                        IoFailures.reason(e)), e);
            }
        }
        return new UploadPipeline(sender, journal, Pacer.forUsersEndpoint(Pacer.SYSTEM_TICKER, Pacer.SYSTEM_SLEEPER),
                Pacer.SYSTEM_TICKER, UploadOptions.defaults(report).withFileDuplicates(true), waits, clock, runFiles,
                reportWords);
    }
}
