package dev.starling.sandbox.ads;

import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.auth.UserDirectory;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.SandboxRequest;

/**
 * Test-only stand-in for the OAuth module: the header {@code X-Test-User: <username>} names the user
 * (a sandbox user from the directory). No header or an unknown user answers like X's 401 code 32.
 */
final class TestHeaderAuthenticator implements Authenticator {

    static final String HEADER = "X-Test-User";
    private final UserDirectory users;

    TestHeaderAuthenticator(UserDirectory users) {
        this.users = users;
    }

    @Override
    public Principal.UserContext requireUser(SandboxRequest request, ErrorStyle style) {
        return request.header(HEADER).flatMap(users::byUsername)
                .map(user -> new Principal.UserContext("test-consumer", user.id(), user.username(), "test-token"))
                .orElseThrow(() -> ApiException.xError(401, 32, "Could not authenticate you."));
    }

    @Override
    public Principal.AppOnly requireBearer(SandboxRequest request, ErrorStyle style) {
        throw ApiException.xError(401, 32, "Could not authenticate you.");
    }

    @Override
    public Principal requireAny(SandboxRequest request, ErrorStyle style) {
        return requireUser(request, style);
    }
}
