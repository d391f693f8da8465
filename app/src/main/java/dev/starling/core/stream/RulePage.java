package dev.starling.core.stream;

import dev.starling.core.rules.LiveRule;
import java.util.List;

/** One page of {@code GET .../rules}: the rules and the token of the next page (null on the last). */
public record RulePage(List<LiveRule> rules, String nextToken) {

    public RulePage {
        rules = List.copyOf(rules);
    }
}
