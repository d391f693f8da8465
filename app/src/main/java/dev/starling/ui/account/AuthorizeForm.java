package dev.starling.ui.account;

import dev.starling.core.api.account.OAuthClient;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The sign-in choices above the Sign in button: skip approval when already granted
 * ({@code oauth/authenticate}), always ask for the password, a username to pre-fill; and the
 * authorize options they make.
 */
public final class AuthorizeForm {

    private final BooleanProperty useAuthenticate = new SimpleBooleanProperty(this, "useAuthenticate");
    private final BooleanProperty forceLogin = new SimpleBooleanProperty(this, "forceLogin");
    private final StringProperty screenName = new SimpleStringProperty(this, "screenName", "");

    public BooleanProperty useAuthenticateProperty() { return useAuthenticate; }
    public BooleanProperty forceLoginProperty() { return forceLogin; }
    /** Optional; a leading @ is dropped. */
    public StringProperty screenNameProperty() { return screenName; }

    /** The options of the authorize page these choices ask for. */
    OAuthClient.AuthorizeOptions options() {
        String name = screenName.get();
        return new OAuthClient.AuthorizeOptions(useAuthenticate.get(), forceLogin.get(),
                name == null || name.isBlank() ? null : name.trim().replaceFirst("^@", ""));
    }
}
