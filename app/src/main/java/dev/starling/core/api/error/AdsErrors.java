package dev.starling.core.api.error;

import static dev.starling.core.api.error.ErrorParts.part;

import dev.starling.core.text.BundleText;

import java.util.List;

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
    public BundleText text() {
        // X's answers may carry a message without a code, or a code without a message: keep what came.
        BundleText all = ErrorParts.NONE;
        for (AdsError error : errors) {
            Object said = error.message() == null || error.message().isBlank()
                    ? (error.code() == null ? BundleText.of("api.error.requestFailed") : error.code()) : error.message();
            BundleText one = BundleText.of("api.ads.error", said, part("api.problem.parameter", error.parameter()),
                    error.message() == null ? ErrorParts.NONE : part("api.ads.code", error.code()));
            all = all == ErrorParts.NONE ? one : BundleText.of("api.ads.errors", all, one);
        }
        return BundleText.of("api.error.line", all, ErrorParts.httpEnd(status));
    }
}
