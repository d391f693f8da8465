package dev.starling.ui.common;

import dev.starling.core.text.Messages;
import dev.starling.core.api.account.NotSignedInException;
import dev.starling.core.text.Worded;

/**
 * The one way a failure becomes words on screen: "{what}: {the API's own explanation}", the
 * sign-in hint when nobody is signed in, and never a Java exception name.
 */
public final class FailureText {

    private FailureText() {
    }

    /**
     * @param what localised, e.g. "Could not delete the audience"
     */
    public static String describe(Throwable failure, String what) {
        if (failure instanceof NotSignedInException notSignedIn) {
            return Messages.text(notSignedIn.reason() == NotSignedInException.Reason.NO_APP_KEY ? "failure.noAppKey"
                    : "failure.signInFirst");
        }
        if (failure instanceof Worded worded) {
            return what + ": " + worded.text().render(Messages::text);
        }
        String detail = failure.getMessage();
        if (detail == null || detail.isBlank()) {
            return Messages.text("failure.withoutDetail", what);
        }
        return what + ": " + detail;
    }
}
