package dev.starling.core.api.ads;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.http.ApiHttp;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.error.ApiError;
import dev.starling.core.api.error.ApiErrorParser;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.UnreadableAnswer;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.ApiResponse;
import dev.starling.core.api.http.Auth;
import dev.starling.core.flexible.FlexibleDefinition;
import dev.starling.core.flexible.NodeId;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentJson;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentRules;
import dev.starling.core.flexible.SegmentTrees;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The flexible-audience batch endpoint, {@code POST /12/batch/accounts/:account_id/custom_audiences}
 * (closed beta): Create up to {@value SegmentRules#MAX_BATCH_ITEMS} flexible audiences, or Delete them,
 * in one request. Answers come back per item: the created record, or the item's errors pointed at the
 * tree node they name. Validate before sending ({@code core.flexible.TreeValidator}); this class sends
 * what it is given. Blocking: call from a background task.
 */
public final class FlexibleAudienceClient {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ApiHttp http;
    private final URI base;
    private final Supplier<Auth.OAuth1> signer;

    FlexibleAudienceClient(ApiHttp http, URI base, Supplier<Auth.OAuth1> signer) {
        this.http = http;
        this.base = base;
        this.signer = signer;
    }

    /** Creates the definitions in one request (1 to 10, in order); nothing is created if any item fails. */
    public FlexibleBatchResult create(String accountId, List<FlexibleDefinition> definitions) {
        checkSize(definitions.size());
        List<String> labels = definitions.stream().map(definition -> definition.name().strip()).toList();
        return send(accountId, SegmentJson.bytes(SegmentJson.createBody(definitions)), labels,
                index -> definitions.get(index).root());
    }

    /** Deletes flexible audiences in one request (1 to 10). */
    public FlexibleBatchResult delete(String accountId, List<String> audienceIds) {
        checkSize(audienceIds.size());
        return send(accountId, SegmentJson.bytes(SegmentJson.deleteBody(audienceIds)), List.copyOf(audienceIds),
                index -> null);
    }

    private static void checkSize(int items) {
        if (items < 1 || items > SegmentRules.MAX_BATCH_ITEMS) {
            throw new IllegalArgumentException("a flexible-audience batch holds 1 to " + SegmentRules.MAX_BATCH_ITEMS
                    + " items, not " + items + ".");
        }
    }

    private FlexibleBatchResult send(String accountId, byte[] body, List<String> labels,
                                     Function<Integer, SegmentNode> trees) {
        ApiResponse response = http.exchange(ApiRequest.postJson(
                ApiUrls.resolve(base, ApiUrls.path("/12/batch/accounts/{}/custom_audiences", accountId)), body, signer.get()));
        JsonNode json = readJson(response);
        if (response.status() >= 200 && response.status() < 300) {
            return succeeded(response, json, labels);
        }
        Map<Integer, List<FlexibleBatchResult.ItemError>> failures = itemErrors(json, labels.size(), trees);
        ApiError requestError = failures.isEmpty() ? ApiErrorParser.parse(response.status(), "", response.body()) : null;
        List<FlexibleBatchResult.Item> items = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            List<FlexibleBatchResult.ItemError> errors = failures.getOrDefault(i, List.of());
            items.add(new FlexibleBatchResult.Item(i, labels.get(i), errors.isEmpty()
                    ? FlexibleBatchResult.Status.HELD_BACK : FlexibleBatchResult.Status.FAILED, null, errors));
        }
        return new FlexibleBatchResult(items, requestError);
    }

    private static FlexibleBatchResult succeeded(ApiResponse response, JsonNode json, List<String> labels) {
        JsonNode data = json == null ? null : json.get("data");
        if (data == null || !data.isArray() || data.size() != labels.size()) {
            throw new ApiException(UnreadableAnswer.lacking(response.status(), "data"));
        }
        List<FlexibleBatchResult.Item> items = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            items.add(new FlexibleBatchResult.Item(i, labels.get(i), FlexibleBatchResult.Status.DONE,
                    AdsJson.audience(data.get(i)), List.of()));
        }
        return new FlexibleBatchResult(items, null);
    }

    /** {@code operation_errors: [{index, errors: [{code, message, parameter}]}]}, by item index. */
    private static Map<Integer, List<FlexibleBatchResult.ItemError>> itemErrors(JsonNode json, int size,
                                                                                Function<Integer, SegmentNode> trees) {
        Map<Integer, List<FlexibleBatchResult.ItemError>> byIndex = new HashMap<>();
        if (json == null) {
            return byIndex;
        }
        for (JsonNode failure : json.path("operation_errors")) {
            int index = failure.path("index").asInt(-1);
            if (index < 0 || index >= size) {
                continue;
            }
            SegmentNode tree = trees.apply(index);
            List<FlexibleBatchResult.ItemError> errors = byIndex.computeIfAbsent(index, i -> new ArrayList<>());
            for (JsonNode error : failure.path("errors")) {
                String parameter = text(error, "parameter");
                NodePath path = tree == null ? null : NodePath.fromParameter(parameter)
                        .filter(found -> SegmentTrees.nodeAt(tree, found).isPresent()).orElse(null);
                NodeId node = path == null ? null : SegmentTrees.nodeAt(tree, path).orElseThrow().id();
                errors.add(new FlexibleBatchResult.ItemError(text(error, "code"), text(error, "message"), parameter,
                        path, node));
            }
            if (errors.isEmpty()) {
                errors.add(new FlexibleBatchResult.ItemError(null, failure.toString(), null, null, null));
            }
        }
        return byIndex;
    }

    private static JsonNode readJson(ApiResponse response) {
        try {
            return response.body() == null || response.body().length == 0 ? null : JSON.readTree(response.body());
        } catch (IOException e) {
            return null;
        }
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.path(field);
        return value.isNull() || value.isMissingNode() ? null : value.asText();
    }
}
