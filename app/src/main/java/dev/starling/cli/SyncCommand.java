package dev.starling.cli;

import dev.starling.core.upload.inspect.DetectedColumns;
import dev.starling.core.sync.SyncException;
import dev.starling.core.sync.SyncOptions;
import dev.starling.core.sync.SyncPreview;
import dev.starling.core.sync.SyncProgress;
import dev.starling.core.sync.SyncRequest;
import dev.starling.core.sync.SyncResult;
import dev.starling.core.sync.SyncService;
import dev.starling.core.sync.SyncSettings;
import dev.starling.core.text.Messages;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.common.UploadException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code starling sync}: keeps a custom audience in step with a CRM export, for cron. Only the people added since the
 * last sync (Update) and the values gone (Delete) are sent; a sync within X's advised interval is refused with the
 * time it becomes allowed; the same command resumes an interrupted sync of the same file without sending anything
 * acknowledged again. Progress on stderr, a summary on stdout ("key: value"); never a value. Exit 0 when synced (or a
 * dry run), 1 when refused or failed, 2 on usage errors, 130 when interrupted.
 */
@Command(name = "sync", mixinStandardHelpOptions = true, sortOptions = false,
        resourceBundle = "dev.starling.cli.help.sync")
public final class SyncCommand extends Subcommand {

    @Mixin
    AdAccountOption account;

    @Option(names = "--audience", paramLabel = "ID", descriptionKey = "audience")
    String audience;

    @Option(names = "--file", paramLabel = "FILE", descriptionKey = "file")
    Path file;

    @Mixin
    CrmSourceOptions crm;

    @Option(names = "--dry-run", descriptionKey = "dry-run")
    boolean dryRun;

    @Option(names = "--force", descriptionKey = "force")
    boolean force;

    @Option(names = "--interval-hours", paramLabel = "N", descriptionKey = "interval-hours")
    String intervalHours;

    /** Injectable for tests. */
    Clock clock = Clock.systemUTC();

    @Override
    public Integer call() throws IOException {
        String accountId = account.required();
        if (audience == null || audience.isBlank()) {
            throw context.usage(Messages.text("sync.cli.missingAudience"));
        }
        if (file == null) {
            throw context.usage(Messages.text("sync.cli.missingFile"));
        }
        context.checkInput("--file", file);
        Duration interval = null;
        if (intervalHours != null) {
            interval = SyncSettings.parse(intervalHours).orElseThrow(() -> context.usage(Messages.text("sync.cli.badInterval",
                    intervalHours, SyncSettings.MIN_HOURS, SyncSettings.MAX_HOURS)));
        }
        crm.checkPhoneRegion();
        try {
            // the ids as an upload checks them, before the export is read
            dev.starling.core.upload.common.UploadSettings.customAudience(accountId, audience,
                    dev.starling.core.upload.common.UploadSettings.Operation.UPDATE, clock.instant(), null);
        } catch (UploadException e) {
            throw context.usage(StarlingCommand.words(e));
        }
        CrmColumns chosen = crm.columns(1);
        SyncOptions options = new SyncOptions(force, interval);
        UploadControl control = new UploadControl();
        try (InterruptGuard guard = InterruptGuard.install(control)) {
            CommandContext.SessionWork work = (session, out, err) -> {
                SyncService syncs = session.app().crm().syncs();
                Duration used = options.interval() != null ? options.interval()
                        : session.app().settings().get(SyncSettings.INTERVAL);
                SyncPrinter printer = new SyncPrinter(out, err, clock.withZone(java.time.ZoneId.systemDefault()));
                try {
                    DetectedColumns read = DetectedColumns.of(file);
                    SourceProfile profile = read.profile();
                    CrmColumns.Chosen mapping = chosen.of(1, read);
                    IdentifierNormalizer normalizer = crm.normalizer(session.app().settings());
                    SyncRequest request = new SyncRequest(accountId, audience, profile, mapping.mapping(), normalizer);
                    if (!dryRun) {
                        // one read of the audience: a wrong id is said now, not after the export is compared
                        session.app().ads().audience(accountId, audience, false);
                    }
                    printer.start(request, mapping.detected());
                    if (dryRun) {
                        err.println(Messages.text("sync.cli.comparing", profile.path().getFileName(), audience));
                        SyncPreview preview = syncs.preview(request, options, control, null);
                        printer.preview(request, preview, used);
                        return 0;
                    }
                    if (force) {
                        err.println(Messages.text("sync.cli.forced", used.toHours()));
                    }
                    SyncResult result;
                    try (ProgressPrinter sending = new ProgressPrinter(err, session.app().uploads().rateLimitWaits()::until,
                            clock.withZone(java.time.ZoneId.systemDefault()))) {
                        result = syncs.run(request, options, control, progress -> report(request, progress, sending, err));
                    }
                    return printer.result(request, result, used, guard.interrupted());
                } catch (dev.starling.core.api.error.ApiException e) {
                    err.println(Messages.text("flexible.cli.failed", e.text()));
                } catch (SyncException | UploadException e) {
                    err.println("starling: " + StarlingCommand.words(e));
                } catch (CancellationException e) {
                    err.println(Messages.text("sync.cli.interruptedReading"));
                    return UploadCommand.EXIT_INTERRUPTED;
                }
                return CommandContext.EXIT_FAILED;
            };
            return dryRun ? context.inSession(clock, work) : context.asSignedIn(clock, work);
        }
    }

    /** Where the sync is, on stderr: a line as each stage starts, then the sending's own lines once a second. */
    private void report(SyncRequest request, SyncProgress progress, ProgressPrinter sending, PrintWriter err) {
        if (progress.stage() != stage) {
            stage = progress.stage();
            err.println(switch (stage) {
                case RESUMING -> Messages.text("sync.cli.resumed");
                case READING -> Messages.text("sync.cli.comparing", request.profile().path().getFileName(),
                        request.audienceId());
                case REMOVING -> Messages.text("sync.cli.sending.removals");
                case ADDING -> Messages.text("sync.cli.sending.additions");
            });
            err.flush();
        }
        if (progress.upload() != null) {
            sending.accept(progress.upload());
        }
    }

    /** The stage last reported. */
    private SyncProgress.Stage stage;
}
