package dev.starling.core.api.account;

import dev.starling.core.api.http.ApiHttp;
import dev.starling.core.api.account.OAuthClient.AccessToken;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.InsecureConnection;
import dev.starling.core.api.error.Transport;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.http.OAuth1Credentials;
import dev.starling.core.api.oauth2.OAuth2Exception;
import dev.starling.core.api.oauth2.OAuth2TokenClient;
import dev.starling.core.api.oauth2.OAuth2Tokens;
import dev.starling.core.api.oauth2.RefreshLock;
import dev.starling.core.text.BundleText;
import java.time.Instant;
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
    private final OAuth2TokenClient oauth2;
    private final RefreshLock refreshLock;

    public AccountService(AccountRepository repository, CredentialVault vault, OAuthClient oauth, ApiHttp http,
                          ApiEnvironment environment, Clock clock) {
        this(repository, vault, oauth, http, environment, clock, new RefreshLock(null));
    }

    /** @param refreshLock serialises OAuth 2.0 refreshes across threads and processes sharing the store */
    public AccountService(AccountRepository repository, CredentialVault vault, OAuthClient oauth, ApiHttp http,
                          ApiEnvironment environment, Clock clock, RefreshLock refreshLock) {
        this.repository = repository;
        this.vault = vault;
        this.oauth = oauth;
        this.environment = environment;
        this.clock = clock;
        this.oauth2 = new OAuth2TokenClient(http, environment, clock);
        this.refreshLock = refreshLock;
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

    // --- OAuth 2.0 accounts (issue 35) ---

    /** Stores an OAuth 2.0 account: its tokens in the vault (one entry), its granted scopes with the account. */
    public Account addOAuth2(String userId, String screenName, OAuth2Tokens tokens) {
        String key = Account.key(environmentKey(), userId);
        vault.write(oauth2Key(key), tokens.encode());
        vault.delete(tokenKey(key));
        vault.delete(secretKey(key));
        return repository.save(environmentKey(), userId, screenName, Account.Kind.OAUTH2, tokens.scopes(),
                clock.instant());
    }

    /**
     * How to call a v2 endpoint as the default account, whatever its kind: OAuth 1.0a signing, or its
     * OAuth 2.0 access token (refreshed first when it expires within {@link OAuth2Tokens#REFRESH_MARGIN}).
     *
     * @throws NotSignedInException when no usable default account is stored
     * @throws OAuth2Exception when a needed refresh failed (the account is then marked for sign-in)
     */
    public Auth defaultUserAuth() {
        return defaultAccount().filter(account -> !account.needsSignIn()).map(this::userAuth)
                .orElseThrow(NotSignedInException::new);
    }

    /** As {@link #defaultUserAuth()} for one account. */
    public Auth userAuth(Account account) {
        if (account.kind() == Account.Kind.OAUTH1) {
            return authFor(account).orElseThrow(NotSignedInException::new);
        }
        return new Auth.OAuth2(freshTokens(account).accessToken(), account.key());
    }

    /** The account's OAuth 2.0 tokens as stored (no refresh); empty for OAuth 1.0a accounts. */
    public Optional<OAuth2Tokens> storedTokens(Account account) {
        return vault.read(oauth2Key(account.key())).flatMap(OAuth2Tokens::decode);
    }

    /** The account's OAuth 2.0 tokens, refreshed first when they are due. */
    public OAuth2Tokens freshTokens(Account account) {
        OAuth2Tokens tokens = storedTokens(account).orElseThrow(NotSignedInException::new);
        return tokens.dueAt(clock.instant()) ? refresh(account, false) : tokens;
    }

    /**
     * Refreshes the account's tokens, once across every thread and process: under the refresh lock the
     * tokens are read again, and when another holder refreshed them meanwhile, theirs are used.
     *
     * @param force refresh even when the tokens are not due (X refused the access token)
     */
    public OAuth2Tokens refresh(Account account, boolean force) {
        Secret before = storedTokens(account).map(OAuth2Tokens::accessToken).orElse(null);
        return refreshLock.holding(() -> {
            OAuth2Tokens current = storedTokens(account).orElseThrow(NotSignedInException::new);
            Instant now = clock.instant();
            boolean refreshedMeanwhile = before != null && !before.equals(current.accessToken());
            if (refreshedMeanwhile || (!force && !current.dueAt(now))) {
                return current;
            }
            if (!current.refreshable()) {
                if (current.expiredAt(now) || force) {
                    markSignedOut(account);
                    throw new OAuth2Exception(OAuth2Exception.Outcome.EXPIRED_NO_REFRESH,
                            BundleText.of("oauth2.refresh.noRefreshToken", account.screenName()));
                }
                return current;
            }
            OAuth2Tokens next;
            try {
                next = oauth2.refresh(current.refreshToken());
            } catch (OAuth2Exception e) {
                if (e.outcome() == OAuth2Exception.Outcome.REFRESH_FAILED) {
                    markSignedOut(account);
                    throw new OAuth2Exception(e.outcome(), BundleText.of("oauth2.refresh.signInAgain",
                            account.screenName(), e.text().args().isEmpty() ? "" : e.text().args().get(0),
                            e.text().args().size() < 2 ? "" : e.text().args().get(1)));
                }
                throw e;
            }
            vault.write(oauth2Key(account.key()), next.encode());
            repository.saveScopes(account.environment(), account.userId(), next.scopes());
            return next;
        });
    }

    private void markSignedOut(Account account) {
        repository.markNeedsSignIn(account.environment(), account.userId());
        Account marked = repository.find(account.environment(), account.userId()).orElse(account);
        signedOutListeners.forEach(listener -> listener.accept(marked));
    }

    static String oauth2Key(String accountKey) {
        return "account." + accountKey + ".oauth2";
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
                account.createdAt(), account.kind(), account.scopes());
    }

    private boolean hasToken(Account account) {
        if (account.kind() == Account.Kind.OAUTH2) {
            return vault.read(oauth2Key(account.key())).isPresent();
        }
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

    /** Invalidates the token at the server (OAuth 2.0: revokes the refresh and access tokens), then removes the account here. */
    public SignOutResult signOut(Account account) {
        if (account.kind() == Account.Kind.OAUTH2) {
            return signOutOAuth2(account);
        }
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

    private SignOutResult signOutOAuth2(Account account) {
        Optional<OAuth2Tokens> tokens = storedTokens(account);
        if (tokens.isPresent()) {
            try {
                if (tokens.get().refreshable()) {
                    oauth2.revoke(tokens.get().refreshToken(), "refresh_token");
                }
                oauth2.revoke(tokens.get().accessToken(), "access_token");
            } catch (OAuth2Exception e) {
                if (e.outcome() == OAuth2Exception.Outcome.NETWORK_DOWN) {
                    return SignOutResult.SERVER_UNREACHABLE;
                }
                throw e;
            }
        }
        removeLocally(account);
        return tokens.isPresent() ? SignOutResult.INVALIDATED : SignOutResult.ALREADY_INVALID;
    }

    /** Forgets the account and its token on this computer only. */
    public void removeLocally(Account account) {
        vault.delete(tokenKey(account.key()));
        vault.delete(secretKey(account.key()));
        vault.delete(oauth2Key(account.key()));
        repository.remove(account.environment(), account.userId());
    }

    private void tokenRevoked(String accountKey) {
        for (Account account : list()) {
            if (account.key().equals(accountKey) && account.kind() == Account.Kind.OAUTH2) {
                // X refused the access token: a refresh may cure it (it marks the account when it cannot).
                try {
                    refresh(account, true);
                } catch (OAuth2Exception | NotSignedInException e) {
                    // Said through the signed-out listeners, or the account is already gone.
                }
            } else if (account.key().equals(accountKey)) {
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
