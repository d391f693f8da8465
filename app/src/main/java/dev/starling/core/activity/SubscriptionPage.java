package dev.starling.core.activity;

import java.util.List;

/** One page of subscriptions and the token of the next one (null on the last). */
public record SubscriptionPage(List<Subscription> subscriptions, String nextToken) {

    public SubscriptionPage {
        subscriptions = List.copyOf(subscriptions);
    }
}
