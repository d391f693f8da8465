package dev.starling.sandbox.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.scribejava.core.model.OAuth1RequestToken;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.testing.FakeClock;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The sandbox's sign-in page tells a first-time user which published demo users to sign in with. */
class SignInPageDemoUsersTest {

    private final FakeClock clock = new FakeClock(Instant.now());

    private static String signInPage(Sandbox sandbox, FakeClock clock) throws Exception {
        SandboxOAuthClient client = new SandboxOAuthClient(sandbox, clock);
        OAuth1RequestToken token = client.requestToken(client.service("oob"));
        HttpResponse<String> page = client.get(client.base() + "/oauth/authorize?oauth_token=" + token.getToken());
        assertThat(page.statusCode()).isEqualTo(200);
        return page.body();
    }

    @Test
    void withTheDemoUsersThePageListsEachWithItsPasswordAndCopyButtons() throws Exception {
        try (Sandbox sandbox = Sandbox.start(SandboxConfig.defaults(), clock)) {
            String page = signInPage(sandbox, clock);

            assertThat(page).contains("id=\"demo-users\"", "Sign in with a demo user");
            for (int i = 0; i < SandboxConfig.DEMO_USERS.size(); i++) {
                SandboxConfig.DemoUser user = SandboxConfig.DEMO_USERS.get(i);
                assertThat(page).contains("<code id=\"demo-user-" + i + "\">" + user.username() + "</code>",
                        "<code id=\"demo-password-" + i + "\">" + user.password() + "</code>",
                        "data-copy=\"demo-user-" + i + "\"", "data-copy=\"demo-password-" + i + "\"",
                        "data-user=\"" + user.username() + "\"");
            }
            assertThat(page).contains("navigator.clipboard", "<script>");
        }
    }

    @Test
    void ownUsersAreNeverListedAndTheirPasswordsNeverShown() throws Exception {
        SandboxConfig own = SandboxConfig.defaults()
                .withUsers(List.of(new SandboxConfig.DemoUser("alice", "a long password")));
        try (Sandbox sandbox = Sandbox.start(own, clock)) {
            String page = signInPage(sandbox, clock);

            assertThat(page).doesNotContain("id=\"demo-users\"", "alice", "a long password", "<script>");
        }
    }

    @Test
    void aMixOfDemoAndOwnUsersListsOnlyThePublishedOnes() throws Exception {
        SandboxConfig mixed = SandboxConfig.defaults().withUsers(List.of(SandboxConfig.DEMO_USERS.get(0),
                new SandboxConfig.DemoUser("alice", "a long password")));
        try (Sandbox sandbox = Sandbox.start(mixed, clock)) {
            String page = signInPage(sandbox, clock);

            assertThat(page).contains("id=\"demo-users\"", SandboxConfig.DEMO_USERS.get(0).username())
                    .doesNotContain("alice", "a long password");
        }
    }
}
