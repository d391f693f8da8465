package dev.starling.cli;

import dev.starling.core.config.AppSettings;
import dev.starling.core.text.Messages;
import dev.starling.core.output.RunFiles;
import dev.starling.core.store.StoreException;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.inspect.DetectedColumns;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.UploadPlan;
import dev.starling.core.upload.UploadService;
import dev.starling.core.upload.UploadResult;
import dev.starling.core.upload.common.UploadSettings;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code starling upload}: the audience upload pipeline for scheduled syncs, against the active
 * environment as the signed-in default account. Progress goes to stderr, the summary to stdout;
 * neither ever shows an identifier. Exit 0 on success, 1 on failure, 2 on usage errors, 130 when
 * interrupted (the job stays resumable).
 */
@Command(name = "upload", mixinStandardHelpOptions = true, sortOptions = false,
        resourceBundle = "dev.starling.cli.help.upload")
public final class UploadCommand extends Subcommand implements ReadsFiles {

    static final int EXIT_FAILED = CommandContext.EXIT_FAILED;
    static final int EXIT_INTERRUPTED = 130;
    static final String NEWEST = "newest";

    @Mixin
    AdAccountOption account;

    @Mixin
    UploadTargetOptions target;

    @Option(names = "--file", paramLabel = "FILE", descriptionKey = "file")
    Path file;

    @Mixin
    CrmSourceOptions crm;

    @Option(names = "--delete", descriptionKey = "delete")
    boolean delete;

    @Option(names = "--resume", arity = "0..1", paramLabel = "JOB", fallbackValue = NEWEST, descriptionKey = "resume")
    String resume;

    @Option(names = "--effective-at", paramLabel = "ISO", descriptionKey = "effective-at")
    String effectiveAt;

    @Option(names = "--expires-at", paramLabel = "ISO", descriptionKey = "expires-at")
    String expiresAt;

    @Option(names = "--rejections", paramLabel = "FILE.csv", descriptionKey = "rejections")
    Path rejections;

    /** Injectable for tests. */
    Clock clock = Clock.systemUTC();

    /** What the arguments ask for: a new upload, or resuming a job ({@code jobId == null}: the newest unfinished). */
    sealed interface Plan permits NewUpload, Resume, ResumeOrStart {
    }

    /** {@code --resume} with a target and a file: continue that file's unfinished job, or start one. */
    record ResumeOrStart(NewUpload upload) implements Plan {
    }

    record NewUpload(Path file, ColumnMapping columns, String phoneRegion, UploadSettings settings) implements Plan {
    }

    record Resume(Long jobId) implements Plan {
    }

    @Override
    public RunFiles withInputs(RunFiles files) {
        return files.withUploadSource(file);
    }

    @Override
    public Integer call() throws IOException {
        Plan plan = plan();
        UploadControl control = new UploadControl();
        try (InterruptGuard guard = InterruptGuard.install(control)) {
            return context.asSignedIn(clock, (session, out, err) -> upload(plan, session, guard, control, out, err));
        } catch (UploadException e) {
            context.err().println("starling: " + StarlingCommand.words(e));
            return EXIT_FAILED;
        } catch (StoreException e) {
            if (e.reason() != StoreException.Reason.FULL) {
                throw e;
            }
            // what was acknowledged is journalled; what was not is sent again by the resume
            context.err().println("starling: " + Messages.text("upload.cli.storeFull", e.text()));
            return EXIT_FAILED;
        }
    }

    private int upload(Plan plan, ClientSession session, InterruptGuard guard, UploadControl control, PrintWriter out,
                       PrintWriter err) {
        UploadService uploads = session.app().uploads();
        UploadJournal journal = uploads.journal();
        UploadResult result;
        UploadJob job;
        // the file is inspected once, as the window's wizard inspects it (profile and detected columns)
        DetectedColumns read = plan instanceof ResumeOrStart scheduled ? DetectedColumns.of(scheduled.upload().file())
                : plan instanceof NewUpload upload ? DetectedColumns.of(upload.file()) : null;
        if (plan instanceof ResumeOrStart scheduled) {
            plan = ScheduledResume.decide(journal, scheduled.upload(), read.profile(), err);
        }
        try (ProgressPrinter progress = new ProgressPrinter(err, uploads.rateLimitWaits()::until,
                clock.withZone(java.time.ZoneId.systemDefault()))) {
            if (plan instanceof NewUpload upload) {
                ColumnMapping mapping = upload.columns() != null ? upload.columns() : read.mapping();
                String region = upload.phoneRegion() != null ? upload.phoneRegion() : session.app().settings().get(AppSettings.PHONE_REGION);
                UploadPlan planned = new UploadPlan(read.profile(), mapping, new IdentifierNormalizer(region), upload.settings());
                err.println(Messages.text(upload.columns() != null ? "upload.cli.columns" : "upload.cli.columnsDetected",
                        mapping.describe()));
                err.flush();
                result = uploads.start(planned, control, progress, rejections);
            } else {
                Optional<UploadJob> found = resumable(journal, ((Resume) plan).jobId(), err);
                if (found.isEmpty()) {
                    return EXIT_FAILED;
                }
                job = found.get();
                // the file is known only now: neither the report nor the log may be it
                Path source = Path.of(job.sourcePath());
                context.checkOutput("--rejections", rejections, context.runFiles().withUploadSource(source));
                context.checkOutput("--log-file", context.root().logFile, RunFiles.none().withUploadSource(source));
                err.println(Messages.text("upload.cli.resuming", String.valueOf(job.id()), job.sourcePath(), job.mapping()));
                err.flush();
                result = uploads.resume(job.id(), control, progress, rejections);
            }
        }
        if (guard.interrupted() && result.status() == UploadJob.Status.CANCELLED) {
            // Ctrl+C is a pause, not a decision to give up: the job is offered again.
            journal.setStatus(result.jobId(), UploadJob.Status.PAUSED);
        }
        job = journal.find(result.jobId()).orElseThrow();
        UploadSummaryPrinter.print(out, job, result);
        switch (result.status()) {
            case COMPLETED -> {
                return 0;
            }
            case NOTHING_TO_UPLOAD -> {
                err.println("starling: " + nothingUploaded(result, job));
                return EXIT_FAILED;
            }
            case REFUSED -> {
                // the target does not exist: resuming would be refused the same way, so it is not offered
                err.println("starling: " + Messages.text(job.settings().target()
                        == dev.starling.core.upload.common.UploadSettings.Target.CUSTOM_AUDIENCE ? "upload.cli.closed.audience"
                        : "upload.cli.closed.list", TerminalText.escape(sentence(Messages.text(result.failure()))),
                        String.valueOf(job.id())));
                return EXIT_FAILED;
            }
            default -> {
                String why = guard.interrupted() ? Messages.text("upload.cli.interrupted")
                        : result.failure() != null ? Messages.text(result.failure()) : Messages.text("upload.cli.notFinished");
                err.println("starling: " + Messages.text("upload.cli.resumeWith", TerminalText.escape(sentence(why)),
                        String.valueOf(job.id())));
                return guard.interrupted() ? EXIT_INTERRUPTED : EXIT_FAILED;
            }
        }
    }

    /** Ends {@code text} with exactly one full stop, whatever the message it came from ended with. */
    static String sentence(String text) {
        String trimmed = text.strip();
        while (trimmed.endsWith(".")) {
            trimmed = trimmed.substring(0, trimmed.length() - 1);
        }
        return trimmed + ".";
    }

    /** A run that finished without a single value to send did not do what was asked: why, in words (exit 1). */
    private static String nothingUploaded(UploadResult result, UploadJob job) {
        String file = java.nio.file.Path.of(job.sourcePath()).getFileName().toString();
        if (result.rows() == 0) {
            return Messages.text("upload.cli.noRows", file);
        }
        return Messages.text(result.rejectionReport() != null ? "upload.cli.allRejected.report" : "upload.cli.allRejected",
                file);
    }

    private static Optional<UploadJob> resumable(UploadJournal journal, Long jobId, PrintWriter err) {
        if (jobId == null) {
            Optional<UploadJob> newest = journal.resumable().stream().findFirst();
            if (newest.isEmpty()) {
                // a run killed before it journalled its job (its first moments) had sent nothing
                err.println("starling: " + Messages.text("upload.cli.nothingToResume"));
            }
            return newest;
        }
        Optional<UploadJob> job = journal.find(jobId);
        if (job.isEmpty()) {
            err.println("starling: " + Messages.text("upload.cli.noSuchJob", String.valueOf(jobId)));
            return job;
        }
        String over = switch (job.get().status()) {
            case COMPLETED -> "upload.cli.job.completed";
            case REFUSED -> "upload.cli.job.refused";
            case NOTHING_TO_UPLOAD -> "upload.cli.job.nothing";
            default -> null;
        };
        if (over != null) {
            err.println("starling: " + Messages.text(over, String.valueOf(jobId)));
            return Optional.empty();
        }
        return job;
    }

    /** Checks the arguments; every problem is a usage error (exit 2) naming the option. */
    Plan plan() {
        boolean scheduled = resume != null && resume.equals(NEWEST) && (account.given()
                || !target.given().isEmpty() || file != null);
        if (resume != null && !scheduled) {
            List<String> conflicting = new ArrayList<>();
            addIf(conflicting, account.given(), "--account");
            conflicting.addAll(target.given());
            addIf(conflicting, file != null, "--file");
            addIf(conflicting, !crm.columns.isEmpty(), "--column");
            addIf(conflicting, delete, "--delete");
            addIf(conflicting, effectiveAt != null, "--effective-at");
            addIf(conflicting, expiresAt != null, "--expires-at");
            addIf(conflicting, crm.phoneRegion != null, "--phone-region");
            if (!conflicting.isEmpty()) {
                throw context.usage(Messages.text("upload.cli.resumeConflict", resume.strip(),
                        String.join(", ", conflicting)));
            }
            if (resume.equals(NEWEST)) {
                return new Resume(null);
            }
            try {
                long id = Long.parseLong(resume.strip());
                if (id > 0) {
                    return new Resume(id);
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw context.usage(Messages.text("upload.cli.resumeNumber", resume));
        }
        Plan upload = newUpload();
        return scheduled ? new ResumeOrStart((NewUpload) upload) : upload;
    }

    private Plan newUpload() {
        String accountId = account.required();
        target.requireOne();
        if (file == null) {
            throw context.usage(Messages.text("upload.cli.missingFile"));
        }
        context.checkInput("--file", file);
        context.checkOutput("--rejections", rejections, context.runFiles().withUploadSource(file));
        // Without --phone-region the app's setting applies; it is read once the data folder is open.
        String region = crm.phoneRegion;
        crm.checkPhoneRegion();
        Instant now = clock.instant().truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        Instant effective = IsoInstant.parse("--effective-at", effectiveAt, context::usage);
        Instant expires = IsoInstant.parse("--expires-at", expiresAt, context::usage);
        UploadSettings.Operation operation = delete ? UploadSettings.Operation.DELETE : UploadSettings.Operation.UPDATE;
        try {
            ColumnMapping mapping = crm.columns.isEmpty() ? null : ColumnMapping.parse(crm.columns);
            if (mapping != null) {
                refuseColumnMappedTwice(mapping);
            }
            UploadSettings settings = target.settings(accountId, operation, effective, expires, now);
            if (mapping != null) {
                settings.validate(mapping);
            }
            return new NewUpload(file, mapping, region, settings);
        } catch (UploadException e) {
            throw context.usage(StarlingCommand.words(e));
        }
    }

    /** One column holds one kind of identifier: mapped twice, every value would also be rejected as the other kind. */
    private void refuseColumnMappedTwice(ColumnMapping mapping) {
        java.util.Map<Integer, String> seen = new java.util.HashMap<>();
        for (ColumnMapping.Column column : mapping.columns()) {
            String earlier = seen.putIfAbsent(column.index(), column.type().key());
            if (earlier != null) {
                throw context.usage(Messages.text("upload.cli.mappedTwice", String.valueOf(column.index() + 1), earlier,
                        column.type().key()));
            }
        }
    }

    private static void addIf(List<String> list, boolean condition, String option) {
        if (condition) {
            list.add(option);
        }
    }
}
