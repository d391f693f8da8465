package dev.starling.core.api.account;

/** Why sign-in did not finish, as something the UI can act on. The message is for the user. */
public final class SignInException extends RuntimeException {

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

    public SignInException(Outcome outcome, String message) {
        super(message, null, false, false);
        this.outcome = outcome;
    }

    public Outcome outcome() {
        return outcome;
    }
}
