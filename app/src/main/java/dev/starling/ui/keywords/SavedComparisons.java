package dev.starling.ui.keywords;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.keywords.Comparison;
import dev.starling.core.keywords.ComparisonStore;
import dev.starling.core.keywords.SavedComparison;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import dev.starling.core.text.Messages;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Saved comparisons (durable store): named, starred ones first, saved, renamed, starred and
 * deleted in the background; opening one is the workspace's job ({@link KeywordInsightsViewModel#open}).
 */
public final class SavedComparisons {

    private final ComparisonStore store;
    private final TaskRunner tasks;
    private final Dialogs dialogs;
    private final Consumer<String> message;
    private final Consumer<String> error;
    private final ObservableList<SavedComparison> items = FXCollections.observableArrayList();

    /**
     * @param message shows what was done; {@code error} what failed (both in words)
     */
    public SavedComparisons(ComparisonStore store, TaskRunner tasks, Dialogs dialogs, Consumer<String> message,
                            Consumer<String> error) {
        this.store = store;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.message = message;
        this.error = error;
    }

    public ObservableList<SavedComparison> items() {
        return items;
    }

    public void reload() {
        tasks.run("list keyword comparisons", store::list, items::setAll,
                failure -> error.accept(FailureText.describe(failure, Messages.text("keywords.saved.listFailed"))));
    }

    /** Asks for a name (the series' names joined, by default) and saves the comparison. */
    public void save(Comparison comparison) {
        dialogs.askText(Messages.text("keywords.saved.saveTitle"), Messages.text("keywords.saved.namePrompt"),
                comparison.defaultName()).ifPresent(name -> tasks.run("save keyword comparison",
                        () -> store.save(name, comparison), saved -> {
                            message.accept(Messages.text("keywords.saved.saved", saved.name()));
                            reload();
                        }, failure -> error.accept(FailureText.describe(failure, Messages.text("keywords.saved.saveFailed")))));
    }

    public void toggleStar(SavedComparison saved) {
        run("star keyword comparison", () -> store.setStarred(saved.id(), !saved.starred()), saved.name());
    }

    public void rename(SavedComparison saved) {
        dialogs.askText(Messages.text("keywords.saved.renameTitle"), Messages.text("keywords.saved.namePrompt"),
                saved.name()).ifPresent(name -> run("rename keyword comparison", () -> store.rename(saved.id(), name),
                        saved.name()));
    }

    public void delete(SavedComparison saved) {
        if (dialogs.confirm(Messages.text("keywords.saved.deleteTitle"),
                Messages.text("keywords.saved.deleteConfirm", saved.name()),
                Confirmation.label("keywords.saved.delete.action", saved.name()))) {
            run("delete keyword comparison", () -> store.delete(saved.id()), saved.name());
        }
    }

    private void run(String task, Runnable change, String name) {
        tasks.run(task, () -> {
            change.run();
            return name;
        }, done -> reload(), failure -> error.accept(FailureText.describe(failure,
                Messages.text("keywords.saved.changeFailed", name))));
    }
}
