package dev.starling.core.api;

import dev.starling.core.api.account.AccountRepository;
import dev.starling.core.api.account.AccountService;
import dev.starling.core.api.account.SignInService;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.auth.CredentialVault;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.requestlog.RequestLogRepository;
import dev.starling.core.store.DurableStore;

/**
 * The API side of the application for one environment, wired the same way for the window and the
 * command line: one HTTP client, its request log, the endpoint clients and the account services.
 */
public record ApiServices(ApiEnvironment environment, ApiHttp http, RequestLogRepository requestLog, OAuthClient oauth,
                          BearerTokenClient bearer, JsonApiClient v2, AccountService accounts, SignInService signIn) {

    public static ApiServices create(ApiEnvironment environment, DurableStore store, CredentialVault vault,
                                     java.util.function.Function<RequestLogRepository, HttpSettings> settings) {
        RequestLogRepository requestLog = new RequestLogRepository(store.database());
        HttpSettings httpSettings = settings.apply(requestLog);
        ApiHttp http = new ApiHttp(httpSettings, environment.pinnedCertificate());
        OAuthClient oauth = new OAuthClient(http, environment);
        AccountService accounts = new AccountService(new AccountRepository(store.database()), vault, oauth, http,
                environment, httpSettings.clock());
        return new ApiServices(environment, http, requestLog, oauth, new BearerTokenClient(http, environment, vault),
                JsonApiClient.v2(http, environment), accounts, new SignInService(oauth, accounts));
    }

    public static ApiServices create(ApiEnvironment environment, DurableStore store, CredentialVault vault) {
        return create(environment, store, vault, HttpSettings::defaults);
    }
}
