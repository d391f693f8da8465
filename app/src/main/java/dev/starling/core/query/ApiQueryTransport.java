package dev.starling.core.query;

import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.compose.AuthChoice;
import dev.starling.core.query.compose.ComposedQuery;
import dev.starling.core.api.ActiveApi;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.http.ApiResponse;
import dev.starling.core.api.http.Auth;
import java.time.Clock;
import java.util.function.Supplier;

/**
 * Sends composed queries through the app's one HTTP client (signing, rate limits, retries and the
 * request log included) by the active environment's v2 client, as the signed-in default account or
 * with the app's bearer token.
 */
public final class ApiQueryTransport implements QueryTransport {

    private final Supplier<ApiServices> api;
    private final Clock clock;

    public ApiQueryTransport(ActiveApi api, Clock clock) {
        this(api::current, clock);
    }

    /** On the services {@code api} gives at each send (tests: one environment's services). */
    public ApiQueryTransport(Supplier<ApiServices> api, Clock clock) {
        this.api = api;
        this.clock = clock;
    }

    /**
     * @throws CredentialsUnavailable when the choice has no credentials, or its account was signed out since
     *     it was resolved: the same failure, worded as the composer words it
     */
    @Override
    public QueryResult send(ComposedQuery query, AuthChoice choice) throws Exception {
        ApiServices services = api.get();
        Auth auth = switch (choice.mode()) {
            case BEARER -> new Auth.Bearer(services.bearer().token());
            case USER -> choice.accountUserId() == null ? services.accounts().defaultUserAuth()
                    : services.accounts().list().stream()
                            .filter(account -> account.userId().equals(choice.accountUserId()) && !account.needsSignIn())
                            .findFirst().map(services.accounts()::userAuth)
                            .orElseThrow(() -> new CredentialsUnavailable(AuthChoice.of(AuthChoice.Mode.UNAVAILABLE,
                                    AuthChoice.Reason.ACCOUNT_GONE, choice.detail())));
            case UNAVAILABLE -> throw new CredentialsUnavailable(choice);
        };
        ApiResponse response = services.v2().exchange(query.method(), query.path(), query.queryString(), auth);
        return new QueryResult(response.status(), response.headers(), response.body(), clock.instant(),
                response.elapsed().toMillis(), false);
    }
}
