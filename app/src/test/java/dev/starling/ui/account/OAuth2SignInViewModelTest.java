package dev.starling.ui.account;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.boot.AppServices;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.OAuth2Harness;
import dev.starling.testing.BootedServices;
import dev.starling.ui.common.ScriptedDialogs;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OAuth 2.0 sign-in through the Account page's view-model against the embedded sandbox: the test plays
 * the browser on the sandbox's authorize page and follows (or pastes) its redirect.
 */
class OAuth2SignInViewModelTest {

    @TempDir
    Path dataDir;

    private final ScriptedDialogs clipboard = new ScriptedDialogs();
    private final List<String> opened = new ArrayList<>();
    private final List<Account> signedIn = new java.util.concurrent.CopyOnWriteArrayList<>();
    private AppServices services;
    private OAuth2SignInViewModel viewModel;

    @BeforeEach
    void setUp() {
        services = BootedServices.boot(dataDir);
        viewModel = new OAuth2SignInViewModel(services.api(), services.tasks(), opened::add,
                services.settings()::redirectUris, clipboard, Clock.systemUTC(), Runnable::run,
                (account, notGranted) -> signedIn.add(account));
    }

    @AfterEach
    void tearDown() {
        viewModel.cancel();
        services.close();
    }

    private String approve(boolean allow) throws Exception {
        return OAuth2Harness.authorize(java.net.URI.create(viewModel.authorizeUrlProperty().get()), "demo_marketer",
                "starling-demo", allow);
    }

    @Test
    void theScopeListStartsWithTheDefaultsAndKeepsTheTwoStarlingNeeds() {
        assertThat(viewModel.chosenScopes()).containsExactly("tweet.read", "users.read", "tweet.write", "offline.access");
        ScopeChoice tweetRead = viewModel.groups().get(0).scopes().get(0);
        tweetRead.chosenProperty().set(false);
        assertThat(tweetRead.chosenProperty().get()).as("tweet.read is always asked for").isTrue();
        assertThat(viewModel.groups()).extracting(ScopeChoice.Group::heading).contains("Read posts and users",
                "Like posts", "Follow accounts", "Direct messages", "Stay signed in");
        assertThat(tweetRead.words()).contains("posts");
    }

    @Test
    void signsInThroughTheLoopbackListenerWithTheChosenScopes() throws Exception {
        viewModel.choose(List.of("tweet.write", "like.write", "offline.access"));
        viewModel.start();

        assertThat(viewModel.phaseProperty().get()).isEqualTo(OAuth2SignInViewModel.Phase.WAITING);
        assertThat(viewModel.pastingProperty().get()).as("a registered port was free").isFalse();
        assertThat(opened).containsExactly(viewModel.authorizeUrlProperty().get());
        assertThat(viewModel.authorizeUrlProperty().get()).contains("/i/oauth2/authorize").contains("like.write")
                .contains("code_challenge_method=S256");
        assertThat(viewModel.waitingTextProperty().get()).contains("http://127.0.0.1:4782");

        assertThat(OAuth2Harness.deliver(approve(true))).isEqualTo(200);
        // The listener hands the redirect over once the browser has its page: the finish runs on its thread.
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(10);
        while (signedIn.isEmpty() && viewModel.errorProperty().get().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }

        assertThat(viewModel.phaseProperty().get()).isEqualTo(OAuth2SignInViewModel.Phase.IDLE);
        assertThat(viewModel.errorProperty().get()).isEmpty();
        assertThat(viewModel.messageProperty().get()).startsWith("Signed in as @demo_marketer with OAuth 2.0");
        assertThat(signedIn).singleElement().satisfies(account -> {
            assertThat(account.kind()).isEqualTo(Account.Kind.OAUTH2);
            assertThat(account.scopes()).containsExactlyInAnyOrder("tweet.read", "users.read", "tweet.write",
                    "like.write", "offline.access");
        });
        assertThat(services.api().current().accounts().list()).extracting(Account::screenName)
                .containsExactly("demo_marketer");
    }

    @Test
    void theAddressIsPastedWhenTheBrowserIsElsewhereAndAWrongPasteCanBeCorrected() throws Exception {
        viewModel.browserElsewhereProperty().set(true);
        viewModel.start();

        assertThat(viewModel.pastingProperty().get()).isTrue();
        assertThat(opened).as("the browser is elsewhere: nothing is opened here").isEmpty();
        assertThat(viewModel.waitingTextProperty().get()).contains("paste");
        String location = approve(true);

        viewModel.pastedProperty().set("https://example.com/not-it");
        viewModel.finishPasted();
        assertThat(viewModel.errorProperty().get()).contains("not the address the browser was sent to");
        assertThat(viewModel.phaseProperty().get()).isEqualTo(OAuth2SignInViewModel.Phase.WAITING);

        viewModel.pastedProperty().set(location);
        viewModel.finishPasted();
        assertThat(viewModel.phaseProperty().get()).isEqualTo(OAuth2SignInViewModel.Phase.IDLE);
        assertThat(signedIn).extracting(Account::screenName).containsExactly("demo_marketer");
    }

    @Test
    void aDeclineOnThePageIsSaidInWordsAndNobodyIsSignedIn() throws Exception {
        viewModel.browserElsewhereProperty().set(true);
        viewModel.start();
        viewModel.pastedProperty().set(approve(false));
        viewModel.finishPasted();

        assertThat(viewModel.errorProperty().get()).contains("You did not authorize Starling")
                .contains("start again");
        assertThat(viewModel.phaseProperty().get()).isEqualTo(OAuth2SignInViewModel.Phase.IDLE);
        assertThat(signedIn).isEmpty();
    }

    @Test
    void aRedirectWithAnotherStateIsRefused() throws Exception {
        viewModel.browserElsewhereProperty().set(true);
        viewModel.start();
        String location = approve(true);
        String state = OAuth2Harness.parameter(location, "state");
        viewModel.pastedProperty().set(location.replace("state=" + state, "state=forged"));
        viewModel.finishPasted();

        assertThat(viewModel.errorProperty().get()).contains("did not come from this sign-in");
        assertThat(signedIn).isEmpty();
        assertThat(services.api().current().accounts().list()).isEmpty();
    }

    @Test
    void aCodeUsedOnceIsExplainedAsTheCodesThirtySecondsWhenPastedAgain() throws Exception {
        viewModel.browserElsewhereProperty().set(true);
        viewModel.start();
        String first = approve(true);
        viewModel.pastedProperty().set(first);
        viewModel.finishPasted();
        assertThat(signedIn).hasSize(1);

        // The same address again in a new sign-in of the same state cannot be had; a used code is what
        // X answers for a late one too: start, then paste the used code under the new state.
        viewModel.start();
        String fresh = approve(true);
        String usedCode = OAuth2Harness.parameter(first, "code");
        viewModel.pastedProperty().set(fresh.replace("code=" + OAuth2Harness.parameter(fresh, "code"),
                "code=" + usedCode));
        viewModel.finishPasted();

        assertThat(viewModel.errorProperty().get()).contains("expired").contains("30 seconds");
    }

    @Test
    void cancelStopsListeningAndStoresNothing() throws Exception {
        viewModel.start();
        String location = approve(true);
        viewModel.cancel();

        assertThat(viewModel.phaseProperty().get()).isEqualTo(OAuth2SignInViewModel.Phase.IDLE);
        assertThat(viewModel.messageProperty().get()).isEqualTo("Sign-in cancelled.");
        assertThat(viewModel.authorizeUrlProperty().get()).isEmpty();
        try {
            OAuth2Harness.deliver(location);
        } catch (RuntimeException refused) {
            // the listener is closed: the browser finds nobody there
        }
        assertThat(signedIn).isEmpty();
        assertThat(services.api().current().accounts().list()).isEmpty();
    }
}
