package dev.starling.core.rules;

import java.time.Instant;
import java.util.List;

/** A local rule set in the durable store: a name, the wanted rules and when it was last saved. */
public record SavedRuleSet(long id, String name, List<RuleDraft> rules, Instant updatedAt) {

    public SavedRuleSet {
        rules = List.copyOf(rules);
    }
}
