package dev.starling.core.stream.recording;

import dev.starling.core.stream.MatchingRule;
import java.util.List;

/** A post read back from a recording: its line as X sent it, its id and the rules it matched. */
public record RecordedPost(String id, String line, List<MatchingRule> rules) {

    public RecordedPost {
        rules = List.copyOf(rules);
    }
}
