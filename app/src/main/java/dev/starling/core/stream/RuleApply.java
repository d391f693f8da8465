package dev.starling.core.stream;

import dev.starling.core.rules.LiveRule;
import dev.starling.core.rules.RuleDiff;
import dev.starling.core.rules.RuleDraft;
import java.util.ArrayList;
import java.util.List;

/**
 * Makes the live rule set the wanted one, with X's dry run first. X cannot edit a rule and has no
 * transaction, so the order is: dry-run the adds (nothing changes if X refuses one), delete what
 * goes, add what comes; if X then refuses an add, the deleted rules are added again so the stream
 * keeps listening as before. In the dry run a duplicate of a rule about to be deleted (a changed
 * tag) and a cap that the deletes make room for are expected, not refusals.
 */
public final class RuleApply {

    private final RuleOperations rules;

    public RuleApply(RuleOperations rules) {
        this.rules = rules;
    }

    /** The diff between {@code wanted} and the live set read now. */
    public RuleDiff diff(List<RuleDraft> wanted) {
        return RuleDiff.between(wanted, rules.all());
    }

    /**
     * Applies {@code diff} ({@code checkOnly}: the dry run alone).
     *
     * @param ruleCap the access level's cap, to tell a cap the deletes make room for from a real one
     */
    public ApplyOutcome apply(RuleDiff diff, boolean checkOnly, int ruleCap) {
        if (diff.isEmpty()) {
            return new ApplyOutcome(ApplyOutcome.Stage.NOTHING_TO_DO, diff, null, null, null, null, List.of());
        }
        RulesAnswer dryRun = diff.adds().isEmpty() ? null : rules.add(diff.adds(), true);
        List<RuleRefusal> refused = dryRun == null ? List.of() : unexpected(dryRun.refusals(), diff, ruleCap);
        if (!refused.isEmpty()) {
            return new ApplyOutcome(ApplyOutcome.Stage.REFUSED_BY_DRY_RUN, diff, dryRun, null, null, null, refused);
        }
        if (checkOnly) {
            return new ApplyOutcome(ApplyOutcome.Stage.CHECKED, diff, dryRun, null, null, null, List.of());
        }
        RulesAnswer deleted = null;
        if (!diff.deletes().isEmpty()) {
            deleted = rules.delete(diff.deletes().stream().map(LiveRule::id).toList(), false);
            if (deleted.refusedAny()) {
                return new ApplyOutcome(ApplyOutcome.Stage.REFUSED_DELETE, diff, dryRun, deleted, null, null,
                        deleted.refusals());
            }
        }
        if (diff.adds().isEmpty()) {
            return new ApplyOutcome(ApplyOutcome.Stage.APPLIED, diff, dryRun, deleted, null, null, List.of());
        }
        RulesAnswer added = rules.add(diff.adds(), false);
        if (!added.refusedAny()) {
            return new ApplyOutcome(ApplyOutcome.Stage.APPLIED, diff, dryRun, deleted, added, null, List.of());
        }
        RulesAnswer restored = restore(diff, added);
        return new ApplyOutcome(ApplyOutcome.Stage.REFUSED_ADD, diff, dryRun, deleted, added, restored,
                added.refusals());
    }

    /** Re-adds the deleted rules and removes the adds X did create, so the live set is as it was. */
    private RulesAnswer restore(RuleDiff diff, RulesAnswer added) {
        if (!added.data().isEmpty()) {
            rules.delete(added.data().stream().map(LiveRule::id).toList(), false);
        }
        if (diff.deletes().isEmpty()) {
            return null;
        }
        return rules.add(diff.deletes().stream().map(LiveRule::draft).toList(), false);
    }

    private static List<RuleRefusal> unexpected(List<RuleRefusal> refusals, RuleDiff diff, int ruleCap) {
        List<RuleRefusal> out = new ArrayList<>();
        for (RuleRefusal refusal : refusals) {
            boolean retag = refusal.kind() == RuleRefusal.Kind.DUPLICATE && refusal.value() != null
                    && diff.deletes().stream().anyMatch(rule -> rule.value().equals(refusal.value()));
            boolean roomMade = refusal.kind() == RuleRefusal.Kind.RULE_CAP && diff.liveAfter() <= ruleCap;
            if (!retag && !roomMade) {
                out.add(refusal);
            }
        }
        return out;
    }
}
