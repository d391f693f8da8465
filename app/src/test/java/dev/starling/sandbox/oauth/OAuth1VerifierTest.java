package dev.starling.sandbox.oauth;

import dev.starling.testing.FakeClock;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.sandbox.http.HttpServerAdapter;
import dev.starling.sandbox.http.SandboxRequest;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The signature vectors of X's documentation and RFC 5849 (copied from the project's reference
 * notes), verified end to end through {@link OAuth1Verifier} with a clock fixed at their time.
 */
class OAuth1VerifierTest {

    // Vector A: X's "Creating a signature" example on api.x.com.
    private static final String A_KEY = "xvz1evFS4wEEPTGEFPHBog";
    private static final String A_SECRET = "kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw";
    private static final String A_TOKEN = "370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb";
    private static final String A_TOKEN_SECRET = "LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE";
    private static final String A_BASE = "POST&https%3A%2F%2Fapi.x.com%2F1.1%2Fstatuses%2Fupdate.json&include_entities"
            + "%3Dtrue%26oauth_consumer_key%3Dxvz1evFS4wEEPTGEFPHBog%26oauth_nonce%3DkYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg"
            + "%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D1318622958%26oauth_token%3D370773112-GmHxMAgYyLbNEt"
            + "IKZeRNFsMKPR9EyMZeS9weJAEb%26oauth_version%3D1.0%26status%3DHello%2520Ladies%2520%252B%2520Gentlemen%252C%2520"
            + "a%2520signed%2520OAuth%2520request%2521";

    @Test
    void vectorAFromXDocumentationVerifies() {
        SandboxRequest request = vectorA("https://api.x.com/1.1/statuses/update.json", "Ls93hJiZbQ3akF3HF3x1Bz8/zU4=");
        OAuth1Verifier verifier = verifierAt(1318622958L, A_KEY, A_SECRET);

        OAuth1Verifier.Verified verified = verifier.verify(request, tokenSecret(A_TOKEN, A_TOKEN_SECRET));

        assertThat(verified.consumerKey()).isEqualTo(A_KEY);
        assertThat(verified.token()).isEqualTo(A_TOKEN);
    }

    @Test
    void vectorABaseStringMatchesTheDocumentedOne() {
        SandboxRequest request = vectorA("https://api.x.com/1.1/statuses/update.json", "ignored");
        List<Map.Entry<String, String>> params = List.of(
                Map.entry("status", "Hello Ladies + Gentlemen, a signed OAuth request!"),
                Map.entry("include_entities", "true"), Map.entry("oauth_consumer_key", A_KEY),
                Map.entry("oauth_nonce", "kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg"),
                Map.entry("oauth_signature_method", "HMAC-SHA1"), Map.entry("oauth_timestamp", "1318622958"),
                Map.entry("oauth_token", A_TOKEN), Map.entry("oauth_version", "1.0"));

        assertThat(SignatureBaseString.of(request.method(), request.url(), params)).isEqualTo(A_BASE);
        assertThat(OAuth1Verifier.sign(A_BASE, A_SECRET, A_TOKEN_SECRET)).isEqualTo("Ls93hJiZbQ3akF3HF3x1Bz8/zU4=");
    }

    @Test
    void vectorAOnTheTwitterHostGivesItsOwnSignature() {
        SandboxRequest request = vectorA("https://api.twitter.com/1.1/statuses/update.json",
                "hCtSmYh+iHYCEqBWrE7C7hYmtUk=");

        assertThat(verifierAt(1318622958L, A_KEY, A_SECRET).verify(request, tokenSecret(A_TOKEN, A_TOKEN_SECRET))
                .consumerKey()).isEqualTo(A_KEY);
    }

    @Test
    void vectorBFromRfc5849Section1_2VerifiesWithRealmExcluded() {
        String header = "OAuth realm=\"Photos\", oauth_consumer_key=\"dpf43f3p2l4k3l03\", oauth_token=\"nnch734d00sl2jdk\", "
                + "oauth_signature_method=\"HMAC-SHA1\", oauth_timestamp=\"137131202\", oauth_nonce=\"chapoH\", "
                + "oauth_signature=\"MdpQcU8iPSUjWoN%2FUDMsK2sui9I%3D\"";
        SandboxRequest request = request("GET", "http://photos.example.net/photos?file=vacation.jpg&size=original",
                header, null);

        OAuth1Verifier.Verified verified = verifierAt(137131202L, "dpf43f3p2l4k3l03", "kd94hf93k423kf44")
                .verify(request, tokenSecret("nnch734d00sl2jdk", "pfkkdhi9sl3r4s00"));

        assertThat(verified.token()).isEqualTo("nnch734d00sl2jdk");
    }

    @Test
    void vectorCFromRfc5849Section3_4_1_1VerifiesWithQueryAndFormParameters() {
        String header = "OAuth realm=\"Example\", oauth_consumer_key=\"9djdj82h48djs9d2\", oauth_token=\"kkk9d7dh3k39sjv7\", "
                + "oauth_signature_method=\"HMAC-SHA1\", oauth_timestamp=\"137131201\", oauth_nonce=\"7d8f3e4a\", "
                + "oauth_signature=\"r6%2FTJjbCOr97%2F%2BUU0NsvSne7s5g%3D\"";
        SandboxRequest request = request("POST", "http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b", header,
                "c2&a3=2+q");

        OAuth1Verifier.Verified verified = verifierAt(137131201L, "9djdj82h48djs9d2", "j49sk3j29djd")
                .verify(request, tokenSecret("kkk9d7dh3k39sjv7", "dh893hdasih9"));

        assertThat(verified.consumerKey()).isEqualTo("9djdj82h48djs9d2");
    }

    @Test
    void vectorCBaseStringMatchesTheErratum() {
        SandboxRequest request = request("POST", "http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b", "", "c2&a3=2+q");
        List<Map.Entry<String, String>> params = new java.util.ArrayList<>();
        request.query().forEach((name, values) -> values.forEach(value -> params.add(Map.entry(name, value))));
        request.form().forEach((name, values) -> values.forEach(value -> params.add(Map.entry(name, value))));
        params.addAll(List.of(Map.entry("oauth_consumer_key", "9djdj82h48djs9d2"),
                Map.entry("oauth_token", "kkk9d7dh3k39sjv7"), Map.entry("oauth_signature_method", "HMAC-SHA1"),
                Map.entry("oauth_timestamp", "137131201"), Map.entry("oauth_nonce", "7d8f3e4a")));

        assertThat(SignatureBaseString.of("POST", request.url(), params)).isEqualTo("POST&http%3A%2F%2Fexample.com"
                + "%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_"
                + "key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%"
                + "3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7");
    }

    @Test
    void tamperedParameterFailsWithCode32() {
        SandboxRequest genuine = vectorA("https://api.x.com/1.1/statuses/update.json", "Ls93hJiZbQ3akF3HF3x1Bz8/zU4=");
        SandboxRequest tampered = new SandboxRequest(genuine.method(), genuine.url(), genuine.path(), genuine.query(),
                Map.of("status", List.of("Hello Ladies + Gentlemen, a forged OAuth request!")), genuine.headers(),
                genuine.body(), Map.of(), "127.0.0.1");

        assertThatThrownBy(() -> verifierAt(1318622958L, A_KEY, A_SECRET)
                .verify(tampered, tokenSecret(A_TOKEN, A_TOKEN_SECRET)))
                .isInstanceOfSatisfying(OAuthRejection.class, rejection -> {
                    assertThat(rejection.status()).isEqualTo(401);
                    assertThat(rejection.code()).isEqualTo(32);
                });
    }

    @Test
    void sameNonceTwiceIsRefusedTheSecondTime() {
        OAuth1Verifier verifier = verifierAt(1318622958L, A_KEY, A_SECRET);
        SandboxRequest request = vectorA("https://api.x.com/1.1/statuses/update.json", "Ls93hJiZbQ3akF3HF3x1Bz8/zU4=");
        verifier.verify(request, tokenSecret(A_TOKEN, A_TOKEN_SECRET));

        assertThatThrownBy(() -> verifier.verify(request, tokenSecret(A_TOKEN, A_TOKEN_SECRET)))
                .isInstanceOfSatisfying(OAuthRejection.class, rejection -> {
                    assertThat(rejection.code()).isEqualTo(32);
                    assertThat(rejection.getMessage()).contains("nonce");
                });
    }

    @Test
    void vectorTimestampIsStaleOnTodaysClock() {
        OAuth1Verifier verifier = new OAuth1Verifier(Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC),
                key -> Optional.of(A_SECRET));
        SandboxRequest request = vectorA("https://api.x.com/1.1/statuses/update.json", "Ls93hJiZbQ3akF3HF3x1Bz8/zU4=");

        assertThatThrownBy(() -> verifier.verify(request, tokenSecret(A_TOKEN, A_TOKEN_SECRET)))
                .isInstanceOfSatisfying(OAuthRejection.class, rejection -> assertThat(rejection.code()).isEqualTo(135));
    }

    @Test
    void noncesOlderThanTheWindowAreForgotten() {
        FakeClock clock = new FakeClock(Instant.ofEpochSecond(1318622958L));
        OAuth1Verifier verifier = new OAuth1Verifier(clock, key -> Optional.of(A_SECRET));
        verifier.verify(vectorA("https://api.x.com/1.1/statuses/update.json", "Ls93hJiZbQ3akF3HF3x1Bz8/zU4="),
                tokenSecret(A_TOKEN, A_TOKEN_SECRET));
        assertThat(verifier.rememberedNonces()).isEqualTo(1);

        clock.advance(java.time.Duration.ofSeconds(OAuth1Verifier.WINDOW_SECONDS + 2));
        assertThatThrownBy(() -> verifier.verify(vectorA("https://api.x.com/1.1/statuses/update.json", "x"),
                tokenSecret(A_TOKEN, A_TOKEN_SECRET))).isInstanceOf(OAuthRejection.class);

        assertThat(verifier.rememberedNonces()).isZero();
    }

    private static SandboxRequest vectorA(String url, String signature) {
        String header = "OAuth oauth_consumer_key=\"xvz1evFS4wEEPTGEFPHBog\", "
                + "oauth_nonce=\"kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg\", oauth_signature=\""
                + PercentEncoding.encode(signature) + "\", oauth_signature_method=\"HMAC-SHA1\", "
                + "oauth_timestamp=\"1318622958\", oauth_token=\"" + A_TOKEN + "\", oauth_version=\"1.0\"";
        return request("POST", url + "?include_entities=true", header,
                "status=Hello%20Ladies%20%2b%20Gentlemen%2c%20a%20signed%20OAuth%20request%21");
    }

    private static SandboxRequest request(String method, String url, String authorization, String formBody) {
        URI uri = URI.create(url);
        byte[] body = formBody == null ? new byte[0] : formBody.getBytes(StandardCharsets.UTF_8);
        Map<String, List<String>> headers = new java.util.HashMap<>();
        headers.put("authorization", List.of(authorization));
        if (formBody != null) {
            headers.put("content-type", List.of("application/x-www-form-urlencoded"));
        }
        return new SandboxRequest(method, uri, uri.getPath(), HttpServerAdapter.decodeForm(uri.getRawQuery()),
                HttpServerAdapter.decodeForm(formBody), headers, body, Map.of(), "127.0.0.1");
    }

    private static OAuth1Verifier verifierAt(long epochSecond, String key, String secret) {
        return new OAuth1Verifier(Clock.fixed(Instant.ofEpochSecond(epochSecond), ZoneOffset.UTC),
                candidate -> candidate.equals(key) ? Optional.of(secret) : Optional.empty());
    }

    private static Function<String, Optional<String>> tokenSecret(String token, String secret) {
        return candidate -> candidate.equals(token) ? Optional.of(secret) : Optional.empty();
    }
}
