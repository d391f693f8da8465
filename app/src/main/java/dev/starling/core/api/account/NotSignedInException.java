package dev.starling.core.api.account;

/**
 * A call needs the signed-in user and there is none (or its token is missing or revoked). The one
 * failure of {@link AccountService#signedInAuth()}, whichever API asked.
 */
public final class NotSignedInException extends RuntimeException {

    public NotSignedInException() {
        super("No signed-in account: sign in first (Account, Ctrl+1, or `starling login`).", null, false, false);
    }
}
