package dev.starling.ui.account;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.account.OAuthClient;
import org.junit.jupiter.api.Test;

class AuthorizeFormTest {

    private final AuthorizeForm form = new AuthorizeForm();

    @Test
    void nothingChosenAsksForTheDefaultAuthorizePage() {
        assertThat(form.options()).isEqualTo(new OAuthClient.AuthorizeOptions(false, false, null));
        form.screenNameProperty().set("   ");
        assertThat(form.options().screenName()).isNull();
    }

    @Test
    void theChoicesGoIntoTheOptionsAndTheUsernameLosesItsAt() {
        form.useAuthenticateProperty().set(true);
        form.forceLoginProperty().set(true);
        form.screenNameProperty().set(" @demo_marketer ");
        assertThat(form.options()).isEqualTo(new OAuthClient.AuthorizeOptions(true, true, "demo_marketer"));
    }
}
