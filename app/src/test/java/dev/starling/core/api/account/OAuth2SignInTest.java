package dev.starling.core.api.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.api.ApiServices;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.oauth2.OAuth2Exception;
import dev.starling.core.api.oauth2.OAuth2Tokens;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.oauth.OAuth2App;
import java.net.ServerSocket;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** OAuth 2.0 with PKCE from the client to the sandbox: the listener, the paste fallback, refresh and revoke. */
class OAuth2SignInTest {

    private static final List<String> READ_WRITE = List.of("tweet.read", "users.read", "tweet.write", "offline.access");

    @TempDir
    Path dir;

    private static OAuth2Exception failure(ThrowingCall call) {
        try {
            call.run();
        } catch (OAuth2Exception e) {
            return e;
        } catch (Exception e) {
            throw new AssertionError("expected an OAuth2Exception, got " + e, e);
        }
        throw new AssertionError("expected an OAuth2Exception");
    }

    interface ThrowingCall {
        void run() throws Exception;
    }

    @Test
    void signsInThroughTheListenerAndStoresTheGrantedScopes() throws Exception {
        try (OAuth2Harness harness = new OAuth2Harness(dir, OAuth2Harness.config())) {
            Account account = harness.signIn("demo_marketer", READ_WRITE);

            assertThat(account.kind()).isEqualTo(Account.Kind.OAUTH2);
            assertThat(account.screenName()).isEqualTo("demo_marketer");
            assertThat(account.scopes()).containsExactlyInAnyOrderElementsOf(READ_WRITE);
            assertThat(harness.services().accounts().list()).containsExactly(account);
            OAuth2Tokens tokens = harness.services().accounts().storedTokens(account).orElseThrow();
            assertThat(tokens.refreshable()).isTrue();
            assertThat(tokens.expiresAt()).isEqualTo(OAuth2Harness.START.plus(Duration.ofHours(2)));
            assertThat(harness.services().accounts().defaultUserAuth()).isInstanceOf(Auth.OAuth2.class);
        }
    }

    @Test
    void aTakenPortIsSkippedForTheNextRegisteredOne() throws Exception {
        SandboxConfig config = OAuth2Harness.config();
        int first = java.net.URI.create(config.oauth().oauth2().redirectUris().get(0)).getPort();
        try (ServerSocket taken = new ServerSocket(first, 1, InetAddress.getByName("127.0.0.1"));
             OAuth2Harness harness = new OAuth2Harness(dir, config)) {
            OAuth2SignIn.Pending pending = harness.services().oauth2SignIn().start(READ_WRITE, harness.redirectUris(),
                    false, (key, args) -> key);
            assertThat(pending.redirectUri()).isEqualTo(harness.redirectUris().get(1));
            assertThat(pending.authorizeUrl().toString()).contains("code_challenge_method=S256")
                    .doesNotContain(pending.pkce().verifier());
            pending.close();
        }
    }

    @Test
    void declineOnThePageIsSaidInWords() throws Exception {
        try (OAuth2Harness harness = new OAuth2Harness(dir, OAuth2Harness.config())) {
            OAuth2SignIn.Pending pending = harness.services().oauth2SignIn().start(READ_WRITE, harness.redirectUris(),
                    false, (key, args) -> key);
            String location = OAuth2Harness.authorize(pending.authorizeUrl(), "demo_marketer", "starling-demo", false);
            assertThat(OAuth2Harness.parameter(location, "error")).isEqualTo("access_denied");
            OAuth2Harness.deliver(location);

            OAuth2Exception e = failure(() -> harness.services().oauth2SignIn().await(pending, Duration.ofSeconds(10)));
            assertThat(e.outcome()).isEqualTo(OAuth2Exception.Outcome.DENIED);
            assertThat(harness.services().accounts().list()).isEmpty();
        }
    }

    @Test
    void aRedirectWithAnotherStateIsRefused() throws Exception {
        try (OAuth2Harness harness = new OAuth2Harness(dir, OAuth2Harness.config())) {
            OAuth2SignIn.Pending pending = harness.services().oauth2SignIn().start(READ_WRITE, harness.redirectUris(),
                    false, (key, args) -> key);
            String location = OAuth2Harness.authorize(pending.authorizeUrl(), "demo_marketer", "starling-demo", true);
            OAuth2Harness.deliver(location.replace("state=" + pending.state(), "state=forged"));

            OAuth2Exception e = failure(() -> harness.services().oauth2SignIn().await(pending, Duration.ofSeconds(10)));
            assertThat(e.outcome()).isEqualTo(OAuth2Exception.Outcome.WRONG_STATE);
            assertThat(harness.services().accounts().list()).isEmpty();
        }
    }

    @Test
    void noRedirectInTimeIsSaid() throws Exception {
        try (OAuth2Harness harness = new OAuth2Harness(dir, OAuth2Harness.config())) {
            OAuth2SignIn.Pending pending = harness.services().oauth2SignIn().start(READ_WRITE, harness.redirectUris(),
                    false, (key, args) -> key);
            OAuth2Exception e = failure(() -> harness.services().oauth2SignIn().await(pending, Duration.ofMillis(200)));
            assertThat(e.outcome()).isEqualTo(OAuth2Exception.Outcome.NO_REDIRECT);
        }
    }

    @Test
    void aPastedRedirectSignsInAndAnExpiredCodeIsExplained() throws Exception {
        try (OAuth2Harness harness = new OAuth2Harness(dir, OAuth2Harness.config())) {
            OAuth2SignIn signIn = harness.services().oauth2SignIn();
            OAuth2SignIn.Pending late = signIn.start(READ_WRITE, harness.redirectUris(), true, (key, args) -> key);
            assertThat(late.pasting()).isTrue();
            String tooLate = OAuth2Harness.authorize(late.authorizeUrl(), "demo_marketer", "starling-demo", true);
            harness.clock.advance(Duration.ofSeconds(31));
            OAuth2Exception expired = failure(() -> signIn.finishPasted(late, tooLate));
            assertThat(expired.outcome()).isEqualTo(OAuth2Exception.Outcome.CODE_EXPIRED);
            assertThat(expired.text().args()).containsExactly(30L);

            OAuth2Exception notAnAddress = failure(() -> signIn.finishPasted(late, "hello"));
            assertThat(notAnAddress.outcome()).isEqualTo(OAuth2Exception.Outcome.NO_REDIRECT);

            OAuth2SignIn.Pending pending = signIn.start(READ_WRITE, harness.redirectUris(), true, (key, args) -> key);
            String location = OAuth2Harness.authorize(pending.authorizeUrl(), "demo_engineer", "starling-demo", true);
            assertThat(signIn.finishPasted(pending, location).screenName()).isEqualTo("demo_engineer");
            OAuth2Exception reused = failure(() -> signIn.finishPasted(pending, location));
            assertThat(reused.outcome()).isEqualTo(OAuth2Exception.Outcome.CODE_EXPIRED);
        }
    }

    @Test
    void aConfidentialClientAuthenticatesWithBasicAndWithoutItsSecretIsRefused() throws Exception {
        SandboxConfig config = OAuth2Harness.config();
        config = config.withOAuth2(config.oauth().oauth2().withClient("confidential-client", "s3cret-value"));
        try (OAuth2Harness harness = new OAuth2Harness(dir, config, "s3cret-value")) {
            assertThat(harness.signIn("demo_marketer", READ_WRITE).kind()).isEqualTo(Account.Kind.OAUTH2);

            ApiServices noSecret = harness.services(null);
            OAuth2SignIn.Pending pending = noSecret.oauth2SignIn().start(READ_WRITE, harness.redirectUris(), true,
                    (key, args) -> key);
            String location = OAuth2Harness.authorize(pending.authorizeUrl(), "demo_marketer", "starling-demo", true);
            OAuth2Exception refused = failure(() -> noSecret.oauth2SignIn().finishPasted(pending, location));
            assertThat(refused.text().args()).first().isEqualTo("unauthorized_client");
        }
    }

    @Test
    void anExpiringTokenIsRefreshedOnceAndTheOldRefreshTokenIsRefused() throws Exception {
        try (OAuth2Harness harness = new OAuth2Harness(dir, OAuth2Harness.config())) {
            Account account = harness.signIn("demo_marketer", READ_WRITE);
            OAuth2Tokens first = harness.services().accounts().storedTokens(account).orElseThrow();
            harness.clock.advance(Duration.ofMinutes(116));

            Auth auth = harness.services().accounts().userAuth(account);
            OAuth2Tokens second = harness.services().accounts().storedTokens(account).orElseThrow();
            assertThat(second.accessToken()).isNotEqualTo(first.accessToken());
            assertThat(((Auth.OAuth2) auth).accessToken()).isEqualTo(second.accessToken());
            assertThat(harness.sandbox.module(dev.starling.sandbox.oauth.OAuthModule.class).oauth2Refreshes()).isEqualTo(1);
            harness.services().accounts().userAuth(account);
            assertThat(harness.sandbox.module(dev.starling.sandbox.oauth.OAuthModule.class).oauth2Refreshes()).isEqualTo(1);

            dev.starling.core.api.oauth2.OAuth2TokenClient client = new dev.starling.core.api.oauth2.OAuth2TokenClient(
                    harness.services().http(), harness.services().environment(), harness.clock);
            OAuth2Exception reused = failure(() -> client.refresh(first.refreshToken()));
            assertThat(reused.outcome()).isEqualTo(OAuth2Exception.Outcome.REFRESH_FAILED);
        }
    }

    @Test
    void aFailedRefreshMarksTheAccountAndOffersSignIn() throws Exception {
        try (OAuth2Harness harness = new OAuth2Harness(dir, OAuth2Harness.config())) {
            Account account = harness.signIn("demo_marketer", READ_WRITE);
            harness.sandbox.module(dev.starling.sandbox.oauth.OAuthModule.class).reset();
            harness.clock.advance(Duration.ofHours(3));

            OAuth2Exception e = failure(() -> harness.services().accounts().userAuth(account));
            assertThat(e.outcome()).isEqualTo(OAuth2Exception.Outcome.REFRESH_FAILED);
            assertThat(e.offersSignIn()).isTrue();
            assertThat(harness.services().accounts().list().get(0).needsSignIn()).isTrue();
        }
    }

    @Test
    void signOutRevokesTheAccessAndRefreshTokens() throws Exception {
        try (OAuth2Harness harness = new OAuth2Harness(dir, OAuth2Harness.config())) {
            Account account = harness.signIn("demo_marketer", READ_WRITE);
            OAuth2Tokens tokens = harness.services().accounts().storedTokens(account).orElseThrow();
            ApiRequest me = ApiRequest.get(ApiUrls.resolve(harness.services().environment().apiBase(), "2/users/me"),
                    new Auth.OAuth2(tokens.accessToken(), null));
            assertThat(harness.services().http().execute(me).status()).isEqualTo(200);

            assertThat(harness.services().accounts().signOut(account)).isEqualTo(AccountService.SignOutResult.INVALIDATED);

            assertThat(harness.services().accounts().list()).isEmpty();
            assertThatThrownBy(() -> harness.services().http().execute(me)).isInstanceOf(ApiException.class)
                    .satisfies(e -> assertThat(((ApiException) e).error().status()).isEqualTo(401));
            dev.starling.core.api.oauth2.OAuth2TokenClient client = new dev.starling.core.api.oauth2.OAuth2TokenClient(
                    harness.services().http(), harness.services().environment(), harness.clock);
            assertThat(failure(() -> client.refresh(tokens.refreshToken())).outcome())
                    .isEqualTo(OAuth2Exception.Outcome.REFRESH_FAILED);
        }
    }

    @Test
    void theEmbeddedSandboxRegistersStarlingsRedirectUris() {
        assertThat(OAuth2App.STARLING_REDIRECT_URIS).containsExactlyElementsOf(
                dev.starling.core.config.AppSettings.DEFAULT_REDIRECT_URIS.stream().map(Object::toString).toList());
    }
}
