package dev.starling.core.webhook;

import dev.starling.core.api.error.ApiError;
import dev.starling.core.api.error.Problem;
import java.util.Locale;

/**
 * X's named webhook failures, each with its words and what to do ({@code webhook.failure.<name>}):
 * the CRC answer was wrong or late, the URL broke a rule, the URL is registered already, the app has
 * as many webhooks as it may, or no webhook has that id. X names them in its problem's title, detail or
 * errors; {@link #of} finds the name wherever it is. {@link #OTHER} for any other failure.
 */
public enum WebhookFailure {
    CRC_VALIDATION_FAILED("CrcValidationFailed"),
    URL_VALIDATION_FAILED("UrlValidationFailed"),
    DUPLICATE_URL_FAILED("DuplicateUrlFailed"),
    WEBHOOK_LIMIT_EXCEEDED("WebhookLimitExceeded"),
    WEBHOOK_ID_INVALID("WebhookIdInvalid"),
    OTHER("");

    private final String xName;

    WebhookFailure(String xName) {
        this.xName = xName;
    }

    /** X's name of the failure ({@code CrcValidationFailed}); empty for {@link #OTHER}. */
    public String xName() {
        return xName;
    }

    /** The bundle key of its words: {@code webhook.failure.crcValidationFailed}. */
    public String key() {
        return this == OTHER ? "webhook.failure.other" : "webhook.failure." + Character.toLowerCase(xName.charAt(0))
                + xName.substring(1);
    }

    /** The bundle key of what to do about it. */
    public String adviceKey() {
        return key().replace("webhook.failure.", "webhook.advice.");
    }

    /** The failure X named in {@code error}; a 404 for a webhook is {@link #WEBHOOK_ID_INVALID}. */
    public static WebhookFailure of(ApiError error) {
        if (error instanceof Problem problem && "resource-not-found".equals(problem.name())
                && "webhook".equals(problem.resourceType())) {
            return WEBHOOK_ID_INVALID;
        }
        for (String text : error.said()) {
            String lower = text.toLowerCase(Locale.ROOT);
            for (WebhookFailure failure : values()) {
                if (failure != OTHER && lower.contains(failure.xName.toLowerCase(Locale.ROOT))) {
                    return failure;
                }
            }
        }
        return OTHER;
    }
}
