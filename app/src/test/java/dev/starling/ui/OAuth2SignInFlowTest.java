package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.api.ApiServices;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.OAuth2Harness;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.oauth2.OAuth2Tokens;
import dev.starling.core.query.compose.CredentialChoice;
import dev.starling.core.query.compose.Endpoint;
import java.net.URI;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * OAuth 2.0 in the window as a person does it, against the in-process sandbox: sign in on the Account
 * page (the test plays the browser on the sandbox's authorize page and follows its redirect to the
 * window's listener, or pastes it when no registered port was free), see the account with its scopes,
 * send a query as it, see a call it lacks the scope for refused before sending, sign out: both tokens
 * are revoked at the sandbox.
 */
class OAuth2SignInFlowTest extends FlowTest {

    @Test
    void signsInWithOAuth2SendsAQueryAsTheAccountAndSignOutRevokesItsTokens() throws Exception {
        robot.clickOn("#nav-account");
        clickRevealed("#oauth2SignInButton");
        TextField authorizeUrl = robot.lookup("#oauth2AuthorizeUrl").queryAs(TextField.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !authorizeUrl.getText().isEmpty());
        assertThat(authorizeUrl.getText()).contains("/i/oauth2/authorize").contains("scope=tweet.read");

        String location = OAuth2Harness.authorize(URI.create(authorizeUrl.getText()), "demo_marketer", "starling-demo", true);
        if (robot.lookup("#oauth2Waiting").queryAs(Label.class).getText().contains("waiting for the browser")) {
            assertThat(OAuth2Harness.deliver(location)).isEqualTo(200);
        } else {
            // No registered port was free on this machine: the window offers the paste, as for a browser elsewhere.
            robot.clickOn("#oauth2Pasted").write(location);
            clickRevealed("#oauth2Finish");
        }
        Label signedInAs = robot.lookup("#signedInAs").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> signedInAs.getText().startsWith("@demo_marketer"));
        assertThat(robot.lookup("#oauth2Message").queryAs(Label.class).getText())
                .startsWith("Signed in as @demo_marketer with OAuth 2.0");
        @SuppressWarnings("unchecked")
        ListView<Account> accounts = robot.lookup("#accountList").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !accounts.getItems().isEmpty());
        reveal(accounts);
        assertThat(robot.from(accounts).lookup(".list-cell").queryAllAs(javafx.scene.control.ListCell.class).stream()
                .map(javafx.scene.control.ListCell::getText).filter(text -> text != null && !text.isEmpty()))
                .singleElement().asString().contains("OAuth 2.0: tweet.read users.read tweet.write offline.access");
        Account account = accounts.getItems().get(0);
        ApiServices api = services.api().current();
        OAuth2Tokens tokens = api.accounts().storedTokens(account).orElseThrow();

        QueryFlows.composeRecentSearch(robot, "starling");
        @SuppressWarnings("unchecked")
        ComboBox<CredentialChoice> sendAs = robot.lookup("#credentialChoice").queryAs(ComboBox.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> sendAs.getItems().size() == 3);
        robot.interact(() -> sendAs.setValue(sendAs.getItems().get(2)));
        assertThat(sendAs.getConverter().toString(sendAs.getValue())).isEqualTo("@demo_marketer (OAuth 2.0)");
        assertThat(robot.lookup("#acceptsLabel").queryAs(Label.class).getText())
                .contains("OAuth 2.0 user context with tweet.read, users.read");
        robot.clickOn("#targetField");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        Label status = robot.lookup("#queryStatus").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> status.getText().startsWith("HTTP "));
        assertThat(status.getText()).startsWith("HTTP 200");
        assertThat(robot.lookup("#authLabel").queryAs(Label.class).getText()).isEqualTo("@demo_marketer, as chosen.");

        // A call the account was not granted the scope for is said before sending.
        @SuppressWarnings("unchecked")
        ChoiceBox<Endpoint> endpoint = robot.lookup("#endpointChoice").queryAs(ChoiceBox.class);
        robot.interact(() -> endpoint.setValue(Endpoint.USER_LIKED_TWEETS));
        assertThat(robot.lookup("#authLabel").queryAs(Label.class).getText()).contains("needs the scope like.read");
        assertThat(robot.lookup("#sendButton").queryAs(Button.class).isDisabled()).isTrue();

        robot.clickOn("#nav-account");
        robot.interact(() -> accounts.getSelectionModel().select(0));
        clickRevealed("#signOut");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#confirmation").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        robot.press(KeyCode.ALT, KeyCode.S).release(KeyCode.S, KeyCode.ALT);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> accounts.getItems().isEmpty());
        assertThat(robot.lookup("#accountMessage").queryAs(Label.class).getText())
                .isEqualTo("Signed out @demo_marketer: X revoked its access and refresh tokens.");
        assertThatThrownBy(() -> api.http().execute(ApiRequest.get(ApiUrls.resolve(api.environment().apiBase(),
                "2/users/me"), new Auth.OAuth2(tokens.accessToken(), null))))
                .as("the sandbox refuses the revoked access token").isInstanceOf(ApiException.class);
    }

    /** Scrolls the workspace so that the node is in view, then clicks it, as a person would. */
    private void clickRevealed(String query) {
        Node node = robot.lookup(query).query();
        reveal(node);
        robot.clickOn(node);
    }

    private void reveal(Node node) {
        robot.interact(() -> {
            for (Parent parent = node.getParent(); parent != null; parent = parent.getParent()) {
                if (parent instanceof ScrollPane pane && pane.getContent() != null) {
                    Bounds bounds = pane.getContent().sceneToLocal(node.localToScene(node.getBoundsInLocal()));
                    double room = pane.getContent().getBoundsInLocal().getHeight() - pane.getViewportBounds().getHeight();
                    if (room > 0) {
                        pane.setVvalue(Math.max(0, Math.min(1, (bounds.getMinY() - 40) / room)));
                    }
                    break;
                }
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
    }
}
