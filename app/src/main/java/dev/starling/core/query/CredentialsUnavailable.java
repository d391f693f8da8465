package dev.starling.core.query;

import dev.starling.core.query.compose.AuthChoice;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;

/**
 * A query that cannot be sent with the credentials resolved for it (none fit, or the chosen account
 * was signed out since): the one failure for credentials, worded by {@link AuthChoice#text()}.
 */
public final class CredentialsUnavailable extends Exception implements Worded {

    private final transient AuthChoice choice;

    public CredentialsUnavailable(AuthChoice choice) {
        super(choice.reason().name());
        this.choice = choice;
    }

    public AuthChoice choice() {
        return choice;
    }

    @Override
    public BundleText text() {
        return choice.text();
    }
}
