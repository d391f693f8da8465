package dev.starling.ui.upload;

import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.Messages;
import dev.starling.ui.ads.UploadTarget;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.upload.UploadJob;
import dev.starling.core.upload.UploadJournal;
import dev.starling.core.upload.UploadSettings;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * At start-up: uploads that stopped before they finished (the app was closed or killed, or the command
 * line was interrupted) are offered for resuming, or for discarding. The journal is read off the UI thread.
 */
public final class ResumeOffers {

    /** One unfinished upload, described for a person. */
    public record Offer(UploadJob job, int acknowledgedBatches) {

        public String fileName() {
            Path file = Path.of(job.sourcePath()).getFileName();
            return file == null ? job.sourcePath() : file.toString();
        }

        public String targetDescription() {
            UploadSettings settings = job.settings();
            return Messages.text(settings.target() == UploadSettings.Target.CUSTOM_AUDIENCE ? "upload.resume.audience"
                    : "upload.resume.dnrList", settings.listId(), settings.accountId());
        }

        public UploadTarget target() {
            UploadSettings settings = job.settings();
            return settings.target() == UploadSettings.Target.CUSTOM_AUDIENCE
                    ? UploadTarget.audience(settings.accountId(), settings.listId(), settings.listId())
                    : UploadTarget.doNotReachList(settings.accountId(), settings.listId(), settings.listId());
        }
    }

    private final UploadJournal journal;
    private final TaskRunner tasks;
    private final Consumer<String> problems;

    /** @param problems told (on the UI thread) when discarding fails */
    public ResumeOffers(UploadJournal journal, TaskRunner tasks, Consumer<String> problems) {
        this.journal = journal;
        this.tasks = tasks;
        this.problems = problems;
    }

    /** Reads the unfinished uploads (newest first) and hands them over; nothing when there are none or on errors. */
    public void find(Consumer<List<Offer>> offers) {
        tasks.run("find unfinished uploads", () -> journal.unfinished().stream()
                        .map(job -> new Offer(job, journal.acknowledgedBatches(job.id()).cardinality())).toList(),
                found -> {
                    if (!found.isEmpty()) {
                        offers.accept(found);
                    }
                },
                failure -> problems.accept(FailureText.describe(failure, Messages.text("upload.resume.readFailed"))));
    }

    /** The user does not want it: it is no longer offered. */
    public void discard(Offer offer) {
        tasks.run("discard unfinished upload", () -> {
            journal.abandon(offer.job().id());
            return null;
        }, done -> { }, failure -> problems.accept(FailureText.describe(failure,
                Messages.text("upload.resume.discardFailed", offer.fileName()))));
    }
}
