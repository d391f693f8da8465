package dev.starling.core.stream;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.rules.LiveRule;
import dev.starling.core.rules.RuleDraft;
import dev.starling.sandbox.stream.AccessLevel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** The rules client and the apply use case against the sandbox's rules endpoints over real HTTP. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RulesAgainstSandboxTest {

    @TempDir
    static Path vault;

    private LiveSandbox sandbox;
    private RulesClient rules;

    @BeforeAll
    void start() {
        sandbox = new LiveSandbox(vault);
        rules = sandbox.rules();
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    @BeforeEach
    void clean() {
        sandbox.stream().settings(sandbox.stream().settings().withAccess(AccessLevel.ENTERPRISE));
        rules.deleteAll(false);
    }

    @Test
    void addedRulesAreListedWithIdsAndTagsAndPagedWithTokens() {
        List<RuleDraft> drafts = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            drafts.add(new RuleDraft("coffee" + i, i % 2 == 0 ? "tag" + i : null));
        }
        RulesAnswer added = rules.add(drafts, false);

        assertThat(added.data()).hasSize(5).allSatisfy(rule -> assertThat(rule.id()).matches("[0-9]{19}"));
        assertThat(added.summary().created()).isEqualTo(5);
        RulePage first = rules.page(List.of(), 2, null);
        RulePage second = rules.page(List.of(), 2, first.nextToken());
        RulePage third = rules.page(List.of(), 2, second.nextToken());
        assertThat(first.rules()).extracting(LiveRule::value).containsExactly("coffee0", "coffee1");
        assertThat(first.nextToken()).hasSize(16);
        assertThat(third.rules()).extracting(LiveRule::value).containsExactly("coffee4");
        assertThat(third.nextToken()).isNull();
        assertThat(rules.all()).isEqualTo(added.data());
        assertThat(rules.page(List.of(added.data().get(3).id()), 1000, null).rules()).containsExactly(added.data().get(3));
        assertThat(rules.all().get(0).tag()).isEqualTo("tag0");
    }

    @Test
    void aDryRunCreatesNothingAndSaysWhatWouldBe() {
        RulesAnswer answer = rules.add(List.of(new RuleDraft("coffee", null), new RuleDraft("is:retweet", null)), true);

        assertThat(rules.all()).isEmpty();
        assertThat(answer.summary()).satisfies(summary -> {
            assertThat(summary.created()).isZero();
            assertThat(summary.valid()).isEqualTo(1);
            assertThat(summary.invalid()).isEqualTo(1);
        });
        assertThat(answer.refusals()).singleElement().satisfies(refusal -> {
            assertThat(refusal.kind()).isEqualTo(RuleRefusal.Kind.INVALID);
            assertThat(refusal.index()).isEqualTo(1);
            assertThat(refusal.details()).singleElement().asString().contains("at position 1");
            assertThat(refusal.text().key()).isEqualTo("rules.refused.invalid");
        });
    }

    @Test
    void aDuplicateIsRefusedOnTheRuleItNamesWithTheLiveRulesId() {
        LiveRule live = rules.add(List.of(new RuleDraft("coffee", "a")), false).data().get(0);

        RulesAnswer answer = rules.add(List.of(new RuleDraft("tea", null), new RuleDraft("coffee", "b")), false);

        assertThat(answer.data()).extracting(LiveRule::value).containsExactly("tea");
        assertThat(answer.summary().created()).isEqualTo(1);
        assertThat(answer.summary().notCreated()).isEqualTo(1);
        assertThat(answer.refusals()).singleElement().satisfies(refusal -> {
            assertThat(refusal.kind()).isEqualTo(RuleRefusal.Kind.DUPLICATE);
            assertThat(refusal.index()).isEqualTo(1);
            assertThat(refusal.id()).isEqualTo(live.id());
        });
    }

    @Test
    void theCapOfTheAccessLevelRefusesTheAddAsAWhole() {
        sandbox.stream().settings(sandbox.stream().settings().withAccess(AccessLevel.STANDARD));
        List<RuleDraft> drafts = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            drafts.add(new RuleDraft("tea" + i, null));
        }

        RulesAnswer answer = rules.add(drafts, false);

        assertThat(answer.refusals()).extracting(RuleRefusal::kind).containsExactly(RuleRefusal.Kind.RULE_CAP);
        assertThat(answer.summary().created()).isZero();
        assertThat(rules.all()).isEmpty();
        assertThat(rules.add(drafts.subList(0, 25), false).summary().created()).isEqualTo(25);
    }

    @Test
    void aLiveRuleTheAccessLevelNoLongerAllowsIsReportedAsNoncompliant() {
        LiveRule semantic = rules.add(List.of(new RuleDraft("embedding:\"coffee lovers\"", null)), false).data().get(0);
        sandbox.stream().settings(sandbox.stream().settings().withAccess(AccessLevel.PAY_PER_USE));

        RulesAnswer answer = rules.add(List.of(new RuleDraft("tea", null)), true);

        assertThat(answer.refusals()).singleElement().satisfies(refusal -> {
            assertThat(refusal.kind()).isEqualTo(RuleRefusal.Kind.NONCOMPLIANT);
            assertThat(refusal.id()).isEqualTo(semantic.id());
            assertThat(refusal.index()).isEqualTo(-1);
        });
    }

    @Test
    void rulesAreDeletedByIdAndAllAtOnce() {
        List<LiveRule> live = rules.add(List.of(new RuleDraft("a", null), new RuleDraft("b", null),
                new RuleDraft("c", null)), false).data();

        RulesAnswer one = rules.delete(List.of(live.get(1).id(), "1234567890123456789"), false);

        assertThat(one.summary().deleted()).isEqualTo(1);
        assertThat(one.summary().notDeleted()).isEqualTo(1);
        assertThat(one.refusals()).singleElement().satisfies(refusal -> assertThat(refusal.index()).isEqualTo(1));
        assertThat(rules.all()).extracting(LiveRule::value).containsExactly("a", "c");
        assertThat(rules.deleteAll(false).summary().deleted()).isEqualTo(2);
        assertThat(rules.all()).isEmpty();
    }

    @Test
    void applyingARuleSetWithAChangedTagMakesTheLiveSetThatSet() {
        rules.add(List.of(new RuleDraft("coffee -is:retweet", "old"), new RuleDraft("#launch", null)), false);
        RuleApply apply = new RuleApply(rules);
        List<RuleDraft> wanted = List.of(new RuleDraft("coffee -is:retweet", "coffee talk"),
                new RuleDraft("\"product launch\"", "launch"));

        ApplyOutcome checked = apply.apply(apply.diff(wanted), true, 1000);
        assertThat(checked.stage()).isEqualTo(ApplyOutcome.Stage.CHECKED);
        assertThat(rules.all()).extracting(LiveRule::tag).containsExactly("old", null);

        ApplyOutcome applied = apply.apply(apply.diff(wanted), false, 1000);

        assertThat(applied.stage()).isEqualTo(ApplyOutcome.Stage.APPLIED);
        assertThat(applied.diff().retagged()).containsExactly("coffee -is:retweet");
        assertThat(rules.all()).extracting(LiveRule::draft).containsExactlyElementsOf(wanted);
        assertThat(apply.apply(apply.diff(wanted), false, 1000).stage()).isEqualTo(ApplyOutcome.Stage.NOTHING_TO_DO);
    }
}
