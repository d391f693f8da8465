package dev.starling.ui.audiences;

import dev.starling.core.api.ads.NotSignedInException;
import dev.starling.core.api.error.ApiException;

/** Plain-words explanations of Ads failures for the Audiences and Do-not-reach workspaces. */
public final class AdsFailures {

    public static final String SIGN_IN_FIRST =
            "Sign in first (Account, Ctrl+1): ad accounts and their audiences belong to a signed-in user.";

    private AdsFailures() {
    }

    /** "Could not delete the audience: <the API's own explanation>". */
    public static String describe(Throwable failure, String what) {
        if (failure instanceof NotSignedInException) {
            return SIGN_IN_FIRST;
        }
        if (failure instanceof ApiException api) {
            return what + ": " + api.error().userMessage();
        }
        String detail = failure.getMessage();
        return what + (detail == null || detail.isBlank() ? "." : ": " + detail);
    }
}
