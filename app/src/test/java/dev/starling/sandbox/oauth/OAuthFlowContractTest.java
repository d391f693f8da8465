package dev.starling.sandbox.oauth;

import dev.starling.testing.FakeClock;
import static dev.starling.sandbox.oauth.SandboxOAuthClient.PASSWORD;
import static dev.starling.sandbox.oauth.SandboxOAuthClient.USER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.scribejava.core.model.OAuth1AccessToken;
import com.github.scribejava.core.model.OAuth1RequestToken;
import com.github.scribejava.core.model.OAuthRequest;
import com.github.scribejava.core.model.Response;
import com.github.scribejava.core.model.Verb;
import com.github.scribejava.core.oauth.OAuth10aService;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.auth.UserDirectory;
import dev.starling.sandbox.http.Json;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The three-legged OAuth 1.0a flow over HTTP, with ScribeJava as the independent client. */
class OAuthFlowContractTest {

    private final FakeClock clock = new FakeClock(Instant.now());
    private Sandbox sandbox;
    private SandboxOAuthClient client;

    @BeforeEach
    void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults(), clock);
        client = new SandboxOAuthClient(sandbox, clock);
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    @Test
    void pinFlowIssuesAnAccessTokenThatWorksUntilInvalidated() throws Exception {
        OAuth10aService service = client.service("oob");
        OAuth1RequestToken requestToken = client.requestToken(service);
        assertThat(requestToken.isOauthCallbackConfirmed()).isTrue();

        HttpResponse<String> page = client.get(client.base() + "/oauth/authorize?oauth_token=" + requestToken.getToken());
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("<form", "session[username_or_email]", "session[password]",
                AuthorizePage.APP_NAME);

        HttpResponse<String> approved = client.signIn("/oauth/authorize", requestToken.getToken(), USER, PASSWORD, true);
        String pin = SandboxOAuthClient.pinFrom(approved.body());
        OAuth1AccessToken access = service.getAccessToken(requestToken, pin);
        assertThat(access.getParameter("screen_name")).isEqualTo(USER);
        assertThat(access.getParameter("user_id")).isEqualTo(UserDirectory.idFor(USER));

        Response me = client.signedGet(access, "/1.1/account/verify_credentials.json");
        assertThat(me.getCode()).isEqualTo(200);
        assertThat(Json.parse(me.getBody().getBytes(StandardCharsets.UTF_8)).path("screen_name").asText())
                .isEqualTo(USER);

        Response invalidated = client.signedPost(access, "/1.1/oauth/invalidate_token");
        assertThat(invalidated.getCode()).isEqualTo(200);
        assertThat(Json.parse(invalidated.getBody().getBytes(StandardCharsets.UTF_8)).path("access_token").asText())
                .isEqualTo(access.getToken());

        Response reused = client.signedGet(access, "/1.1/account/verify_credentials.json");
        assertThat(reused.getCode()).isEqualTo(401);
        assertThat(errorCode(reused)).isEqualTo(89);
    }

    @Test
    void invalidateTokenAlsoAnswersOnTheJsonSuffix() throws Exception {
        OAuth1AccessToken access = client.pinFlow(USER, PASSWORD);

        Response invalidated = client.signedPost(access, "/1.1/oauth/invalidate_token.json");

        assertThat(invalidated.getCode()).isEqualTo(200);
        assertThat(errorCode(client.signedPost(access, "/1.1/oauth/invalidate_token.json"))).isEqualTo(89);
    }

    @Test
    void callbackFlowRedirectsWithTokenAndVerifier() throws Exception {
        OAuth10aService service = client.service("http://127.0.0.1:51234/callback");
        OAuth1RequestToken requestToken = client.requestToken(service);

        HttpResponse<String> approved = client.signIn("/oauth/authorize", requestToken.getToken(), USER, PASSWORD, true);

        assertThat(approved.statusCode()).isEqualTo(302);
        URI location = URI.create(approved.headers().firstValue("Location").orElseThrow());
        assertThat(location.getPort()).isEqualTo(51234);
        assertThat(location.getPath()).isEqualTo("/callback");
        Map<String, java.util.List<String>> query = dev.starling.sandbox.http.HttpServerAdapter
                .decodeForm(location.getRawQuery());
        assertThat(query.get("oauth_token")).containsExactly(requestToken.getToken());
        OAuth1AccessToken access = service.getAccessToken(requestToken, query.get("oauth_verifier").get(0));
        assertThat(access.getParameter("screen_name")).isEqualTo(USER);
    }

    @Test
    void wrongPasswordShowsTheFormAgainWithAMessageAndNoPin() {
        OAuth1RequestToken requestToken = client.requestToken(client.service("oob"));

        HttpResponse<String> refused = client.signIn("/oauth/authorize", requestToken.getToken(), USER, "wrong", true);

        assertThat(refused.statusCode()).isEqualTo(401);
        assertThat(refused.body()).contains("did not match our records", "session[password]").doesNotContain("id=\"oauth_pin\"");
    }

    @Test
    void denyingShowsNoPinAndKillsTheRequestToken() {
        OAuth10aService service = client.service("oob");
        OAuth1RequestToken requestToken = client.requestToken(service);

        HttpResponse<String> denied = client.signIn("/oauth/authorize", requestToken.getToken(), USER, PASSWORD, false);

        assertThat(denied.statusCode()).isEqualTo(200);
        assertThat(denied.body()).contains("not granted access").doesNotContain("id=\"oauth_pin\"");
        HttpResponse<String> again = client.get(client.base() + "/oauth/authorize?oauth_token=" + requestToken.getToken());
        assertThat(again.statusCode()).isEqualTo(401);
        assertThat(again.body()).doesNotContain("<form");
    }

    @Test
    void screenNamePrefillsTheUsername() {
        OAuth1RequestToken requestToken = client.requestToken(client.service("oob"));

        HttpResponse<String> page = client.get(client.base() + "/oauth/authorize?oauth_token=" + requestToken.getToken()
                + "&screen_name=demo_engineer");

        assertThat(page.body()).contains("name=\"session[username_or_email]\" value=\"demo_engineer\"");
    }

    @Test
    void authenticateSkipsConsentForASignedInUserWhoAlreadyGrantedTheApp() {
        client.pinFlow(USER, PASSWORD);
        OAuth10aService service = client.service("http://localhost/callback");
        OAuth1RequestToken requestToken = client.requestToken(service);

        HttpResponse<String> page = client.get(client.base() + "/oauth/authenticate?oauth_token="
                + requestToken.getToken());

        assertThat(page.statusCode()).isEqualTo(302);
        assertThat(page.headers().firstValue("Location").orElseThrow())
                .startsWith("http://localhost/callback?oauth_token=" + requestToken.getToken() + "&oauth_verifier=");
    }

    @Test
    void authorizeStillAsksForConsentFromASignedInUser() {
        client.pinFlow(USER, PASSWORD);
        OAuth1RequestToken requestToken = client.requestToken(client.service("oob"));

        HttpResponse<String> page = client.get(client.base() + "/oauth/authorize?oauth_token=" + requestToken.getToken());

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("Signed in as @" + USER, "name=\"allow\"")
                .doesNotContain("session[password]");
    }

    @Test
    void signedInUserApprovesWithoutTypingThePasswordAgain() {
        client.pinFlow(USER, PASSWORD);
        OAuth1RequestToken requestToken = client.requestToken(client.service("oob"));

        HttpResponse<String> approved = client.signIn("/oauth/authorize", requestToken.getToken(), null, null, true);

        assertThat(SandboxOAuthClient.pinFrom(approved.body())).hasSize(7);
        assertThat(approved.body()).contains("Signed in as @" + USER);
    }

    @Test
    void withoutASessionApprovingWithoutCredentialsShowsTheFormAgain() {
        OAuth1RequestToken requestToken = client.requestToken(client.service("oob"));

        HttpResponse<String> refused = client.signIn("/oauth/authorize", requestToken.getToken(), null, null, true);

        assertThat(refused.statusCode()).isEqualTo(401);
        assertThat(refused.body()).contains("session[password]").doesNotContain("id=\"oauth_pin\"");
    }

    @Test
    void forceLoginAsksForCredentialsEvenWithASession() {
        client.pinFlow(USER, PASSWORD);
        OAuth1RequestToken requestToken = client.requestToken(client.service("oob"));

        HttpResponse<String> page = client.get(client.base() + "/oauth/authenticate?oauth_token="
                + requestToken.getToken() + "&force_login=true");

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("session[password]");
    }

    @Test
    void requestTokenIsSingleUse() throws Exception {
        OAuth10aService service = client.service("oob");
        OAuth1RequestToken requestToken = client.requestToken(service);
        String pin = SandboxOAuthClient.pinFrom(client.signIn("/oauth/authorize", requestToken.getToken(), USER,
                PASSWORD, true).body());
        service.getAccessToken(requestToken, pin);

        Response second = accessTokenCall(service, requestToken, pin);

        assertThat(second.getCode()).isEqualTo(401);
        assertThat(errorCode(second)).isEqualTo(89);
    }

    @Test
    void requestTokenExpiresAfterFifteenMinutes() throws Exception {
        OAuth10aService service = client.service("oob");
        OAuth1RequestToken requestToken = client.requestToken(service);
        String pin = SandboxOAuthClient.pinFrom(client.signIn("/oauth/authorize", requestToken.getToken(), USER,
                PASSWORD, true).body());

        clock.advance(Duration.ofMinutes(16));
        Response late = accessTokenCall(service, requestToken, pin);

        assertThat(late.getCode()).isEqualTo(401);
        assertThat(errorCode(late)).isEqualTo(89);
    }

    @Test
    void wrongVerifierIsRefusedWithCode32() throws Exception {
        OAuth10aService service = client.service("oob");
        OAuth1RequestToken requestToken = client.requestToken(service);
        String pin = SandboxOAuthClient.pinFrom(client.signIn("/oauth/authorize", requestToken.getToken(), USER,
                PASSWORD, true).body());
        String wrong = pin.equals("0000000") ? "1111111" : "0000000";

        Response refused = accessTokenCall(service, requestToken, wrong);

        assertThat(refused.getCode()).isEqualTo(401);
        assertThat(errorCode(refused)).isEqualTo(32);
        assertThat(refused.getBody()).contains("oauth_verifier");
    }

    @Test
    void readAccessTypeIsReflectedOnTheConsentPage() {
        OAuth10aService service = client.service("oob");
        OAuthRequest request = new OAuthRequest(Verb.POST, client.base() + "/oauth/request_token");
        request.addOAuthParameter("oauth_callback", "oob");
        request.addQuerystringParameter("ext_auth_access_type", "read");
        Response response = client.signed(service, new OAuth1AccessToken("", ""), request);
        String token = formValue(body(response), "oauth_token");

        HttpResponse<String> page = client.get(client.base() + "/oauth/authorize?oauth_token=" + token);

        assertThat(page.body()).contains("Read posts").doesNotContain("Post and delete posts");
    }

    private Response accessTokenCall(OAuth10aService service, OAuth1RequestToken requestToken, String verifier) {
        OAuthRequest request = new OAuthRequest(Verb.POST, client.base() + "/oauth/access_token");
        request.addOAuthParameter("oauth_verifier", verifier);
        return client.signed(service, new OAuth1AccessToken(requestToken.getToken(), requestToken.getTokenSecret()),
                request);
    }

    static int errorCode(Response response) throws java.io.IOException {
        JsonNode body = Json.parse(response.getBody().getBytes(StandardCharsets.UTF_8));
        return body.path("errors").path(0).path("code").asInt(-1);
    }

    static String body(Response response) {
        try {
            return response.getBody();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static String formValue(String form, String name) {
        return dev.starling.sandbox.http.HttpServerAdapter.decodeForm(form).get(name).get(0);
    }
}
