package dev.starling.core.stream;

import dev.starling.core.rules.LiveRule;
import java.util.List;

/**
 * What X answered to a rules request: the rules it created (or, for a dry run, would create), its
 * summary and each problem on the rule it names. {@code status} is the HTTP status.
 */
public record RulesAnswer(int status, List<LiveRule> data, RulesSummary summary, List<RuleRefusal> refusals,
                          String sent) {

    public RulesAnswer {
        data = List.copyOf(data);
        refusals = List.copyOf(refusals);
    }

    public boolean refusedAny() {
        return !refusals.isEmpty();
    }
}
