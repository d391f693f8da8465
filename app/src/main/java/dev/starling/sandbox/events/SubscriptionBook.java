package dev.starling.sandbox.events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Every app's activity subscriptions, in the order made, with their ids (snowflakes of the moment).
 * The activity module's state. A fresh sandbox has the demo subscriptions (events of the demo users),
 * so events flow at once.
 */
final class SubscriptionBook {

    /** The most subscriptions one app may have in the sandbox (X publishes no number). */
    static final int MAX_PER_APP = 1_000;
    private static final long X_EPOCH_MILLIS = 1288834974657L;

    private final Supplier<List<Subscription>> seeds;
    private final Map<String, Map<String, Subscription>> byApp = new LinkedHashMap<>();
    private long lastId;

    SubscriptionBook(Supplier<List<Subscription>> seeds) {
        this.seeds = seeds;
        reset();
    }

    synchronized List<Subscription> of(String app) {
        return List.copyOf(byApp.getOrDefault(app, Map.of()).values());
    }

    /** Every subscription of every app (for matching events). */
    synchronized List<Subscription> all() {
        List<Subscription> all = new ArrayList<>();
        byApp.values().forEach(subscriptions -> all.addAll(subscriptions.values()));
        return all;
    }

    synchronized Optional<Subscription> find(String app, String id) {
        return Optional.ofNullable(byApp.getOrDefault(app, Map.of()).get(id));
    }

    synchronized int count(String app) {
        return byApp.getOrDefault(app, Map.of()).size();
    }

    /** The subscription of this app with the same type and filter, if there is one. */
    synchronized Optional<Subscription> same(String app, String eventType, String userId, String keyword, String direction) {
        return byApp.getOrDefault(app, Map.of()).values().stream().filter(existing -> existing.eventType().equals(eventType)
                && Objects.equals(existing.userId(), userId) && Objects.equals(existing.keyword(), keyword)
                && Objects.equals(existing.sent(), direction == null ? null
                : direction.equalsIgnoreCase("sent") || direction.equalsIgnoreCase("outbound"))).findFirst();
    }

    synchronized String newId(Instant now) {
        lastId = Math.max(lastId + 1, (now.toEpochMilli() - X_EPOCH_MILLIS) << 22);
        return Long.toString(lastId);
    }

    synchronized void put(Subscription subscription) {
        byApp.computeIfAbsent(subscription.app(), app -> new LinkedHashMap<>()).put(subscription.id(), subscription);
    }

    synchronized boolean remove(String app, String id) {
        Map<String, Subscription> subscriptions = byApp.get(app);
        return subscriptions != null && subscriptions.remove(id) != null;
    }

    /** Subscriptions no longer sent to a deleted webhook (X drops the webhook from them). */
    synchronized void forgetWebhook(String webhookId) {
        byApp.values().forEach(subscriptions -> subscriptions.replaceAll((id, subscription) ->
                webhookId.equals(subscription.webhookId()) ? subscription.updated(subscription.tag(), null,
                        subscription.updatedAt()) : subscription));
    }

    synchronized void reset() {
        byApp.clear();
        lastId = 0;
        seeds.get().forEach(this::put);
        all().forEach(subscription -> lastId = Math.max(lastId, Long.parseLong(subscription.id())));
    }

    synchronized JsonNode export() {
        ObjectNode state = Json.object();
        state.put("last_id", lastId);
        ArrayNode list = state.putArray("subscriptions");
        all().forEach(subscription -> list.add(subscription.toState()));
        return state;
    }

    synchronized void restore(JsonNode state) {
        byApp.clear();
        lastId = state.path("last_id").asLong();
        for (JsonNode item : state.path("subscriptions")) {
            try {
                Subscription subscription = Subscription.fromState(item);
                if (subscription.id().matches("[0-9]{1,19}") && EventTypes.find(subscription.eventType()).isPresent()) {
                    put(subscription);
                }
            } catch (RuntimeException damaged) {
                // a subscription the state cannot describe (edited by hand) is left out
            }
        }
    }
}
