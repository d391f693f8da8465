package dev.starling.sandbox.v2;

import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.auth.UserDirectory;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Test-only credentials until the OAuth module is merged: {@code Authorization: Bearer test-app}
 * is the app's bearer token, {@code X-Test-User: <username>} a user context for a sign-in user.
 * Failures use the v2 problem bodies the real authenticator answers with.
 */
final class TestAuthenticator implements Authenticator {

    static final String BEARER = "Bearer test-app";
    static final String USER_HEADER = "X-Test-User";
    private static final String CONSUMER_KEY = "test-consumer";

    private final UserDirectory users;

    TestAuthenticator(UserDirectory users) {
        this.users = users;
    }

    @Override
    public Principal.UserContext requireUser(SandboxRequest request, ErrorStyle style) {
        Principal principal = requireAny(request, style);
        if (principal instanceof Principal.UserContext user) {
            return user;
        }
        throw unsupported("OAuth 2.0 Application-Only", "[OAuth 1.0a User Context, OAuth 2.0 User Context]");
    }

    @Override
    public Principal.AppOnly requireBearer(SandboxRequest request, ErrorStyle style) {
        Principal principal = requireAny(request, style);
        if (principal instanceof Principal.AppOnly app) {
            return app;
        }
        throw unsupported("OAuth 1.0a User Context", "[OAuth 2.0 Application-Only]");
    }

    @Override
    public Principal requireAny(SandboxRequest request, ErrorStyle style) {
        var user = request.header(USER_HEADER).flatMap(users::byUsername);
        if (user.isPresent()) {
            return new Principal.UserContext(CONSUMER_KEY, user.get().id(), user.get().username(), "test-token");
        }
        if (request.header("authorization").filter(BEARER::equals).isPresent()) {
            return new Principal.AppOnly(CONSUMER_KEY, "test-app");
        }
        throw new ApiException(SandboxResponse.problem(401, Map.of("title", "Unauthorized", "type", "about:blank",
                "status", 401, "detail", "Unauthorized")));
    }

    private static ApiException unsupported(String used, String supported) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("title", "Unsupported Authentication");
        body.put("detail", "Authenticating with " + used + " is forbidden for this endpoint.  Supported "
                + "authentication types are " + supported + ".");
        body.put("type", Problems.BASE + "unsupported-authentication");
        body.put("status", 403);
        return new ApiException(SandboxResponse.problem(403, body));
    }
}
