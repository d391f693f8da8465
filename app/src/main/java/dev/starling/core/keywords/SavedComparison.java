package dev.starling.core.keywords;

import java.time.Instant;

/** A comparison kept in the durable store, with its name and star. */
public record SavedComparison(long id, String name, boolean starred, Comparison comparison, Instant createdAt,
                              Instant updatedAt) {
}
