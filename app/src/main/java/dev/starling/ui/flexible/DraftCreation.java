package dev.starling.ui.flexible;

import dev.starling.core.api.ads.FlexibleBatchResult;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.flexible.FlexibleDefinition;
import dev.starling.core.flexible.SegmentRules;
import dev.starling.core.flexible.TreeValidator;
import dev.starling.core.flexible.Validation;
import dev.starling.ui.common.FailureText;
import dev.starling.core.flexible.ReachBounds;
import dev.starling.core.text.Messages;
import dev.starling.ui.ads.AdsRecords;
import dev.starling.ui.common.Confirmation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;

/**
 * Creating drafts at X: the open one, or 2 to 10 chosen ones in one batch request, each time after the
 * user confirms that a flexible audience can never be changed. Says why Create is off while it is;
 * on success the drafts become the audience records, on refusal every draft stays and X's item errors
 * go to the drafts and nodes they name.
 */
public final class DraftCreation {

    private record Sending(FlexibleEntry.Draft draft, FlexibleDefinition definition) {
    }

    private final FlexibleAudiencesViewModel workspace;
    private final TreeEditorViewModel editor;
    private final EntryCommands with;
    private final StringBinding blocker;
    private final StringBinding chosenBlocker;

    DraftCreation(FlexibleAudiencesViewModel workspace, EntryCommands with) {
        this.workspace = workspace;
        this.with = with;
        this.editor = workspace.editor();
        this.blocker = Bindings.createStringBinding(() -> reason().orElse(""), workspace.openEntryProperty(),
                editor.validationProperty(), editor.rootProperty(), editor.nameProperty(), workspace.busyProperty());
        this.chosenBlocker = Bindings.createStringBinding(() -> chosenReason().orElse(""), workspace.chosen(),
                workspace.busyProperty(), editor.validationProperty());
    }

    /** Why Create cannot send the open draft now, in words; empty when it can. */
    StringBinding blocker() {
        return blocker;
    }

    /** Why the chosen drafts cannot be created in one request; empty when they can. */
    StringBinding chosenBlocker() {
        return chosenBlocker;
    }

    private Optional<String> reason() {
        FlexibleEntry entry = workspace.openEntryProperty().get();
        if (entry == null) {
            return Optional.of(Messages.text("flexui.create.nothingOpen"));
        }
        if (entry instanceof FlexibleEntry.Created) {
            return Optional.of(Messages.text("flexui.create.alreadyCreated"));
        }
        if (workspace.busyProperty().get()) {
            return Optional.of(Messages.text("flexui.create.busy"));
        }
        if (!editor.validationProperty().get().isValid()) {
            return Optional.of(Messages.text("flexui.create.invalid", editor.summaryProperty().get()));
        }
        return Optional.empty();
    }

    /** Shows why Create cannot go ahead, if it cannot; true then. */
    private boolean stoppedBy(Optional<String> blocker) {
        blocker.ifPresent(workspace::showError);
        return blocker.isPresent();
    }

    /** Creates the open draft after the user confirms it can never be changed afterwards. */
    void create() {
        if (stoppedBy(reason())) {
            return;
        }
        FlexibleEntry.Draft draft = (FlexibleEntry.Draft) workspace.openEntryProperty().get();
        String confirm = Messages.text("flexui.create.confirm", editor.nameProperty().get(), editor.sentenceProperty().get());
        // Said before Create (a warning on the tree) and again here: X will not target a tree this small.
        ReachBounds reach = ReachBounds.of(editor.rootProperty().get());
        if (reach.belowTargetingMinimum()) {
            confirm = confirm + "\n\n" + Messages.text("flexui.create.belowMinimum", reach.atMost(),
                    SegmentRules.MIN_TARGETABLE_USERS);
        }
        if (with.dialogs().confirm(Messages.text("flexui.create.title"), confirm,
                Confirmation.label("flexui.create.go", editor.nameProperty().get()))) {
            send(List.of(new Sending(draft, editor.definition())));
        }
    }

    private Optional<String> chosenReason() {
        List<FlexibleEntry.Draft> drafts = workspace.chosenDrafts();
        if (drafts.size() < 2) {
            return Optional.of(Messages.text("flexui.createChosen.fewer"));
        }
        if (drafts.size() > SegmentRules.MAX_BATCH_ITEMS) {
            return Optional.of(Messages.text("flexui.createChosen.tooMany", SegmentRules.MAX_BATCH_ITEMS, drafts.size()));
        }
        if (workspace.busyProperty().get()) {
            return Optional.of(Messages.text("flexui.create.busy"));
        }
        Set<String> names = new HashSet<>();
        for (FlexibleEntry.Draft draft : drafts) {
            FlexibleDefinition definition = workspace.current(draft);
            if (!names.add(definition.name().strip().toLowerCase(Locale.ROOT))) {
                return Optional.of(Messages.text("flexui.createChosen.sameName", definition.name()));
            }
            Validation validation = TreeValidator.validate(definition, workspace.takenNamesExcept(draft.id()));
            if (!validation.isValid()) {
                return Optional.of(Messages.text("flexui.createChosen.invalid", definition.name(),
                        validation.summary(Messages::text)));
            }
        }
        return Optional.empty();
    }

    /** Creates the chosen drafts (2 to 10) in one batch request, after one confirmation. */
    void createChosen() {
        if (stoppedBy(chosenReason())) {
            return;
        }
        List<Sending> batch = workspace.chosenDrafts().stream()
                .map(draft -> new Sending(draft, workspace.current(draft))).toList();
        String names = batch.stream().map(item -> "\u201c" + item.definition().name() + "\u201d")
                .collect(Collectors.joining(", "));
        if (with.dialogs().confirm(Messages.text("flexui.createChosen.title", batch.size()),
                Messages.text("flexui.createChosen.confirm", batch.size(), names),
                Confirmation.label("flexui.createChosen.go", batch.size()))) {
            send(batch);
        }
    }

    private void send(List<Sending> batch) {
        String account = workspace.accountId();
        CreateProblems problems = workspace.createProblems();
        workspace.clearStatus();
        problems.clear(batch.stream().map(item -> item.draft().id()).toList());
        editor.clearServerProblems();
        workspace.setBusy(true);
        List<FlexibleDefinition> definitions = batch.stream().map(Sending::definition).toList();
        with.tasks().run("create flexible audiences", () -> with.flexible().get().create(account, definitions), result -> {
            workspace.setBusy(false);
            if (result.succeeded()) {
                showCreated(batch.stream().map(Sending::draft).toList(), result.audiences());
            } else {
                refused(batch, result);
            }
        }, failure -> {
            workspace.setBusy(false);
            workspace.showError(FailureText.describe(failure, Messages.text(batch.size() == 1 ? "flexui.create.failed"
                    : "flexui.createChosen.failed")));
        });
    }

    private void refused(List<Sending> batch, FlexibleBatchResult result) {
        if (result.requestError() != null) {
            workspace.showError(Messages.text(batch.size() == 1 ? "flexui.create.requestRefused"
                    : "flexui.createChosen.requestRefused", result.requestError().text()));
            return;
        }
        CreateProblems problems = workspace.createProblems();
        int count = 0;
        for (FlexibleBatchResult.Item item : result.items()) {
            if (item.index() < 0 || item.index() >= batch.size()) {
                continue;
            }
            for (FlexibleBatchResult.ItemError problem : item.errors()) {
                problems.add(batch.get(item.index()).draft().id(), problem);
                count++;
            }
        }
        problems.applyTo(workspace.openEntryProperty().get(), editor);
        workspace.showError(Messages.text(batch.size() == 1 ? "flexui.create.itemErrors"
                : "flexui.createChosen.itemErrors", count,
                problems.draftNames(batch.stream().map(Sending::draft).toList()), BatchErrorText.problems(result)));
    }

    /** The created audiences replace their drafts in the list; the first one is opened. */
    private void showCreated(List<FlexibleEntry.Draft> sent, List<CustomAudience> audiences) {
        List<FlexibleEntry.Created> made = new ArrayList<>();
        for (int i = 0; i < sent.size() && i < audiences.size(); i++) {
            FlexibleEntry.Draft draft = sent.get(i);
            workspace.known(audiences.get(i));
            FlexibleEntry.Created entry = EntryTrees.created(audiences.get(i), workspace.directory(),
                    workspace::showError);
            List<FlexibleEntry> entries = workspace.entries();
            int at = entries.indexOf(draft);
            with.saver().forget(draft.id());
            workspace.chosen().remove(draft);
            if (at >= 0) {
                entries.set(at, entry);
            } else {
                entries.add(0, entry);
            }
            made.add(entry);
            removeStoredDraft(draft.id(), entry.name());
        }
        if (!made.isEmpty()) {
            workspace.openEntryProperty().set(made.get(0));
        }
        made.forEach(entry -> workspace.announce(AdsRecords.Change.CREATED, entry.audience().id()));
        workspace.showMessage(made.size() == 1 ? Messages.text("flexui.create.done", made.get(0).name(),
                made.get(0).audience().id()) : Messages.text("flexui.createChosen.done", made.size()));
    }

    /** The created audience replaces its draft, which is then removed from the store. */
    private void removeStoredDraft(long draftId, String name) {
        with.tasks().run("remove created draft", () -> with.drafts().delete(draftId), gone -> { },
                failure -> workspace.showError(FailureText.describe(failure, Messages.text("flexui.create.draftKept", name))));
    }
}
