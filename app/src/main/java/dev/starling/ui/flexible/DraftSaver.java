package dev.starling.ui.flexible;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.flexible.FlexibleDefinition;
import dev.starling.core.flexible.FlexibleDraft;
import dev.starling.core.flexible.FlexibleDraftRepository;
import java.time.Clock;
import dev.starling.ui.common.FailureText;
import dev.starling.core.text.Messages;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Saves drafts on every edit, in the background, one save at a time per draft: while one is being
 * written, later edits wait and only the newest is written next, so saves can never land out of order
 * (the task pool has several threads). A failed save is said in {@link #statusProperty()}; the edit
 * stays in the window and the next edit tries again.
 */
final class DraftSaver {

    private record Pending(String accountId, FlexibleDefinition definition) {
    }

    private final FlexibleDraftRepository drafts;
    private final TaskRunner tasks;
    private final Clock clock;
    private final Consumer<FlexibleDraft> saved;
    private final Map<Long, Pending> waiting = new HashMap<>();
    private final Map<Long, Boolean> writing = new HashMap<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");

    /** @param saved receives each draft as stored, on the callback thread */
    DraftSaver(FlexibleDraftRepository drafts, TaskRunner tasks, Clock clock, Consumer<FlexibleDraft> saved) {
        this.drafts = drafts;
        this.tasks = tasks;
        this.clock = clock;
        this.saved = saved;
    }

    /** "Saved" / "Saving…"; empty before the first edit. */
    ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Why the last save failed; empty once a save succeeds. */
    ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    void save(long draftId, String accountId, FlexibleDefinition definition) {
        waiting.put(draftId, new Pending(accountId, definition));
        status.set(Messages.text("flexui.saving"));
        if (!writing.getOrDefault(draftId, false)) {
            next(draftId);
        }
    }

    /** True while an edit of this draft is not yet on disk. */
    boolean unsaved(long draftId) {
        return waiting.containsKey(draftId) || writing.getOrDefault(draftId, false);
    }

    /** Forgets pending saves of a draft that is being deleted. */
    void forget(long draftId) {
        waiting.remove(draftId);
    }

    private void next(long draftId) {
        Pending pending = waiting.remove(draftId);
        if (pending == null) {
            writing.remove(draftId);
            if (writing.isEmpty()) {
                status.set(Messages.text("flexui.saved"));
            }
            return;
        }
        writing.put(draftId, true);
        tasks.run("save flexible draft", () -> drafts.save(draftId, pending.definition()),
                stored -> {
                    error.set("");
                    if (stored) {
                        saved.accept(new FlexibleDraft(draftId, pending.accountId(), pending.definition(),
                                clock.instant()));
                    }
                    next(draftId);
                }, failure -> {
                    writing.remove(draftId);
                    status.set("");
                    error.set(FailureText.describe(failure, Messages.text("flexui.saveFailed")));
                });
    }
}
