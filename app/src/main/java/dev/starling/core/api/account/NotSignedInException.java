package dev.starling.core.api.account;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;

/**
 * A call needs the signed-in user and cannot sign as one: the one failure of
 * {@link AccountService#signedInAuth()}, whichever API asked, with the reason, so each front end can
 * say what to do (the window names its pages, the command line its options).
 */
public final class NotSignedInException extends RuntimeException implements Worded {

    public enum Reason {
        /** No account is signed in to this environment. */
        NO_ACCOUNT,
        /** X no longer accepts the account's token (revoked or expired). */
        NEEDS_SIGN_IN,
        /** The account is listed but its token is not in the credential store (the file was removed or lost). */
        TOKEN_MISSING,
        /** The environment has no app key (API key and secret) to sign with. */
        NO_APP_KEY
    }

    private final Reason reason;
    private final String screenName;

    public NotSignedInException() {
        this(Reason.NO_ACCOUNT, null);
    }

    /** @param screenName the account concerned, or null */
    public NotSignedInException(Reason reason, String screenName) {
        // The message, for logs, is the key only; the words are text()'s.
        super("notSignedIn." + reason.name(), null, false, false);
        this.reason = reason;
        this.screenName = screenName;
    }

    public Reason reason() {
        return reason;
    }

    /** {@code notSignedIn.<REASON>} with the account's screen name. */
    @Override
    public BundleText text() {
        return BundleText.of("notSignedIn." + reason.name(), screenName == null ? "" : screenName);
    }
}
