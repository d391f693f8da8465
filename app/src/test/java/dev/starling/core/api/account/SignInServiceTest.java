package dev.starling.core.api.account;

import dev.starling.boot.DurableMigrations;
import dev.starling.testing.FakeClock;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.api.ApiServices;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.store.DurableStore;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.nio.file.Path;
import java.time.Instant;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SignInServiceTest {

    private final MockWebServer server = new MockWebServer();
    private DurableStore store;
    private ApiServices api;

    @TempDir
    Path dataDir;

    @BeforeEach
    void start() throws IOException {
        server.start(InetAddress.getLoopbackAddress(), 0);
        store = DurableStore.inMemory(DurableMigrations.ALL);
        FakeClock clock = new FakeClock(Instant.parse("2026-01-01T00:00:00Z"));
        api = ApiServices.create(new ApiEnvironment(EnvironmentKind.CUSTOM, URI.create(server.url("/").toString()), null,
                "key", Secret.of("consumer-secret-1")), store, new FileCredentialVault(dataDir),
                log -> HttpSettings.defaults(log).withClock(clock).withSleeper(clock));
    }

    @AfterEach
    void stop() {
        server.close();
        store.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"1234567", " 123 4567 ", "123-4567", "1 2 3 4 5 6 7"})
    void pinsAreNormalisedToSevenDigits(String typed) {
        assertThat(Pin.normalise(typed)).isEqualTo("1234567");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "123456", "12345678", "12a4567", "１２３４５６７"})
    void anythingButSevenDigitsIsAMalformedPin(String typed) {
        assertThatThrownBy(() -> Pin.normalise(typed)).isInstanceOfSatisfying(SignInException.class,
                e -> assertThat(e.outcome()).isEqualTo(SignInException.Outcome.MALFORMED_PIN));
    }

    @Test
    void startRequestsAnOutOfBandTokenAndBuildsTheAuthenticateAddress() throws InterruptedException {
        server.enqueue(new MockResponse.Builder().code(200)
                .body("oauth_token=rt&oauth_token_secret=rts&oauth_callback_confirmed=true").build());

        SignInService.PendingSignIn pending = api.signIn().start(new OAuthClient.AuthorizeOptions(true, true, "ada"));

        RecordedRequest request = server.takeRequest();
        assertThat(request.getMethod()).isEqualTo("POST");
        assertThat(request.getUrl().encodedPath()).isEqualTo("/oauth/request_token");
        assertThat(request.getHeaders().get("Authorization")).contains("oauth_callback=\"oob\"")
                .doesNotContain("oauth_token=");
        assertThat(pending.authorizeUrl().toString()).isEqualTo(server.url("/oauth/authenticate")
                + "?oauth_token=rt&force_login=true&screen_name=ada");
    }

    @Test
    void finishExchangesThePinAndStoresTheAccount() throws InterruptedException {
        server.enqueue(new MockResponse.Builder().code(200).body("oauth_token=rt&oauth_token_secret=rts").build());
        server.enqueue(new MockResponse.Builder().code(200)
                .body("oauth_token=at&oauth_token_secret=ats&user_id=42&screen_name=ada").build());

        Account account = api.signIn().finish(api.signIn().start(OAuthClient.AuthorizeOptions.DEFAULT), "765-4321");

        server.takeRequest();
        RecordedRequest exchange = server.takeRequest();
        assertThat(exchange.getHeaders().get("Authorization")).contains("oauth_token=\"rt\"", "oauth_verifier=\"7654321\"");
        assertThat(account.userId()).isEqualTo("42");
        assertThat(account.screenName()).isEqualTo("ada");
        assertThat(api.accounts().list()).containsExactly(account);
    }

    @Test
    void eachFailureHasItsOwnOutcome() {
        assertOutcome(new MockResponse.Builder().code(401).body("Invalid oauth_verifier parameter").build(),
                SignInException.Outcome.WRONG_PIN);
        assertOutcome(new MockResponse.Builder().code(401).body("Invalid request token").build(),
                SignInException.Outcome.EXPIRED_REQUEST);
        assertOutcome(new MockResponse.Builder().code(403).body("{\"errors\":[{\"code\":415,\"message\":\"denied\"}]}").build(),
                SignInException.Outcome.DENIED);
        server.enqueue(new MockResponse.Builder().code(200).body("oauth_token=rt&oauth_token_secret=rts").build());
        SignInService.PendingSignIn pending = api.signIn().start(OAuthClient.AuthorizeOptions.DEFAULT);
        server.close();
        assertThatThrownBy(() -> api.signIn().finish(pending, "1234567")).isInstanceOfSatisfying(SignInException.class,
                e -> assertThat(e.outcome()).isEqualTo(SignInException.Outcome.NETWORK_DOWN));
    }

    private void assertOutcome(MockResponse answer, SignInException.Outcome expected) {
        server.enqueue(new MockResponse.Builder().code(200).body("oauth_token=rt&oauth_token_secret=rts").build());
        server.enqueue(answer);
        SignInService.PendingSignIn pending = api.signIn().start(OAuthClient.AuthorizeOptions.DEFAULT);
        assertThatThrownBy(() -> api.signIn().finish(pending, "1234567")).isInstanceOfSatisfying(SignInException.class,
                e -> assertThat(e.outcome()).isEqualTo(expected));
    }
}
