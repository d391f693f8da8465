package dev.starling.core.api.oauth2;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import org.junit.jupiter.api.Test;

/** RFC 7636, Appendix B: the verifier from 32 octets and its S256 challenge. */
class PkceTest {

    private static final int[] OCTETS = {116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186,
            22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121};

    @Test
    void theChallengeOfRfc7636sVerifier() {
        assertThat(Pkce.challengeOf("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"))
                .isEqualTo("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
    }

    @Test
    void theVerifierIsTheBase64urlOf32RandomOctets() {
        SecureRandom rfcOctets = new SecureRandom() {
            @Override
            public void nextBytes(byte[] bytes) {
                for (int i = 0; i < bytes.length; i++) {
                    bytes[i] = (byte) OCTETS[i];
                }
            }
        };
        Pkce pkce = Pkce.generate(rfcOctets);

        assertThat(pkce.verifier()).isEqualTo("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk").hasSize(43);
        assertThat(pkce.challenge()).isEqualTo("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
        assertThat(pkce.method()).isEqualTo("S256");
        assertThat(pkce.toString()).doesNotContain(pkce.verifier());
    }

    @Test
    void eachSignInGetsAnotherVerifier() {
        SecureRandom random = new SecureRandom();
        assertThat(Pkce.generate(random).verifier()).isNotEqualTo(Pkce.generate(random).verifier())
                .matches("[A-Za-z0-9_-]{43}");
    }
}
