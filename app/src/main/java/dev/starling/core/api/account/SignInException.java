package dev.starling.core.api.account;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;

/**
 * Why sign-in did not finish, as something the UI can act on, in words ({@link #text()}) the window and the
 * command line word alike. The message, for logs, is the outcome only: never the PIN or a token.
 */
public final class SignInException extends RuntimeException implements Worded {

    public enum Outcome {
        /** Not seven digits: ask again. */
        MALFORMED_PIN,
        /** Seven digits, but the server rejected them: ask again. */
        WRONG_PIN,
        /** The request token is no longer valid (too old, or already used): start over. */
        EXPIRED_REQUEST,
        /** The user declined on the authorize page, or the app may not sign in: start over. */
        DENIED,
        /** The server could not be reached: check the network and retry. */
        NETWORK_DOWN,
        /** Anything else the server said; the message has it. */
        FAILED
    }

    private final Outcome outcome;
    private final transient BundleText text;

    public SignInException(Outcome outcome, BundleText text) {
        super("Sign-in did not finish: " + outcome, null, false, false);
        this.outcome = outcome;
        this.text = text;
    }

    @Override
    public BundleText text() {
        return text;
    }

    public Outcome outcome() {
        return outcome;
    }
}
