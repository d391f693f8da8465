package dev.starling.core.stream;

import dev.starling.core.rules.RuleDiff;
import java.util.List;

/**
 * How applying a rule set ended: at which stage it stopped, what X answered at each step, and every
 * refusal on the rule it names. Nothing changed at X unless {@code stage} is past
 * {@link Stage#CHECKED}; a failed add after the deletes re-adds what was deleted ({@code restored}).
 */
public record ApplyOutcome(Stage stage, RuleDiff diff, RulesAnswer dryRun, RulesAnswer deleted, RulesAnswer added,
                           RulesAnswer restored, List<RuleRefusal> refusals) {

    public enum Stage {
        /** Nothing to change: the live set is the wanted one. */
        NOTHING_TO_DO,
        /** X's dry run refused a rule: nothing was changed. */
        REFUSED_BY_DRY_RUN,
        /** Only checked ({@code --dry-run}): X would accept the change. */
        CHECKED,
        /** X refused a delete: nothing was added. */
        REFUSED_DELETE,
        /** X refused an add after the deletes; the deleted rules were added again. */
        REFUSED_ADD,
        /** The live set is now the wanted one. */
        APPLIED
    }

    public ApplyOutcome {
        refusals = List.copyOf(refusals);
    }

    public boolean succeeded() {
        return stage == Stage.NOTHING_TO_DO || stage == Stage.CHECKED || stage == Stage.APPLIED;
    }
}
