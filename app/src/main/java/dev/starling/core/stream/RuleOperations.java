package dev.starling.core.stream;

import dev.starling.core.rules.LiveRule;
import dev.starling.core.rules.RuleDraft;
import java.util.List;

/** What applying a rule set needs of X: the live rules, adds and deletes (with dry runs). {@link RulesClient} at X. */
public interface RuleOperations {

    List<LiveRule> all();

    RulesAnswer add(List<RuleDraft> rules, boolean dryRun);

    RulesAnswer delete(List<String> ids, boolean dryRun);
}
