package dev.starling.ui.query;

import dev.starling.boot.AppServices;
import dev.starling.ui.common.SignInState;
import javafx.scene.Node;

/** Builds the Query workspace on the application's query services. */
public final class QueryViews {

    private final AppServices services;
    private final SignInState signIn;

    public QueryViews(AppServices services, SignInState signIn) {
        this.services = services;
        this.signIn = signIn;
    }

    public Node view() {
        AppServices.Queries queries = services.queries();
        QueryViewModel query = new QueryViewModel(queries.catalog(), queries.transport(), queries.history(),
                queries.cache(), services.tasks(), () -> services.api().current().environment().apiBase(),
                new QueryViewModel.Credentials(signIn::isSignedIn,
                        () -> services.environments().current().hasAppCredentials()),
                services.clock());
        signIn.onChange(query::refreshDerivedState);
        return new QueryView(query).root();
    }
}
