package dev.starling.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.stream.LiveSandbox;
import dev.starling.core.stream.RuleRefusal;
import dev.starling.core.stream.RulesAnswer;
import dev.starling.core.stream.RulesClient;
import dev.starling.sandbox.stream.AccessLevel;
import dev.starling.sandbox.stream.StreamModule;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One table of rule cases run against both sides: each rule is dry-run at the sandbox
 * ({@code POST /2/tweets/search/stream/rules?dry_run=true}, real HTTP, app-only bearer) with the row's
 * access level, and linted by the client. Both must accept the same rules and refuse the same ones
 * for the same reasons at the same places: the sandbox's words (X's) are mapped to the linter's codes
 * by the table below, the only thing this test knows of either side.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StreamRuleAgreementTest {

    /** X's wording of each reason, as the sandbox says it, to the linter's code. */
    private static final Map<String, ProblemCode> WORDS = new LinkedHashMap<>();
    private static final Pattern POSITION = Pattern.compile("\\(at position (\\d+)\\)$");

    static {
        WORDS.put("Rule value cannot be empty", ProblemCode.EMPTY_RULE);
        WORDS.put("Missing closing quote", ProblemCode.UNBALANCED_QUOTE);
        WORDS.put("Missing closing parenthesis", ProblemCode.MISSING_CLOSING_BRACKET);
        WORDS.put("Missing closing bracket", ProblemCode.MISSING_CLOSING_BRACKET);
        WORDS.put("Unexpected ')'", ProblemCode.UNEXPECTED_CLOSING_BRACKET);
        WORDS.put("Empty parentheses", ProblemCode.EMPTY_GROUP);
        WORDS.put("Ambiguous use of OR", ProblemCode.DANGLING_OR);
        WORDS.put("Ambiguous use of and as a keyword", ProblemCode.AMBIGUOUS_AND);
        WORDS.put("no viable alternative at input", ProblemCode.STRAY_SQUARE_BRACKET);
        WORDS.put("Reference to invalid operator", ProblemCode.UNKNOWN_OPERATOR);
        WORDS.put("is available in search only", ProblemCode.SEARCH_ONLY_OPERATOR);
        WORDS.put("needs a value", ProblemCode.MISSING_ARGUMENT);
        WORDS.put("Reference to invalid field", ProblemCode.INVALID_ARGUMENT);
        WORDS.put("Empty quoted phrase", ProblemCode.EMPTY_PHRASE);
        WORDS.put("Proximity operator distance must be at most", ProblemCode.PROXIMITY_TOO_FAR);
        WORDS.put("Negating a group of terms", ProblemCode.NEGATED_GROUP);
        WORDS.put("cannot be negated", ProblemCode.CANNOT_BE_NEGATED);
        WORDS.put("can only be used negated", ProblemCode.MUST_BE_NEGATED);
        WORDS.put("Rules must contain a non-negation term", ProblemCode.NO_POSITIVE_TERM);
        WORDS.put("Rules must contain a standalone operator", ProblemCode.NEEDS_STANDALONE);
        WORDS.put("embedding_threshold can only be used with an embedding operator",
                ProblemCode.THRESHOLD_NEEDS_EMBEDDING);
        WORDS.put("needs enterprise access with embedding", ProblemCode.EMBEDDING_UNAVAILABLE);
        WORDS.put("Rule length", ProblemCode.TOO_LONG);
    }

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

    static Stream<RuleCaseTable.Case> cases() {
        return RuleCaseTable.read(RuleCaseTable.STREAM_CASES).stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theSandboxAndTheLinterAgree(RuleCaseTable.Case row) {
        agree(row);
    }

    @TestFactory
    Stream<DynamicTest> sharedSearchOperatorRows() {
        return RuleCaseTable.read(RuleCaseTable.SEARCH_CASES).stream()
                .map(row -> DynamicTest.dynamicTest(row.toString(), () -> agree(row)));
    }

    private void agree(RuleCaseTable.Case row) {
        StreamModule stream = sandbox.stream();
        stream.settings(stream.settings().withAccess(AccessLevel.parse(row.level())));
        Set<String> server = serverReasons(row.rule());
        Set<String> client = RuleLinter.lint(row.rule(), row.access()).errors().stream()
                .map(problem -> problem.code().name() + "@" + problem.span().position())
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(server).as("the sandbox's reasons (X's words mapped to codes) vs the linter's").isEqualTo(client);
        if (row.ok()) {
            assertThat(server).as(row.why()).isEmpty();
        } else if (!row.namesProblem()) {
            assertThat(server).as(row.why()).isNotEmpty();
        } else {
            assertThat(server).as(row.why()).contains(row.expect() + "@" + row.at());
        }
    }

    private Set<String> serverReasons(String rule) {
        RulesAnswer answer = rules.add(List.of(new RuleDraft(rule, null)), true);
        Set<String> reasons = new TreeSet<>();
        List<String> unknown = new ArrayList<>();
        for (RuleRefusal refusal : answer.refusals()) {
            assertThat(refusal.kind()).isEqualTo(RuleRefusal.Kind.INVALID);
            assertThat(refusal.index()).as("the refusal lands on the rule sent").isZero();
            for (String detail : refusal.details()) {
                Matcher position = POSITION.matcher(detail);
                ProblemCode code = WORDS.entrySet().stream().filter(entry -> detail.contains(entry.getKey()))
                        .map(Map.Entry::getValue).findFirst().orElse(null);
                if (code == null || !position.find()) {
                    unknown.add(detail);
                } else {
                    reasons.add(code.name() + "@" + position.group(1));
                }
            }
        }
        assertThat(unknown).as("reasons this test cannot map").isEmpty();
        assertThat(answer.summary().invalid()).isEqualTo(reasons.isEmpty() ? 0 : 1);
        return reasons;
    }
}
