package dev.starling.sandbox.events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import dev.starling.sandbox.v2.FieldSelection;
import dev.starling.sandbox.v2.Problems;
import dev.starling.sandbox.v2.WebhookRegistry;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code /2/activity/subscriptions}: create ({@code POST}), list ({@code GET}, paged), update
 * ({@code PUT /:id}, the tag and the webhook only), delete ({@code DELETE /:id}, or up to 100 with
 * {@code DELETE ?ids=}). X's rules for a new one: a known event type (dot names, and the PascalCase names
 * of before March 18, 2026), the filter parts the type takes, a {@code direction} in either version's words
 * ({@code sent}/{@code received}, {@code outbound}/{@code inbound}: answered in the word sent), a tag of 1
 * to 200 characters, a webhook of the app; a private type (direct messages, likes, mutes, blocks) only with
 * the user's own token, and for {@code mute.*} and {@code block.*} only that user's own filter; no second
 * subscription of one type and filter (409); at most {@link SubscriptionBook#MAX_PER_APP} an app.
 */
final class SubscriptionHandlers {

    private static final String ID = "^[0-9]{1,19}$";
    private static final Set<String> CREATE_FIELDS = Set.of("event_type", "filter", "tag", "webhook_id");
    private static final Set<String> FILTER_FIELDS = Set.of("user_id", "keyword", "direction");
    private static final Set<String> UPDATE_FIELDS = Set.of("tag", "webhook_id");
    private static final Set<String> DIRECTIONS = Set.of("sent", "received", "inbound", "outbound");

    private final SubscriptionBook book;
    private final WebhookRegistry webhooks;
    private final Authenticator auth;
    private final Clock clock;
    private final Runnable changed;

    /** @param changed told after a subscription was made or changed (the scripted source may start) */
    SubscriptionHandlers(SubscriptionBook book, WebhookRegistry webhooks, Authenticator auth, Clock clock,
                         Runnable changed) {
        this.changed = changed;
        this.book = book;
        this.webhooks = webhooks;
        this.auth = auth;
        this.clock = clock;
    }

    void register(Router router) {
        router.route("POST", "/2/activity/subscriptions", this::create);
        router.route("GET", "/2/activity/subscriptions", this::list);
        router.route("DELETE", "/2/activity/subscriptions", this::deleteMany);
        router.route("PUT", "/2/activity/subscriptions/:subscription_id", this::update);
        router.route("DELETE", "/2/activity/subscriptions/:subscription_id", this::delete);
    }

    private SandboxResponse create(SandboxRequest request) {
        Principal principal = auth.requireAny(request, ErrorStyle.V2_PROBLEM);
        JsonNode body = body(request);
        List<Problems.ParameterError> errors = new ArrayList<>();
        unknownFields(body, CREATE_FIELDS, "$.", errors);
        JsonNode filter = body.path("filter");
        if (filter.isObject()) {
            unknownFields(filter, FILTER_FIELDS, "$.filter.", errors);
        }
        String typeName = body.path("event_type").isTextual() ? body.path("event_type").asText() : null;
        EventTypes.Type type = null;
        if (typeName == null || typeName.isEmpty()) {
            errors.add(error("event_type", null, "$.event_type: is missing but it is required"));
        } else {
            type = EventTypes.find(typeName).orElse(null);
            if (type == null) {
                errors.add(error("event_type", typeName, "The `event_type` value [" + typeName + "] is not one of ["
                        + String.join(",", EventTypes.names()) + "]"));
            }
        }
        if (!body.has("filter")) {
            errors.add(error("filter", null, "$.filter: is missing but it is required"));
        }
        String userId = text(filter, "user_id");
        String keyword = text(filter, "keyword");
        String direction = text(filter, "direction");
        if (userId != null && !userId.matches(ID)) {
            errors.add(error("filter.user_id", userId, "$.filter.user_id: does not match the regex pattern " + ID));
        } else if (type != null && userId == null && type.userId() == EventTypes.Use.REQUIRED) {
            errors.add(error("filter.user_id", null, "The `filter.user_id` is required for " + type.name() + " events"));
        } else if (type != null && userId != null && type.userId() == EventTypes.Use.NONE) {
            errors.add(error("filter.user_id", userId, "The `filter.user_id` is not taken by " + type.name() + " events"));
        }
        if (keyword != null && (keyword.isEmpty() || keyword.length() > 150)) {
            errors.add(error("filter.keyword", keyword, "$.filter.keyword: must be 1 to 150 characters long"));
        } else if (type != null && keyword == null && type.keyword() == EventTypes.Use.REQUIRED) {
            errors.add(error("filter.keyword", null, "The `filter.keyword` is required for " + type.name() + " events"));
        } else if (type != null && keyword != null && type.keyword() == EventTypes.Use.NONE) {
            errors.add(error("filter.keyword", keyword, "The `filter.keyword` is not taken by " + type.name() + " events"));
        }
        if (direction != null && !DIRECTIONS.contains(direction.toLowerCase(Locale.ROOT))) {
            errors.add(error("filter.direction", direction, "$.filter.direction: does not have a value in the enumeration "
                    + "[inbound, outbound] (the sandbox also takes sent and received)"));
        } else if (type != null && direction != null && !type.direction()) {
            errors.add(error("filter.direction", direction, "The `filter.direction` is not supported for " + type.name()
                    + " events"));
        }
        String tag = tag(body, errors);
        String webhookId = webhookId(body, errors);
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        String app = principal.consumerKey();
        if (type.privateEvent()) {
            if (!(principal instanceof Principal.UserContext user)) {
                throw forbidden(type.name() + " events are private: subscribe with the user's own token (OAuth 1.0a, or "
                        + "OAuth 2.0 with the scope their kind needs), not the app's bearer token");
            }
            if (!user.userId().equals(userId)) {
                throw forbidden(type.name() + " events are private: @" + user.screenName()
                        + " may subscribe only to their own (filter.user_id " + user.userId() + ")");
            }
        }
        if (type.actorOnly() && direction != null) {
            throw Problems.invalidRequest("filter.direction", direction, "The `filter.direction` is not supported for "
                    + type.name() + " events");
        }
        String canonical = type.name();
        book.same(app, canonical, userId, keyword, direction).ifPresent(existing -> {
            throw conflict("A subscription to " + canonical + " events with this filter already exists ("
                    + existing.id() + ")");
        });
        if (book.count(app) >= SubscriptionBook.MAX_PER_APP) {
            throw Problems.invalidRequest("event_type", typeName, "SubscriptionLimitExceeded: this app has "
                    + SubscriptionBook.MAX_PER_APP + " subscriptions, the most it may have");
        }
        Instant now = clock.instant();
        Subscription subscription = new Subscription(book.newId(now), app, canonical, userId, keyword, direction, tag,
                webhookId, now, now);
        book.put(subscription);
        changed.run();
        ObjectNode root = Json.object();
        ObjectNode data = root.putObject("data");
        data.set("subscription", subscription.toJson());
        data.put("total_subscriptions_for_instance_id", book.count(app));
        root.putObject("meta").put("total_subscriptions", book.count(app));
        return SandboxResponse.json(200, root);
    }

    private SandboxResponse list(SandboxRequest request) {
        String app = auth.requireAny(request, ErrorStyle.V2_PROBLEM).consumerKey();
        List<Problems.ParameterError> errors = new ArrayList<>();
        FieldSelection.rejectUnknownParameters(request, List.of("max_results", "pagination_token"), errors);
        int max = 100;
        String raw = request.param("max_results").orElse(null);
        if (raw != null) {
            max = raw.matches("[0-9]{1,4}") ? Integer.parseInt(raw) : -1;
            if (max < 1 || max > 1000) {
                errors.add(error("max_results", raw, "The `max_results` query parameter value [" + raw
                        + "] is not between 1 and 1000"));
            }
        }
        String after = null;
        String token = request.param("pagination_token").orElse(null);
        if (token != null) {
            after = decode(token);
            if (after == null) {
                errors.add(error("pagination_token", token, "The `pagination_token` query parameter value [" + token
                        + "] is not a valid token"));
            }
        }
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        List<Subscription> all = book.of(app);
        int start = 0;
        if (after != null) {
            for (int i = 0; i < all.size(); i++) {
                if (all.get(i).id().equals(after)) {
                    start = i;
                }
            }
        }
        ArrayNode data = Json.array();
        int end = Math.min(all.size(), start + max);
        for (int i = start; i < end; i++) {
            data.add(all.get(i).toJson());
        }
        ObjectNode root = Json.object();
        root.set("data", data);
        ObjectNode meta = root.putObject("meta").put("result_count", data.size());
        if (end < all.size()) {
            meta.put("next_token", encode(all.get(end).id()));
        }
        return SandboxResponse.json(200, root);
    }

    /** The body's {@code tag}, or null; an error when it is not 1 to 200 characters. */
    private static String tag(JsonNode body, List<Problems.ParameterError> errors) {
        String tag = text(body, "tag");
        if (tag != null && (tag.isEmpty() || tag.length() > 200)) {
            errors.add(error("tag", tag, "$.tag: must be 1 to 200 characters long"));
        }
        return tag;
    }

    /** The body's {@code webhook_id}, or null; an error when it is not an id or not a webhook of this app. */
    private String webhookId(JsonNode body, List<Problems.ParameterError> errors) {
        String webhookId = text(body, "webhook_id");
        if (webhookId != null && !webhookId.matches(ID)) {
            errors.add(error("webhook_id", webhookId, "$.webhook_id: does not match the regex pattern " + ID));
        } else if (webhookId != null && webhooks.find(webhookId).isEmpty()) {
            errors.add(error("webhook_id", webhookId, "The `webhook_id` [" + webhookId + "] is not a webhook of this app"));
        }
        return webhookId;
    }

    private SandboxResponse update(SandboxRequest request) {
        String app = auth.requireBearer(request, ErrorStyle.V2_PROBLEM).consumerKey();
        String id = pathId(request);
        JsonNode body = body(request);
        List<Problems.ParameterError> errors = new ArrayList<>();
        for (Iterator<String> names = body.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!UPDATE_FIELDS.contains(name)) {
                errors.add(error(name, null, "$." + name + ": cannot be changed: X changes only the tag and the webhook "
                        + "of a subscription; delete it and create another"));
            }
        }
        String tag = tag(body, errors);
        String webhookId = webhookId(body, errors);
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        Subscription existing = book.find(app, id).orElseThrow(() -> notFound(id));
        Subscription updated = existing.updated(tag != null ? tag : existing.tag(),
                webhookId != null ? webhookId : existing.webhookId(), clock.instant());
        book.put(updated);
        changed.run();
        ObjectNode root = Json.object();
        ObjectNode data = root.putObject("data");
        data.set("subscription", updated.toJson());
        data.put("total_subscriptions", book.count(app));
        return SandboxResponse.json(200, root);
    }

    private SandboxResponse delete(SandboxRequest request) {
        String app = auth.requireBearer(request, ErrorStyle.V2_PROBLEM).consumerKey();
        String id = pathId(request);
        if (!book.remove(app, id)) {
            throw notFound(id);
        }
        ObjectNode root = Json.object();
        root.putObject("data").put("deleted", true);
        root.putObject("meta").put("total_subscriptions", book.count(app));
        return SandboxResponse.json(200, root);
    }

    private SandboxResponse deleteMany(SandboxRequest request) {
        String app = auth.requireBearer(request, ErrorStyle.V2_PROBLEM).consumerKey();
        List<Problems.ParameterError> errors = new ArrayList<>();
        FieldSelection.rejectUnknownParameters(request, List.of("ids"), errors);
        List<String> ids = new ArrayList<>();
        request.query().getOrDefault("ids", List.of()).forEach(value -> {
            for (String id : value.split(",", -1)) {
                ids.add(id.trim());
            }
        });
        if (ids.isEmpty()) {
            errors.add(error("ids", null, "The `ids` query parameter can not be empty"));
        } else if (ids.size() > 100) {
            errors.add(error("ids", null, "The `ids` query parameter takes at most 100 ids, not " + ids.size()));
        }
        for (String id : ids) {
            if (!id.matches(ID)) {
                errors.add(Problems.doesNotMatch("ids", id, ID));
            }
        }
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        ObjectNode root = Json.object();
        ArrayNode data = root.putArray("data");
        ArrayNode failures = Json.array();
        for (String id : ids) {
            if (book.remove(app, id)) {
                data.addObject().put("subscription_id", id).put("deleted", true);
            } else {
                failures.addObject().put("subscription_id", id).put("reason", "NotFound")
                        .put("message", "No subscription of this app has the id [" + id + "]");
            }
        }
        if (!failures.isEmpty()) {
            root.set("errors", failures);
        }
        root.putObject("meta").put("total_subscriptions", book.count(app));
        return SandboxResponse.json(200, root);
    }

    private static String pathId(SandboxRequest request) {
        String id = request.pathParam("subscription_id");
        if (id == null || !id.matches(ID)) {
            throw Problems.invalidRequest(List.of(Problems.doesNotMatch("subscription_id", id, ID)));
        }
        return id;
    }

    private static JsonNode body(SandboxRequest request) {
        try {
            JsonNode body = request.body().length == 0 ? Json.object() : Json.parse(request.body());
            if (body == null || !body.isObject()) {
                throw new IOException("not an object");
            }
            return body;
        } catch (IOException e) {
            throw Problems.invalidRequest(List.of(new Problems.ParameterError(Map.of(), "The request body is not valid JSON")));
        }
    }

    private static void unknownFields(JsonNode node, Set<String> known, String prefix, List<Problems.ParameterError> errors) {
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!known.contains(name)) {
                errors.add(error(name, null, prefix + name + ": is not defined in the schema and the schema does not "
                        + "allow additional properties"));
            }
        }
    }

    private static String text(JsonNode node, String name) {
        JsonNode value = node.path(name);
        return value.isValueNode() && !value.isNull() ? value.asText() : null;
    }

    private static Problems.ParameterError error(String parameter, String value, String message) {
        return Problems.ParameterError.of(parameter, value, message);
    }

    private static ApiException notFound(String id) {
        Map<String, Object> problem = new LinkedHashMap<>(Problems.notFound("subscription", "subscription_id", id));
        problem.put("status", 404);
        return new ApiException(SandboxResponse.problem(404, problem));
    }

    private static ApiException forbidden(String detail) {
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("title", "Forbidden");
        problem.put("type", "about:blank");
        problem.put("status", 403);
        problem.put("detail", detail);
        return new ApiException(SandboxResponse.problem(403, problem));
    }

    private static ApiException conflict(String detail) {
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("title", "Conflict");
        problem.put("type", Problems.BASE + "conflict");
        problem.put("status", 409);
        problem.put("detail", detail);
        return new ApiException(SandboxResponse.problem(409, problem));
    }

    /** A pagination token: the next subscription's id in base32hex, as X's tokens look (at least 16 characters). */
    static String encode(String id) {
        byte[] bytes = ("p" + id).getBytes(StandardCharsets.US_ASCII);
        StringBuilder out = new StringBuilder();
        String alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
        int buffer = 0;
        int bits = 0;
        for (byte b : bytes) {
            buffer = (buffer << 8) | (b & 0xff);
            bits += 8;
            while (bits >= 5) {
                out.append(alphabet.charAt((buffer >> (bits - 5)) & 31));
                bits -= 5;
            }
        }
        if (bits > 0) {
            out.append(alphabet.charAt((buffer << (5 - bits)) & 31));
        }
        return out.toString();
    }

    static String decode(String token) {
        String alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
        if (token.length() < 16) {
            return null;
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int buffer = 0;
        int bits = 0;
        for (char c : token.toCharArray()) {
            int value = alphabet.indexOf(Character.toUpperCase(c));
            if (value < 0) {
                return null;
            }
            buffer = (buffer << 5) | value;
            bits += 5;
            if (bits >= 8) {
                out.write((buffer >> (bits - 8)) & 0xff);
                bits -= 8;
            }
        }
        String text = out.toString(StandardCharsets.US_ASCII);
        return text.startsWith("p") && text.substring(1).matches("[0-9]{1,19}") ? text.substring(1) : null;
    }
}
