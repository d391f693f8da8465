package dev.starling.sandbox.oauth;

import dev.starling.sandbox.spi.StatefulModule;
import dev.starling.sandbox.spi.SandboxContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.auth.Login;
import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.auth.SandboxUser;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The OAuth server of the sandbox (OAuth 1.0a three-legged flow, OAuth 2.0 app-only bearer
 * tokens, OAuth 2.0 authorization code with PKCE and its user access tokens) and the
 * {@link Authenticator} every API module verifies requests with.
 */
public final class OAuthModule extends StatefulModule implements Authenticator {

    private static final String UNSUPPORTED_AUTH = "https://api.x.com/2/problems/unsupported-authentication";

    private final SandboxContext context;
    private final ConsumerApp app;
    private final TokenStore tokens = new TokenStore();
    private final OAuth1Verifier verifier;
    private final BrowserAuthorization browser;
    private final BearerTokenEndpoints bearer;
    private final OAuth2Grants grants = new OAuth2Grants();
    private final OAuth2Endpoints oauth2;

    /** Without published demo credentials: the sign-in page lists nobody. */
    public OAuthModule(SandboxContext context, ConsumerApp app) {
        this(context, app, false, List.of());
    }

    /**
     * @param demoCredentials whether the published demo app or users are in use (the sign-in page says so)
     * @param publishedUsers the demo users whose name and password are published: the sign-in page lists them
     */
    public OAuthModule(SandboxContext context, ConsumerApp app, boolean demoCredentials,
                       List<? extends Login> publishedUsers) {
        super("oauth");
        this.context = context;
        this.app = app;
        this.verifier = new OAuth1Verifier(context.clock(), this::consumerSecret);
        this.browser = new BrowserAuthorization(context, tokens,
                new AuthorizePage.Demo(demoCredentials, List.copyOf(publishedUsers)));
        this.bearer = new BearerTokenEndpoints(context, app, tokens);
        this.oauth2 = new OAuth2Endpoints(context, () -> app.settings().oauth2(), grants, tokens,
                new AuthorizePage.Demo(demoCredentials, List.copyOf(publishedUsers)));
    }

    @Override
    public void registerCore(Router core) {
        core.route("POST", "/oauth/request_token", this::requestToken);
        core.route("GET", "/oauth/authorize", request -> browser.show(request, false));
        core.route("GET", "/oauth/authenticate", request -> browser.show(request, true));
        core.route("POST", "/oauth/authorize", browser::submit);
        core.route("POST", "/oauth/access_token", this::accessToken);
        core.route("POST", "/1.1/oauth/invalidate_token", this::invalidateAccessToken);
        core.route("POST", "/1.1/oauth/invalidate_token.json", this::invalidateAccessToken);
        core.route("POST", "/oauth2/token", bearer::create);
        core.route("POST", "/oauth2/invalidate_token", this::invalidateBearer);
        core.route("GET", "/1.1/account/verify_credentials.json", this::verifyCredentials);
        core.route("GET", OAuth2Endpoints.AUTHORIZE_PATH, oauth2::show);
        core.route("POST", OAuth2Endpoints.AUTHORIZE_PATH, oauth2::submit);
        core.route("POST", "/2/oauth2/token", oauth2::token);
        core.route("POST", "/2/oauth2/revoke", oauth2::revoke);
        core.intercept(new ScopeCheck(grants::access, context.clock()));
    }

    /** The app's OAuth 2.0 client, as the sandbox's banner prints it. */
    public OAuth2App oauth2App() {
        return app.settings().oauth2();
    }

    /** How many refresh-token grants succeeded since start. */
    public int oauth2Refreshes() {
        return grants.refreshes();
    }

    // --- Authenticator -------------------------------------------------------------------------

    @Override
    public Principal.UserContext requireUser(SandboxRequest request, ErrorStyle style) {
        Optional<String> bearerToken = bearerValue(request);
        if (bearerToken.isPresent()) {
            Optional<OAuth2Grants.Access> user = grants.access(bearerToken.get());
            if (user.isPresent()) {
                return oauth2User(user.get(), style);
            }
            // App-only bearer tokens start with a run of A's (X's and the sandbox's alike): an unknown token
            // of that form is still the wrong type here; any other unknown one is an invalid user token.
            if (tokens.bearer(bearerToken.get()).isEmpty() && !bearerToken.get().startsWith("AAAA")) {
                throw OAuthRejection.invalidToken().toApiException(style);
            }
            throw unsupportedAuthentication(style, "OAuth 2.0 Application-Only",
                    "OAuth 1.0a User Context, OAuth 2.0 User Context");
        }
        if (!OAuth1Verifier.isSigned(request)) {
            throw missingCredentials(style);
        }
        try {
            OAuth1Verifier.Verified verified = verifier.verify(request, token -> tokens.accessToken(token)
                    .map(TokenStore.AccessToken::secret));
            TokenStore.AccessToken token = verified.token() == null ? null
                    : tokens.accessToken(verified.token()).orElseThrow(OAuthRejection::invalidToken);
            if (token == null) {
                throw OAuthRejection.badData(OAuthRejection.BAD_AUTHENTICATION_DATA + " Missing oauth_token.");
            }
            if (!token.consumerKey().equals(verified.consumerKey())) {
                throw OAuthRejection.invalidToken();
            }
            return new Principal.UserContext(verified.consumerKey(), token.userId(), token.screenName(),
                    token.token());
        } catch (OAuthRejection rejection) {
            throw rejection.toApiException(style);
        }
    }

    @Override
    public Principal.AppOnly requireBearer(SandboxRequest request, ErrorStyle style) {
        Optional<String> value = bearerValue(request);
        if (value.isEmpty()) {
            throw OAuth1Verifier.isSigned(request)
                    ? unsupportedAuthentication(style, "OAuth 1.0a User Context", "OAuth 2.0 Application-Only")
                    : missingCredentials(style);
        }
        if (grants.access(value.get()).isPresent()) {
            throw unsupportedAuthentication(style, "OAuth 2.0 User Context", "OAuth 2.0 Application-Only");
        }
        return tokens.bearer(value.get())
                .map(token -> new Principal.AppOnly(token.consumerKey(), token.token()))
                .orElseThrow(() -> OAuthRejection.invalidToken().toApiException(style));
    }

    @Override
    public Principal requireAny(SandboxRequest request, ErrorStyle style) {
        Optional<String> value = bearerValue(request);
        if (value.isEmpty()) {
            return requireUser(request, style);
        }
        Optional<OAuth2Grants.Access> user = grants.access(value.get());
        return user.isPresent() ? oauth2User(user.get(), style) : requireBearer(request, style);
    }

    /** An OAuth 2.0 user access token as the user it acts for; an expired one is refused as X does (401). */
    private Principal.UserContext oauth2User(OAuth2Grants.Access token, ErrorStyle style) {
        if (token.expiredAt(context.clock().instant())) {
            throw new OAuthRejection(401, 32, OAuthRejection.INVALID_TOKEN).toApiException(style);
        }
        return new Principal.UserContext(token.clientId(), token.userId(), token.screenName(), token.token());
    }

    // --- OAuth 1.0a endpoints ------------------------------------------------------------------

    private SandboxResponse requestToken(SandboxRequest request) {
        OAuth1Verifier.Verified verified = verifyOrThrow(request, token -> Optional.empty());
        String callback = verified.parameter("oauth_callback")
                .orElseThrow(() -> ApiException.xError(400, 215, OAuthRejection.BAD_AUTHENTICATION_DATA
                        + " oauth_callback is required (a registered callback URL or oob)."));
        if (!app.settings().callbackAllowed(callback)) {
            throw ApiException.xError(403, 415, "Callback URL not approved for this client application. Approved "
                    + "callback URLs can be adjusted in your application settings");
        }
        String accessType = request.param("x_auth_access_type")
                .or(() -> request.param("ext_auth_access_type")).orElse("write");
        if (!accessType.equals("read") && !accessType.equals("write")) {
            throw ApiException.xError(400, 215, "ext_auth_access_type must be read or write");
        }
        TokenStore.RequestToken token = tokens.newRequestToken(verified.consumerKey(), callback, accessType,
                context.clock().instant());
        return SandboxResponse.form("oauth_token=" + token.token() + "&oauth_token_secret=" + token.secret()
                + "&oauth_callback_confirmed=true");
    }

    private SandboxResponse accessToken(SandboxRequest request) {
        Instant now = context.clock().instant();
        OAuth1Verifier.Verified verified = verifyOrThrow(request, token -> tokens.liveRequestToken(token, now)
                .map(TokenStore.RequestToken::secret));
        if (verified.token() == null) {
            throw ApiException.xError(400, 215, OAuthRejection.BAD_AUTHENTICATION_DATA
                    + " oauth_token (the request token) is required.");
        }
        TokenStore.RequestToken requestToken = tokens.liveRequestToken(verified.token(), now)
                .orElseThrow(() -> OAuthRejection.invalidToken().toApiException(ErrorStyle.X_ERRORS));
        String given = verified.parameter("oauth_verifier").or(() -> request.param("oauth_verifier")).orElse("");
        if (requestToken.state() != TokenStore.RequestState.AUTHORIZED || requestToken.verifier() == null
                || !MessageDigest.isEqual(requestToken.verifier().getBytes(StandardCharsets.UTF_8),
                given.getBytes(StandardCharsets.UTF_8))) {
            throw ApiException.xError(401, 32, "Could not authenticate you: invalid or missing oauth_verifier "
                    + "(the PIN or callback verifier of this request token).");
        }
        if (!tokens.transition(requestToken, requestToken.with(TokenStore.RequestState.USED, null,
                requestToken.userId()))) {
            // A concurrent exchange of the same request token won: request tokens are single-use.
            throw OAuthRejection.invalidToken().toApiException(ErrorStyle.X_ERRORS);
        }
        SandboxUser user = context.users().byId(requestToken.userId())
                .orElseThrow(() -> OAuthRejection.invalidToken().toApiException(ErrorStyle.X_ERRORS));
        String level = requestToken.accessType().equals("read") ? "read" : "read-write";
        TokenStore.AccessToken token = tokens.newAccessToken(verified.consumerKey(), user.id(), user.username(),
                level, now);
        return SandboxResponse.form("oauth_token=" + token.token() + "&oauth_token_secret=" + token.secret()
                + "&user_id=" + user.id() + "&screen_name=" + PercentEncoding.encode(user.username()))
                .withHeader("x-access-level", level);
    }

    private SandboxResponse invalidateAccessToken(SandboxRequest request) {
        Principal.UserContext user = requireUser(request, ErrorStyle.X_ERRORS);
        tokens.revokeAccessToken(user.accessToken());
        return SandboxResponse.json(200, Map.of("access_token", user.accessToken()));
    }

    private SandboxResponse invalidateBearer(SandboxRequest request) {
        Principal.UserContext user = requireUser(request, ErrorStyle.X_ERRORS);
        String value = request.param("access_token").orElseThrow(() -> ApiException.xError(400, 170,
                "Missing required parameter: access_token"));
        boolean ownedByApp = tokens.bearer(value).filter(token -> token.consumerKey().equals(user.consumerKey()))
                .isPresent();
        if (!ownedByApp || !tokens.revokeBearer(value)) {
            throw OAuthRejection.invalidToken().toApiException(ErrorStyle.X_ERRORS);
        }
        return SandboxResponse.json(200, Map.of("access_token", value));
    }

    private SandboxResponse verifyCredentials(SandboxRequest request) {
        Principal.UserContext user = requireUser(request, ErrorStyle.X_ERRORS);
        SandboxUser found = context.users().byId(user.userId())
                .orElseThrow(() -> OAuthRejection.invalidToken().toApiException(ErrorStyle.X_ERRORS));
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("id", Long.parseLong(found.id()));
        body.put("id_str", found.id());
        body.put("screen_name", found.username());
        body.put("name", found.displayName());
        return SandboxResponse.json(200, body);
    }

    // --- state ---------------------------------------------------------------------------------

    @Override
    public JsonNode exportState() {
        ObjectNode state = (ObjectNode) tokens.export();
        state.set("oauth2", grants.export());
        return state;
    }

    /** Tokens masked as on {@code /apps-and-tokens}; secrets replaced by asterisks. */
    @Override
    public JsonNode exportMasked() {
        JsonNode state = exportState();
        for (JsonNode token : state.path("oauth2").path("access_tokens")) {
            ((ObjectNode) token).put("token", mask(token.path("token").asText()));
            if (token.path("refresh_token").isTextual()) {
                ((ObjectNode) token).put("refresh_token", mask(token.path("refresh_token").asText()));
            }
        }
        for (JsonNode token : state.path("oauth2").path("refresh_tokens")) {
            ((ObjectNode) token).put("token", mask(token.path("token").asText()));
        }
        for (String list : List.of("accessTokens", "bearerTokens")) {
            for (JsonNode token : state.path(list)) {
                ObjectNode object = (ObjectNode) token;
                object.put("token", mask(token.path("token").asText()));
                if (object.has("secret")) {
                    object.put("secret", "****");
                }
            }
        }
        return state;
    }

    @Override
    public void restoreState(JsonNode state) {
        tokens.restore(state);
        grants.restore(state.path("oauth2"));
    }

    @Override
    public void reset() {
        tokens.clear();
        grants.clear();
        verifier.forgetNonces();
    }

    /** Registered apps and outstanding tokens for the admin page: tokens masked, no secrets. */
    public JsonNode appsAndTokens() {
        ObjectNode out = Json.object();
        ObjectNode appNode = out.putArray("apps").addObject().put("name", AuthorizePage.APP_NAME)
                .put("consumer_key", app.consumerKey());
        appNode.set("callbacks", Json.MAPPER.valueToTree(app.settings().callbacks()));
        OAuth2App client = app.settings().oauth2();
        appNode.put("client_id", client.clientId()).put("client_type", client.confidential() ? "confidential" : "public")
                .put("tier", app.settings().tier().name().toLowerCase(java.util.Locale.ROOT))
                .set("redirect_uris", Json.MAPPER.valueToTree(client.redirectUris()));
        ArrayNode userTokens = out.putArray("oauth2_access_tokens");
        for (OAuth2Grants.Access token : grants.accessTokens()) {
            ObjectNode item = userTokens.addObject().put("token", mask(token.token())).put("user_id", token.userId())
                    .put("screen_name", token.screenName()).put("expires", token.expires().toString());
            token.scopes().forEach(item.putArray("scopes")::add);
        }
        ArrayNode requests = out.putArray("request_tokens");
        for (TokenStore.RequestToken token : tokens.requestTokens()) {
            requests.addObject().put("token", mask(token.token())).put("state", token.state().name().toLowerCase())
                    .put("callback", token.callback()).put("created", token.created().toString());
        }
        ArrayNode access = out.putArray("access_tokens");
        for (TokenStore.AccessToken token : tokens.accessTokens()) {
            access.addObject().put("token", mask(token.token())).put("user_id", token.userId())
                    .put("screen_name", token.screenName()).put("access_level", token.accessLevel())
                    .put("created", token.created().toString());
        }
        ArrayNode bearers = out.putArray("bearer_tokens");
        for (TokenStore.BearerToken token : tokens.bearerTokens()) {
            bearers.addObject().put("token", mask(token.token())).put("consumer_key", token.consumerKey())
                    .put("created", token.created().toString());
        }
        return out;
    }

    static String mask(String token) {
        return token.length() <= 4 ? "****" : "*".repeat(Math.min(8, token.length() - 4))
                + token.substring(token.length() - 4);
    }

    private Optional<String> consumerSecret(String consumerKey) {
        return MessageDigest.isEqual(consumerKey.getBytes(StandardCharsets.UTF_8),
                app.consumerKey().getBytes(StandardCharsets.UTF_8))
                ? Optional.of(app.consumerSecret()) : Optional.empty();
    }

    private OAuth1Verifier.Verified verifyOrThrow(SandboxRequest request,
                                                  java.util.function.Function<String, Optional<String>> secrets) {
        try {
            return verifier.verify(request, secrets);
        } catch (OAuthRejection rejection) {
            throw rejection.toApiException(ErrorStyle.X_ERRORS);
        }
    }

    static Optional<String> bearerValue(SandboxRequest request) {
        String header = request.header("authorization").orElse("");
        return header.regionMatches(true, 0, "Bearer ", 0, 7) ? Optional.of(header.substring(7).trim())
                : Optional.empty();
    }

    private static ApiException unsupportedAuthentication(ErrorStyle style, String used, String supported) {
        if (style == ErrorStyle.X_ERRORS) {
            return ApiException.xError(403, 220, "Your credentials do not allow access to this resource.");
        }
        return new ApiException(unsupportedAuthentication(used, supported));
    }

    /** X's 403: "Authenticating with OAuth 2.0 Application-Only is forbidden for this endpoint. Supported ... [..]." */
    static SandboxResponse unsupportedAuthentication(String used, String supported) {
        return SandboxResponse.problem(403, Map.of("title", "Unsupported Authentication",
                "type", UNSUPPORTED_AUTH, "status", 403, "detail", "Authenticating with " + used + " is forbidden for "
                        + "this endpoint.  Supported authentication types are [" + supported + "]."));
    }

    private static ApiException missingCredentials(ErrorStyle style) {
        return OAuthRejection.badData(OAuthRejection.BAD_AUTHENTICATION_DATA).toApiException(style);
    }
}
