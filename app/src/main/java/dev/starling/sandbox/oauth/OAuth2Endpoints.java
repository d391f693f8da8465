package dev.starling.sandbox.oauth;

import dev.starling.sandbox.auth.SandboxUser;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import dev.starling.sandbox.spi.SandboxContext;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * OAuth 2.0 authorization code with PKCE, as X runs it: the user-facing page
 * ({@code GET/POST /i/oauth2/authorize}: sign in, consent listing the scopes, then a redirect with
 * {@code code} and {@code state}, or {@code error=access_denied}), {@code POST /2/oauth2/token}
 * (the code with its {@code code_verifier}, or a refresh token) and {@code POST /2/oauth2/revoke}.
 * Redirect URIs match exactly; codes are single-use and live 30 seconds; refresh tokens come only
 * with {@code offline.access} and are single-use; a confidential client authenticates with HTTP
 * Basic, a public one sends {@code client_id}.
 */
final class OAuth2Endpoints {

    static final String AUTHORIZE_PATH = "/i/oauth2/authorize";
    private static final int MAX_STATE = 500;
    private static final List<String> AUTHORIZE_PARAMETERS = List.of("response_type", "client_id", "redirect_uri",
            "scope", "state", "code_challenge", "code_challenge_method");

    private final SandboxContext context;
    private final Supplier<OAuth2App> app;
    private final OAuth2Grants grants;
    private final TokenStore sessions;
    private final AuthorizePage.Demo demo;

    OAuth2Endpoints(SandboxContext context, Supplier<OAuth2App> app, OAuth2Grants grants, TokenStore sessions,
                    AuthorizePage.Demo demo) {
        this.context = context;
        this.app = app;
        this.grants = grants;
        this.sessions = sessions;
        this.demo = demo;
    }

    /** What a valid authorize request asks for. */
    record Ask(String clientId, String redirectUri, List<String> scopes, String state, String challenge,
               String method) {
    }

    // --- the page ---------------------------------------------------------------------------------

    SandboxResponse show(SandboxRequest request) {
        Ask ask;
        try {
            ask = ask(request);
        } catch (ApiException refused) {
            return refused.response();
        }
        Optional<SandboxUser> signedIn = sessionUser(request);
        return SandboxResponse.html(200, AuthorizePage.oauth2Form(hidden(request), ask.scopes(),
                signedIn.map(SandboxUser::username).orElse(null), null, demo));
    }

    SandboxResponse submit(SandboxRequest request) {
        Ask ask;
        try {
            ask = ask(request);
        } catch (ApiException refused) {
            return refused.response();
        }
        if (request.param("cancel").isPresent()) {
            return redirect(ask, Map.of("error", "access_denied", "state", ask.state()));
        }
        Optional<String> username = request.param("session[username_or_email]").filter(name -> !name.isBlank());
        Optional<SandboxUser> user = username.isEmpty() ? sessionUser(request)
                : username.flatMap(name -> context.users().byUsername(name)).filter(candidate -> MessageDigest.isEqual(
                        candidate.password().getBytes(StandardCharsets.UTF_8),
                        request.param("session[password]").orElse("").getBytes(StandardCharsets.UTF_8)));
        if (user.isEmpty()) {
            return SandboxResponse.html(401, AuthorizePage.oauth2Form(hidden(request), ask.scopes(), null,
                    "The username and password you entered did not match our records. Please double-check and try "
                            + "again.", demo));
        }
        OAuth2Grants.Code code = grants.newCode(ask.clientId(), ask.redirectUri(), user.get().id(),
                user.get().username(), ask.scopes(), ask.challenge(), ask.method(), context.clock().instant());
        Map<String, String> answer = new LinkedHashMap<>();
        answer.put("state", ask.state());
        answer.put("code", code.code());
        SandboxResponse response = redirect(ask, answer);
        return username.isEmpty() ? response : response.withHeader("Set-Cookie", BrowserAuthorization.SESSION_COOKIE
                + "=" + sessions.newSession(user.get().id()) + "; Path=/; HttpOnly; SameSite=Lax");
    }

    /**
     * The request's parameters checked in X's order. An unknown client or an unregistered redirect URI
     * is answered on the page itself (never redirected to an address the app did not register); every
     * other problem goes back to the app's redirect URI as {@code error} and {@code error_description}.
     */
    private Ask ask(SandboxRequest request) {
        OAuth2App client = app.get();
        String clientId = request.param("client_id").orElse("");
        if (!clientId.equals(client.clientId())) {
            throw new ApiException(SandboxResponse.html(400, AuthorizePage.oauth2Error(
                    "This app is not known (client_id " + clientId + "). Check the app's Client ID.")));
        }
        String redirectUri = request.param("redirect_uri").orElse("");
        if (!client.redirectUris().contains(redirectUri)) {
            throw new ApiException(SandboxResponse.html(400, AuthorizePage.oauth2Error(
                    "The redirect address " + redirectUri + " is not registered for this app. Registered addresses "
                            + "must match exactly: " + String.join(", ", client.redirectUris()))));
        }
        String state = request.param("state").orElse("");
        Ask partial = new Ask(clientId, redirectUri, List.of(), state, null, null);
        if (!"code".equals(request.param("response_type").orElse(""))) {
            throw refuse(partial, "unsupported_response_type", "response_type must be code");
        }
        if (state.isEmpty() || state.length() > MAX_STATE) {
            throw refuse(partial, "invalid_request", "state is required, at most " + MAX_STATE + " characters");
        }
        String challenge = request.param("code_challenge").orElse("");
        String method = request.param("code_challenge_method").orElse("plain");
        if (challenge.isEmpty() || !(method.equals("S256") || method.equals("plain"))) {
            throw refuse(partial, "invalid_request", "code_challenge is required, with code_challenge_method S256 or "
                    + "plain");
        }
        List<String> scopes = Arrays.stream(request.param("scope").orElse("").split("[ +]"))
                .filter(scope -> !scope.isBlank()).distinct().toList();
        List<String> unknown = scopes.stream().filter(scope -> !OAuth2Scopes.DESCRIPTIONS.containsKey(scope)).toList();
        if (scopes.isEmpty() || !unknown.isEmpty()) {
            throw refuse(partial, "invalid_scope", scopes.isEmpty() ? "scope is required"
                    : "unknown scope " + String.join(", ", unknown));
        }
        return new Ask(clientId, redirectUri, scopes, state, challenge, method);
    }

    private static ApiException refuse(Ask ask, String error, String description) {
        Map<String, String> answer = new LinkedHashMap<>();
        answer.put("error", error);
        answer.put("error_description", description);
        if (!ask.state().isEmpty()) {
            answer.put("state", ask.state());
        }
        return new ApiException(redirect(ask, answer));
    }

    private static SandboxResponse redirect(Ask ask, Map<String, String> parameters) {
        StringBuilder location = new StringBuilder(ask.redirectUri()).append(ask.redirectUri().contains("?") ? '&' : '?');
        parameters.forEach((name, value) -> location.append(encode(name)).append('=').append(encode(value)).append('&'));
        location.setLength(location.length() - 1);
        return SandboxResponse.redirect(location.toString());
    }

    private static Map<String, String> hidden(SandboxRequest request) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (String name : AUTHORIZE_PARAMETERS) {
            request.param(name).ifPresent(value -> fields.put(name, value));
        }
        return fields;
    }

    private Optional<SandboxUser> sessionUser(SandboxRequest request) {
        for (String cookie : request.header("cookie").orElse("").split(";")) {
            String trimmed = cookie.trim();
            if (trimmed.startsWith(BrowserAuthorization.SESSION_COOKIE + "=")) {
                return sessions.sessionUser(trimmed.substring(BrowserAuthorization.SESSION_COOKIE.length() + 1))
                        .flatMap(id -> context.users().byId(id));
            }
        }
        return Optional.empty();
    }

    // --- the token endpoints ------------------------------------------------------------------------

    /** {@code POST /2/oauth2/token}: {@code authorization_code} with {@code code_verifier}, or {@code refresh_token}. */
    SandboxResponse token(SandboxRequest request) {
        OAuth2App client = authenticateClient(request);
        Instant now = context.clock().instant();
        String grant = request.param("grant_type").orElse("");
        return switch (grant) {
            case "authorization_code" -> exchange(request, client, now);
            case "refresh_token" -> refresh(request, client, now);
            default -> throw tokenError(400, grant.isEmpty() ? "invalid_request" : "unsupported_grant_type",
                    grant.isEmpty() ? "Missing required parameter [grant_type]." : "Unsupported grant_type " + grant
                            + ".");
        };
    }

    private SandboxResponse exchange(SandboxRequest request, OAuth2App client, Instant now) {
        String verifier = request.param("code_verifier").orElse("");
        String redirectUri = request.param("redirect_uri").orElse("");
        if (verifier.isEmpty() || redirectUri.isEmpty() || request.param("code").isEmpty()) {
            throw tokenError(400, "invalid_request", "Missing required parameter [code], [code_verifier] or "
                    + "[redirect_uri].");
        }
        OAuth2Grants.Code code = grants.redeem(request.param("code").get())
                .orElseThrow(() -> tokenError(400, "invalid_request",
                        "Value passed for the authorization code was invalid."));
        if (code.created().plus(OAuth2App.CODE_LIFETIME).isBefore(now)) {
            throw tokenError(400, "invalid_request", "Value passed for the authorization code was invalid: it "
                    + "expired (codes are valid for 30 seconds).");
        }
        if (!code.clientId().equals(client.clientId()) || !code.redirectUri().equals(redirectUri)) {
            throw tokenError(400, "invalid_request", "Value passed for the authorization code was invalid: the "
                    + "client or redirect_uri differs from the authorize request.");
        }
        if (!challengeMatches(code, verifier)) {
            throw tokenError(400, "invalid_request", "Value passed for the code_verifier does not match the "
                    + "code_challenge.");
        }
        return issued(grants.issue(client.clientId(), code.userId(), code.screenName(), code.scopes(),
                now.plus(client.accessTokenLifetime()), code.scopes().contains("offline.access")), client, now);
    }

    private SandboxResponse refresh(SandboxRequest request, OAuth2App client, Instant now) {
        String token = request.param("refresh_token")
                .orElseThrow(() -> tokenError(400, "invalid_request", "Missing required parameter [refresh_token]."));
        OAuth2Grants.Refresh spent = grants.refreshToken(token).filter(found -> found.clientId().equals(client.clientId()))
                .flatMap(found -> grants.spend(token))
                .orElseThrow(() -> tokenError(400, "invalid_request", "Value passed for the token was invalid."));
        return issued(grants.issue(client.clientId(), spent.userId(), spent.screenName(), spent.scopes(),
                now.plus(client.accessTokenLifetime()), true), client, now);
    }

    private static SandboxResponse issued(OAuth2Grants.Access access, OAuth2App client, Instant now) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("token_type", "bearer");
        body.put("expires_in", java.time.Duration.between(now, access.expires()).toSeconds());
        body.put("access_token", access.token());
        body.put("scope", String.join(" ", access.scopes()));
        if (access.refreshToken() != null) {
            body.put("refresh_token", access.refreshToken());
        }
        return SandboxResponse.json(200, body);
    }

    /** {@code POST /2/oauth2/revoke}: an access or refresh token of this client; {@code {"revoked":true}}. */
    SandboxResponse revoke(SandboxRequest request) {
        OAuth2App client = authenticateClient(request);
        String token = request.param("token")
                .orElseThrow(() -> tokenError(400, "invalid_request", "Missing required parameter [token]."));
        // RFC 7009: an unknown token is not an error (it may have been revoked already).
        grants.revoke(token, client.clientId());
        return SandboxResponse.json(200, Map.of("revoked", true));
    }

    /**
     * A confidential client proves itself with {@code Authorization: Basic} (id and secret, each
     * form-encoded); a public client names itself with {@code client_id}.
     */
    private OAuth2App authenticateClient(SandboxRequest request) {
        OAuth2App client = app.get();
        Optional<String> basic = request.header("authorization").filter(value -> value.regionMatches(true, 0,
                "Basic ", 0, 6));
        if (basic.isPresent()) {
            String[] parts = decodeBasic(basic.get().substring(6).trim());
            boolean idMatches = parts != null && parts[0].equals(client.clientId());
            boolean secretMatches = parts != null && (client.confidential()
                    ? MessageDigest.isEqual(parts[1].getBytes(StandardCharsets.UTF_8),
                    client.clientSecret().getBytes(StandardCharsets.UTF_8)) : parts[1].isEmpty());
            if (!idMatches || !secretMatches) {
                throw tokenError(401, "invalid_client", "Client authentication failed.");
            }
            return client;
        }
        if (client.confidential()) {
            throw tokenError(401, "unauthorized_client", "Missing valid authorization header");
        }
        String clientId = request.param("client_id").orElse("");
        if (!clientId.equals(client.clientId())) {
            throw tokenError(401, clientId.isEmpty() ? "invalid_request" : "invalid_client",
                    clientId.isEmpty() ? "Missing required parameter [client_id]." : "Client authentication failed.");
        }
        return client;
    }

    private static String[] decodeBasic(String encoded) {
        try {
            String joined = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
            int colon = joined.indexOf(':');
            if (colon < 0) {
                return null;
            }
            return new String[] {URLDecoder.decode(joined.substring(0, colon), StandardCharsets.UTF_8),
                    URLDecoder.decode(joined.substring(colon + 1), StandardCharsets.UTF_8)};
        } catch (IllegalArgumentException malformed) {
            return null;
        }
    }

    static boolean challengeMatches(OAuth2Grants.Code code, String verifier) {
        String expected = "S256".equals(code.challengeMethod()) ? s256(verifier) : verifier;
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII),
                code.challenge().getBytes(StandardCharsets.US_ASCII));
    }

    /** RFC 7636: BASE64URL(SHA256(ASCII(verifier))) without padding. */
    static String s256(String verifier) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ApiException tokenError(int status, String error, String description) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", error);
        body.put("error_description", description);
        return new ApiException(SandboxResponse.json(status, body));
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
