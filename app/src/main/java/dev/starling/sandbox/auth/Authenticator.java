package dev.starling.sandbox.auth;

import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.SandboxRequest;

/**
 * Verifies a request's credentials. Every method either returns the principal or throws an
 * {@link ApiException} carrying X's exact error response for the given style (401 code 32 for a
 * bad signature, 89 for a revoked token, 135 for a stale timestamp, 403
 * {@code unsupported-authentication} for a bearer on a user-context v2 endpoint, ...).
 */
public interface Authenticator {

    /** OAuth 1.0a signed with an access token. */
    Principal.UserContext requireUser(SandboxRequest request, ErrorStyle style);

    /** OAuth 2.0 application-only bearer token. */
    Principal.AppOnly requireBearer(SandboxRequest request, ErrorStyle style);

    /** Either of the above. */
    Principal requireAny(SandboxRequest request, ErrorStyle style);
}
