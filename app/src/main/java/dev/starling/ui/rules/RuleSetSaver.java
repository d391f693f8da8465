package dev.starling.ui.rules;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.rules.RuleDraft;
import dev.starling.core.rules.RuleSetRepository;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.FailureText;
import java.util.List;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Saves the local rule set at every edit, in the background and one save at a time: while one is being
 * written, later edits wait and only the newest is written next, so saves never land out of order (the
 * task pool has several threads) and a crash loses at most the edit being typed.
 */
final class RuleSetSaver {

    private record Pending(long setId, List<RuleDraft> rules) {
    }

    private final RuleSetRepository sets;
    private final TaskRunner tasks;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private Pending waiting;
    private boolean writing;

    RuleSetSaver(RuleSetRepository sets, TaskRunner tasks) {
        this.sets = sets;
        this.tasks = tasks;
    }

    /** "Saved", "Saving…", or why the last save failed. */
    ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    void save(long setId, List<RuleDraft> rules) {
        waiting = new Pending(setId, List.copyOf(rules));
        status.set(Messages.text("rules.set.saving"));
        if (!writing) {
            next();
        }
    }

    private void next() {
        Pending pending = waiting;
        waiting = null;
        if (pending == null) {
            writing = false;
            status.set(Messages.text("rules.set.saved"));
            return;
        }
        writing = true;
        tasks.run("save rule set", () -> sets.save(pending.setId(), pending.rules()), saved -> next(), failure -> {
            status.set(FailureText.describe(failure, Messages.text("rules.set.saveFailed")));
            writing = false;
            if (waiting != null) {
                next();
            }
        });
    }
}
