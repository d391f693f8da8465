package dev.starling.sandbox.ads;

import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Errors in the Ads API's shape: {@code {"errors":[{"code","message","parameter"}]}} for request-level
 * failures and {@code {"operation_errors":[{"index","errors":[...]}]}} for failing items of a batch.
 * Codes mirror the real Ads API (INVALID_PARAMETER, MISSING_PARAMETER, NOT_FOUND, UNAUTHORIZED_ACCESS,
 * DUPLICATE_NAME, TOO_MANY_REQUESTS, ...).
 */
final class AdsErrors {

    private AdsErrors() {
    }

    static Map<String, Object> entry(String code, String message, String parameter) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("code", code);
        entry.put("message", message);
        if (parameter != null) {
            entry.put("parameter", parameter);
        }
        return entry;
    }

    static ApiException error(int status, String code, String message, String parameter) {
        return new ApiException(SandboxResponse.json(status, Map.of("errors", List.of(entry(code, message, parameter)))));
    }

    static ApiException invalid(String parameter, String message) {
        return error(400, "INVALID_PARAMETER", message, parameter);
    }

    static ApiException missing(String parameter) {
        return error(400, "MISSING_PARAMETER", "\"" + parameter + "\" is a required parameter", parameter);
    }

    static ApiException notFound(String parameter, String message) {
        return error(404, "NOT_FOUND", message, parameter);
    }

    static ApiException unauthorized(String message) {
        return error(403, "UNAUTHORIZED_ACCESS", message, null);
    }

    static ApiException duplicateName(String name) {
        return duplicateName("An audience", name);
    }

    /** @param what "An audience", "A do-not-reach list" */
    static ApiException duplicateName(String what, String name) {
        return error(400, "DUPLICATE_NAME", what + " named \"" + name + "\" already exists in this account", "name");
    }

    static ApiException immutable() {
        return error(400, "INVALID_OPERATION", "Flexible audiences are immutable once created", null);
    }

    static SandboxResponse tooManyRequests(RateLimiter.Decision decision, String what) {
        return error(429, "TOO_MANY_REQUESTS", "Rate limit exceeded: at most " + decision.limit() + " " + what, null)
                .response().withHeaders(decision.headers());
    }

    /** Item-level failures of a batch; the whole batch is refused. */
    static ApiException operationErrors(List<OperationError> failures) {
        List<Map<String, Object>> entries = failures.stream().map(failure -> {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("index", failure.index());
            entry.put("errors", List.of(entry(failure.code(), failure.message(), failure.parameter())));
            return entry;
        }).toList();
        return new ApiException(SandboxResponse.json(400, Map.of("errors", List.of(), "operation_errors", entries)));
    }

    /** One failing item of a batch: {@code index} is its position in the request array. */
    record OperationError(int index, String code, String message, String parameter) {

        static OperationError invalid(int index, String parameter, String message) {
            return new OperationError(index, "INVALID_PARAMETER", message, parameter);
        }

        static OperationError missing(int index, String parameter) {
            return new OperationError(index, "MISSING_PARAMETER", "\"" + parameter + "\" is a required parameter",
                    parameter);
        }
    }

    /** Thrown inside item validation, turned into an {@link OperationError} by the batch handler. */
    static final class ItemException extends RuntimeException {
        final String code;
        final String parameter;

        ItemException(String code, String parameter, String message) {
            super(message, null, false, false);
            this.code = code;
            this.parameter = parameter;
        }

        static ItemException invalid(String parameter, String message) {
            return new ItemException("INVALID_PARAMETER", parameter, message);
        }

        static ItemException missing(String parameter) {
            return new ItemException("MISSING_PARAMETER", parameter, "\"" + parameter + "\" is a required parameter");
        }

        OperationError at(int index) {
            return new OperationError(index, code, getMessage(), parameter);
        }
    }
}
