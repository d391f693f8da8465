package dev.starling.core.api.account;

import dev.starling.core.api.ApiHttp;
import dev.starling.core.api.OAuthClient;
import dev.starling.core.api.OAuthClient.AccessToken;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.InsecureConnection;
import dev.starling.core.api.error.Transport;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.http.OAuth1Credentials;
import dev.starling.core.auth.CredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The accounts of the active environment: rows in the durable store, tokens in the credential
 * vault under a key per account. Listens for revoked-token answers anywhere and marks the account.
 */
public final class AccountService {

    /** How a sign-out ended. */
    public enum SignOutResult {
        /** The server revoked the token and the account is gone locally. */
        INVALIDATED,
        /** The server already considered the token invalid; the account is gone locally. */
        ALREADY_INVALID,
        /** The server could not be reached: nothing was removed; call {@link #removeLocally} to proceed. */
        SERVER_UNREACHABLE
    }

    private final AccountRepository repository;
    private final CredentialVault vault;
    private final OAuthClient oauth;
    private final ApiEnvironment environment;
    private final Clock clock;
    private final List<Consumer<Account>> signedOutListeners = new CopyOnWriteArrayList<>();

    public AccountService(AccountRepository repository, CredentialVault vault, OAuthClient oauth, ApiHttp http,
                          ApiEnvironment environment, Clock clock) {
        this.repository = repository;
        this.vault = vault;
        this.oauth = oauth;
        this.environment = environment;
        this.clock = clock;
        http.onTokenRevoked(this::tokenRevoked);
    }

    public String environmentKey() {
        return environment.key();
    }

    /** Called (on the calling thread) when an account's token turns out to be revoked. */
    public void onSignedOut(Consumer<Account> listener) {
        signedOutListeners.add(listener);
    }

    public Account add(AccessToken token) {
        String key = Account.key(environmentKey(), token.userId());
        vault.write(tokenKey(key), Secret.of(token.token()));
        vault.write(secretKey(key), token.secret());
        return repository.save(environmentKey(), token.userId(), token.screenName(), clock.instant());
    }

    /** The environment's accounts; one whose token is missing from the credential store needs sign-in. */
    public List<Account> list() {
        return repository.list(environmentKey()).stream().map(this::withTokenState).toList();
    }

    public Optional<Account> defaultAccount() {
        return repository.defaultAccount(environmentKey()).map(this::withTokenState);
    }

    /** An account without its token in the vault (a removed credentials.json) cannot sign anything: it needs sign-in. */
    private Account withTokenState(Account account) {
        if (account.needsSignIn() || hasToken(account)) {
            return account;
        }
        return new Account(account.environment(), account.userId(), account.screenName(), account.isDefault(), true,
                account.createdAt());
    }

    private boolean hasToken(Account account) {
        return vault.read(tokenKey(account.key())).isPresent() && vault.read(secretKey(account.key())).isPresent();
    }

    /** Finds by user id or by screen name (with or without {@code @}, any case). */
    public Optional<Account> find(String idOrName) {
        String name = idOrName.startsWith("@") ? idOrName.substring(1) : idOrName;
        return list().stream().filter(a -> a.userId().equals(idOrName) || a.screenName().equalsIgnoreCase(name))
                .findFirst();
    }

    public void setDefault(Account account) {
        repository.setDefault(account.environment(), account.userId());
    }

    /** How to sign requests as this account; empty when its token is missing from the vault. */
    /**
     * How to sign as the default account: the one lookup every API client uses.
     *
     * @throws NotSignedInException when no usable default account is stored
     */
    public Auth.OAuth1 signedInAuth() {
        Account account = repository.defaultAccount(environmentKey())
                .orElseThrow(() -> new NotSignedInException(NotSignedInException.Reason.NO_ACCOUNT, null));
        if (account.needsSignIn()) {
            throw new NotSignedInException(NotSignedInException.Reason.NEEDS_SIGN_IN, account.screenName());
        }
        if (!environment.hasAppCredentials()) {
            throw new NotSignedInException(NotSignedInException.Reason.NO_APP_KEY, account.screenName());
        }
        return authFor(account).orElseThrow(() -> new NotSignedInException(NotSignedInException.Reason.TOKEN_MISSING,
                account.screenName()));
    }

    /** Whether a default account is signed in (reads the store: call off the FX thread). */
    public boolean signedIn() {
        return defaultAccount().filter(account -> !account.needsSignIn()).isPresent();
    }

    public Optional<Auth.OAuth1> authFor(Account account) {
        Optional<Secret> token = vault.read(tokenKey(account.key()));
        Optional<Secret> secret = vault.read(secretKey(account.key()));
        if (token.isEmpty() || secret.isEmpty() || !environment.hasAppCredentials()) {
            return Optional.empty();
        }
        OAuth1Credentials credentials = OAuth1Credentials.app(environment.consumerKey(), environment.consumerSecret())
                .withToken(token.get().reveal(), secret.get());
        return Optional.of(new Auth.OAuth1(credentials, Map.of(), account.key()));
    }

    /** Invalidates the token at the server, then removes the account here. */
    public SignOutResult signOut(Account account) {
        Optional<Auth.OAuth1> auth = authFor(account);
        SignOutResult result = SignOutResult.ALREADY_INVALID;
        if (auth.isPresent()) {
            OAuth1Credentials credentials = auth.get().credentials();
            try {
                oauth.invalidate(credentials.token(), credentials.tokenSecret());
                result = SignOutResult.INVALIDATED;
            } catch (ApiException e) {
                if (e.error() instanceof Transport || e.error() instanceof InsecureConnection) {
                    return SignOutResult.SERVER_UNREACHABLE;
                }
                if (!e.isTokenRevoked()) {
                    throw e;
                }
            }
        }
        removeLocally(account);
        return result;
    }

    /** Forgets the account and its token on this computer only. */
    public void removeLocally(Account account) {
        vault.delete(tokenKey(account.key()));
        vault.delete(secretKey(account.key()));
        repository.remove(account.environment(), account.userId());
    }

    private void tokenRevoked(String accountKey) {
        for (Account account : list()) {
            if (account.key().equals(accountKey)) {
                repository.markNeedsSignIn(account.environment(), account.userId());
                Account marked = repository.find(account.environment(), account.userId()).orElse(account);
                signedOutListeners.forEach(listener -> listener.accept(marked));
            }
        }
    }

    static String tokenKey(String accountKey) {
        return "account." + accountKey + ".token";
    }

    static String secretKey(String accountKey) {
        return "account." + accountKey + ".token_secret";
    }
}
