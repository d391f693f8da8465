package dev.starling.core.stream;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/**
 * How one kind of stream's data lines are read: which lines are items (a post, an event) and what
 * identifies each, so {@link LineStream} can drop the ones a reconnect with backfill delivers again.
 *
 * @param <T> what a data line is read as
 */
public interface StreamItems<T> {

    /** The item of a data line, or null when the line is not one (a problem, something unknown). */
    T item(JsonNode node, String line, Instant receivedAt);

    /** What identifies the item: two items with the same id are one delivered twice. */
    String id(T item);

    /**
     * When the item happened, in epoch milliseconds, for how long its id is remembered: an id is
     * kept while it is younger than the newest by the backfill asked and a minute.
     */
    long timeMillis(T item);
}
