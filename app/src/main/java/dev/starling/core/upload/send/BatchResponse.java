package dev.starling.core.upload.send;

import dev.starling.core.text.BundleText;
import java.time.Duration;
import java.util.List;

/**
 * The server's answer to one batch.
 *
 * @param retryAfter for a 429: how long to wait (from retry-after or the rate-limit reset)
 * @param error why the batch failed as a whole, as bundle text (the server's own words as arguments), or null
 * @param targetMissing the account, audience or list of the path does not exist (404 {@code NOT_FOUND}): sending
 *     again, now or after a resume, can never succeed
 */
public record BatchResponse(int status, long successCount, long totalCount, List<OperationError> operationErrors,
                            Duration retryAfter, BundleText error, boolean targetMissing) {

    /** An entry of {@code operation_errors}: {@code index} is the operation's position in the request; {@code message} is the server's. */
    public record OperationError(int index, String message) {
    }

    public BatchResponse {
        operationErrors = operationErrors == null ? List.of() : List.copyOf(operationErrors);
    }

    public static BatchResponse ok(long successCount, long totalCount, List<OperationError> errors) {
        return new BatchResponse(200, successCount, totalCount, errors, null, null, false);
    }

    public static BatchResponse rateLimited(Duration retryAfter) {
        return new BatchResponse(429, 0, 0, List.of(), retryAfter, null, false);
    }

    public static BatchResponse failed(int status, BundleText error) {
        return new BatchResponse(status, 0, 0, List.of(), null, error, false);
    }

    /** The batch was refused as a whole because of the items named in {@code operationErrors}. */
    public static BatchResponse refused(int status, BundleText error, List<OperationError> operationErrors) {
        return new BatchResponse(status, 0, 0, operationErrors, null, error, false);
    }

    /** The target of the upload does not exist: a refusal for good. */
    public static BatchResponse targetMissing(int status, BundleText error) {
        return new BatchResponse(status, 0, 0, List.of(), null, error, true);
    }

    public boolean isRateLimited() {
        return status == 429;
    }

    /** A 2xx answer the client could not read (HTML from a proxy, truncated JSON) is not a success either. */
    public boolean isSuccess() {
        return status >= 200 && status < 300 && error == null;
    }
}
