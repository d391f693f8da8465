package dev.starling.core.upload.send;

import dev.starling.core.text.Worded;
import dev.starling.core.text.BundleText;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.account.NotSignedInException;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.error.AdsErrors;
import dev.starling.core.api.error.ApiError;
import dev.starling.core.api.error.ApiErrorParser;
import dev.starling.core.api.error.HttpFailure;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.InsecureConnection;
import dev.starling.core.api.error.Transport;
import dev.starling.core.api.http.ApiResponse;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.common.UploadSettings;

/**
 * Sends upload batches to the Ads API of the active environment as the signed-in default account,
 * through the app's one HTTP client (signing, request log). The body is JSON, so it is not part of
 * the OAuth signature; no raw identifier is ever in it, only hashes.
 */
public final class AdsBatchSender implements BatchSender {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final AdsClient ads;
    private final Clock clock;

    /** @param ads follows the active environment (its client, address and signed-in account) at each batch */
    public AdsBatchSender(AdsClient ads, Clock clock) {
        this.ads = ads;
        this.clock = clock;
    }

    @Override
    public BatchResponse send(UploadSettings settings, UploadBatch batch) throws IOException {
        ApiResponse response;
        try {
            response = ads.upload(settings.path(), batch.body());
        } catch (NotSignedInException | IllegalArgumentException e) {
            throw new UploadException(e instanceof Worded worded ? worded.text()
                    : BundleText.of("upload.problem.said", e.getMessage()), e);
        } catch (ApiException e) {
            if (e.error() instanceof Transport || e.error() instanceof InsecureConnection) {
                throw new UnreachableServer(e.text(), e);
            }
            throw e;
        }
        return interpret(response, clock.instant());
    }

    /** The HTTP client writes the body while the request is made (the request log keeps a copy of its own). */
    @Override
    public boolean keepsBodies() {
        return false;
    }

    static BatchResponse interpret(ApiResponse response, Instant now) {
        if (response.status() == 429) {
            Instant until = response.rateLimit().blockedUntil(now);
            return BatchResponse.rateLimited(until != null ? Duration.between(now, until) : retryAfter(response));
        }
        JsonNode body;
        try {
            body = JSON.readTree(response.body());
        } catch (IOException e) {
            body = null;
        }
        if (response.status() < 200 || response.status() >= 300) {
            ApiError error = ApiErrorParser.parse(response.status(), "", response.body());
            // A refused batch may name the failing items: keep their indexes so they map to source rows.
            List<BatchResponse.OperationError> items = body == null ? List.of() : operationErrors(body);
            if (targetMissing(error)) {
                return BatchResponse.targetMissing(response.status(), error.text());
            }
            BundleText message = error instanceof HttpFailure && !items.isEmpty()
                    // No request-level error, only item errors: the first one says why, not "The request failed".
                    ? BundleText.of("upload.server.refusedBatch", String.valueOf(response.status()), items.get(0).message())
                    : error.text();
            return BatchResponse.refused(response.status(), message, items);
        }
        if (body == null) {
            return BatchResponse.failed(response.status(), BundleText.of("upload.server.notJson"));
        }
        if (!body.has("data")) {
            return BatchResponse.failed(response.status(), BundleText.of("upload.server.noCounts"));
        }
        JsonNode data = body.path("data");
        long success = 0;
        long total = 0;
        // Custom-audience uploads answer one object of counts; do-not-reach uploads one per operation.
        for (JsonNode counts : data.isArray() ? data : List.of(data)) {
            success += counts.path("success_count").asLong();
            total += counts.path("total_count").asLong();
        }
        return BatchResponse.ok(success, total, operationErrors(body));
    }

    /**
     * X's answer for an account, audience or list that does not exist: 404 with {@code NOT_FOUND} (not
     * {@code ROUTE_NOT_FOUND}, an address that is wrong for this server, which another base address fixes).
     */
    private static boolean targetMissing(ApiError error) {
        return (error.status() == 404 || error.status() == 410) && error instanceof AdsErrors ads
                && ads.errors().stream().anyMatch(one -> "NOT_FOUND".equals(one.code()));
    }

    /** A 429 without rate-limit headers: its {@code retry-after} seconds when given, else one second. */
    private static Duration retryAfter(ApiResponse response) {
        String header = response.header("retry-after");
        try {
            long seconds = header == null ? 1 : Long.parseLong(header.strip());
            return Duration.ofSeconds(Math.min(Math.max(seconds, 1), 15 * 60));
        } catch (NumberFormatException e) {
            return Duration.ofSeconds(1); // an HTTP date or garbage: the default wait
        }
    }

    private static List<BatchResponse.OperationError> operationErrors(JsonNode body) {
        List<BatchResponse.OperationError> errors = new ArrayList<>();
        for (JsonNode error : body.path("operation_errors")) {
            StringBuilder message = new StringBuilder();
            for (JsonNode detail : error.path("errors")) {
                if (message.length() > 0) {
                    message.append("; ");
                }
                message.append(detail.path("message").asText(detail.toString()));
            }
            errors.add(new BatchResponse.OperationError(error.path("index").asInt(),
                    message.length() == 0 ? error.toString() : message.toString()));
        }
        return errors;
    }
}
