package dev.starling.core.activity;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.core.text.BundleText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * X's rules for a new activity subscription, checked before it is sent: a known event type, the
 * filter parts that type takes (a {@code user_id} of digits, a {@code keyword} of 1 to 150
 * characters, a {@code direction} in either version's words) and no others, a {@code tag} of 1 to
 * 200 characters, a {@code webhook_id} of digits. The sandbox checks the same rules with its own code;
 * one table of cases runs against both. What only X can know (the webhook exists, the subscription is
 * new, the token may see a private event) is X's to say.
 */
public final class SubscriptionCheck {

    public static final int MAX_KEYWORD = 150;
    public static final int MAX_TAG = 200;
    private static final Pattern ID = Pattern.compile("[0-9]{1,19}");
    private static final ObjectMapper JSON = new ObjectMapper();

    private SubscriptionCheck() {
    }

    /** Every problem of the draft, in the order of its parts; empty when X would take it. */
    public static List<SubscriptionProblem> check(SubscriptionDraft draft) {
        List<SubscriptionProblem> problems = new ArrayList<>();
        Optional<EventCatalog.Resolved> resolved = EventCatalog.resolve(draft.eventType());
        if (draft.eventType() == null) {
            problems.add(problem(SubscriptionProblem.Code.EVENT_TYPE_MISSING, "event_type", "activity.check.typeMissing"));
        } else if (resolved.isEmpty()) {
            problems.add(problem(SubscriptionProblem.Code.EVENT_TYPE_UNKNOWN, "event_type", "activity.check.typeUnknown",
                    draft.eventType()));
        }
        EventType type = resolved.map(EventCatalog.Resolved::type).orElse(null);
        if (draft.userId() != null && !ID.matcher(draft.userId()).matches()) {
            problems.add(problem(SubscriptionProblem.Code.USER_ID_FORMAT, "filter.user_id", "activity.check.userIdFormat",
                    draft.userId()));
        } else if (type != null && draft.userId() == null && type.userId() == FilterUse.REQUIRED) {
            problems.add(problem(SubscriptionProblem.Code.USER_ID_MISSING, "filter.user_id", "activity.check.userIdMissing",
                    type.name()));
        } else if (type != null && draft.userId() != null && !type.userId().taken()) {
            problems.add(problem(SubscriptionProblem.Code.USER_ID_NOT_TAKEN, "filter.user_id",
                    "activity.check.userIdNotTaken", type.name()));
        }
        if (draft.keyword() != null && draft.keyword().length() > MAX_KEYWORD) {
            problems.add(problem(SubscriptionProblem.Code.KEYWORD_TOO_LONG, "filter.keyword", "activity.check.keywordLong",
                    draft.keyword().length(), MAX_KEYWORD));
        } else if (type != null && draft.keyword() == null && type.keyword() == FilterUse.REQUIRED) {
            problems.add(problem(SubscriptionProblem.Code.KEYWORD_MISSING, "filter.keyword", "activity.check.keywordMissing",
                    type.name()));
        } else if (type != null && draft.keyword() != null && !type.keyword().taken()) {
            problems.add(problem(SubscriptionProblem.Code.KEYWORD_NOT_TAKEN, "filter.keyword",
                    "activity.check.keywordNotTaken", type.name()));
        }
        if (draft.direction() != null && Direction.parse(draft.direction()).isEmpty()) {
            problems.add(problem(SubscriptionProblem.Code.DIRECTION_UNKNOWN, "filter.direction",
                    "activity.check.directionUnknown", draft.direction()));
        } else if (type != null && draft.direction() != null && !type.direction().taken()) {
            problems.add(problem(SubscriptionProblem.Code.DIRECTION_NOT_TAKEN, "filter.direction",
                    "activity.check.directionNotTaken", type.name()));
        }
        if (draft.tag() != null && draft.tag().length() > MAX_TAG) {
            problems.add(problem(SubscriptionProblem.Code.TAG_TOO_LONG, "tag", "activity.check.tagLong",
                    draft.tag().length(), MAX_TAG));
        }
        if (draft.webhookId() != null && !ID.matcher(draft.webhookId()).matches()) {
            problems.add(problem(SubscriptionProblem.Code.WEBHOOK_ID_FORMAT, "webhook_id", "activity.check.webhookId",
                    draft.webhookId()));
        }
        return problems;
    }

    /**
     * The request body of a checked draft: the dot name (a legacy name mapped), the filter with the
     * {@code direction} in {@code version}'s words, the tag and webhook when given.
     *
     * @throws IllegalArgumentException when the draft has problems
     */
    public static byte[] body(SubscriptionDraft draft, ActivityVersion version) {
        if (!check(draft).isEmpty()) {
            throw new IllegalArgumentException("check the draft first");
        }
        ObjectNode body = JSON.createObjectNode();
        body.put("event_type", EventCatalog.resolve(draft.eventType()).orElseThrow().type().name());
        ObjectNode filter = body.putObject("filter");
        if (draft.userId() != null) {
            filter.put("user_id", draft.userId());
        }
        if (draft.keyword() != null) {
            filter.put("keyword", draft.keyword());
        }
        if (draft.direction() != null) {
            filter.put("direction", Direction.parse(draft.direction()).orElseThrow().wire(version));
        }
        if (draft.tag() != null) {
            body.put("tag", draft.tag());
        }
        if (draft.webhookId() != null) {
            body.put("webhook_id", draft.webhookId());
        }
        try {
            return JSON.writeValueAsBytes(body);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("a subscription always serialises", e);
        }
    }

    private static SubscriptionProblem problem(SubscriptionProblem.Code code, String field, String key, Object... args) {
        return new SubscriptionProblem(code, field, BundleText.of(key, args));
    }
}
