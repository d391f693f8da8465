package dev.starling.core.api.error;

import java.util.List;
import java.util.stream.Collectors;

/** The Ads API's {@code {"errors":[{"code":"NAME","message":"...","parameter":"..."}]}}. */
public record AdsErrors(int status, List<AdsError> errors) implements ApiError {

    /**
     * @param code null when X sent none
     * @param message null when X sent none
     * @param parameter null when the error is not about one parameter
     */
    public record AdsError(String code, String message, String parameter) {
    }

    public AdsErrors {
        errors = List.copyOf(errors);
    }

    @Override
    public String userMessage() {
        // X's answers may carry a message without a code, or a code without a message: keep what came.
        return errors.stream().map(error -> (error.message() == null || error.message().isBlank()
                                ? (error.code() == null ? "The request failed" : error.code()) : error.message())
                        + (error.parameter() == null ? "" : " (parameter " + error.parameter() + ")")
                        + (error.code() == null || error.message() == null ? "" : " [" + error.code() + "]"))
                .collect(Collectors.joining("; ")) + " (HTTP " + status + ").";
    }
}
