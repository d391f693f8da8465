package dev.starling.core.stream;

import java.time.Instant;

/**
 * The counts of one stream run, one set of numbers for the console and {@code starling stream}'s
 * summary: posts received (each once), duplicates dropped, reconnects, keep-alives and when the
 * last byte came.
 */
public record StreamStats(long received, long duplicatesDropped, int reconnects, long keepAlives, long problems,
                          Instant lastActivity) {
}
