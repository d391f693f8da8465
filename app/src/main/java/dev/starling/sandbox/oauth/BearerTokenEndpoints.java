package dev.starling.sandbox.oauth;

import dev.starling.sandbox.spi.SandboxContext;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.Map;

/**
 * POST /oauth2/token (HTTP Basic, client_credentials). One outstanding token per app: asking again
 * hands the same token back. Asking too often is refused with 403 code 99 by the route's rate limit
 * ({@code RateLimits}), whose {@code x-rate-limit-*} headers every answer carries: one number.
 */
final class BearerTokenEndpoints {

    private static final String UNABLE_TO_VERIFY = "Unable to verify your credentials";

    private final SandboxContext context;
    private final ConsumerApp app;
    private final TokenStore tokens;

    BearerTokenEndpoints(SandboxContext context, ConsumerApp app, TokenStore tokens) {
        this.context = context;
        this.app = app;
        this.tokens = tokens;
    }

    SandboxResponse create(SandboxRequest request) {
        String consumerKey = basicCredentials(request);
        String grantType = request.form().getOrDefault("grant_type", java.util.List.of()).stream().findFirst()
                .orElse(null);
        if (grantType == null) {
            throw ApiException.xError(400, 170, "Missing required parameter: grant_type");
        }
        if (!grantType.equals("client_credentials")) {
            throw ApiException.xError(400, 170, "Unsupported grant_type: only client_credentials is supported");
        }
        TokenStore.BearerToken token = tokens.bearerFor(consumerKey, context.clock().instant());
        return SandboxResponse.json(200, Map.of("token_type", "bearer", "access_token", token.token()));
    }

    /** The consumer key of valid Basic credentials (each part URL-encoded per RFC 6749 2.3.1). */
    private String basicCredentials(SandboxRequest request) {
        String header = request.header("authorization").orElse("");
        if (!header.regionMatches(true, 0, "Basic ", 0, 6)) {
            throw ApiException.xError(403, 99, UNABLE_TO_VERIFY);
        }
        String decoded;
        try {
            decoded = new String(Base64.getDecoder().decode(header.substring(6).trim()), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw ApiException.xError(403, 99, UNABLE_TO_VERIFY);
        }
        int colon = decoded.indexOf(':');
        if (colon < 0) {
            throw ApiException.xError(403, 99, UNABLE_TO_VERIFY);
        }
        String key;
        String secret;
        try {
            key = URLDecoder.decode(decoded.substring(0, colon), StandardCharsets.UTF_8);
            secret = URLDecoder.decode(decoded.substring(colon + 1), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw ApiException.xError(403, 99, UNABLE_TO_VERIFY);
        }
        boolean keyMatches = MessageDigest.isEqual(key.getBytes(StandardCharsets.UTF_8),
                app.consumerKey().getBytes(StandardCharsets.UTF_8));
        boolean secretMatches = MessageDigest.isEqual(secret.getBytes(StandardCharsets.UTF_8),
                app.consumerSecret().getBytes(StandardCharsets.UTF_8));
        if (!keyMatches || !secretMatches) {
            throw ApiException.xError(403, 99, UNABLE_TO_VERIFY);
        }
        return key;
    }
}
