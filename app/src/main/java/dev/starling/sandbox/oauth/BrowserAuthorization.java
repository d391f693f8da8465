package dev.starling.sandbox.oauth;

import dev.starling.sandbox.spi.SandboxContext;
import dev.starling.sandbox.auth.SandboxUser;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Optional;

/**
 * The browser part of the three-legged flow: GET /oauth/authorize and /oauth/authenticate show
 * the sign-in and consent page, POST /oauth/authorize signs the user in and approves or denies.
 */
final class BrowserAuthorization {

    static final String SESSION_COOKIE = "sbx_session";

    private final SandboxContext context;
    private final TokenStore tokens;

    private final AuthorizePage.Demo demo;

    BrowserAuthorization(SandboxContext context, TokenStore tokens, AuthorizePage.Demo demo) {
        this.context = context;
        this.tokens = tokens;
        this.demo = demo;
    }

    SandboxResponse show(SandboxRequest request, boolean authenticate) {
        Optional<TokenStore.RequestToken> token = pending(request.param("oauth_token").orElse(null));
        if (token.isEmpty()) {
            return SandboxResponse.html(401, AuthorizePage.invalidToken());
        }
        boolean forceLogin = "true".equalsIgnoreCase(request.param("force_login").orElse(""));
        Optional<SandboxUser> sessionUser = forceLogin ? Optional.empty() : sessionUser(request);
        if (authenticate && sessionUser.isPresent()
                && tokens.granted(token.get().consumerKey(), sessionUser.get().id())) {
            return approve(token.get(), sessionUser.get(), null);
        }
        return SandboxResponse.html(200, AuthorizePage.form(token.get().token(), token.get().accessType(),
                request.param("screen_name").orElse(null), sessionUser.map(SandboxUser::username).orElse(null),
                forceLogin, null, demo));
    }

    SandboxResponse submit(SandboxRequest request) {
        Optional<TokenStore.RequestToken> found = pending(request.param("oauth_token").orElse(null));
        if (found.isEmpty()) {
            return SandboxResponse.html(401, AuthorizePage.invalidToken());
        }
        TokenStore.RequestToken token = found.get();
        if (request.param("cancel").isPresent()) {
            tokens.updateRequestToken(token.with(TokenStore.RequestState.DENIED, null, null));
            return SandboxResponse.html(200, AuthorizePage.denied());
        }
        boolean forceLogin = "true".equalsIgnoreCase(request.param("force_login").orElse(""));
        Optional<String> username = request.param("session[username_or_email]").filter(name -> !name.isBlank());
        if (username.isEmpty() && !forceLogin) {
            Optional<SandboxUser> sessionUser = sessionUser(request);
            if (sessionUser.isPresent()) {
                return approve(token, sessionUser.get(), null);
            }
        }
        Optional<SandboxUser> user = username.flatMap(name -> context.users().byUsername(name))
                .filter(candidate -> passwordMatches(candidate, request.param("session[password]").orElse("")));
        if (user.isEmpty()) {
            return SandboxResponse.html(401, AuthorizePage.form(token.token(), token.accessType(),
                    username.orElse(null), null, forceLogin,
                    "The username and password you entered did not match our records. Please double-check and "
                            + "try again.", demo));
        }
        String cookie = tokens.newSession(user.get().id());
        return approve(token, user.get(), SESSION_COOKIE + "=" + cookie + "; Path=/; HttpOnly; SameSite=Lax");
    }

    private SandboxResponse approve(TokenStore.RequestToken token, SandboxUser user, String setCookie) {
        tokens.grant(token.consumerKey(), user.id());
        String verifier = token.oob() ? tokens.pin() : tokens.randomToken(32);
        tokens.updateRequestToken(token.with(TokenStore.RequestState.AUTHORIZED, verifier, user.id()));
        SandboxResponse response;
        if (token.oob()) {
            response = SandboxResponse.html(200, AuthorizePage.pin(verifier, user.username()));
        } else {
            String separator = token.callback().contains("?") ? "&" : "?";
            response = SandboxResponse.redirect(token.callback() + separator + "oauth_token="
                    + PercentEncoding.encode(token.token()) + "&oauth_verifier=" + PercentEncoding.encode(verifier));
        }
        return setCookie == null ? response : response.withHeader("Set-Cookie", setCookie);
    }

    /** A request token that may still be authorized: live and not yet used for an access token. */
    private Optional<TokenStore.RequestToken> pending(String token) {
        Instant now = context.clock().instant();
        return tokens.liveRequestToken(token, now);
    }

    private Optional<SandboxUser> sessionUser(SandboxRequest request) {
        String cookies = request.header("cookie").orElse("");
        for (String cookie : cookies.split(";")) {
            String trimmed = cookie.trim();
            if (trimmed.startsWith(SESSION_COOKIE + "=")) {
                return tokens.sessionUser(trimmed.substring(SESSION_COOKIE.length() + 1))
                        .flatMap(id -> context.users().byId(id));
            }
        }
        return Optional.empty();
    }

    private static boolean passwordMatches(SandboxUser user, String password) {
        return MessageDigest.isEqual(user.password().getBytes(StandardCharsets.UTF_8),
                password.getBytes(StandardCharsets.UTF_8));
    }
}
