package dev.starling.ui.publish;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.publish.PostDraft;
import dev.starling.core.publish.PostDrafts;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.LatestSave;
import java.util.function.LongConsumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Keeps the draft being written in the durable store at every change, in the background and one write at
 * a time ({@link LatestSave}): writes never land out of order and a crash loses at most the last
 * keystrokes. The first write of a new draft adds it.
 */
final class DraftKeeper {

    /** A write of the draft {@code asked} (0: a new one), stored as {@code id}. */
    private record Written(long asked, long id) {
    }

    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final LatestSave<PostDraft, Written> writes;
    private long draftId;

    /** @param stored told the draft's id after each write (on the callback thread) */
    DraftKeeper(PostDrafts drafts, TaskRunner tasks, LongConsumer stored) {
        this.writes = new LatestSave<PostDraft, Written>(tasks, "keep post draft", draft -> {
            long id = draftId;
            return () -> {
                if (id == 0) {
                    return new Written(id, drafts.add(draft));
                }
                drafts.update(id, draft);
                return new Written(id, id);
            };
        }).whenSaved((draft, written) -> {
            error.set("");
            if (draftId == written.asked()) {
                draftId = written.id();
                stored.accept(written.id());
            }
        }).whenFailed(failure -> error.set(FailureText.describe(failure, Messages.text("publishui.draft.saveFailed"))));
    }

    /** Why the last write failed; empty once one succeeds. */
    ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** The draft written to from now on: 0 for a new one (added at its first write). */
    void follow(long id) {
        draftId = id;
        writes.forget();
    }

    long draftId() {
        return draftId;
    }

    void keep(PostDraft draft) {
        writes.save(draft);
    }
}
