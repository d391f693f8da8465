package dev.starling.core.api.error;

import dev.starling.core.text.BundleText;

import java.util.List;

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
    public BundleText text() {
        BundleText all = ErrorParts.NONE;
        for (XError error : errors) {
            BundleText one = explain(error);
            all = all == ErrorParts.NONE ? one : BundleText.of("api.x.errors", all, one);
        }
        return BundleText.of("api.x.line", all, String.valueOf(status));
    }

    private static BundleText explain(XError error) {
        return XErrorCodes.explain(error.code()).orElseGet(() -> BundleText.of("api.x.error",
                error.message() == null ? BundleText.of("api.x.requestFailed") : error.message(),
                String.valueOf(error.code())));
    }
}
