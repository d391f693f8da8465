package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.scribejava.core.model.OAuth1AccessToken;
import dev.starling.sandbox.http.Json;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The v2 API of a real sandbox over loopback HTTP: bodies, headers and how credentials are judged. */
class V2HttpTest {

    private static final Pattern SIGNATURE = Pattern.compile("oauth_signature=\"[^\"]*\"");

    private final V2Fixture fixture = new V2Fixture();
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @AfterEach
    void release() {
        fixture.close();
    }

    @Test
    void servesAPostWithItsAuthorAndMediaOverHttp() throws Exception {
        V2Post post = fixture.world().newestPostWithMedia("video").orElseThrow();
        HttpResponse<String> response = get("/2/tweets/" + post.id()
                + "?expansions=author_id,attachments.media_keys&media.fields=variants,duration_ms", true);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).hasValueSatisfying(type ->
                assertThat(type).startsWith("application/json"));
        JsonNode body = Json.MAPPER.readTree(response.body());
        assertThat(body.get("data").get("id").asText()).isEqualTo(post.id());
        assertThat(body.get("includes").get("users").get(0).get("id").asText()).isEqualTo(post.authorId());
        assertThat(body.get("includes").get("media").get(0).get("variants").size()).isPositive();
    }

    @Test
    void errorsKeepTheirProblemShapeOverHttp() throws Exception {
        HttpResponse<String> invalid = get("/2/tweets/search/recent?query=cats&max_results=1", true);
        assertThat(invalid.statusCode()).isEqualTo(400);
        assertThat(invalid.headers().firstValue("content-type")).hasValue("application/problem+json");
        assertThat(Json.MAPPER.readTree(invalid.body()).get("title").asText()).isEqualTo("Invalid Request");
        assertThat(get("/2/tweets/search/recent?query=cats", false).statusCode()).isEqualTo(401);
    }

    @Test
    void unsignedRequestGetsTheGenericUnauthorizedProblem() {
        V2Fixture.Reply reply = fixture.unauthenticated("GET", "/2/users/me");
        assertGenericUnauthorized(reply);
    }

    @Test
    void appBearerTokenOnMeIsUnsupportedAuthentication() {
        V2Fixture.Reply reply = fixture.bearer("GET", "/2/users/me");
        assertThat(reply.status()).isEqualTo(403);
        assertThat(reply.contentType()).startsWith("application/problem+json");
        assertThat(reply.body().get("type").asText())
                .isEqualTo("https://api.x.com/2/problems/unsupported-authentication");
        assertThat(reply.body().get("title").asText()).isEqualTo("Unsupported Authentication");
        assertThat(reply.body().get("status").asInt()).isEqualTo(403);
    }

    @Test
    void revokedAccessTokenAnswers401Code89AndOtherTokensKeepWorking() {
        OAuth1AccessToken revoked = fixture.newToken("demo_engineer");
        assertThat(fixture.signed(revoked, "GET", "/2/users/me").status()).isEqualTo(200);

        assertThat(fixture.oauth().signedPost(revoked, "/1.1/oauth/invalidate_token").getCode()).isEqualTo(200);
        V2Fixture.Reply reply = fixture.signed(revoked, "GET", "/2/users/me");

        assertThat(reply.status()).isEqualTo(401);
        assertThat(reply.body().get("errors").get(0).get("code").asInt()).isEqualTo(89);
        assertThat(fixture.user("GET", "/2/users/me", "demo_engineer").status()).isEqualTo(200);
    }

    @Test
    void tamperedSignatureAnswers401AndTheUntouchedOneIsAccepted() {
        OAuth1AccessToken token = fixture.token("demo_marketer");
        String signed = fixture.userAuthorization(token, "GET", "/2/users/me");
        // A well-formed HMAC-SHA1 signature (20 zero bytes, base64, percent-encoded) that is not this request's.
        String tampered = SIGNATURE.matcher(signed).replaceFirst("oauth_signature=\"AAAAAAAAAAAAAAAAAAAAAAAAAAA%3D\"");
        assertThat(tampered).isNotEqualTo(signed);

        assertGenericUnauthorized(fixture.send("GET", "/2/users/me", tampered, null));
        assertThat(fixture.send("GET", "/2/users/me", signed, null).status()).isEqualTo(200);
    }

    /** v2 answers a refused signature or missing credentials with the generic 401 problem. */
    private static void assertGenericUnauthorized(V2Fixture.Reply reply) {
        assertThat(reply.status()).isEqualTo(401);
        assertThat(reply.contentType()).startsWith("application/problem+json");
        assertThat(reply.body().get("title").asText()).isEqualTo("Unauthorized");
        assertThat(reply.body().get("type").asText()).isEqualTo("about:blank");
        assertThat(reply.body().get("status").asInt()).isEqualTo(401);
    }

    private HttpResponse<String> get(String pathAndQuery, boolean withBearer) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(fixture.baseUri().resolve(pathAndQuery))
                .timeout(Duration.ofSeconds(10));
        if (withBearer) {
            request.header("Authorization", fixture.bearerAuthorization());
        }
        return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
