package dev.starling.ui.publish;

import dev.starling.boot.AppServices;
import dev.starling.core.config.AppSettings;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.SignInState;
import dev.starling.ui.common.TextClipboard;
import dev.starling.ui.common.WorkspaceViews;
import javafx.scene.Node;

/** Builds the Publishing workspace on the application's post service (the one {@code starling post} uses). */
public record PublishViews(AppServices services, SignInState signIn, Dialogs dialogs, TextClipboard clipboard)
        implements WorkspaceViews {

    /** Like and follow buttons for the post cards of other workspaces' results (Query's Joined view). */
    public dev.starling.ui.common.CardActions cardActions() {
        return new RelationButtons(new RelationsViewModel(services.posts(), services.tasks()));
    }

    @Override
    public Node view() {
        ComposerViewModel composer = new ComposerViewModel(services.posts(), services.tasks(), dialogs, services.clock(),
                () -> services.settings().get(AppSettings.PRICES));
        SentPostViewModel sent = new SentPostViewModel(services.posts(), services.tasks(), dialogs, services.clock(),
                () -> new SentPostViewModel.Links(services.api().current().environment().kind(),
                        services.api().current().environment().apiBase()), composer::startEdit);
        composer.onSent(post -> sent.show(post, composer.accountProperty().get()));
        signIn.onChange(composer::reload);
        return new PublishView(composer, sent, clipboard).root();
    }
}
