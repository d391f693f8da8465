package dev.starling.core.api.error;

import java.util.Map;
import java.util.Optional;

/** Plain-words explanations of the well-known X error codes (from the project's reference notes). */
public final class XErrorCodes {

    public static final int COULD_NOT_AUTHENTICATE = 32;
    public static final int RATE_LIMIT_EXCEEDED = 88;
    public static final int INVALID_OR_EXPIRED_TOKEN = 89;
    public static final int BEARER_REQUESTED_TOO_OFTEN = 99;
    public static final int TIMESTAMP_OUT_OF_BOUNDS = 135;
    public static final int BAD_AUTHENTICATION_DATA = 215;
    public static final int CALLBACK_NOT_APPROVED = 415;

    private static final Map<Integer, String> EXPLANATIONS = Map.of(
            COULD_NOT_AUTHENTICATE, "Could not authenticate you: check the app's API key and secret, "
                    + "or sign in again (code 32).",
            RATE_LIMIT_EXCEEDED, "Rate limit exceeded: wait until the limit resets, then try again (code 88).",
            INVALID_OR_EXPIRED_TOKEN, "Your access token is invalid or was revoked: sign in again (code 89).",
            BEARER_REQUESTED_TOO_OFTEN, "A bearer token was requested too often: wait a while and reuse the "
                    + "cached token instead of asking for a new one (code 99).",
            TIMESTAMP_OUT_OF_BOUNDS, "The request's timestamp was refused: your computer's clock is wrong. "
                    + "Turn on automatic date and time, then try again (code 135).",
            BAD_AUTHENTICATION_DATA, "Bad authentication data: the request's OAuth parameters were missing "
                    + "or malformed (code 215).",
            CALLBACK_NOT_APPROVED, "The callback address is not approved for this app: use PIN sign-in, or "
                    + "add the callback in the developer portal (code 415).");

    private XErrorCodes() {
    }

    public static Optional<String> explain(int code) {
        return Optional.ofNullable(EXPLANATIONS.get(code));
    }
}
