package dev.starling.ui.rules;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.rules.RuleDraft;
import dev.starling.core.rules.RuleSetRepository;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.LatestSave;
import java.util.List;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Saves the local rule set at every edit, in the background and one save at a time ({@link LatestSave}):
 * saves never land out of order and a crash loses at most the edit being typed.
 */
final class RuleSetSaver {

    private record Pending(long setId, List<RuleDraft> rules) {
    }

    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final LatestSave<Pending, Boolean> saves;

    RuleSetSaver(RuleSetRepository sets, TaskRunner tasks) {
        this.saves = new LatestSave<Pending, Boolean>(tasks, "save rule set",
                pending -> () -> sets.save(pending.setId(), pending.rules())).whenSettled(() -> status.set(Messages.text("rules.set.saved")))
                .whenFailed(failure -> status.set(FailureText.describe(failure, Messages.text("rules.set.saveFailed"))));
    }

    /** "Saved", "Saving…", or why the last save failed. */
    ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    void save(long setId, List<RuleDraft> rules) {
        status.set(Messages.text("rules.set.saving"));
        saves.save(new Pending(setId, List.copyOf(rules)));
    }
}
