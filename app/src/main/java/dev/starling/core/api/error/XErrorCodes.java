package dev.starling.core.api.error;

import dev.starling.core.text.BundleText;
import java.util.Optional;
import java.util.Set;

/** The well-known X error codes, explained in the bundle (from the project's reference notes). */
public final class XErrorCodes {

    public static final int COULD_NOT_AUTHENTICATE = 32;
    public static final int RATE_LIMIT_EXCEEDED = 88;
    public static final int INVALID_OR_EXPIRED_TOKEN = 89;
    public static final int BEARER_REQUESTED_TOO_OFTEN = 99;
    public static final int TIMESTAMP_OUT_OF_BOUNDS = 135;
    public static final int BAD_AUTHENTICATION_DATA = 215;
    public static final int CALLBACK_NOT_APPROVED = 415;

    /** The codes the bundle explains ({@code api.x.code.<code>}); others keep X's own message. */
    private static final Set<Integer> EXPLAINED = Set.of(COULD_NOT_AUTHENTICATE, RATE_LIMIT_EXCEEDED,
            INVALID_OR_EXPIRED_TOKEN, BEARER_REQUESTED_TOO_OFTEN, TIMESTAMP_OUT_OF_BOUNDS, BAD_AUTHENTICATION_DATA,
            CALLBACK_NOT_APPROVED);

    private XErrorCodes() {
    }

    public static Optional<BundleText> explain(int code) {
        return EXPLAINED.contains(code) ? Optional.of(BundleText.of("api.x.code." + code, String.valueOf(code)))
                : Optional.empty();
    }
}
