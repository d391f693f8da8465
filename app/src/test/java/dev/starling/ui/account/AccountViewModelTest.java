package dev.starling.ui.account;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.boot.AppServices;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.config.SandboxDemo;
import dev.starling.testing.BootedServices;
import dev.starling.ui.common.ScriptedDialogs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Signing in and out through the view-model alone, against the embedded sandbox of a booted app. */
class AccountViewModelTest {

    @TempDir
    Path dataDir;

    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final List<String> opened = new ArrayList<>();
    private AppServices services;
    private AccountViewModel viewModel;

    @BeforeEach
    void setUp() {
        services = BootedServices.boot(dataDir);
        viewModel = new AccountViewModel(services.api(), services.tasks(), opened::add, Runnable::run, dialogs, dialogs);
    }

    @AfterEach
    void tearDown() {
        services.close();
    }

    private void signIn() {
        viewModel.startSignIn();
        viewModel.pinProperty().set(SignedInSandbox.approve(viewModel.authorizeUrlProperty().get(), SignedInSandbox.MARKETER));
        viewModel.finishSignIn();
    }

    @Test
    void withNobodySignedInItSaysSoAndOffersTheSignIn() {
        assertThat(viewModel.signedInProperty().get()).isFalse();
        assertThat(viewModel.signedInAsProperty().get()).isEqualTo("Not signed in.");
        assertThat(viewModel.phaseProperty().get()).isEqualTo(AccountViewModel.Phase.IDLE);
    }

    @Test
    void startingASignInOpensTheBrowserAndTheAddressCanBeCopied() {
        viewModel.startSignIn();

        assertThat(viewModel.phaseProperty().get()).isEqualTo(AccountViewModel.Phase.WAITING_FOR_PIN);
        assertThat(opened).containsExactly(viewModel.authorizeUrlProperty().get());
        viewModel.copyAuthorizeUrl();
        assertThat(dialogs.copied()).containsExactly(viewModel.authorizeUrlProperty().get());
    }

    @Test
    void thePinFromTheBrowserSignsTheUserInAsTheDefaultAccount() {
        signIn();

        assertThat(viewModel.signedInProperty().get()).isTrue();
        assertThat(viewModel.signedInAsProperty().get()).startsWith("@" + SignedInSandbox.MARKETER + " (user id ");
        assertThat(viewModel.messageProperty().get()).startsWith("Signed in as @" + SignedInSandbox.MARKETER);
        assertThat(viewModel.accounts()).hasSize(1);
    }

    @Test
    void signingOutAsksFirstAndDoesNothingWhenTheUserSaysNo() {
        signIn();
        dialogs.answer(false);

        viewModel.confirmSignOut(viewModel.accounts().get(0));

        assertThat(dialogs.asked()).singleElement().asString().contains("@" + SignedInSandbox.MARKETER);
        assertThat(viewModel.signedInProperty().get()).as("still signed in").isTrue();
        assertThat(viewModel.accounts()).hasSize(1);
    }

    @Test
    void signingOutWhenConfirmedInvalidatesTheTokenAndForgetsTheAccount() {
        signIn();
        dialogs.answer(true);

        viewModel.confirmSignOut(viewModel.accounts().get(0));

        assertThat(viewModel.signedInProperty().get()).isFalse();
        assertThat(viewModel.accounts()).isEmpty();
        assertThat(viewModel.messageProperty().get()).isEqualTo("Signed out @" + SignedInSandbox.MARKETER
                + ": the token was invalidated at X.");
    }

    @Test
    void aWrongPinIsExplainedAndTheUserMayTypeItAgain() {
        viewModel.startSignIn();
        viewModel.pinProperty().set("1234567");

        viewModel.finishSignIn();

        assertThat(viewModel.signedInProperty().get()).isFalse();
        assertThat(viewModel.errorProperty().get()).isNotEmpty().doesNotContain("Exception");
    }

    @Test
    void withTheEmbeddedSandboxTheDemoUsersAndTheirPasswordAreListedAndCopied() {
        assertThat(viewModel.demoCredentials().availableProperty().get()).isTrue();
        assertThat(viewModel.demoCredentials().users()).extracting(SandboxDemo.Login::username)
                .containsExactly("demo_marketer", "demo_engineer");

        viewModel.demoCredentials().copy(viewModel.demoCredentials().users().get(0).password());

        assertThat(dialogs.copied()).containsExactly("starling-demo");
    }

    @Test
    void withTheRealXNoDemoUsersAreShown() {
        services.environments().switchTo(EnvironmentKind.X_API, null, null, "a-real-key", Secret.of("a-real-secret"));

        assertThat(viewModel.demoCredentials().availableProperty().get()).isFalse();
        assertThat(viewModel.demoCredentials().users()).isEmpty();
    }

    @Test
    void whenTheBrowserCannotBeOpenedItSaysSoAndOffersTheAddressNotAnApproveMessage() {
        AccountViewModel noBrowser = new AccountViewModel(services.api(), services.tasks(), url -> {
            throw new IllegalStateException("this computer has no xdg-open to open web pages with.");
        }, Runnable::run, dialogs, dialogs);

        noBrowser.startSignIn();

        assertThat(noBrowser.phaseProperty().get()).isEqualTo(AccountViewModel.Phase.WAITING_FOR_PIN);
        assertThat(noBrowser.browserFailedProperty().get()).isTrue();
        assertThat(noBrowser.messageProperty().get()).as("no green approve-in-your-browser message").isEmpty();
        assertThat(noBrowser.errorProperty().get()).startsWith("Starling could not open a browser: this computer has no xdg-open")
                .contains("Open the address below in a browser");
        assertThat(noBrowser.authorizeUrlProperty().get()).contains("oauth_token=");
        noBrowser.copyAuthorizeUrl();
        assertThat(dialogs.copied()).containsExactly(noBrowser.authorizeUrlProperty().get());

        noBrowser.pinProperty().set(SignedInSandbox.approve(noBrowser.authorizeUrlProperty().get(), SignedInSandbox.MARKETER));
        noBrowser.finishSignIn();
        assertThat(noBrowser.signedInProperty().get()).as("the copied address still signs in").isTrue();
        assertThat(noBrowser.browserFailedProperty().get()).isFalse();
    }

    @Test
    void onlyOnceTheBrowserTookThePageDoesItSayToApproveThere() {
        viewModel.startSignIn();

        assertThat(viewModel.browserFailedProperty().get()).isFalse();
        assertThat(viewModel.errorProperty().get()).isEmpty();
        assertThat(viewModel.messageProperty().get()).isEqualTo("Approve Starling in your browser, then type the 7-digit PIN it shows.");
    }
}
