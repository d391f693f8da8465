package dev.starling.core.stream;

import java.time.Instant;
import java.util.List;

/**
 * A post as it arrived on the stream: its id, the line exactly as X sent it (what recordings and
 * {@code starling stream} keep), the rules it matched and when it arrived.
 */
public record StreamPost(String id, String line, List<MatchingRule> rules, Instant receivedAt) implements StreamLine {

    public StreamPost {
        rules = List.copyOf(rules);
    }
}
