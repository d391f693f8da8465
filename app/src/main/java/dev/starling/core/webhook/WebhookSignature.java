package dev.starling.core.webhook;

import dev.starling.core.auth.Secret;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.Objects;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * X's two webhook proofs, both HMAC-SHA256 keyed with the app's consumer secret (the API key secret,
 * never a bearer or access token), written {@code sha256=} and the base64 of the digest:
 * the CRC answer ({@code response_token} over the {@code crc_token} X sends) and the signature of
 * every delivery ({@code x-twitter-webhooks-signature} over the raw body). {@link #verify} compares
 * in constant time, so how long a refusal takes tells nothing about how close a forgery came.
 * Thread-safe: each thread keeps its own {@link Mac}.
 */
public final class WebhookSignature {

    /** The header X signs every delivery with. */
    public static final String HEADER = "x-twitter-webhooks-signature";
    /** The prefix of both the CRC answer and the signature. */
    public static final String PREFIX = "sha256=";
    private static final String ALGORITHM = "HmacSHA256";

    private final SecretKeySpec key;
    private final ThreadLocal<Mac> macs;

    public WebhookSignature(Secret consumerSecret) {
        Objects.requireNonNull(consumerSecret, "consumerSecret");
        this.key = new SecretKeySpec(consumerSecret.reveal().getBytes(StandardCharsets.UTF_8), ALGORITHM);
        this.macs = ThreadLocal.withInitial(this::newMac);
    }

    /** The {@code response_token} that answers X's CRC challenge {@code crcToken}. */
    public String crcResponseToken(String crcToken) {
        return encode(digest(crcToken.getBytes(StandardCharsets.UTF_8)));
    }

    /** The {@code x-twitter-webhooks-signature} X sends with {@code body}. */
    public String sign(byte[] body) {
        return encode(digest(body));
    }

    /**
     * Whether {@code header} is the signature of exactly these bytes: false for a missing or
     * malformed header and for any changed byte. The digests are compared in constant time.
     */
    public boolean verify(byte[] body, String header) {
        if (header == null) {
            return false;
        }
        String value = header.strip();
        if (!value.regionMatches(true, 0, PREFIX, 0, PREFIX.length())) {
            return false;
        }
        byte[] given;
        try {
            given = Base64.getDecoder().decode(value.substring(PREFIX.length()));
        } catch (IllegalArgumentException notBase64) {
            return false;
        }
        return MessageDigest.isEqual(digest(body), given);
    }

    /** The raw HMAC-SHA256 of {@code bytes} (what the benchmark's bare loop measures the receiver against). */
    public byte[] digest(byte[] bytes) {
        Mac mac = macs.get();
        return mac.doFinal(bytes);
    }

    private static String encode(byte[] digest) {
        return PREFIX + Base64.getEncoder().encodeToString(digest);
    }

    private Mac newMac() {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(key);
            return mac;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA256 is part of every Java runtime", e);
        }
    }

    @Override
    public String toString() {
        return "WebhookSignature[key redacted]";
    }
}
