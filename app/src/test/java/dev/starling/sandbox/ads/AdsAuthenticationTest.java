package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.scribejava.core.model.OAuth1AccessToken;
import dev.starling.sandbox.ads.AdsTestServer.Response;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Ads requests go through the sandbox's OAuth 1.0a verification, answered in the Ads error shape. */
class AdsAuthenticationTest {

    private final AdsTestServer ads = new AdsTestServer();

    @AfterEach
    void stop() {
        ads.close();
    }

    @Test
    void aRequestSignedWithTheWrongTokenSecretIsRefusedWith401() {
        OAuth1AccessToken real = ads.token(MARKETER);
        OAuth1AccessToken wrongSecret = new OAuth1AccessToken(real.getToken(), real.getTokenSecret() + "x");

        Response response = ads.send(wrongSecret, "GET", "/12/accounts", null, null);

        assertThat(response.status()).isEqualTo(401);
        assertAdsErrorShape(response, 32);
    }

    @Test
    void queryParametersAreSignedSoChangingOneAfterSigningIsRefused() {
        String signedUrl = ads.adsBaseUri().resolve("/12/accounts?count=1").toString();
        String authorization = ads.oauth().authorization(ads.token(MARKETER), "GET", signedUrl, List.of());

        Response tampered = ads.exchange(HttpRequest.newBuilder(ads.adsBaseUri().resolve("/12/accounts?count=2"))
                .header("Authorization", authorization).GET().build());
        Response untouched = ads.exchange(HttpRequest.newBuilder(URI.create(signedUrl))
                .header("Authorization", ads.oauth().authorization(ads.token(MARKETER), "GET", signedUrl, List.of()))
                .GET().build());

        assertThat(tampered.status()).isEqualTo(401);
        assertAdsErrorShape(tampered, 32);
        assertThat(untouched.status()).isEqualTo(200);
        assertThat(untouched.data()).hasSize(1);
    }

    @Test
    void anUnsignedRequestIsRefusedAsBadAuthenticationData() {
        Response response = ads.get(null, "/12/accounts");

        assertThat(response.status()).isEqualTo(400);
        assertAdsErrorShape(response, 215);
    }

    @Test
    void aRevokedTokenGets401Code89AndOtherTokensKeepWorking() {
        OAuth1AccessToken revoked = ads.newToken(MARKETER);
        assertThat(ads.send(revoked, "GET", "/12/accounts", null, null).status()).isEqualTo(200);

        assertThat(ads.oauth().signedPost(revoked, "/1.1/oauth/invalidate_token").getCode()).isEqualTo(200);
        Response response = ads.send(revoked, "GET", "/12/accounts", null, null);

        assertThat(response.status()).isEqualTo(401);
        assertAdsErrorShape(response, 89);
        assertThat(ads.get(MARKETER, "/12/accounts").status()).isEqualTo(200);
    }

    /** The Ads API's {@code {"errors":[{"code":..,"message":..}]}}, with X's OAuth error code. */
    private static void assertAdsErrorShape(Response response, int code) {
        assertThat(response.json().path("errors").isArray()).isTrue();
        assertThat(response.json().path("errors")).hasSize(1);
        assertThat(response.json().path("errors").path(0).path("code").asInt()).isEqualTo(code);
        assertThat(response.json().path("errors").path(0).path("message").asText()).isNotBlank();
        assertThat(response.json().has("data")).isFalse();
    }
}
