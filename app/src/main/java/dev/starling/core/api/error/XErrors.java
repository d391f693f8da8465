package dev.starling.core.api.error;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** The v1.1 and OAuth endpoints' {@code {"errors":[{"code":N,"message":"..."}]}}. */
public record XErrors(int status, List<XError> errors) implements ApiError {

    public record XError(int code, String message) {
    }

    public XErrors {
        errors = List.copyOf(errors);
    }

    public boolean hasCode(int code) {
        return errors.stream().anyMatch(error -> error.code() == code);
    }

    @Override
    public String userMessage() {
        return errors.stream().map(XErrors::explain).collect(Collectors.joining(" ")) + " (HTTP " + status + ")";
    }

    private static String explain(XError error) {
        Optional<String> known = XErrorCodes.explain(error.code());
        return known.orElseGet(() -> (error.message() == null ? "Request failed" : error.message())
                + " (code " + error.code() + ").");
    }
}
