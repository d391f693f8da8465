package dev.starling.sandbox.oauth;

import dev.starling.testing.FakeClock;
import static dev.starling.sandbox.oauth.OAuthFlowContractTest.errorCode;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.scribejava.core.model.OAuth1AccessToken;
import com.github.scribejava.core.model.OAuthRequest;
import com.github.scribejava.core.model.Response;
import com.github.scribejava.core.model.Verb;
import com.github.scribejava.core.oauth.OAuth10aService;
import com.github.scribejava.core.services.HMACSha1SignatureService;
import com.github.scribejava.core.services.PlaintextSignatureService;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Every way the OAuth 1.0a server refuses a request, each with X's status and error code. */
class OAuthRejectionContractTest {

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
    void wrongConsumerSecretIsRefusedWithCode32() throws Exception {
        OAuth10aService service = client.service("oob", SandboxConfig.DEMO_CONSUMER_KEY, "not-the-secret",
                new HMACSha1SignatureService());

        Response response = client.requestTokenCall(service, "oob");

        assertThat(response.getCode()).isEqualTo(401);
        assertThat(errorCode(response)).isEqualTo(32);
    }

    @Test
    void unknownConsumerKeyIsRefusedWithCode32() throws Exception {
        OAuth10aService service = client.service("oob", "unknownKey", SandboxConfig.DEMO_CONSUMER_SECRET,
                new HMACSha1SignatureService());

        Response response = client.requestTokenCall(service, "oob");

        assertThat(response.getCode()).isEqualTo(401);
        assertThat(errorCode(response)).isEqualTo(32);
    }

    @Test
    void timestampMoreThanTenMinutesOffIsRefusedWithCode135() throws Exception {
        client.timestampOverride = () -> Long.toString(clock.instant().getEpochSecond() - 601);

        Response response = client.requestTokenCall(client.service("oob"), "oob");

        assertThat(response.getCode()).isEqualTo(401);
        assertThat(errorCode(response)).isEqualTo(135);
    }

    @Test
    void timestampWithinTenMinutesIsAccepted() {
        client.timestampOverride = () -> Long.toString(clock.instant().getEpochSecond() + 590);

        Response response = client.requestTokenCall(client.service("oob"), "oob");

        assertThat(response.getCode()).isEqualTo(200);
    }

    @Test
    void reusedNonceIsRefusedWithCode32() throws Exception {
        client.nonceOverride = () -> "fixedNonce123";
        assertThat(client.requestTokenCall(client.service("oob"), "oob").getCode()).isEqualTo(200);

        Response replay = client.requestTokenCall(client.service("oob"), "oob");

        assertThat(replay.getCode()).isEqualTo(401);
        assertThat(errorCode(replay)).isEqualTo(32);
        assertThat(replay.getBody()).contains("nonce");
    }

    @Test
    void missingOAuthParametersAreRefusedWithCode215() throws Exception {
        HttpResponse<String> response = client.send(HttpRequest.newBuilder(
                        URI.create(client.base() + "/oauth/request_token"))
                .header("Authorization", "OAuth oauth_consumer_key=\"" + SandboxConfig.DEMO_CONSUMER_KEY
                        + "\", oauth_callback=\"oob\"")
                .POST(HttpRequest.BodyPublishers.noBody()).build());

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).contains("\"code\":215");
    }

    @Test
    void duplicatedOAuthParameterIsRefusedWithCode215() throws Exception {
        OAuth10aService service = client.service("oob");
        OAuthRequest request = new OAuthRequest(Verb.POST, client.base() + "/oauth/request_token");
        request.addOAuthParameter("oauth_callback", "oob");
        request.addQuerystringParameter("oauth_nonce", "second");

        Response response = client.signed(service, new OAuth1AccessToken("", ""), request);

        assertThat(response.getCode()).isEqualTo(400);
        assertThat(errorCode(response)).isEqualTo(215);
    }

    @Test
    void unsupportedSignatureMethodIsRefusedWithCode215() throws Exception {
        OAuth10aService service = client.service("oob", SandboxConfig.DEMO_CONSUMER_KEY,
                SandboxConfig.DEMO_CONSUMER_SECRET, new PlaintextSignatureService());

        Response response = client.requestTokenCall(service, "oob");

        assertThat(response.getCode()).isEqualTo(400);
        assertThat(errorCode(response)).isEqualTo(215);
        assertThat(response.getBody()).contains("HMAC-SHA1");
    }

    @Test
    void nonAsciiNonceIsRefusedWithCode215() throws Exception {
        client.nonceOverride = () -> "n\u00f6nce";

        Response response = client.requestTokenCall(client.service("oob"), "oob");

        assertThat(response.getCode()).isEqualTo(400);
        assertThat(errorCode(response)).isEqualTo(215);
    }

    @Test
    void missingCallbackIsRefusedWithCode215() throws Exception {
        OAuthRequest request = new OAuthRequest(Verb.POST, client.base() + "/oauth/request_token");

        Response response = client.signed(client.service("oob"), new OAuth1AccessToken("", ""), request);

        assertThat(response.getCode()).isEqualTo(400);
        assertThat(errorCode(response)).isEqualTo(215);
    }

    @Test
    void unregisteredCallbackIsRefusedWithCode415() throws Exception {
        Response response = client.requestTokenCall(client.service("oob"), "https://evil.example/callback");

        assertThat(response.getCode()).isEqualTo(403);
        assertThat(errorCode(response)).isEqualTo(415);
    }

    @Test
    void configuredCallbackIsAccepted() {
        sandbox.close();
        sandbox = Sandbox.start(SandboxConfig.defaults().withCallbacks(java.util.List.of("https://app.example/cb")),
                clock);
        client = new SandboxOAuthClient(sandbox, clock);

        assertThat(client.requestTokenCall(client.service("oob"), "https://app.example/cb").getCode()).isEqualTo(200);
        assertThat(client.requestTokenCall(client.service("oob"), "http://127.0.0.1:9999/callback").getCode())
                .isEqualTo(403);
    }

    @Test
    void revokedAccessTokenIsRefusedWithCode89() throws Exception {
        OAuth1AccessToken access = client.pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);
        client.signedPost(access, "/1.1/oauth/invalidate_token");

        Response response = client.signedGet(access, "/1.1/account/verify_credentials.json");

        assertThat(response.getCode()).isEqualTo(401);
        assertThat(errorCode(response)).isEqualTo(89);
    }

    @Test
    void unknownAccessTokenIsRefusedWithCode89() throws Exception {
        Response response = client.signedGet(new OAuth1AccessToken("123-madeUpToken", "madeUpSecret"),
                "/1.1/account/verify_credentials.json");

        assertThat(response.getCode()).isEqualTo(401);
        assertThat(errorCode(response)).isEqualTo(89);
    }

    @Test
    void unsignedRequestToAUserEndpointIsRefusedWithCode215() throws Exception {
        HttpResponse<String> response = client.get(client.base() + "/1.1/account/verify_credentials.json");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).contains("\"code\":215");
    }

    @Test
    void malformedAuthorizationHeaderIsRefusedWithCode215() {
        HttpResponse<String> response = client.send(HttpRequest.newBuilder(
                        URI.create(client.base() + "/oauth/request_token"))
                .header("Authorization", "OAuth oauth_consumer_key=unquoted, oauth_nonce=\"%zz\"")
                .POST(HttpRequest.BodyPublishers.noBody()).build());

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).contains("\"code\":215");
    }
}
