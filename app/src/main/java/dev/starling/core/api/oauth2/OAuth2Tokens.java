package dev.starling.core.api.oauth2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.core.auth.Secret;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An OAuth 2.0 user's tokens: the access token (X: 2 hours), the refresh token (only with
 * {@code offline.access}; single-use, replaced at each refresh) and the scopes X granted. Kept as
 * one credential-vault entry, so both tokens are always replaced together.
 */
public record OAuth2Tokens(Secret accessToken, Secret refreshToken, Instant expiresAt, List<String> scopes) {

    /** Refresh this long before the access token expires, so no call goes out with a dying token. */
    public static final Duration REFRESH_MARGIN = Duration.ofMinutes(5);
    private static final ObjectMapper JSON = new ObjectMapper();

    public OAuth2Tokens {
        Objects.requireNonNull(accessToken, "accessToken");
        Objects.requireNonNull(expiresAt, "expiresAt");
        scopes = List.copyOf(scopes);
    }

    public boolean refreshable() {
        return refreshToken != null;
    }

    /** True when the access token expires within the margin (or has expired). */
    public boolean dueAt(Instant now) {
        return !now.plus(REFRESH_MARGIN).isBefore(expiresAt);
    }

    public boolean expiredAt(Instant now) {
        return !now.isBefore(expiresAt);
    }

    /** The token endpoint's answer: {@code access_token}, {@code expires_in}, {@code scope}, {@code refresh_token}. */
    static OAuth2Tokens fromAnswer(JsonNode answer, Instant now) {
        String access = answer.path("access_token").asText("");
        if (access.isEmpty()) {
            throw new IllegalArgumentException("no access_token");
        }
        List<String> scopes = new ArrayList<>();
        for (String scope : answer.path("scope").asText("").split(" ")) {
            if (!scope.isBlank()) {
                scopes.add(scope);
            }
        }
        String refresh = answer.path("refresh_token").asText("");
        return new OAuth2Tokens(Secret.of(access), refresh.isEmpty() ? null : Secret.of(refresh),
                now.plusSeconds(answer.path("expires_in").asLong(7200)), scopes);
    }

    /** The vault entry. */
    public Secret encode() {
        ObjectNode json = JSON.createObjectNode();
        json.put("access_token", accessToken.reveal());
        if (refreshToken != null) {
            json.put("refresh_token", refreshToken.reveal());
        }
        json.put("expires_at", expiresAt.toString());
        scopes.forEach(json.putArray("scopes")::add);
        return Secret.of(json.toString());
    }

    /** Empty when the entry is not tokens (damaged, or from elsewhere). */
    public static Optional<OAuth2Tokens> decode(Secret entry) {
        try {
            JsonNode json = JSON.readTree(entry.reveal());
            List<String> scopes = new ArrayList<>();
            json.path("scopes").forEach(scope -> scopes.add(scope.asText()));
            String refresh = json.path("refresh_token").asText("");
            return Optional.of(new OAuth2Tokens(Secret.of(json.path("access_token").asText()),
                    refresh.isEmpty() ? null : Secret.of(refresh), Instant.parse(json.path("expires_at").asText()),
                    scopes));
        } catch (IOException | RuntimeException damaged) {
            return Optional.empty();
        }
    }

    @Override
    public String toString() {
        return "OAuth2Tokens[expiresAt=" + expiresAt + ", scopes=" + scopes + ", refreshable=" + refreshable() + "]";
    }
}
