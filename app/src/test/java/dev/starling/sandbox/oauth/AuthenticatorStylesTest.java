package dev.starling.sandbox.oauth;

import dev.starling.testing.FakeClock;
import dev.starling.sandbox.spi.SandboxContext;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.auth.UserDirectory;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.SandboxRequest;
import java.net.URI;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Authenticator's answers in the v2 problem style and the v1.1 errors style. */
class AuthenticatorStylesTest {

    private final OAuthModule oauth = new OAuthModule(new SandboxContext(SandboxConfig.defaults().seed(),
            new FakeClock(Instant.now()), new UserDirectory(SandboxConfig.DEMO_USERS)), SandboxConfig.defaults().consumerApp());

    @Test
    void missingCredentialsOnV2AnswerTheGenericUnauthorizedProblem() throws Exception {
        ApiException refused = catchThrowableOfType(() -> oauth.requireUser(request(Map.of()), ErrorStyle.V2_PROBLEM),
                ApiException.class);

        assertThat(refused.response().status()).isEqualTo(401);
        assertThat(refused.response().contentType()).isEqualTo("application/problem+json");
        JsonNode body = Json.parse(refused.response().body());
        assertThat(body).isEqualTo(Json.MAPPER.valueToTree(Map.of("title", "Unauthorized", "type", "about:blank",
                "status", 401, "detail", "Unauthorized")));
    }

    @Test
    void missingCredentialsOnV11AnswerCode215() throws Exception {
        ApiException refused = catchThrowableOfType(() -> oauth.requireUser(request(Map.of()), ErrorStyle.X_ERRORS),
                ApiException.class);

        assertThat(refused.response().status()).isEqualTo(400);
        assertThat(Json.parse(refused.response().body()).path("errors").path(0).path("code").asInt()).isEqualTo(215);
    }

    @Test
    void bearerOnAUserContextV2EndpointIsUnsupportedAuthentication() throws Exception {
        ApiException refused = catchThrowableOfType(() -> oauth.requireUser(
                request(Map.of("authorization", "Bearer AAAA")), ErrorStyle.V2_PROBLEM), ApiException.class);

        assertThat(refused.response().status()).isEqualTo(403);
        JsonNode body = Json.parse(refused.response().body());
        assertThat(body.path("type").asText()).isEqualTo("https://api.x.com/2/problems/unsupported-authentication");
        assertThat(body.path("title").asText()).isEqualTo("Unsupported Authentication");
    }

    @Test
    void unknownBearerIsCode89InBothStyles() throws Exception {
        for (ErrorStyle style : ErrorStyle.values()) {
            ApiException refused = catchThrowableOfType(() -> oauth.requireBearer(
                    request(Map.of("authorization", "Bearer notAToken")), style), ApiException.class);

            assertThat(refused.response().status()).isEqualTo(401);
            assertThat(Json.parse(refused.response().body()).path("errors").path(0).path("code").asInt())
                    .isEqualTo(89);
        }
    }

    @Test
    void badSignatureOnV2AnswersTheUnauthorizedProblem() throws Exception {
        long now = Instant.now().getEpochSecond();
        Map<String, String> headers = Map.of("authorization", "OAuth oauth_consumer_key=\""
                + SandboxConfig.DEMO_CONSUMER_KEY + "\", oauth_nonce=\"abc\", oauth_signature=\"bogus\", "
                + "oauth_signature_method=\"HMAC-SHA1\", oauth_timestamp=\"" + now + "\", oauth_token=\"t\", "
                + "oauth_version=\"1.0\"");

        ApiException refused = catchThrowableOfType(() -> oauth.requireAny(request(headers), ErrorStyle.V2_PROBLEM),
                ApiException.class);

        // An unknown token is reported as code 89 on every API family.
        assertThat(refused.response().status()).isEqualTo(401);
        assertThat(Json.parse(refused.response().body()).path("errors").path(0).path("code").asInt()).isEqualTo(89);
    }

    @Test
    void requireAnyRoutesABearerToTheBearerCheck() throws Exception {
        ApiException refused = catchThrowableOfType(() -> oauth.requireAny(
                request(Map.of("authorization", "Bearer nope")), ErrorStyle.V2_PROBLEM), ApiException.class);

        assertThat(refused.response().status()).isEqualTo(401);
        assertThat(Json.parse(refused.response().body()).path("errors").path(0).path("code").asInt()).isEqualTo(89);
    }

    @Test
    void userContextOnAnAppOnlyV2EndpointIsUnsupportedAuthentication() throws Exception {
        ApiException refused = catchThrowableOfType(() -> oauth.requireBearer(
                request(Map.of("authorization", "OAuth oauth_consumer_key=\"k\"")), ErrorStyle.V2_PROBLEM),
                ApiException.class);

        assertThat(refused.response().status()).isEqualTo(403);
        assertThat(Json.parse(refused.response().body()).path("title").asText()).isEqualTo("Unsupported Authentication");
    }

    static SandboxRequest request(Map<String, String> headers) {
        Map<String, List<String>> lists = new HashMap<>();
        headers.forEach((name, value) -> lists.put(name, List.of(value)));
        URI url = URI.create("http://127.0.0.1:1234/2/users/me");
        return new SandboxRequest("GET", url, url.getPath(), Map.of(), Map.of(), lists, new byte[0], Map.of(),
                "127.0.0.1");
    }
}
