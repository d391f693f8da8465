package dev.starling.core.api.ads;

/** The Ads API needs a signed-in user and there is none (or its token is missing or revoked). */
public final class NotSignedInException extends RuntimeException {

    public NotSignedInException() {
        super("No account is signed in: the Ads API acts as a signed-in user.", null, false, false);
    }
}
