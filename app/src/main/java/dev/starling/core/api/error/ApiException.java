package dev.starling.core.api.error;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;
import java.util.Objects;

/**
 * Carries an {@link ApiError} up the stack. Its words are the error's {@link ApiError#text()}; its message,
 * for logs, is the error's kind and status only (never the server's words, a header or a body), and it never
 * keeps the low-level cause, whose text could name headers or bodies.
 */
public final class ApiException extends RuntimeException implements Worded {

    private final transient ApiError error;

    public ApiException(ApiError error) {
        super(logLine(Objects.requireNonNull(error, "error")), null, false, false);
        this.error = error;
    }

    public ApiError error() {
        return error;
    }

    @Override
    public BundleText text() {
        return error.text();
    }

    /** True for 401 with code 89: the user's token was invalidated or expired. */
    public boolean isTokenRevoked() {
        return error instanceof XErrors x && x.status() == 401 && x.hasCode(XErrorCodes.INVALID_OR_EXPIRED_TOKEN);
    }

    private static String logLine(ApiError error) {
        String kind = error instanceof Problem problem ? "problem " + problem.name()
                : error instanceof Transport transport ? "transport " + transport.kind()
                : error.getClass().getSimpleName();
        return "API call failed: " + kind + (error.status() > 0 ? " (HTTP " + error.status() + ")" : "");
    }
}
