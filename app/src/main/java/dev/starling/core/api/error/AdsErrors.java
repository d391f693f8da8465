package dev.starling.core.api.error;

import java.util.List;
import java.util.stream.Collectors;

/** The Ads API's {@code {"errors":[{"code":"NAME","message":"...","parameter":"..."}]}}. */
public record AdsErrors(int status, List<AdsError> errors) implements ApiError {

    /** @param parameter null when the error is not about one parameter */
    public record AdsError(String code, String message, String parameter) {
    }

    public AdsErrors {
        errors = List.copyOf(errors);
    }

    @Override
    public String userMessage() {
        return errors.stream().map(error -> (error.message() == null ? error.code() : error.message())
                        + (error.parameter() == null ? "" : " (parameter " + error.parameter() + ")")
                        + " [" + error.code() + "]")
                .collect(Collectors.joining("; ")) + " (HTTP " + status + ").";
    }
}
