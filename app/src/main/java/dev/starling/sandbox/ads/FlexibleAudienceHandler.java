package dev.starling.sandbox.ads;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.ads.AdsErrors.ItemException;
import dev.starling.sandbox.ads.AdsErrors.OperationError;
import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code POST /12/batch/accounts/:account_id/custom_audiences}: creates (or deletes) flexible audiences,
 * at most {@value #MAX_ITEMS} items. Flexible audiences are immutable, so Update is always refused.
 * Every item is validated before anything changes: the batch succeeds or fails as a whole.
 */
final class FlexibleAudienceHandler {

    static final int MAX_ITEMS = 10;
    private static final Set<String> TYPES = Set.of("FLEXIBLE", "MOBILE_AUDIENCE");

    private final AdsWorld world;

    FlexibleAudienceHandler(AdsWorld world) {
        this.world = world;
    }

    /** A validated item, ready to apply. */
    private record Planned(String operation, String name, String type, ObjectNode segments, CustomAudience target,
                           JsonNode echo) {
    }

    SandboxResponse batch(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        JsonNode batch = readBatch(request);
        List<Planned> plans = new ArrayList<>();
        List<OperationError> failures = new ArrayList<>();
        Set<String> namesInBatch = new HashSet<>();
        for (int i = 0; i < batch.size(); i++) {
            try {
                plans.add(plan(account, batch.get(i), namesInBatch));
            } catch (ItemException e) {
                failures.add(e.at(i));
            }
        }
        if (!failures.isEmpty()) {
            throw AdsErrors.operationErrors(failures);
        }
        List<Object> data = new ArrayList<>();
        List<Object> echo = new ArrayList<>();
        for (Planned plan : plans) {
            data.add(world.render(apply(account, plan), account));
            echo.add(plan.echo());
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("data", data);
        body.put("request", echo);
        return SandboxResponse.json(200, body);
    }

    private static JsonNode readBatch(SandboxRequest request) {
        if (!"application/json".equals(request.mediaType())) {
            throw AdsErrors.error(415, "UNSUPPORTED_MEDIA_TYPE", "Send Content-Type: application/json", "Content-Type");
        }
        return BatchBody.parse(request.body(), MAX_ITEMS, "items");
    }

    private Planned plan(AdAccount account, JsonNode item, Set<String> namesInBatch) {
        if (!item.isObject()) {
            throw ItemException.invalid("operation", "Each item must be an object");
        }
        String operation = item.path("operation_type").asText("");
        if (operation.isEmpty()) {
            throw ItemException.missing("operation_type");
        }
        JsonNode params = item.get("params");
        if (params == null || !params.isObject()) {
            throw ItemException.missing("params");
        }
        ObjectNode echo = Json.object().put("operation_type", operation);
        echo.set("params", params);
        switch (operation) {
            case "Create" -> {
                return planCreate(account, params, namesInBatch, echo);
            }
            case "Update" -> throw new ItemException("INVALID_OPERATION", "operation_type",
                    "Flexible audiences are immutable once created");
            case "Delete" -> {
                String id = params.path("custom_audience_id").asText("");
                if (id.isEmpty()) {
                    throw ItemException.missing("custom_audience_id");
                }
                CustomAudience target = world.state().audiences.get(id);
                if (target == null || target.deleted || !target.accountId.equals(account.id()) || !target.flexible()) {
                    throw new ItemException("NOT_FOUND", "custom_audience_id",
                            "Flexible audience " + id + " was not found in this account");
                }
                return new Planned(operation, null, null, null, target, echo);
            }
            default -> throw ItemException.invalid("operation_type", "operation_type must be Create, Update or Delete");
        }
    }

    private Planned planCreate(AdAccount account, JsonNode params, Set<String> namesInBatch, ObjectNode echo) {
        String name = params.path("name").asText("").trim();
        if (name.isEmpty()) {
            throw ItemException.missing("name");
        }
        if (name.length() > CustomAudienceHandlers.MAX_NAME) {
            throw ItemException.invalid("name", "name must be 1 to " + CustomAudienceHandlers.MAX_NAME + " characters");
        }
        if (world.nameTaken(account, name, null) || !namesInBatch.add(name.toLowerCase(Locale.ROOT))) {
            throw new ItemException("DUPLICATE_NAME", "name", "An audience named \"" + name + "\" already exists");
        }
        String type = params.path("audience_type").asText("");
        if (type.isEmpty()) {
            throw ItemException.missing("audience_type");
        }
        if (!TYPES.contains(type)) {
            throw ItemException.invalid("audience_type", "audience_type must be FLEXIBLE or MOBILE_AUDIENCE");
        }
        SegmentValidator validator = new SegmentValidator(id -> {
            CustomAudience audience = world.state().audiences.get(id);
            return audience != null && world.visibleTo(audience, account) ? audience : null;
        }, type.equals("MOBILE_AUDIENCE"));
        return new Planned("Create", name, type, validator.validate(params.get("segments")), null, echo);
    }

    private CustomAudience apply(AdAccount account, Planned plan) {
        long now = world.now();
        if (plan.operation().equals("Delete")) {
            plan.target().deleted = true;
            plan.target().updatedAt = now;
            return plan.target();
        }
        CustomAudience audience = new CustomAudience();
        audience.id = world.state().newId();
        audience.accountId = account.id();
        audience.name = plan.name();
        audience.audienceType = plan.type();
        audience.createdAt = now;
        audience.updatedAt = now;
        audience.segments = plan.segments();
        world.state().audiences.put(audience.id, audience);
        return audience;
    }
}
