package dev.starling.core.overlap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.send.BatchSender;
import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.common.UploadSettings;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntConsumer;

/**
 * An audience as X keeps it, for syncs in one JVM: each request's operations are read as X reads them (Update adds a
 * user's values, Delete removes them), per identifier type, and every request is counted by operation type.
 */
public final class AudienceOnServer implements BatchSender {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final Map<String, Set<String>> held = new HashMap<>();
    private final List<String> requests = new ArrayList<>();
    private int operations;
    /** Told the number of each request as it is acknowledged (to stop a sync midway). */
    public IntConsumer afterRequest = number -> { };

    @Override
    public synchronized BatchResponse send(UploadSettings settings, UploadBatch batch) throws IOException {
        JsonNode body = JSON.readTree(batch.body());
        String kind = null;
        for (JsonNode operation : body) {
            kind = operation.path("operation_type").asText();
            boolean update = kind.equals("Update");
            for (JsonNode user : operation.path("params").path("users")) {
                user.fields().forEachRemaining(field -> field.getValue().forEach(value -> {
                    Set<String> values = held.computeIfAbsent(field.getKey(), key -> new HashSet<>());
                    if (update) {
                        values.add(value.asText());
                    } else {
                        values.remove(value.asText());
                    }
                }));
            }
            operations++;
        }
        requests.add(kind);
        afterRequest.accept(requests.size());
        return BatchResponse.ok(batch.operationCount(), batch.operationCount(), List.of());
    }

    @Override
    public boolean keepsBodies() {
        return false;
    }

    public synchronized Set<String> held(String type) {
        return Set.copyOf(held.getOrDefault(type, Set.of()));
    }

    /** Operation types of the requests so far, in order ("Update", "Delete"). */
    public synchronized List<String> requests() {
        return List.copyOf(requests);
    }

    public synchronized int operations() {
        return operations;
    }
}
