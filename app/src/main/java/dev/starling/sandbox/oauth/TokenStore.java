package dev.starling.sandbox.oauth;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The OAuth server's database: request tokens (short-lived, not persisted), access tokens, bearer
 * tokens, grants (a user approved an app) and browser sessions. Tokens are random and unguessable;
 * they do not depend on the seed.
 */
final class TokenStore {

    static final Duration REQUEST_TOKEN_LIFETIME = Duration.ofMinutes(15);
    private static final char[] ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".toCharArray();

    enum RequestState { PENDING, AUTHORIZED, DENIED, USED }

    record RequestToken(String token, String secret, String consumerKey, String callback, String accessType,
                        Instant created, RequestState state, String verifier, String userId) {
        boolean oob() {
            return "oob".equals(callback);
        }

        RequestToken with(RequestState newState, String newVerifier, String newUserId) {
            return new RequestToken(token, secret, consumerKey, callback, accessType, created, newState, newVerifier,
                    newUserId);
        }
    }

    record AccessToken(String token, String secret, String consumerKey, String userId, String screenName,
                       String accessLevel, Instant created) {
    }

    record BearerToken(String token, String consumerKey, Instant created) {
    }

    private final SecureRandom random = new SecureRandom();
    private final Map<String, RequestToken> requestTokens = new ConcurrentHashMap<>();
    private final Map<String, AccessToken> accessTokens = new ConcurrentHashMap<>();
    /** consumer key -> its one outstanding bearer token. */
    private final Map<String, BearerToken> bearerByApp = new ConcurrentHashMap<>();
    private final Set<String> grants = ConcurrentHashMap.newKeySet();
    /** session cookie -> user id. */
    private final Map<String, String> sessions = new ConcurrentHashMap<>();

    String randomToken(int length) {
        char[] out = new char[length];
        for (int i = 0; i < length; i++) {
            out[i] = ALPHABET[random.nextInt(ALPHABET.length)];
        }
        return new String(out);
    }

    String pin() {
        return String.format("%07d", random.nextInt(10_000_000));
    }

    RequestToken newRequestToken(String consumerKey, String callback, String accessType, Instant now) {
        requestTokens.values().removeIf(old -> old.created().plus(REQUEST_TOKEN_LIFETIME).isBefore(now));
        RequestToken token = new RequestToken(randomToken(32), randomToken(32), consumerKey, callback, accessType,
                now, RequestState.PENDING, null, null);
        requestTokens.put(token.token(), token);
        return token;
    }

    /** A request token still usable (not expired); its state says what may happen next. */
    Optional<RequestToken> liveRequestToken(String token, Instant now) {
        RequestToken found = token == null ? null : requestTokens.get(token);
        if (found == null || found.created().plus(REQUEST_TOKEN_LIFETIME).isBefore(now)
                || found.state() == RequestState.DENIED || found.state() == RequestState.USED) {
            return Optional.empty();
        }
        return Optional.of(found);
    }

    /** Moves a request token on from exactly {@code expected}; false when another request got there first. */
    boolean transition(RequestToken expected, RequestToken next) {
        return requestTokens.replace(expected.token(), expected, next);
    }

    void updateRequestToken(RequestToken token) {
        requestTokens.put(token.token(), token);
    }

    AccessToken newAccessToken(String consumerKey, String userId, String screenName, String accessLevel,
                               Instant now) {
        AccessToken token = new AccessToken(userId + "-" + randomToken(40), randomToken(45), consumerKey, userId,
                screenName, accessLevel, now);
        accessTokens.put(token.token(), token);
        return token;
    }

    Optional<AccessToken> accessToken(String token) {
        return Optional.ofNullable(token == null ? null : accessTokens.get(token));
    }

    boolean revokeAccessToken(String token) {
        return accessTokens.remove(token) != null;
    }

    /** The app's outstanding bearer token, created when there is none. */
    BearerToken bearerFor(String consumerKey, Instant now) {
        return bearerByApp.computeIfAbsent(consumerKey,
                key -> new BearerToken("AAAAAAAAAAAAAAAAAAAAA" + randomToken(80), key, now));
    }

    Optional<BearerToken> bearer(String token) {
        return bearerByApp.values().stream().filter(bearer -> bearer.token().equals(token)).findFirst();
    }

    boolean revokeBearer(String token) {
        return bearerByApp.values().removeIf(bearer -> bearer.token().equals(token));
    }

    void grant(String consumerKey, String userId) {
        grants.add(consumerKey + ":" + userId);
    }

    boolean granted(String consumerKey, String userId) {
        return grants.contains(consumerKey + ":" + userId);
    }

    String newSession(String userId) {
        String cookie = randomToken(40);
        sessions.put(cookie, userId);
        return cookie;
    }

    Optional<String> sessionUser(String cookie) {
        return Optional.ofNullable(cookie == null ? null : sessions.get(cookie));
    }

    Collection<RequestToken> requestTokens() {
        return List.copyOf(requestTokens.values());
    }

    Collection<AccessToken> accessTokens() {
        return List.copyOf(accessTokens.values());
    }

    Collection<BearerToken> bearerTokens() {
        return List.copyOf(bearerByApp.values());
    }

    void clear() {
        requestTokens.clear();
        accessTokens.clear();
        bearerByApp.clear();
        grants.clear();
        sessions.clear();
    }

    /** Access tokens (with secrets: this is the emulator's own database), bearer tokens and grants. */
    JsonNode export() {
        ObjectNode state = Json.object();
        ArrayNode access = state.putArray("accessTokens");
        for (AccessToken token : accessTokens.values()) {
            access.addObject().put("token", token.token()).put("secret", token.secret())
                    .put("consumerKey", token.consumerKey()).put("userId", token.userId())
                    .put("screenName", token.screenName()).put("accessLevel", token.accessLevel())
                    .put("created", token.created().toString());
        }
        ArrayNode bearers = state.putArray("bearerTokens");
        for (BearerToken token : bearerByApp.values()) {
            bearers.addObject().put("token", token.token()).put("consumerKey", token.consumerKey())
                    .put("created", token.created().toString());
        }
        ArrayNode grantList = state.putArray("grants");
        grants.stream().sorted().forEach(grantList::add);
        return state;
    }

    void restore(JsonNode state) {
        clear();
        for (JsonNode token : state.path("accessTokens")) {
            AccessToken restored = new AccessToken(token.path("token").asText(), token.path("secret").asText(),
                    token.path("consumerKey").asText(), token.path("userId").asText(),
                    token.path("screenName").asText(), token.path("accessLevel").asText("read-write"),
                    Instant.parse(token.path("created").asText(Instant.EPOCH.toString())));
            accessTokens.put(restored.token(), restored);
        }
        for (JsonNode token : state.path("bearerTokens")) {
            BearerToken restored = new BearerToken(token.path("token").asText(), token.path("consumerKey").asText(),
                    Instant.parse(token.path("created").asText(Instant.EPOCH.toString())));
            bearerByApp.put(restored.consumerKey(), restored);
        }
        List<String> restoredGrants = new ArrayList<>();
        state.path("grants").forEach(grant -> restoredGrants.add(grant.asText()));
        grants.addAll(restoredGrants);
    }
}
