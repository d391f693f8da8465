package dev.starling.ui.flexible;

import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.Confirmation;
import dev.starling.core.text.Messages;
import dev.starling.ui.ads.AdsRecords;
import java.util.List;

/** Deleting the open entry after the user confirms: a draft from the local store, a created audience at X. */
record EntryDeletion(FlexibleAudiencesViewModel workspace, EntryCommands with) {

    void delete(FlexibleEntry entry) {
        if (entry instanceof FlexibleEntry.Draft draft) {
            deleteDraft(draft);
        } else if (entry instanceof FlexibleEntry.Created created) {
            deleteAudience(created);
        }
    }

    private void deleteDraft(FlexibleEntry.Draft draft) {
        if (!with.dialogs().confirm(Messages.text("flexui.deleteDraft.title"),
                Messages.text("flexui.deleteDraft.confirm", draft.name()),
                Confirmation.label("flexui.deleteDraft.action", draft.name()))) {
            return;
        }
        with.saver().forget(draft.id());
        with.tasks().run("delete flexible draft", () -> {
            with.drafts().delete(draft.id());
            return draft;
        }, gone -> {
            workspace.removeEntry(gone);
            workspace.showMessage(Messages.text("flexui.deleteDraft.done", gone.name()));
        }, failure -> workspace.showError(FailureText.describe(failure, Messages.text("flexui.deleteDraft.failed"))));
    }

    private void deleteAudience(FlexibleEntry.Created created) {
        // Shared by every campaign that targets it and never changeable: its name is typed to delete it.
        if (!with.dialogs().confirm(Confirmation.of(Messages.text("flexui.deleteAudience.title"),
                Messages.text("flexui.deleteAudience.confirm", created.name()),
                Confirmation.label("flexui.deleteAudience.action", created.name())).typing(created.name()))) {
            return;
        }
        String account = workspace.accountId();
        workspace.setBusy(true);
        with.tasks().run("delete flexible audience",
                () -> with.flexible().get().delete(account, List.of(created.audience().id())),
                result -> {
                    workspace.setBusy(false);
                    if (!result.succeeded()) {
                        workspace.showError(Messages.text("flexui.deleteAudience.refused", created.name(),
                                BatchWords.problems(result)));
                        return;
                    }
                    workspace.known(result.audiences().get(0));
                    workspace.removeEntry(created);
                    workspace.announce(AdsRecords.Change.DELETED, created.audience().id());
                    workspace.showMessage(Messages.text("flexui.deleteAudience.done", created.name()));
                }, failure -> {
                    workspace.setBusy(false);
                    workspace.showError(FailureText.describe(failure,
                            Messages.text("flexui.deleteAudience.failed", created.name())));
                });
    }
}
