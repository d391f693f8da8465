package dev.starling.core.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.auth.Secret;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * X's CRC answer and delivery signature against fixed vectors: {@code sha256=} + base64 of
 * HMAC-SHA256 keyed with the consumer secret, over the {@code crc_token} or the body's exact bytes.
 * The expected values were computed outside Java (Python's hmac module) from X's formula.
 */
class WebhookSignatureTest {

    private static final WebhookSignature TEST = new WebhookSignature(Secret.of("consumer-secret-for-tests"));
    private static final String BODY = "{\"data\":{\"event_type\":\"post.create\"}}";
    private static final String BODY_SIGNATURE = "sha256=EWUjFyUU9V8Zd2+RlNC0b0rU+Xq1a6CPmwWzckJhvHA=";

    @Test
    void theCrcAnswerIsTheBase64HmacOfTheTokenKeyedWithTheConsumerSecret() {
        assertThat(TEST.crcResponseToken("challenge-0123")).isEqualTo("sha256=b8CfAp2m7X5giSNGPfEhsbYjaJmsmsd+7oJ47vfgjiU=");
        assertThat(new WebhookSignature(Secret.of("sbxSecret8Jd2Hq6Vn0Tz5Yb3Xw7Rk1Mf4Gp9Ls2Cu6Ae"))
                .crcResponseToken("challenge-0123")).isEqualTo("sha256=bI12R1UffIb4OEsm+qrNz32wykh86kqJ8B9C6Qm0rRI=");
        assertThat(new WebhookSignature(Secret.of("sécret-ü")).crcResponseToken("crc-ü-token"))
                .as("secret and token are taken as UTF-8").isEqualTo("sha256=84dLvfYs2zhQva9DDUUjGNUDARK8YusN6lb0MLEYALY=");
    }

    @Test
    void aBodyIsSignedOverItsExactBytes() {
        assertThat(TEST.sign(bytes(BODY))).isEqualTo(BODY_SIGNATURE);
        assertThat(TEST.sign(new byte[0])).isEqualTo("sha256=KG9tsHg2/w3f6bYUw2rPwjIxVD5mDnyxiXquJsWBfbI=");
        assertThat(TEST.sign(bytes("{\"for_user_id\":\"2244994945\",\"tweet_create_events\":[{\"id_str\":\"1\"}]}")))
                .isEqualTo("sha256=9Spis2+gkeOp9QWRI95YHFgvScJxQcqKgMOJkbR9DPM=");
    }

    @Test
    void theRightSignatureVerifiesWhateverTheCaseOfThePrefixAndSurroundingSpace() {
        assertThat(TEST.verify(bytes(BODY), BODY_SIGNATURE)).isTrue();
        assertThat(TEST.verify(bytes(BODY), " SHA256=" + BODY_SIGNATURE.substring(7) + " ")).isTrue();
    }

    @Test
    void everyChangedByteOfTheBodyIsRefusedWhereverItIs() {
        byte[] body = bytes(BODY);
        for (int at = 0; at < body.length; at++) {
            for (int flip : new int[] {1, 0x20, 0x80}) {
                byte[] changed = body.clone();
                changed[at] = (byte) (changed[at] ^ flip);
                assertThat(TEST.verify(changed, BODY_SIGNATURE)).as("byte %d xor %d", at, flip).isFalse();
            }
        }
        assertThat(TEST.verify(bytes(BODY + " "), BODY_SIGNATURE)).as("a byte added").isFalse();
        assertThat(TEST.verify(bytes(BODY.substring(1)), BODY_SIGNATURE)).as("a byte removed").isFalse();
    }

    @Test
    void aMissingMalformedOrOtherlyKeyedSignatureIsRefused() {
        byte[] body = bytes(BODY);
        assertThat(TEST.verify(body, null)).isFalse();
        assertThat(TEST.verify(body, "")).isFalse();
        assertThat(TEST.verify(body, BODY_SIGNATURE.substring(7))).as("no prefix").isFalse();
        assertThat(TEST.verify(body, "sha1=" + BODY_SIGNATURE.substring(7))).isFalse();
        assertThat(TEST.verify(body, "sha256=not base64!")).isFalse();
        assertThat(TEST.verify(body, "sha256=" + BODY_SIGNATURE.substring(7, 30))).as("truncated").isFalse();
        assertThat(new WebhookSignature(Secret.of("another-secret")).verify(body, BODY_SIGNATURE)).isFalse();
    }

    @Test
    void theSecretNeverShowsInItsText() {
        assertThat(TEST.toString()).doesNotContain("consumer-secret-for-tests");
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
