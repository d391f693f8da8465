package dev.starling.ui.publish;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.publish.PostDraft;
import dev.starling.core.publish.PostDrafts;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.FailureText;
import java.util.function.LongConsumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Keeps the draft being written in the durable store at every change, in the background and one write at
 * a time: while one is written, later changes wait and only the newest is written next, so writes never
 * land out of order and a crash loses at most the last keystrokes. The first write of a new draft adds it.
 */
final class DraftKeeper {

    private final PostDrafts drafts;
    private final TaskRunner tasks;
    private final LongConsumer stored;
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private long draftId;
    private PostDraft waiting;
    private boolean writing;

    /** @param stored told the draft's id after each write (on the callback thread) */
    DraftKeeper(PostDrafts drafts, TaskRunner tasks, LongConsumer stored) {
        this.drafts = drafts;
        this.tasks = tasks;
        this.stored = stored;
    }

    /** Why the last write failed; empty once one succeeds. */
    ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** The draft written to from now on: 0 for a new one (added at its first write). */
    void follow(long id) {
        draftId = id;
        waiting = null;
    }

    long draftId() {
        return draftId;
    }

    void keep(PostDraft draft) {
        waiting = draft;
        if (!writing) {
            next();
        }
    }

    private void next() {
        PostDraft draft = waiting;
        if (draft == null) {
            return;
        }
        waiting = null;
        writing = true;
        long id = draftId;
        tasks.run("keep post draft", () -> {
            if (id == 0) {
                return drafts.add(draft);
            }
            drafts.update(id, draft);
            return id;
        }, written -> {
            writing = false;
            error.set("");
            if (draftId == id) {
                draftId = written;
                stored.accept(written);
            }
            next();
        }, failure -> {
            writing = false;
            error.set(FailureText.describe(failure, Messages.text("publishui.draft.saveFailed")));
            next();
        });
    }
}
