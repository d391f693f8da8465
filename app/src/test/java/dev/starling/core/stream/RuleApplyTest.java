package dev.starling.core.stream;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.rules.LiveRule;
import dev.starling.core.rules.RuleDiff;
import dev.starling.core.rules.RuleDraft;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Applying a rule set with X's dry run first, and putting deleted rules back when X refuses an add. */
class RuleApplyTest {

    /** X's rules in memory: duplicates and the cap as X answers them; some values can be made to fail. */
    private static final class FakeX implements RuleOperations {
        final List<LiveRule> live = new ArrayList<>();
        final List<String> calls = new ArrayList<>();
        Set<String> failOnAdd = Set.of();
        int cap = 1000;
        private int nextId = 100;

        @Override
        public List<LiveRule> all() {
            return List.copyOf(live);
        }

        @Override
        public RulesAnswer add(List<RuleDraft> rules, boolean dryRun) {
            calls.add((dryRun ? "dry-add " : "add ") + rules.stream().map(RuleDraft::value).toList());
            List<RuleRefusal> refusals = new ArrayList<>();
            List<LiveRule> created = new ArrayList<>();
            for (int i = 0; i < rules.size(); i++) {
                RuleDraft rule = rules.get(i);
                LiveRule existing = live.stream().filter(r -> r.value().equals(rule.value())).findFirst().orElse(null);
                if (existing != null) {
                    refusals.add(new RuleRefusal(RuleRefusal.Kind.DUPLICATE, i, rule.value(), existing.id(), List.of()));
                } else if (!dryRun && failOnAdd.contains(rule.value())) {
                    refusals.add(new RuleRefusal(RuleRefusal.Kind.INVALID, i, rule.value(), null, List.of("refused")));
                } else {
                    created.add(new LiveRule(Integer.toString(nextId++), rule.value(), rule.tag()));
                }
            }
            if (live.size() + created.size() > cap) {
                refusals.add(new RuleRefusal(RuleRefusal.Kind.RULE_CAP, -1, null, null, List.of("cap")));
                created.clear();
            }
            if (!dryRun) {
                live.addAll(created);
            }
            return new RulesAnswer(200, created, RulesSummary.NONE, refusals, null);
        }

        @Override
        public RulesAnswer delete(List<String> ids, boolean dryRun) {
            calls.add((dryRun ? "dry-delete " : "delete ") + ids);
            if (!dryRun) {
                live.removeIf(rule -> ids.contains(rule.id()));
            }
            return new RulesAnswer(200, List.of(), RulesSummary.NONE, List.of(), null);
        }
    }

    private final FakeX x = new FakeX();
    private final RuleApply apply = new RuleApply(x);

    private static List<RuleDraft> drafts(List<LiveRule> rules) {
        return rules.stream().map(LiveRule::draft).toList();
    }

    @Test
    void theLiveSetBecomesTheWantedOneWithARetaggedRuleDeletedThenAdded() {
        x.live.addAll(List.of(new LiveRule("1", "coffee", "old"), new LiveRule("2", "tea", null)));
        List<RuleDraft> wanted = List.of(new RuleDraft("coffee", "new"), new RuleDraft("latte", null));

        ApplyOutcome outcome = apply.apply(apply.diff(wanted), false, 1000);

        assertThat(outcome.stage()).isEqualTo(ApplyOutcome.Stage.APPLIED);
        assertThat(drafts(x.live)).containsExactlyInAnyOrderElementsOf(wanted);
        assertThat(x.calls).containsExactly("dry-add [coffee, latte]", "delete [1, 2]", "add [coffee, latte]");
    }

    @Test
    void aDryRunChangesNothing() {
        x.live.add(new LiveRule("1", "coffee", null));

        ApplyOutcome outcome = apply.apply(apply.diff(List.of(new RuleDraft("tea", null))), true, 1000);

        assertThat(outcome.stage()).isEqualTo(ApplyOutcome.Stage.CHECKED);
        assertThat(x.live).containsExactly(new LiveRule("1", "coffee", null));
        assertThat(x.calls).containsExactly("dry-add [tea]");
    }

    @Test
    void whenTheDryRunRefusesNothingIsDeletedOrAdded() {
        x.live.add(new LiveRule("1", "coffee", null));
        x.cap = 2;

        ApplyOutcome outcome = apply.apply(apply.diff(List.of(new RuleDraft("coffee", null), new RuleDraft("a", null),
                new RuleDraft("b", null))), false, 2);

        assertThat(outcome.stage()).isEqualTo(ApplyOutcome.Stage.REFUSED_BY_DRY_RUN);
        assertThat(outcome.refusals()).extracting(RuleRefusal::kind).containsExactly(RuleRefusal.Kind.RULE_CAP);
        assertThat(x.live).containsExactly(new LiveRule("1", "coffee", null));
        assertThat(x.calls).containsExactly("dry-add [a, b]");
    }

    @Test
    void aCapTheDeletesMakeRoomForIsNoRefusal() {
        x.live.addAll(List.of(new LiveRule("1", "a", null), new LiveRule("2", "b", null)));
        x.cap = 2;

        ApplyOutcome outcome = apply.apply(apply.diff(List.of(new RuleDraft("c", null), new RuleDraft("d", null))),
                false, 2);

        assertThat(outcome.stage()).isEqualTo(ApplyOutcome.Stage.APPLIED);
        assertThat(x.live).extracting(LiveRule::value).containsExactly("c", "d");
    }

    @Test
    void whenXRefusesAnAddAfterTheDeletesTheDeletedRulesComeBack() {
        x.live.addAll(List.of(new LiveRule("1", "coffee", "old"), new LiveRule("2", "tea", null)));
        x.failOnAdd = Set.of("boom");

        ApplyOutcome outcome = apply.apply(apply.diff(List.of(new RuleDraft("latte", null), new RuleDraft("boom", null))),
                false, 1000);

        assertThat(outcome.stage()).isEqualTo(ApplyOutcome.Stage.REFUSED_ADD);
        assertThat(outcome.refusals()).singleElement().satisfies(refusal -> {
            assertThat(refusal.value()).isEqualTo("boom");
            assertThat(refusal.index()).isEqualTo(1);
        });
        assertThat(drafts(x.live)).containsExactlyInAnyOrder(new RuleDraft("coffee", "old"), new RuleDraft("tea", null));
        assertThat(outcome.succeeded()).isFalse();
    }

    @Test
    void theSameSetIsNothingToDo() {
        x.live.add(new LiveRule("1", "coffee", null));

        RuleDiff diff = apply.diff(List.of(new RuleDraft("coffee", null)));

        assertThat(apply.apply(diff, false, 1000).stage()).isEqualTo(ApplyOutcome.Stage.NOTHING_TO_DO);
        assertThat(x.calls).isEmpty();
    }
}
