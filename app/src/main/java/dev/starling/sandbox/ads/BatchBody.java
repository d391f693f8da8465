package dev.starling.sandbox.ads;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.http.Json;
import java.io.IOException;

/** The JSON-array body of the Ads batch endpoints, with the errors the Ads API gives for bad ones. */
final class BatchBody {

    private BatchBody() {
    }

    /**
     * @param unit what one item is called in the error ("operations", "items")
     */
    static JsonNode parse(byte[] body, int maxItems, String unit) {
        JsonNode batch;
        try {
            batch = Json.parse(body);
        } catch (IOException e) {
            throw AdsErrors.error(400, "INVALID_JSON", "The request body is not valid JSON", null);
        }
        if (batch == null || !batch.isArray() || batch.isEmpty()) {
            throw AdsErrors.invalid("body", "The request body must be a non-empty JSON array of operations");
        }
        if (batch.size() > maxItems) {
            throw AdsErrors.error(400, "MAX_BATCH_SIZE_EXCEEDED", "A batch holds at most " + maxItems
                    + " " + unit + "; this one has " + batch.size(), null);
        }
        return batch;
    }
}
