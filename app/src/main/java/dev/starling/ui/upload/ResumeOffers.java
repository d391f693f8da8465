package dev.starling.ui.upload;

import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import dev.starling.core.text.Messages;
import dev.starling.ui.ads.UploadTarget;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.common.UploadSettings;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * At start-up: uploads that stopped before they finished (the app was closed or killed, or the command
 * line was interrupted) are offered one by one: Resume, Discard or Later (asked again at the next start).
 * The journal is read off the UI thread; the questions go through {@link Dialogs}.
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

    /** The answers, in the order the dialog shows them. */
    enum Answer { RESUME, DISCARD, LATER }

    private final UploadJournal journal;
    private final TaskRunner tasks;
    private final Dialogs dialogs;
    private final Consumer<String> problems;

    /** @param problems told (on the UI thread) when reading or discarding fails */
    public ResumeOffers(UploadJournal journal, TaskRunner tasks, Dialogs dialogs, Consumer<String> problems) {
        this.journal = journal;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.problems = problems;
    }

    /** Asks about each unfinished upload in turn; {@code resume} opens a wizard that resumes the chosen one. */
    public void offerEach(Consumer<Offer> resume) {
        find(found -> found.forEach(offer -> {
            switch (ask(offer)) {
                case RESUME -> resume.accept(offer);
                case DISCARD -> discard(offer);
                case LATER -> { }
            }
        }));
    }

    private Answer ask(Offer offer) {
        int chosen = dialogs.choose("resumeOffer", Messages.text("upload.resume.title"),
                Messages.text("upload.resume.offer", offer.fileName(), offer.targetDescription(), offer.acknowledgedBatches()),
                List.of(Messages.text("upload.resume.action"), Messages.text("upload.resume.discard"),
                        Messages.text("upload.resume.later")));
        return Answer.values()[chosen];
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
