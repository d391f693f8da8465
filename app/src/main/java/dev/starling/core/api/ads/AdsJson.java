package dev.starling.core.api.ads;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.UnreadableAnswer;
import dev.starling.core.api.http.ApiResponse;
import java.io.IOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Reads the Ads API's {@code {"data": ..., "next_cursor": ...}} answers into the client's records. */
final class AdsJson {

    private static final ObjectMapper JSON = new ObjectMapper();

    private AdsJson() {
    }

    static JsonNode body(ApiResponse response) {
        try {
            JsonNode body = JSON.readTree(response.body());
            if (body == null || !body.has("data")) {
                throw new ApiException(UnreadableAnswer.lacking(response.status(), "data"));
            }
            return body;
        } catch (IOException e) {
            throw new ApiException(UnreadableAnswer.notJson(response.status()));
        }
    }

    static <T> Page<T> page(ApiResponse response, Function<JsonNode, T> reader) {
        JsonNode body = body(response);
        List<T> items = new ArrayList<>();
        body.path("data").forEach(node -> items.add(reader.apply(node)));
        JsonNode cursor = body.path("next_cursor");
        return new Page<>(items, cursor.isTextual() && !cursor.asText().isEmpty() ? cursor.asText() : null);
    }

    static <T> T single(ApiResponse response, Function<JsonNode, T> reader) {
        return reader.apply(body(response).path("data"));
    }

    static AdAccount account(JsonNode node) {
        return new AdAccount(text(node, "id"), text(node, "name"), text(node, "business_id"),
                text(node, "business_name"), text(node, "timezone"), text(node, "currency"),
                text(node, "approval_status"), instant(node, "timezone_switch_at"));
    }

    /** An audience record read on its own: ownership only from what the record says. */
    static CustomAudience audience(JsonNode node) {
        return audience(node, null, null);
    }

    /**
     * An audience record as {@code viewer} sees it. X may leave out {@code is_owner},
     * {@code owner_account_id} and {@code permission_level}; ownership then comes from what is known:
     * {@code is_owner} when sent, else {@code owner_account_id} compared with the viewer, else
     * {@code ownedByScope} (an audience listed with {@code permission_scope=OWNER} is the viewer's own,
     * one listed with {@code SHARED} is another account's), else unknown (null).
     *
     * @param viewer the account whose path the record came from, or null
     * @param ownedByScope what the listing's scope proves, or null when it proves nothing
     */
    static CustomAudience audience(JsonNode node, String viewer, Boolean ownedByScope) {
        String ownerAccountId = text(node, "owner_account_id");
        Boolean owner;
        if (node.path("is_owner").isBoolean()) {
            owner = node.path("is_owner").asBoolean();
        } else if (ownerAccountId != null && viewer != null) {
            owner = ownerAccountId.equals(viewer);
        } else {
            owner = ownedByScope;
        }
        if (ownerAccountId == null && Boolean.TRUE.equals(owner)) {
            ownerAccountId = viewer;
        }
        String level = text(node, "permission_level");
        return new CustomAudience(text(node, "id"), text(node, "name"), text(node, "description"),
                text(node, "audience_type"), node.path("targetable").asBoolean(false),
                strings(node.path("reasons_not_targetable")), level == null || level.isBlank() ? null : level,
                ownerAccountId, owner, integer(node, "audience_size"), instant(node, "created_at"),
                instant(node, "updated_at"), node.path("deleted").asBoolean(false), text(node, "list_type"), segments(node));
    }

    /** {@code metadata} is an array for flexible audiences (an object is read too); its {@code segments}, else null. */
    private static JsonNode segments(JsonNode audience) {
        JsonNode metadata = audience.path("metadata");
        JsonNode first = metadata.isArray() ? metadata.path(0) : metadata;
        JsonNode segments = first.path("segments");
        return segments.isObject() ? segments : null;

    }

    static AudiencePermission permission(JsonNode node, PermissionApi api) {
        return new AudiencePermission(text(node, "id"), text(node, api.audienceField()), text(node, "granted_account_id"),
                text(node, "permission_level"), instant(node, "created_at"), instant(node, "updated_at"),
                node.path("deleted").asBoolean(false));
    }

    static TargetedCampaign campaign(JsonNode node) {
        List<TargetedCampaign.LineItem> items = new ArrayList<>();
        node.path("line_items").forEach(item -> items.add(new TargetedCampaign.LineItem(text(item, "id"),
                text(item, "name"), item.path("servable").asBoolean(false))));
        return new TargetedCampaign(text(node, "campaign_id"), text(node, "campaign_name"), items);
    }

    static DoNotReachList doNotReachList(JsonNode node) {
        return new DoNotReachList(text(node, "id"), text(node, "name"), text(node, "description"),
                node.path("targetable").asBoolean(false), strings(node.path("reasons_not_targetable")),
                integer(node, "list_size"), instant(node, "created_at"), instant(node, "updated_at"),
                node.path("deleted").asBoolean(false));
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.path(field);
        return value.isNull() || value.isMissingNode() ? null : value.asText();
    }

    /**
     * A count as a number; a string of digits (grouping commas allowed) is read too, since JSON
     * producers differ and a count must not turn into "unknown" over quoting. Anything else (null,
     * missing, a range, words) is unknown.
     */
    static Integer integer(JsonNode node, String field) {
        JsonNode value = node.path(field);
        if (value.isIntegralNumber()) {
            return value.canConvertToInt() ? value.asInt() : null;
        }
        if (value.isTextual()) {
            String digits = value.asText().trim().replace(",", "");
            if (!digits.isEmpty() && digits.length() <= 9 && digits.chars().allMatch(Character::isDigit)) {
                return Integer.parseInt(digits);
            }
        }
        return null;
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(value -> values.add(value.asText()));
        return values;
    }

    /** Null when absent or not ISO 8601: a timestamp is shown, never computed with. */
    private static Instant instant(JsonNode node, String field) {
        String text = text(node, field);
        if (text == null) {
            return null;
        }
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
