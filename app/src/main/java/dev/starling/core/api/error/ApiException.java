package dev.starling.core.api.error;

import java.util.Objects;

/**
 * Carries an {@link ApiError} up the stack. Its message is the error's user message and it never
 * keeps the low-level cause, whose text could name headers or bodies.
 */
public final class ApiException extends RuntimeException {

    private final transient ApiError error;

    public ApiException(ApiError error) {
        super(Objects.requireNonNull(error, "error").userMessage(), null, false, false);
        this.error = error;
    }

    public ApiError error() {
        return error;
    }

    /** True for 401 with code 89: the user's token was invalidated or expired. */
    public boolean isTokenRevoked() {
        return error instanceof XErrors x && x.status() == 401 && x.hasCode(XErrorCodes.INVALID_OR_EXPIRED_TOKEN);
    }
}
