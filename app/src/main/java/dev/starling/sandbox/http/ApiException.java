package dev.starling.sandbox.http;

import java.util.Map;

/**
 * Thrown by a handler (or an authenticator) to answer with an error response. The response
 * carries the exact body X would send; the exception message is for the sandbox's own logs.
 */
public final class ApiException extends RuntimeException {

    private final SandboxResponse response;

    public ApiException(SandboxResponse response) {
        super("HTTP " + response.status(), null, false, false);
        this.response = response;
    }

    public SandboxResponse response() {
        return response;
    }

    /** v1.1 / OAuth style: {@code {"errors":[{"code":N,"message":"..."}]}}. */
    public static ApiException xError(int status, int code, String message) {
        return new ApiException(SandboxResponse.json(status, Map.of("errors",
                java.util.List.of(Map.of("code", code, "message", message)))));
    }

    /** A generic v2 problem ({@code about:blank}). */
    public static ApiException blankProblem(int status, String title, String detail) {
        return new ApiException(SandboxResponse.problem(status,
                Map.of("title", title, "type", "about:blank", "status", status, "detail", detail)));
    }
}
