package dev.starling.ui.query;

import dev.starling.boot.AppServices;
import dev.starling.core.query.QueryDraftStore;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.SignInState;
import dev.starling.ui.common.TextClipboard;
import javafx.scene.Node;

/** Builds the Query workspace on the application's query services. */
public record QueryViews(AppServices services, SignInState signIn, Dialogs dialogs, TextClipboard clipboard) {

    public Node view() {
        AppServices.Queries queries = services.queries();
        QueryViewModel query = new QueryViewModel(queries.catalog(), queries.transport(), queries.history(),
                queries.cache(), new QueryDraftStore(services.stores().durable().settings()), services.tasks(),
                () -> services.api().current().environment().apiBase(),
                new QueryViewModel.Credentials(signIn::isSignedIn,
                        () -> services.environments().current().hasAppCredentials(),
                        () -> services.api().current().accounts().list()),
                services.clock(), dialogs, clipboard, services.api()::certificateFileFor);
        signIn.onChange(query::refreshDerivedState);
        return new QueryView(query).root();
    }
}
