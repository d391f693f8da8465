package dev.starling.sandbox.oauth;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The OAuth 2.0 server's database: authorization codes (single-use, 30 seconds, not persisted),
 * user access tokens and refresh tokens (persisted). A refresh token is used once: refreshing
 * replaces it by a new one, and the old one is refused from then on.
 */
final class OAuth2Grants {

    /** What the user approved, waiting to be exchanged with the PKCE verifier. */
    record Code(String code, String clientId, String redirectUri, String userId, String screenName,
                List<String> scopes, String challenge, String challengeMethod, Instant created) {
    }

    /** A user access token and what it may do. */
    record Access(String token, String clientId, String userId, String screenName, List<String> scopes,
                  Instant expires, String refreshToken) {
        boolean expiredAt(Instant now) {
            return !now.isBefore(expires);
        }
    }

    /** A refresh token; {@code used} once it was exchanged (or revoked). */
    record Refresh(String token, String clientId, String userId, String screenName, List<String> scopes,
                   boolean used) {
    }

    private final SecureRandom random = new SecureRandom();
    private final Map<String, Code> codes = new ConcurrentHashMap<>();
    private final Map<String, Access> access = new ConcurrentHashMap<>();
    private final Map<String, Refresh> refresh = new ConcurrentHashMap<>();
    private final AtomicInteger refreshes = new AtomicInteger();

    String randomToken(int bytes) {
        byte[] value = new byte[bytes];
        random.nextBytes(value);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(value);
    }

    Code newCode(String clientId, String redirectUri, String userId, String screenName, List<String> scopes,
                 String challenge, String method, Instant now) {
        codes.values().removeIf(old -> old.created().plus(OAuth2App.CODE_LIFETIME).isBefore(now));
        Code code = new Code(randomToken(48), clientId, redirectUri, userId, screenName, List.copyOf(scopes), challenge,
                method, now);
        codes.put(code.code(), code);
        return code;
    }

    /** Takes the code out: whoever redeems it first gets it, later attempts find nothing. */
    Optional<Code> redeem(String code) {
        return Optional.ofNullable(code == null ? null : codes.remove(code));
    }

    /** An access token (and a refresh token when {@code offline}) for the user and scopes. */
    Access issue(String clientId, String userId, String screenName, List<String> scopes, Instant expires,
                 boolean offline) {
        String refreshToken = null;
        if (offline) {
            Refresh issued = new Refresh(randomToken(48), clientId, userId, screenName, List.copyOf(scopes), false);
            refresh.put(issued.token(), issued);
            refreshToken = issued.token();
        }
        Access issued = new Access(randomToken(48), clientId, userId, screenName, List.copyOf(scopes), expires,
                refreshToken);
        access.put(issued.token(), issued);
        return issued;
    }

    /** Marks the refresh token used, exactly once; empty when it is unknown or was used before. */
    Optional<Refresh> spend(String token) {
        Refresh found = token == null ? null : refresh.get(token);
        if (found == null || found.used()) {
            return Optional.empty();
        }
        Refresh used = new Refresh(found.token(), found.clientId(), found.userId(), found.screenName(), found.scopes(),
                true);
        if (!refresh.replace(token, found, used)) {
            return Optional.empty();
        }
        refreshes.incrementAndGet();
        return Optional.of(found);
    }

    Optional<Access> access(String token) {
        return Optional.ofNullable(token == null ? null : access.get(token));
    }

    Optional<Refresh> refreshToken(String token) {
        return Optional.ofNullable(token == null ? null : refresh.get(token));
    }

    /** Revokes an access token, or a refresh token with every access token it issued; false when unknown. */
    boolean revoke(String token, String clientId) {
        Access accessToken = access.get(token);
        if (accessToken != null && accessToken.clientId().equals(clientId)) {
            access.remove(token);
            return true;
        }
        Refresh refreshGrant = refresh.get(token);
        if (refreshGrant != null && refreshGrant.clientId().equals(clientId)) {
            refresh.remove(token);
            access.values().removeIf(issued -> token.equals(issued.refreshToken()));
            return true;
        }
        return false;
    }

    /** How many refresh grants succeeded since start (a test checks that two clients refreshed once). */
    int refreshes() {
        return refreshes.get();
    }

    Iterable<Access> accessTokens() {
        return List.copyOf(access.values());
    }

    void clear() {
        codes.clear();
        access.clear();
        refresh.clear();
    }

    JsonNode export() {
        ObjectNode state = Json.object();
        ArrayNode tokens = state.putArray("access_tokens");
        for (Access token : access.values()) {
            ObjectNode item = tokens.addObject().put("token", token.token()).put("client_id", token.clientId())
                    .put("user_id", token.userId()).put("screen_name", token.screenName())
                    .put("expires", token.expires().toString()).put("refresh_token", token.refreshToken());
            token.scopes().forEach(item.putArray("scopes")::add);
        }
        ArrayNode refreshes = state.putArray("refresh_tokens");
        for (Refresh token : refresh.values()) {
            ObjectNode item = refreshes.addObject().put("token", token.token()).put("client_id", token.clientId())
                    .put("user_id", token.userId()).put("screen_name", token.screenName()).put("used", token.used());
            token.scopes().forEach(item.putArray("scopes")::add);
        }
        return state;
    }

    void restore(JsonNode state) {
        clear();
        for (JsonNode item : state.path("access_tokens")) {
            Access token = new Access(item.path("token").asText(), item.path("client_id").asText(),
                    item.path("user_id").asText(), item.path("screen_name").asText(), scopes(item),
                    Instant.parse(item.path("expires").asText(Instant.EPOCH.toString())),
                    item.path("refresh_token").isTextual() ? item.path("refresh_token").asText() : null);
            access.put(token.token(), token);
        }
        for (JsonNode item : state.path("refresh_tokens")) {
            Refresh token = new Refresh(item.path("token").asText(), item.path("client_id").asText(),
                    item.path("user_id").asText(), item.path("screen_name").asText(), scopes(item),
                    item.path("used").asBoolean());
            refresh.put(token.token(), token);
        }
    }

    private static List<String> scopes(JsonNode item) {
        List<String> scopes = new ArrayList<>();
        item.path("scopes").forEach(scope -> scopes.add(scope.asText()));
        return List.copyOf(scopes);
    }
}
