package dev.starling.core.webhook;

import dev.starling.core.api.error.ApiError;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;

/**
 * X refused a webhook request: which of its named failures ({@link WebhookFailure}), X's own words
 * (its message, a sentence without secrets) and what to do, as bundle text.
 */
public final class WebhookException extends RuntimeException implements Worded {

    private final WebhookFailure failure;
    private final transient ApiError error;
    private final transient BundleText text;

    public WebhookException(ApiException cause) {
        super(cause.getMessage(), null, false, false);
        this.error = cause.error();
        this.failure = WebhookFailure.of(cause.error());
        this.text = BundleText.of(failure.key(), cause.text());
    }

    public WebhookFailure failure() {
        return failure;
    }

    public ApiError error() {
        return error;
    }

    /** The failure in words, with X's own message as its argument. */
    @Override
    public BundleText text() {
        return text;
    }

    /** What to do about it. */
    public BundleText advice() {
        return BundleText.of(failure.adviceKey());
    }
}
