package dev.starling.core.api.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.UnreadableAnswer;
import dev.starling.core.auth.CredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;

/**
 * The app-only bearer token: obtained once with HTTP Basic, kept in the vault, reused. X allows one
 * outstanding token per app and answers 403 code 99 to apps that keep asking, so a token held is
 * never requested again (concurrent callers wait for the first request rather than racing it).
 */
public final class BearerTokenClient {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ApiHttp http;
    private final ApiEnvironment environment;
    private final CredentialVault vault;
    private Secret cached;

    public BearerTokenClient(ApiHttp http, ApiEnvironment environment, CredentialVault vault) {
        this.http = http;
        this.environment = environment;
        this.vault = vault;
    }

    /** The vault entry: one per API base and app key, so switching environments never mixes tokens. */
    public String vaultKey() {
        return "bearer." + environment.key() + "." + environment.consumerKey();
    }

    public synchronized Secret token() {
        if (cached == null) {
            cached = vault.read(vaultKey()).orElseGet(this::obtain);
        }
        return cached;
    }

    public synchronized Optional<Secret> held() {
        return Optional.ofNullable(cached).or(() -> vault.read(vaultKey()));
    }

    /**
     * Revokes the held token at the server ({@code /oauth2/invalidate_token}, signed with the app's
     * keys and a user's access token) and forgets it here.
     */
    public synchronized void invalidate(String userToken, Secret userTokenSecret) {
        Optional<Secret> token = held();
        if (token.isEmpty()) {
            return;
        }
        Auth auth = Auth.OAuth1.of(OAuth1Credentials.app(environment.consumerKey(), environment.consumerSecret())
                .withToken(userToken, userTokenSecret));
        http.execute(ApiRequest.postForm(ApiUrls.resolve(environment.apiBase(), "oauth2/invalidate_token"),
                Map.of("access_token", token.get().reveal()), auth));
        forget();
    }

    /** Drops the token locally (e.g. after the server said it is no longer valid). */
    public synchronized void forget() {
        cached = null;
        vault.delete(vaultKey());
    }

    private Secret obtain() {
        Auth basic = new Auth.Basic(environment.consumerKey(), environment.consumerSecret());
        ApiResponse response = http.execute(ApiRequest.postForm(ApiUrls.resolve(environment.apiBase(), "oauth2/token"),
                Map.of("grant_type", "client_credentials"), basic));
        String token = accessToken(response);
        Secret secret = Secret.of(token);
        vault.write(vaultKey(), secret);
        return secret;
    }

    private static String accessToken(ApiResponse response) {
        try {
            JsonNode root = JSON.readTree(response.body());
            String type = root.path("token_type").asText("");
            String token = root.path("access_token").asText("");
            if (!"bearer".equalsIgnoreCase(type) || token.isEmpty()) {
                throw new ApiException(UnreadableAnswer.lacking(response.status(), "access_token"));
            }
            return token;
        } catch (IOException e) {
            throw new ApiException(UnreadableAnswer.notJson(response.status()));
        }
    }
}
