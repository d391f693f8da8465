package dev.starling.ui.query;

import java.util.List;
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
        return new QueryView(query, services.tasks()).root();
    }

    /** What the Query workspace's first answer needs, loaded in the background once the window is up. */
    public static List<Runnable> warmUps() {
        return List.of(TableWarmUp.create());
    }
}
