package dev.starling.core.query;

import dev.starling.core.api.ActiveApi;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.ApiResponse;
import dev.starling.core.api.http.Auth;
import java.time.Clock;
import okhttp3.HttpUrl;

/**
 * Sends composed queries through the app's one HTTP client (signing, rate limits, retries and the
 * request log included), as the signed-in default account or with the app's bearer token.
 */
public final class ApiQueryTransport implements QueryTransport {

    private final ActiveApi api;
    private final Clock clock;

    public ApiQueryTransport(ActiveApi api, Clock clock) {
        this.api = api;
        this.clock = clock;
    }

    @Override
    public QueryResult send(ComposedQuery query, AuthChoice.Mode mode) {
        ApiServices services = api.current();
        HttpUrl url = HttpUrl.get(query.url(services.environment().apiBase()).toString());
        Auth auth = switch (mode) {
            case BEARER -> new Auth.Bearer(services.bearer().token());
            case USER -> services.accounts().defaultAccount().flatMap(services.accounts()::authFor)
                    .orElseThrow(() -> new IllegalStateException("No signed-in account: sign in first (Account workspace)."));
            case UNAVAILABLE -> throw new IllegalStateException("No credentials for this query.");
        };
        ApiResponse response = services.http().exchange(new ApiRequest(query.method(), url, null, auth, false));
        return new QueryResult(response.status(), response.headers(), response.body(), clock.instant(),
                response.elapsed().toMillis(), false);
    }

    /** Whether a default account is signed in (reads the store: call off the FX thread). */
    public boolean signedIn() {
        return api.current().accounts().defaultAccount().filter(account -> !account.needsSignIn()).map(Account::userId)
                .isPresent();
    }
}
