package dev.starling.core.activity;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.Auth;
import dev.starling.core.stream.LiveEndpoints;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The app's activity subscriptions at X ({@code /2/activity/subscriptions}): created (checked with
 * {@link SubscriptionCheck} first, the {@code direction} in the environment's words), listed a page at
 * a time or all, updated (X changes only the tag and the webhook: a new filter or type is a delete
 * and a create) and deleted, one or up to 100 at once. Listing, updating and deleting take the app's
 * bearer token; creating takes it too for public events, and the user's own token for private ones
 * (the caller passes it). Failures are {@code ApiException}s. Blocking: call from a background task.
 */
public final class SubscriptionsClient {

    public static final String PATH = "/2/activity/subscriptions";
    /** The largest page asked (X's 2.167 allows 1,000; its documentation 100). */
    public static final int PAGE = 100;
    /** The most ids one delete takes. */
    public static final int MAX_DELETE = 100;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final LiveEndpoints endpoints;
    private final ActivityVersion version;

    public SubscriptionsClient(LiveEndpoints endpoints, ActivityVersion version) {
        this.endpoints = endpoints;
        this.version = version;
    }

    /** Creates the subscription with the app's bearer token. */
    public Subscription create(SubscriptionDraft draft) {
        return create(draft, endpoints.auth().get());
    }

    /**
     * Creates the subscription with {@code auth} (a user's token for a private event).
     *
     * @throws IllegalArgumentException when the draft has problems ({@link SubscriptionCheck#check})
     */
    public Subscription create(SubscriptionDraft draft, Auth auth) {
        byte[] body = SubscriptionCheck.body(draft, version);
        JsonNode root = LiveEndpoints.json(endpoints.http().execute(ApiRequest.postJson(endpoints.url(PATH, Map.of()),
                body, auth)));
        return subscription(root.path("data").path("subscription"));
    }

    /** One page; {@code token} null for the first. */
    public SubscriptionPage page(int maxResults, String token) {
        Map<String, String> query = new LinkedHashMap<>();
        query.put("max_results", Integer.toString(maxResults));
        if (token != null) {
            query.put("pagination_token", token);
        }
        JsonNode root = LiveEndpoints.json(endpoints.http().execute(ApiRequest.get(endpoints.url(PATH, query),
                endpoints.auth().get())));
        List<Subscription> subscriptions = new ArrayList<>();
        root.path("data").forEach(item -> subscriptions.add(subscription(item)));
        String next = root.path("meta").path("next_token").asText(null);
        return new SubscriptionPage(subscriptions, next == null || next.isEmpty() ? null : next);
    }

    /** Every subscription, all pages read. */
    public List<Subscription> all() {
        List<Subscription> all = new ArrayList<>();
        String token = null;
        do {
            SubscriptionPage page = page(PAGE, token);
            all.addAll(page.subscriptions());
            token = page.nextToken();
        } while (token != null);
        return all;
    }

    /**
     * Changes the tag and the webhook, the only parts X changes; null leaves one as it is.
     *
     * @throws IllegalArgumentException when neither is given, the tag is not 1 to 200 characters or the
     *     webhook id is not digits
     */
    public Subscription update(String subscriptionId, String tag, String webhookId) {
        if (tag == null && webhookId == null) {
            throw new IllegalArgumentException("nothing to update: X changes only the tag and the webhook");
        }
        List<SubscriptionProblem> problems = SubscriptionCheck.check(new SubscriptionDraft("post.create", "1", null, null,
                tag, webhookId));
        if (!problems.isEmpty() || (tag != null && tag.isEmpty())) {
            throw new IllegalArgumentException("check the tag and webhook first");
        }
        ObjectNode body = JSON.createObjectNode();
        if (tag != null) {
            body.put("tag", tag);
        }
        if (webhookId != null) {
            body.put("webhook_id", webhookId);
        }
        JsonNode root = LiveEndpoints.json(endpoints.http().execute(new ApiRequest("PUT",
                endpoints.url(ApiUrls.path(PATH + "/{}", subscriptionId), Map.of()),
                new ApiRequest.Body(ApiRequest.JSON, bytes(body)), endpoints.auth().get(), true)));
        return subscription(root.path("data").path("subscription"));
    }

    /** Deletes one subscription; true when X says it is gone. */
    public boolean delete(String subscriptionId) {
        JsonNode root = LiveEndpoints.json(endpoints.http().execute(new ApiRequest("DELETE",
                endpoints.url(ApiUrls.path(PATH + "/{}", subscriptionId), Map.of()), null, endpoints.auth().get(), true)));
        return root.path("data").path("deleted").asBoolean(false);
    }

    /** Deletes any number of subscriptions, {@link #MAX_DELETE} a request; the remaining count is X's last. */
    public DeleteOutcome deleteAll(List<String> subscriptionIds) {
        List<String> deleted = new java.util.ArrayList<>();
        List<DeleteOutcome.Refused> refused = new java.util.ArrayList<>();
        int remaining = -1;
        for (int from = 0; from < subscriptionIds.size(); from += MAX_DELETE) {
            DeleteOutcome outcome = delete(subscriptionIds.subList(from, Math.min(subscriptionIds.size(), from + MAX_DELETE)));
            deleted.addAll(outcome.deleted());
            refused.addAll(outcome.refused());
            remaining = outcome.remaining();
        }
        return new DeleteOutcome(deleted, refused, remaining);
    }

    /** Deletes 1 to {@link #MAX_DELETE} subscriptions at once; X goes on past an id it refuses. */
    public DeleteOutcome delete(List<String> subscriptionIds) {
        if (subscriptionIds.isEmpty() || subscriptionIds.size() > MAX_DELETE) {
            throw new IllegalArgumentException("between 1 and " + MAX_DELETE + " ids, not " + subscriptionIds.size());
        }
        subscriptionIds.forEach(dev.starling.core.api.http.ApiIds::require);
        JsonNode root = LiveEndpoints.json(endpoints.http().execute(new ApiRequest("DELETE",
                endpoints.url(PATH, Map.of("ids", String.join(",", subscriptionIds))), null, endpoints.auth().get(), true)));
        List<String> deleted = new ArrayList<>();
        for (JsonNode item : root.path("data")) {
            if (item.path("deleted").asBoolean(false)) {
                deleted.add(item.path("subscription_id").asText());
            }
        }
        List<DeleteOutcome.Refused> refused = new ArrayList<>();
        for (JsonNode item : root.path("errors")) {
            refused.add(new DeleteOutcome.Refused(item.path("subscription_id").asText(null),
                    item.path("reason").asText(null), item.path("message").asText(null)));
        }
        return new DeleteOutcome(deleted, refused, root.path("meta").path("total_subscriptions").asInt(-1));
    }

    static Subscription subscription(JsonNode item) {
        JsonNode filter = item.path("filter");
        return new Subscription(item.path("subscription_id").asText(), item.path("event_type").asText(),
                filter.path("user_id").asText(null), filter.path("keyword").asText(null),
                filter.path("direction").asText(null), item.path("tag").asText(null), item.path("webhook_id").asText(null),
                LiveEndpoints.instant(item.path("created_at")), LiveEndpoints.instant(item.path("updated_at")));
    }

    private static byte[] bytes(ObjectNode body) {
        try {
            return JSON.writeValueAsBytes(body);
        } catch (IOException e) {
            throw new IllegalStateException("a small object always serialises", e);
        }
    }
}
