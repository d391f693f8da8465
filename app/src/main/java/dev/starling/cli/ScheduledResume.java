package dev.starling.cli;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.common.UploadSettings;
import java.io.PrintWriter;
import java.util.List;

/**
 * {@code upload --resume} with a target and a file, as a cron line carries it every night: continue
 * the unfinished (or failed) job of that file and target, or start a new upload when there is none.
 * A job of the same file and target whose file has changed since cannot be finished (its rows are
 * gone): it is closed and the new file is uploaded, said on stderr. A job with other settings
 * (Delete instead of Update, other columns) is a conflict the user must settle.
 */
final class ScheduledResume {

    private ScheduledResume() {
    }

    /** @return the plan to run: a {@link UploadCommand.Resume} of the matching job, or {@code upload} itself */
    static UploadCommand.Plan decide(UploadJournal journal, UploadCommand.NewUpload upload, SourceProfile profile,
                                     PrintWriter err) {
        String path = upload.file().toAbsolutePath().toString();
        List<UploadJob> sameTarget = journal.resumable().stream()
                .filter(job -> job.sourcePath().equals(path) && sameTarget(job.settings(), upload.settings()))
                .toList();
        if (sameTarget.isEmpty()) {
            return upload;
        }
        UploadJob job = sameTarget.get(0);
        BundleText conflict = conflict(job, upload);
        if (conflict != null) {
            throw UploadException.of("upload.cli.unfinishedConflict", String.valueOf(job.id()), conflict);
        }
        if (profile.size() != job.sourceSize() || !profile.fingerprint().equals(job.fingerprint())) {
            journal.abandon(job.id());
            err.println(Messages.text("upload.cli.fileChanged", String.valueOf(job.id()),
                    String.valueOf(upload.file().getFileName())));
            err.flush();
            return upload;
        }
        return new UploadCommand.Resume(job.id());
    }

    private static boolean sameTarget(UploadSettings a, UploadSettings b) {
        return a.target() == b.target() && a.accountId().equals(b.accountId()) && a.listId().equals(b.listId());
    }

    /** What differs between the journalled job and this run's options, in words; null when nothing does. */
    private static BundleText conflict(UploadJob job, UploadCommand.NewUpload upload) {
        if (job.settings().operation() != upload.settings().operation()) {
            return BundleText.of("upload.cli.conflictOperation",
                    job.settings().operation().name().toLowerCase(java.util.Locale.ROOT),
                    upload.settings().operation().name().toLowerCase(java.util.Locale.ROOT));
        }
        if (upload.columns() != null && !upload.columns().describe().equals(job.mapping())) {
            return BundleText.of("upload.cli.conflictColumns", job.mapping(), upload.columns().describe());
        }
        return null;
    }
}
