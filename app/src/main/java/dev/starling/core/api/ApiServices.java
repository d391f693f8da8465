package dev.starling.core.api;

import dev.starling.core.api.account.AccountRepository;
import dev.starling.core.api.account.AccountService;
import dev.starling.core.api.account.OAuth2SignIn;
import dev.starling.core.api.account.OAuthClient;
import dev.starling.core.api.account.SignInService;
import dev.starling.core.api.http.ApiHttp;
import dev.starling.core.api.http.BearerTokenClient;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.api.http.JsonApiClient;
import dev.starling.core.auth.CredentialVault;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.requestlog.RequestLogRepository;
import dev.starling.core.store.DurableStore;

/**
 * The API side of the application for one environment, wired the same way for the window and the
 * command line: one HTTP client, its request log, the endpoint clients and the account services.
 */
public record ApiServices(ApiEnvironment environment, ApiHttp http, RequestLogRepository requestLog, OAuthClient oauth,
                          BearerTokenClient bearer, JsonApiClient v2, AccountService accounts, SignInService signIn,
                          OAuth2SignIn oauth2SignIn) {

    public static ApiServices create(ApiEnvironment environment, DurableStore store, CredentialVault vault,
                                     java.util.function.Function<RequestLogRepository, HttpSettings> settings) {
        RequestLogRepository requestLog = new RequestLogRepository(store.database());
        HttpSettings httpSettings = settings.apply(requestLog);
        ApiHttp http = new ApiHttp(httpSettings, environment.pinnedCertificate());
        OAuthClient oauth = new OAuthClient(http, environment);
        java.nio.file.Path storeFile = store.database().file();
        AccountService accounts = new AccountService(new AccountRepository(store.database()), vault, oauth, http,
                environment, httpSettings.clock(), new dev.starling.core.api.oauth2.RefreshLock(storeFile == null ? null
                        : storeFile.resolveSibling("oauth2-refresh.lock")));
        JsonApiClient v2 = JsonApiClient.v2(http, environment);
        return new ApiServices(environment, http, requestLog, oauth, new BearerTokenClient(http, environment, vault),
                v2, accounts, new SignInService(oauth, accounts), new OAuth2SignIn(
                        new dev.starling.core.api.oauth2.OAuth2TokenClient(http, environment, httpSettings.clock()), v2,
                        accounts, httpSettings.clock()));
    }

    public static ApiServices create(ApiEnvironment environment, DurableStore store, CredentialVault vault) {
        return create(environment, store, vault, HttpSettings::defaults);
    }
}
