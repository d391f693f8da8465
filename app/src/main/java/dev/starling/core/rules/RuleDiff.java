package dev.starling.core.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What applying a wanted rule set to the live one does: rules to add, live rules to delete, and
 * those already live. X cannot edit a rule, so a rule whose value is live with another tag is a
 * delete of the live one and an add of the new one ({@link #retagged}). Duplicates in the wanted set
 * count once; of several live rules with the same value and tag one is kept and the others deleted.
 *
 * @param retagged the values among the adds that are deleted and added again with a new tag
 */
public record RuleDiff(List<RuleDraft> adds, List<LiveRule> deletes, List<LiveRule> unchanged, List<String> retagged) {

    public RuleDiff {
        adds = List.copyOf(adds);
        deletes = List.copyOf(deletes);
        unchanged = List.copyOf(unchanged);
        retagged = List.copyOf(retagged);
    }

    public static RuleDiff between(List<RuleDraft> wanted, List<LiveRule> live) {
        Map<RuleDraft, Boolean> wantedOnce = new LinkedHashMap<>();
        wanted.forEach(draft -> wantedOnce.put(Objects.requireNonNull(draft, "draft"), Boolean.TRUE));
        List<RuleDraft> adds = new ArrayList<>();
        List<LiveRule> deletes = new ArrayList<>();
        List<LiveRule> unchanged = new ArrayList<>();
        Map<RuleDraft, LiveRule> kept = new LinkedHashMap<>();
        for (LiveRule rule : live) {
            if (wantedOnce.containsKey(rule.draft()) && !kept.containsKey(rule.draft())) {
                kept.put(rule.draft(), rule);
                unchanged.add(rule);
            } else {
                deletes.add(rule);
            }
        }
        List<String> retagged = new ArrayList<>();
        for (RuleDraft draft : wantedOnce.keySet()) {
            if (!kept.containsKey(draft)) {
                adds.add(draft);
                if (deletes.stream().anyMatch(rule -> rule.value().equals(draft.value()))) {
                    retagged.add(draft.value());
                }
            }
        }
        return new RuleDiff(adds, deletes, unchanged, retagged);
    }

    public boolean isEmpty() {
        return adds.isEmpty() && deletes.isEmpty();
    }

    /** How many rules are live once applied. */
    public int liveAfter() {
        return unchanged.size() + adds.size();
    }
}
