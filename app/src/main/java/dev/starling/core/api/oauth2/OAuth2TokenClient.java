package dev.starling.core.api.oauth2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.http.ApiHttp;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.InsecureConnection;
import dev.starling.core.api.error.Transport;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.ApiResponse;
import dev.starling.core.api.http.Auth;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.ClientCredentials;
import dev.starling.core.text.BundleText;
import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import okhttp3.HttpUrl;

/**
 * X's OAuth 2.0 endpoints: the authorize page's address, {@code POST /2/oauth2/token} (the code
 * with its PKCE verifier; a refresh) and {@code POST /2/oauth2/revoke}. A confidential client
 * authenticates with HTTP Basic, a public one sends {@code client_id}. Blocking: call off the FX thread.
 */
public final class OAuth2TokenClient {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ApiHttp http;
    private final ApiEnvironment environment;
    private final Clock clock;

    public OAuth2TokenClient(ApiHttp http, ApiEnvironment environment, Clock clock) {
        this.http = http;
        this.environment = environment;
        this.clock = clock;
    }

    /** The environment's OAuth 2.0 client; {@link OAuth2Exception.Outcome#NO_CLIENT} when none is set. */
    public ClientCredentials client() {
        if (environment.oauth2Client() == null) {
            throw new OAuth2Exception(OAuth2Exception.Outcome.NO_CLIENT, BundleText.of("oauth2.noClient"));
        }
        return environment.oauth2Client();
    }

    /** The authorize page's address for this sign-in: no secret in it (the challenge, never the verifier). */
    public URI authorizeUrl(List<String> scopes, URI redirectUri, String state, Pkce pkce) {
        HttpUrl url = HttpUrl.get(environment.authorizePage().toString()).newBuilder()
                .addQueryParameter("response_type", "code")
                .addQueryParameter("client_id", client().clientId())
                .addQueryParameter("redirect_uri", redirectUri.toString())
                .addQueryParameter("scope", String.join(" ", scopes))
                .addQueryParameter("state", state)
                .addQueryParameter("code_challenge", pkce.challenge())
                .addQueryParameter("code_challenge_method", pkce.method())
                .build();
        return url.uri();
    }

    /** Exchanges the code (within its 30 seconds) for tokens. */
    public OAuth2Tokens exchange(String code, Pkce pkce, URI redirectUri) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("code", code);
        form.put("grant_type", "authorization_code");
        form.put("redirect_uri", redirectUri.toString());
        form.put("code_verifier", pkce.verifier());
        return tokens(form, "oauth2.signIn.refused");
    }

    /** A new access token (and a new refresh token: the old one is spent). */
    public OAuth2Tokens refresh(Secret refreshToken) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("refresh_token", refreshToken.reveal());
        form.put("grant_type", "refresh_token");
        return tokens(form, "oauth2.refresh.failed");
    }

    /** Revokes a token at X; {@code hint} is {@code access_token} or {@code refresh_token}. */
    public void revoke(Secret token, String hint) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("token", token.reveal());
        form.put("token_type_hint", hint);
        ApiResponse response = send("2/oauth2/revoke", form);
        if (response.status() < 200 || response.status() >= 300) {
            throw refused(response, "oauth2.revoke.failed", OAuth2Exception.Outcome.REFUSED);
        }
    }

    private OAuth2Tokens tokens(Map<String, String> form, String refusedKey) {
        Instant now = clock.instant();
        ApiResponse response = send("2/oauth2/token", form);
        boolean refreshing = "refresh_token".equals(form.get("grant_type"));
        if (response.status() < 200 || response.status() >= 300) {
            throw refused(response, refusedKey, refreshing ? OAuth2Exception.Outcome.REFRESH_FAILED
                    : OAuth2Exception.Outcome.REFUSED);
        }
        try {
            return OAuth2Tokens.fromAnswer(JSON.readTree(response.body()), now);
        } catch (IOException | IllegalArgumentException e) {
            throw new OAuth2Exception(refreshing ? OAuth2Exception.Outcome.REFRESH_FAILED
                    : OAuth2Exception.Outcome.REFUSED, BundleText.of(refusedKey, "", "no access_token in the answer"));
        }
    }

    private ApiResponse send(String path, Map<String, String> form) {
        ClientCredentials client = client();
        Auth auth = Auth.NONE;
        Map<String, String> body = new LinkedHashMap<>(form);
        if (client.confidential()) {
            auth = new Auth.Basic(client.clientId(), client.clientSecret());
        } else {
            body.put("client_id", client.clientId());
        }
        try {
            return http.exchange(ApiRequest.postForm(ApiUrls.resolve(environment.apiBase(), path), body, auth));
        } catch (ApiException e) {
            if (e.error() instanceof Transport || e.error() instanceof InsecureConnection) {
                throw new OAuth2Exception(OAuth2Exception.Outcome.NETWORK_DOWN,
                        BundleText.of("oauth2.networkDown", e.text()));
            }
            throw e;
        }
    }

    /** X's {@code error} and {@code error_description}, or the status when the answer has none. */
    private static OAuth2Exception refused(ApiResponse response, String key, OAuth2Exception.Outcome outcome) {
        String error = "HTTP " + response.status();
        String description = "";
        try {
            JsonNode body = JSON.readTree(response.body());
            error = body.path("error").asText(error);
            description = body.path("error_description").asText(body.path("detail").asText(""));
        } catch (IOException | RuntimeException notJson) {
            // The status alone says it.
        }
        return new OAuth2Exception(outcome, BundleText.of(key, error, description));
    }
}
