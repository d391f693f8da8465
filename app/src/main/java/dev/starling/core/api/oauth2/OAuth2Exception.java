package dev.starling.core.api.oauth2;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;

/**
 * Why an OAuth 2.0 sign-in, refresh or revocation did not work, as something the window and the
 * command line can act on and put in words ({@link #text()}). The message is the bundle key only:
 * it never carries a token or a code.
 */
public final class OAuth2Exception extends RuntimeException implements Worded {

    public enum Outcome {
        /** The person declined on the authorize page ({@code error=access_denied}). */
        DENIED,
        /** X refused the request and said why ({@code error}, {@code error_description}). */
        REFUSED,
        /** The redirect's {@code state} is not the one sent: it did not come from this sign-in. */
        WRONG_STATE,
        /** The code was exchanged too late (X's codes live 30 seconds) or twice. */
        CODE_EXPIRED,
        /** No redirect arrived in time, or what was pasted is not a redirect address. */
        NO_REDIRECT,
        /** No OAuth 2.0 client is set for the environment. */
        NO_CLIENT,
        /** The refresh token was refused (used already, revoked, or expired): sign in again. */
        REFRESH_FAILED,
        /** The token expired and there is no refresh token (the sign-in did not ask for offline.access). */
        EXPIRED_NO_REFRESH,
        /** The server could not be reached. */
        NETWORK_DOWN
    }

    private final Outcome outcome;
    private final transient BundleText text;

    public OAuth2Exception(Outcome outcome, BundleText text) {
        super(text.key(), null, false, false);
        this.outcome = outcome;
        this.text = text;
    }

    public Outcome outcome() {
        return outcome;
    }

    @Override
    public BundleText text() {
        return text;
    }

    /** Whether signing in again is the way out. */
    public boolean offersSignIn() {
        return outcome == Outcome.REFRESH_FAILED || outcome == Outcome.EXPIRED_NO_REFRESH;
    }
}
