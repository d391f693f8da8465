package dev.starling.core.api.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.auth.Secret;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The vectors of RFC 5849 and X's documentation, copied from the project's reference notes. */
class OAuth1SignerTest {

    private final OAuth1Signer signer = new OAuth1Signer();

    @Test
    void reproducesXsCreatingASignatureExampleOnTheApiXComHost() {
        OAuth1Credentials credentials = new OAuth1Credentials("xvz1evFS4wEEPTGEFPHBog",
                Secret.of("kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw"),
                "370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb",
                Secret.of("LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE"));
        OAuth1Signer.Signed signed = signer.sign("POST",
                "https://api.x.com/1.1/statuses/update.json?include_entities=true",
                "status=Hello%20Ladies%20%2B%20Gentlemen%2C%20a%20signed%20OAuth%20request%21",
                credentials, Map.of(), "1318622958", "kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg", true);

        assertThat(signed.baseString()).isEqualTo("POST&https%3A%2F%2Fapi.x.com%2F1.1%2Fstatuses%2Fupdate.json&"
                + "include_entities%3Dtrue%26oauth_consumer_key%3Dxvz1evFS4wEEPTGEFPHBog%26oauth_nonce%3D"
                + "kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg%26oauth_signature_method%3DHMAC-SHA1%26"
                + "oauth_timestamp%3D1318622958%26oauth_token%3D370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb"
                + "%26oauth_version%3D1.0%26status%3DHello%2520Ladies%2520%252B%2520Gentlemen%252C%2520a%2520"
                + "signed%2520OAuth%2520request%2521");
        assertThat(signed.signature()).isEqualTo("Ls93hJiZbQ3akF3HF3x1Bz8/zU4=");
    }

    @Test
    void theSameInputsOnTheOldHostGiveTheOldSignature() {
        OAuth1Credentials credentials = new OAuth1Credentials("xvz1evFS4wEEPTGEFPHBog",
                Secret.of("kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw"),
                "370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb",
                Secret.of("LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE"));
        OAuth1Signer.Signed signed = signer.sign("POST",
                "https://api.twitter.com/1.1/statuses/update.json?include_entities=true",
                "status=Hello%20Ladies%20%2B%20Gentlemen%2C%20a%20signed%20OAuth%20request%21",
                credentials, Map.of(), "1318622958", "kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg", true);

        assertThat(signed.signature()).isEqualTo("hCtSmYh+iHYCEqBWrE7C7hYmtUk=");
    }

    @Test
    void reproducesRfc5849Section1Point2() {
        OAuth1Credentials credentials = new OAuth1Credentials("dpf43f3p2l4k3l03", Secret.of("kd94hf93k423kf44"),
                "nnch734d00sl2jdk", Secret.of("pfkkdhi9sl3r4s00"));
        OAuth1Signer.Signed signed = signer.sign("GET",
                "http://photos.example.net/photos?file=vacation.jpg&size=original", null,
                credentials, Map.of(), "137131202", "chapoH", false);

        assertThat(signed.baseString()).isEqualTo("GET&http%3A%2F%2Fphotos.example.net%2Fphotos&file%3Dvacation.jpg"
                + "%26oauth_consumer_key%3Ddpf43f3p2l4k3l03%26oauth_nonce%3DchapoH%26oauth_signature_method%3D"
                + "HMAC-SHA1%26oauth_timestamp%3D137131202%26oauth_token%3Dnnch734d00sl2jdk%26size%3Doriginal");
        assertThat(signed.signature()).isEqualTo("MdpQcU8iPSUjWoN/UDMsK2sui9I=");
    }

    @Test
    void reproducesRfc5849NormalisationEdgeCasesWithTheErratumSignature() {
        OAuth1Credentials credentials = new OAuth1Credentials("9djdj82h48djs9d2", Secret.of("j49sk3j29djd"),
                "kkk9d7dh3k39sjv7", Secret.of("dh893hdasih9"));
        OAuth1Signer.Signed signed = signer.sign("POST",
                "http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b", "c2&a3=2+q",
                credentials, Map.of(), "137131201", "7d8f3e4a", false);

        assertThat(signed.baseString()).isEqualTo("POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2"
                + "%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2"
                + "%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201"
                + "%26oauth_token%3Dkkk9d7dh3k39sjv7");
        assertThat(signed.signature()).isEqualTo("r6/TJjbCOr97/+UU0NsvSne7s5g=");
    }

    @Test
    void theAuthorizationHeaderCarriesTheSignatureAndTheCallbackButNeverTheSecrets() {
        OAuth1Credentials credentials = OAuth1Credentials.app("key", Secret.of("consumer-secret-value"));
        OAuth1Signer.Signed signed = signer.sign("POST", "https://api.x.com/oauth/request_token", null,
                credentials, Map.of("oauth_callback", "oob"), "1", "n", true);

        assertThat(signed.authorizationHeader()).startsWith("OAuth ")
                .contains("oauth_callback=\"oob\"", "oauth_consumer_key=\"key\"", "oauth_version=\"1.0\"")
                .contains("oauth_signature=\"" + com.github.scribejava.core.utils.OAuthEncoder.encode(signed.signature()) + "\"")
                .doesNotContain("consumer-secret-value");
    }
}
