package dev.starling.sandbox.oauth;

import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.Map;

/**
 * Why a request's OAuth credentials were refused, with X's status and error code. Turned into the
 * response body of the API family by {@link #toApiException(ErrorStyle)}. Messages never carry
 * secrets.
 */
public final class OAuthRejection extends RuntimeException {

    public static final String COULD_NOT_AUTHENTICATE = "Could not authenticate you.";
    public static final String BAD_AUTHENTICATION_DATA = "Bad Authentication data.";
    public static final String INVALID_TOKEN = "Invalid or expired token.";

    private final int status;
    private final int code;

    public OAuthRejection(int status, int code, String message) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
    }

    public static OAuthRejection badSignature(String message) {
        return new OAuthRejection(401, 32, message);
    }

    public static OAuthRejection badData(String message) {
        return new OAuthRejection(400, 215, message);
    }

    public static OAuthRejection invalidToken() {
        return new OAuthRejection(401, 89, INVALID_TOKEN);
    }

    public int status() {
        return status;
    }

    public int code() {
        return code;
    }

    /**
     * X_ERRORS: the error itself. V2_PROBLEM: the generic 401 problem, except a revoked or unknown
     * token, which X answers with code 89 in an errors array on v2 too.
     */
    public ApiException toApiException(ErrorStyle style) {
        if (style == ErrorStyle.X_ERRORS || code == 89) {
            return ApiException.xError(status, code, getMessage());
        }
        return new ApiException(SandboxResponse.problem(401, Map.of("title", "Unauthorized", "type", "about:blank",
                "status", 401, "detail", "Unauthorized")));
    }
}
