package dev.starling.core.api.account;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.core.api.http.JsonApiClient;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.oauth2.LoopbackListener;
import dev.starling.core.api.oauth2.OAuth2Exception;
import dev.starling.core.api.oauth2.OAuth2Scope;
import dev.starling.core.api.oauth2.OAuth2TokenClient;
import dev.starling.core.api.oauth2.OAuth2Tokens;
import dev.starling.core.api.oauth2.Pkce;
import dev.starling.core.api.oauth2.RedirectAnswer;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Phrasebook;
import java.net.URI;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * OAuth 2.0 sign-in with PKCE, the same for the window and the command line: {@link #start} makes the
 * verifier, the state and the authorize page's address, and listens on the first usable registered
 * loopback redirect URI (or, for a browser on another machine, none: the person pastes the address
 * the browser was sent to); {@link #await} or {@link #finishPasted} check the state, exchange the
 * code within its 30 seconds, learn who signed in ({@code /2/users/me}) and store the account with
 * its granted scopes.
 */
public final class OAuth2SignIn {

    /** X's codes live 30 seconds: an exchange later than this is explained as the code's expiry. */
    static final Duration CODE_LIFE = Duration.ofSeconds(30);
    /** Starling must learn who signed in ({@code GET /2/users/me}), which needs these two. */
    static final List<String> ALWAYS = List.of(OAuth2Scope.TWEET_READ.scope(), OAuth2Scope.USERS_READ.scope());

    private final OAuth2TokenClient client;
    private final JsonApiClient v2;
    private final AccountService accounts;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    public OAuth2SignIn(OAuth2TokenClient client, JsonApiClient v2, AccountService accounts, Clock clock) {
        this.client = client;
        this.v2 = v2;
        this.accounts = accounts;
        this.clock = clock;
    }

    /**
     * A sign-in under way: open {@code authorizeUrl} in a browser, then {@link #await} the redirect
     * (with a listener) or {@link #finishPasted} the address the browser ended on.
     *
     * @param listener null when the redirect is pasted
     */
    public record Pending(URI authorizeUrl, URI redirectUri, String state, Pkce pkce, List<String> scopes,
                          LoopbackListener listener, Instant started) implements AutoCloseable {

        public boolean pasting() {
            return listener == null;
        }

        @Override
        public void close() {
            if (listener != null) {
                listener.close();
            }
        }

        @Override
        public String toString() {
            return "Pending[" + authorizeUrl + "]";
        }
    }

    /**
     * @param scopes what to ask for ({@code tweet.read} and {@code users.read} are always added)
     * @param redirectUris the registered loopback redirect URIs, tried in order
     * @param paste no listener: the person pastes the redirect address (a browser elsewhere)
     * @param words the words of the page the browser shows after the redirect
     */
    public Pending start(List<String> scopes, List<URI> redirectUris, boolean paste, Phrasebook words) {
        if (redirectUris.isEmpty()) {
            throw new IllegalArgumentException("no redirect URI to use");
        }
        client.client();
        Set<String> asked = new LinkedHashSet<>(ALWAYS);
        asked.addAll(scopes);
        LoopbackListener listener = paste ? null : LoopbackListener.open(redirectUris, words).orElse(null);
        URI redirect = listener != null ? listener.redirectUri() : redirectUris.get(0);
        Pkce pkce = Pkce.generate(random);
        String state = randomState();
        List<String> list = List.copyOf(asked);
        return new Pending(client.authorizeUrl(list, redirect, state, pkce), redirect, state, pkce, list, listener,
                clock.instant());
    }

    /** Waits for the browser's redirect on the listener, then finishes. */
    public Account await(Pending pending, Duration timeout) throws InterruptedException {
        if (pending.listener() == null) {
            throw new IllegalStateException("this sign-in has no listener: paste the redirect address");
        }
        RedirectAnswer answer = pending.listener().await(timeout);
        Instant arrived = clock.instant();
        pending.close();
        return finish(pending, answer, arrived, false);
    }

    /**
     * Finishes with the redirect the listener received at {@code arrived} (the window hears it through
     * {@link LoopbackListener#answer()} instead of blocking in {@link #await}).
     */
    public Account finishRedirected(Pending pending, RedirectAnswer answer, Instant arrived) {
        pending.close();
        return finish(pending, answer, arrived, false);
    }

    /** Finishes with the address the browser was redirected to, as the person pasted it. */
    public Account finishPasted(Pending pending, String pasted) {
        RedirectAnswer answer = RedirectAnswer.parse(pasted).orElseThrow(() -> new OAuth2Exception(
                OAuth2Exception.Outcome.NO_REDIRECT, BundleText.of("oauth2.signIn.notARedirect",
                        pending.redirectUri().toString())));
        return finish(pending, answer, clock.instant(), true);
    }

    private Account finish(Pending pending, RedirectAnswer answer, Instant arrived, boolean pasted) {
        String code = answer.codeFor(pending.state());
        OAuth2Tokens tokens;
        try {
            tokens = client.exchange(code, pending.pkce(), pending.redirectUri());
        } catch (OAuth2Exception e) {
            boolean late = Duration.between(arrived, clock.instant()).compareTo(CODE_LIFE) > 0;
            boolean invalidCode = e.outcome() == OAuth2Exception.Outcome.REFUSED && !e.text().args().isEmpty()
                    && List.of("invalid_request", "invalid_grant").contains(String.valueOf(e.text().args().get(0)));
            if (invalidCode && (late || pasted)) {
                throw new OAuth2Exception(OAuth2Exception.Outcome.CODE_EXPIRED, BundleText.of(
                        "oauth2.signIn.codeExpired", CODE_LIFE.toSeconds()));
            }
            throw e;
        }
        Map.Entry<String, String> user = whoSignedIn(tokens);
        return accounts.addOAuth2(user.getKey(), user.getValue(), tokens);
    }

    private Map.Entry<String, String> whoSignedIn(OAuth2Tokens tokens) {
        try {
            JsonNode me = v2.get("2/users/me", Map.of(), new Auth.OAuth2(tokens.accessToken(), null)).body()
                    .path("data");
            return Map.entry(me.path("id").asText(), me.path("username").asText());
        } catch (ApiException e) {
            throw new OAuth2Exception(OAuth2Exception.Outcome.REFUSED, BundleText.of("oauth2.signIn.whoFailed",
                    e.text()));
        }
    }

    private String randomState() {
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** The scopes X granted, with those asked for but not granted (X may grant fewer). */
    public static List<String> notGranted(Pending pending, Account account) {
        List<String> missing = new ArrayList<>(pending.scopes());
        missing.removeAll(account.scopes());
        return missing;
    }
}
