package dev.starling.core.activity;

import java.util.List;

/**
 * What a deletion of many subscriptions did: the ids deleted, the ones X refused (with its reason and
 * message; the others went on), and how many subscriptions remain (-1 when X did not say).
 */
public record DeleteOutcome(List<String> deleted, List<Refused> refused, int remaining) {

    /** One id X did not delete and why. */
    public record Refused(String subscriptionId, String reason, String message) {
    }

    public DeleteOutcome {
        deleted = List.copyOf(deleted);
        refused = List.copyOf(refused);
    }
}
