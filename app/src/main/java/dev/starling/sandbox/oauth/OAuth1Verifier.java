package dev.starling.sandbox.oauth;

import dev.starling.sandbox.http.SandboxRequest;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Verifies RFC 5849 HMAC-SHA1 signed requests: protocol parameters from the Authorization header,
 * the query and a form body; timestamp within {@link #WINDOW_SECONDS}; nonce unused within that
 * window; signature compared in constant time. Failures are {@link OAuthRejection}s with X's codes.
 */
public final class OAuth1Verifier {

    /** Allowed clock skew, and how long nonces are remembered (oauthlib's default too). */
    public static final long WINDOW_SECONDS = 600;
    private static final List<String> REQUIRED = List.of("oauth_consumer_key", "oauth_signature_method",
            "oauth_signature", "oauth_timestamp", "oauth_nonce");

    private final Clock clock;
    private final Function<String, Optional<String>> consumerSecrets;
    private final NonceCache nonces = new NonceCache(WINDOW_SECONDS);

    /** @param consumerSecrets the secret of a registered consumer key, empty when unknown */
    public OAuth1Verifier(Clock clock, Function<String, Optional<String>> consumerSecrets) {
        this.clock = clock;
        this.consumerSecrets = consumerSecrets;
    }

    /** A verified request's protocol parameters (decoded, without the signature). */
    public record Verified(String consumerKey, String token, Map<String, String> oauthParameters) {
        public Optional<String> parameter(String name) {
            return Optional.ofNullable(oauthParameters.get(name));
        }
    }

    /** True when the request carries OAuth 1.0a credentials at all (header or parameters). */
    public static boolean isSigned(SandboxRequest request) {
        return OAuthHeader.isOAuth(request.header("authorization").orElse(null))
                || request.query().containsKey("oauth_signature") || request.form().containsKey("oauth_signature");
    }

    /**
     * @param tokenSecrets the secret of the request's {@code oauth_token}, empty when the token is
     *     unknown, revoked or expired (answered with code 89)
     */
    public Verified verify(SandboxRequest request, Function<String, Optional<String>> tokenSecrets) {
        List<Map.Entry<String, String>> signed = new ArrayList<>();
        Map<String, String> protocol = new HashMap<>();
        String signature = null;
        Map<String, String> fromHeader = new HashMap<>();
        String header = request.header("authorization").orElse(null);
        if (OAuthHeader.isOAuth(header)) {
            for (Map.Entry<String, String> entry : OAuthHeader.parse(header)) {
                if (!entry.getKey().equals("realm")) {
                    signature = collect(entry.getKey(), entry.getValue(), signed, protocol, signature);
                }
            }
            fromHeader.putAll(protocol);
        }
        for (Map<String, List<String>> source : List.of(request.query(), request.form())) {
            for (Map.Entry<String, List<String>> entry : source.entrySet()) {
                for (String value : entry.getValue()) {
                    if (repeatsHeader(entry.getKey(), value, fromHeader)) {
                        continue;
                    }
                    signature = collect(entry.getKey(), value, signed, protocol, signature);
                }
            }
        }
        for (String name : REQUIRED) {
            if (!protocol.containsKey(name)) {
                throw OAuthRejection.badData(OAuthRejection.BAD_AUTHENTICATION_DATA + " Missing " + name + ".");
            }
        }
        if (!"HMAC-SHA1".equals(protocol.get("oauth_signature_method"))) {
            throw OAuthRejection.badData("Unsupported oauth_signature_method: only HMAC-SHA1 is accepted.");
        }
        if (protocol.containsKey("oauth_version") && !"1.0".equals(protocol.get("oauth_version"))) {
            throw OAuthRejection.badData("Unsupported oauth_version: only 1.0 is accepted.");
        }
        String nonce = protocol.get("oauth_nonce");
        if (nonce.isEmpty() || !nonce.chars().allMatch(c -> c >= 0x21 && c < 0x7f)) {
            throw OAuthRejection.badData("oauth_nonce must be printable ASCII.");
        }
        long timestamp;
        try {
            timestamp = Long.parseLong(protocol.get("oauth_timestamp"));
        } catch (NumberFormatException e) {
            throw OAuthRejection.badData("oauth_timestamp must be a number of seconds.");
        }
        long now = clock.instant().getEpochSecond();
        nonces.evictExpired(now);
        if (Math.abs(now - timestamp) > WINDOW_SECONDS) {
            throw new OAuthRejection(401, 135, "Timestamp out of bounds.");
        }
        String consumerKey = protocol.get("oauth_consumer_key");
        String consumerSecret = consumerSecrets.apply(consumerKey)
                .orElseThrow(() -> OAuthRejection.badSignature(OAuthRejection.COULD_NOT_AUTHENTICATE));
        String token = protocol.get("oauth_token");
        String tokenSecret = "";
        if (token != null) {
            tokenSecret = tokenSecrets.apply(token).orElseThrow(OAuthRejection::invalidToken);
        }
        String expected = sign(SignatureBaseString.of(request.method(), request.url(), signed), consumerSecret,
                tokenSecret);
        if (!MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII),
                signature.getBytes(StandardCharsets.UTF_8))) {
            throw OAuthRejection.badSignature(OAuthRejection.COULD_NOT_AUTHENTICATE);
        }
        if (!nonces.firstUse(consumerKey, token, nonce, timestamp, now)) {
            throw OAuthRejection.badSignature("Could not authenticate you: nonce already used.");
        }
        protocol.remove("oauth_signature");
        return new Verified(consumerKey, token, Map.copyOf(protocol));
    }

    /** HMAC-SHA1 of the base string keyed by the encoded secrets, base64 (section 3.4.2). */
    public static String sign(String baseString, String consumerSecret, String tokenSecret) {
        String key = PercentEncoding.encode(consumerSecret) + '&' + PercentEncoding.encode(tokenSecret);
        try {
            Mac mac = Mac.getInstance("HmacSHA1");
            mac.init(new SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA1"));
            return Base64.getEncoder().encodeToString(mac.doFinal(baseString.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("HMAC-SHA1 unavailable", e);
        }
    }

    int rememberedNonces() {
        return nonces.size();
    }

    void forgetNonces() {
        nonces.clear();
    }

    /**
     * Widely used client libraries send {@code oauth_token} and {@code oauth_verifier} in the body
     * of {@code POST /oauth/access_token} as well as in the Authorization header; X accepts that.
     * A protocol parameter repeated once outside the header with the header's very value counts
     * once (it is signed once); another value is still a duplicate (215).
     */
    private static boolean repeatsHeader(String name, String value, Map<String, String> fromHeader) {
        if (!OAuthHeader.isProtocolParameter(name) || !value.equals(fromHeader.get(name))) {
            return false;
        }
        fromHeader.remove(name);
        return true;
    }

    private static String collect(String name, String value, List<Map.Entry<String, String>> signed,
                                  Map<String, String> protocol, String signature) {
        if (OAuthHeader.isProtocolParameter(name)) {
            if (protocol.putIfAbsent(name, value) != null) {
                throw OAuthRejection.badData(OAuthRejection.BAD_AUTHENTICATION_DATA + " Duplicated " + name + ".");
            }
        }
        if (name.equals("oauth_signature")) {
            return value;
        }
        signed.add(new AbstractMap.SimpleImmutableEntry<>(name, value));
        return signature;
    }
}
