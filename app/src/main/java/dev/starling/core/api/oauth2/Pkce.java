package dev.starling.core.api.oauth2;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * Proof Key for Code Exchange (RFC 7636): a random {@code code_verifier} kept by Starling, and its
 * S256 {@code code_challenge} sent on the authorize page, so a code caught on the way back is useless
 * without the verifier. {@code toString} never shows the verifier.
 */
public record Pkce(String verifier, String challenge) {

    /** 32 random bytes, base64url: 43 characters of the unreserved set, as RFC 7636 section 4.1 advises. */
    public static Pkce generate(SecureRandom random) {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        String verifier = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        return new Pkce(verifier, challengeOf(verifier));
    }

    /** BASE64URL(SHA256(ASCII(verifier))) without padding. */
    public static String challengeOf(String verifier) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    public String method() {
        return "S256";
    }

    @Override
    public String toString() {
        return "Pkce[challenge=" + challenge + "]";
    }
}
