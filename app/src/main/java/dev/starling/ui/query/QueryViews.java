package dev.starling.ui.query;

import dev.starling.ui.common.WorkspaceViews;
import java.util.List;
import dev.starling.boot.AppServices;
import dev.starling.core.query.store.QueryDraftStore;
import dev.starling.core.query.QueryRun;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.SignInState;
import dev.starling.ui.common.TextClipboard;
import javafx.scene.Node;

/**
 * Builds the Query workspace on the application's query services, and takes lookups other workspaces
 * ask for (a post of the live console): made before the workspace is, a lookup waits for it.
 */
public final class QueryViews implements WorkspaceViews {

    private final AppServices services;
    private final SignInState signIn;
    private final Dialogs dialogs;
    private final TextClipboard clipboard;
    private final dev.starling.ui.common.CardActions cardActions;
    private QueryViewModel viewModel;
    /** What another workspace asked of Query before it existed: done once it does. */
    private java.util.function.Consumer<QueryViewModel> pending;

    /** @param cardActions what a post's card in the results offers (like it, follow its author) */
    public QueryViews(AppServices services, SignInState signIn, Dialogs dialogs, TextClipboard clipboard,
                      dev.starling.ui.common.CardActions cardActions) {
        this.services = services;
        this.signIn = signIn;
        this.dialogs = dialogs;
        this.clipboard = clipboard;
        this.cardActions = cardActions;
    }

    @Override
    public Node view() {
        AppServices.Queries queries = services.queries();
        QueryViewModel query = new QueryViewModel(queries.catalog(),
                new QueryRun(queries.transport(), queries.history(), queries.cache()),
                new QueryDraftStore(services.stores().durable().settings()), services.tasks(),
                () -> services.api().current().environment().apiBase(),
                new QueryViewModel.Credentials(signIn::isSignedIn,
                        () -> services.environments().current().hasAppCredentials(),
                        () -> services.api().current().accounts().list()),
                services.clock(), dialogs, clipboard, services.api()::certificateFileFor);
        signIn.onChange(query.composer()::refreshDerivedState);
        Node view = new QueryView(query, services.tasks(), dialogs, clipboard, cardActions).root();
        viewModel = query;
        if (pending != null) {
            pending.accept(query);
            pending = null;
        }
        return view;
    }

    /** Looks a post up by its id in Query (once the workspace exists). On the FX thread. */
    public void lookUpPost(String id) {
        ask(query -> query.lookUpPost(id));
    }

    /** Sends a recent search bounded to a time range in Query (once the workspace exists). On the FX thread. */
    public void searchRecent(String query, java.time.Instant start, java.time.Instant end) {
        ask(viewModel -> viewModel.searchRecent(query, start, end));
    }

    private void ask(java.util.function.Consumer<QueryViewModel> action) {
        if (viewModel == null) {
            pending = action;
        } else {
            action.accept(viewModel);
        }
    }

    /** What the Query workspace's first answer needs, loaded in the background once the window is up. */
    public static List<Runnable> warmUps() {
        // A warm-up's cells are never clicked: no clipboard or dialog is reached through them.
        return List.of(TableWarmUp.create(new ValueActions(text -> { }, null)));
    }
}
