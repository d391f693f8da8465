package dev.starling.core.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Each rule of a local set beside the live set at X, by the same reading as {@link RuleDiff}: a rule
 * live with its value and tag is {@link RuleStanding#LIVE}, one whose value is live with another tag
 * {@link RuleStanding#CHANGED}, the others {@link RuleStanding#DRAFT}; live rules whose value the set
 * does not hold are {@link RuleStanding#LIVE_ONLY} (applying deletes them).
 *
 * @param rules the local set's rules in its order, each with where it stands
 * @param liveOnly the live rules the set does not hold
 */
public record RuleStandings(List<Entry> rules, List<LiveRule> liveOnly) {

    /**
     * One rule of the local set.
     *
     * @param live the live rule it is (LIVE) or replaces (CHANGED); null for a draft
     */
    public record Entry(RuleDraft rule, RuleStanding standing, LiveRule live) {
        public Entry {
            Objects.requireNonNull(rule, "rule");
            Objects.requireNonNull(standing, "standing");
        }
    }

    public RuleStandings {
        rules = List.copyOf(rules);
        liveOnly = List.copyOf(liveOnly);
    }

    /** Where each of {@code wanted} stands against {@code live}. */
    public static RuleStandings of(List<RuleDraft> wanted, List<LiveRule> live) {
        RuleDiff diff = RuleDiff.between(wanted, live);
        List<Entry> entries = new ArrayList<>();
        for (RuleDraft rule : wanted) {
            LiveRule same = diff.unchanged().stream().filter(rule::sameAs).findFirst().orElse(null);
            if (same != null) {
                entries.add(new Entry(rule, RuleStanding.LIVE, same));
                continue;
            }
            LiveRule retagged = diff.deletes().stream().filter(liveRule -> liveRule.value().equals(rule.value()))
                    .findFirst().orElse(null);
            entries.add(new Entry(rule, retagged == null ? RuleStanding.DRAFT : RuleStanding.CHANGED, retagged));
        }
        List<LiveRule> only = diff.deletes().stream()
                .filter(liveRule -> wanted.stream().noneMatch(rule -> rule.value().equals(liveRule.value())))
                .toList();
        return new RuleStandings(entries, only);
    }

    /** How many rules of the set stand so. */
    public long count(RuleStanding standing) {
        return standing == RuleStanding.LIVE_ONLY ? liveOnly.size()
                : rules.stream().filter(entry -> entry.standing() == standing).count();
    }
}
