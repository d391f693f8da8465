package dev.starling.ui.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.boot.AppServices;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.OAuth2Harness;
import dev.starling.core.api.account.OAuth2SignIn;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.oauth2.OAuth2Exception;
import dev.starling.core.api.oauth2.OAuth2Tokens;
import dev.starling.core.auth.Secret;
import dev.starling.testing.BootedServices;
import dev.starling.ui.common.ScriptedDialogs;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** OAuth 2.0 accounts on the Account page: their kind and scopes, a refused renewal, and sign-out that revokes. */
class OAuth2AccountsTest {

    static final List<String> READ_WRITE = List.of("tweet.read", "users.read", "tweet.write", "offline.access");

    @TempDir
    Path dataDir;

    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private AppServices services;
    private AccountViewModel viewModel;

    @BeforeEach
    void setUp() {
        services = BootedServices.boot(dataDir);
        viewModel = new AccountViewModel(services.api(), services.tasks(), url -> { }, Runnable::run, dialogs, dialogs);
    }

    @AfterEach
    void tearDown() {
        services.close();
    }

    /** Signs {@code user} in with OAuth 2.0 by the paste route, as the window's use case does. */
    static Account signIn(AppServices services, String user, List<String> scopes) throws Exception {
        OAuth2SignIn signIn = services.api().current().oauth2SignIn();
        try (OAuth2SignIn.Pending pending = signIn.start(scopes,
                services.settings().redirectUris(services.api().current().environment().kind()), true, (key, args) -> key)) {
            return signIn.finishPasted(pending, OAuth2Harness.authorize(pending.authorizeUrl(), user, "starling-demo", true));
        }
    }

    @Test
    void theListShowsHowEachAccountSignedInAndWhatItWasGranted() throws Exception {
        signIn(services, "demo_marketer", READ_WRITE);
        viewModel.refresh();

        assertThat(viewModel.accounts()).singleElement().satisfies(account ->
                assertThat(AccountRows.text(account)).startsWith("@demo_marketer").contains(
                        "OAuth 2.0: tweet.read users.read tweet.write offline.access").contains("default"));
        assertThat(viewModel.signedInProperty().get()).isTrue();
    }

    @Test
    void signOutAsksSayingBothTokensAreRevokedAndTheServerRefusesThemAfterwards() throws Exception {
        Account account = signIn(services, "demo_marketer", READ_WRITE);
        ApiServices api = services.api().current();
        OAuth2Tokens tokens = api.accounts().storedTokens(account).orElseThrow();
        viewModel.refresh();

        dialogs.answer(true);
        viewModel.confirmSignOut(viewModel.accounts().get(0));

        assertThat(dialogs.confirmations()).singleElement().satisfies(confirmation ->
                assertThat(confirmation.message()).contains("access token and its refresh token"));
        assertThat(viewModel.messageProperty().get()).isEqualTo(
                "Signed out @demo_marketer: X revoked its access and refresh tokens.");
        assertThat(viewModel.accounts()).isEmpty();
        assertThatThrownBy(() -> api.http().execute(ApiRequest.get(ApiUrls.resolve(api.environment().apiBase(),
                "2/users/me"), new Auth.OAuth2(tokens.accessToken(), null))))
                .as("the access token is revoked at the sandbox").isInstanceOf(ApiException.class);
        assertThatThrownBy(() -> new dev.starling.core.api.oauth2.OAuth2TokenClient(api.http(), api.environment(),
                services.clock()).refresh(tokens.refreshToken()))
                .as("so is the refresh token").isInstanceOf(OAuth2Exception.class);
    }

    @Test
    void aRenewalTheServerRefusesSaysSoAndOffersToSignInAgainWithTheSameScopes() throws Exception {
        Account account = signIn(services, "demo_engineer", READ_WRITE);
        ApiServices api = services.api().current();
        OAuth2Tokens tokens = api.accounts().storedTokens(account).orElseThrow();
        // A refresh token another tool already used: X refuses it.
        api.accounts().addOAuth2(account.userId(), account.screenName(), new OAuth2Tokens(tokens.accessToken(),
                Secret.of("used-elsewhere"), tokens.expiresAt(), tokens.scopes()));
        viewModel.refresh();

        assertThatThrownBy(() -> api.accounts().refresh(account, true)).isInstanceOf(OAuth2Exception.class);

        assertThat(viewModel.errorProperty().get()).contains("X refused to renew the access token of @demo_engineer")
                .contains("Sign it in again");
        assertThat(viewModel.signInAgainProperty().get()).isNotNull()
                .extracting(Account::screenName).isEqualTo("demo_engineer");
        assertThat(viewModel.accounts()).singleElement().satisfies(row -> {
            assertThat(row.needsSignIn()).isTrue();
            assertThat(AccountRows.text(row)).contains("renewal failed: sign in again");
        });

        viewModel.signedInWithOAuth2(signIn(services, "demo_engineer", READ_WRITE));
        assertThat(viewModel.signInAgainProperty().get()).isNull();
        assertThat(viewModel.accounts()).singleElement().extracting(Account::needsSignIn).isEqualTo(false);
    }
}
