package dev.starling.core.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.starling.core.rules.AccessLevel;
import dev.starling.core.rules.ArgumentForm;
import dev.starling.core.rules.OperatorCatalog;
import dev.starling.core.rules.OperatorSpec;
import dev.starling.core.rules.ProblemCode;
import dev.starling.core.stream.RuleRefusal;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Every word the live side reports as a key is in the bundle: problems, advice, the catalog, X's disconnects. */
class LiveWordsTest {

    /** X's {@code disconnect_type} and {@code connection_issue} values (the spec's problem table). */
    private static final List<String> DISCONNECT_TYPES = List.of("operationalDisconnect",
            "upstreamOperationalDisconnect", "forceDisconnect", "upstreamUncleanDisconnect", "slowReader",
            "internalError", "clientApplicationStateDegraded", "invalidRules");
    private static final List<String> CONNECTION_ISSUES = List.of("tooManyConnections", "provisioningSubscription",
            "ruleConfigurationIssue", "rulesInvalidIssue");

    @Test
    void everyProblemAndItsAdviceHasWords() {
        for (ProblemCode code : ProblemCode.values()) {
            if (code != ProblemCode.INVALID_ARGUMENT) {
                assertWords(code.key(), "x", "y", "z");
            }
            assertWords(code.adviceKey(), "x", "y", "z");
        }
        for (ArgumentForm form : List.of(ArgumentForm.USER, ArgumentForm.LANGUAGE, ArgumentForm.CHOICE,
                ArgumentForm.PERCENT, ArgumentForm.COUNTRY, ArgumentForm.POINT_RADIUS, ArgumentForm.BOUNDING_BOX,
                ArgumentForm.CONTEXT, ArgumentForm.POST_ID, ArgumentForm.QUOTED_TEXT, ArgumentForm.THRESHOLD,
                ArgumentForm.COUNT, ArgumentForm.PROXIMITY)) {
            assertWords(ProblemCode.INVALID_ARGUMENT.key() + "." + form.name().toLowerCase(Locale.ROOT), "lang:", "x");
        }
    }

    @Test
    void everyCatalogEntryIsExplainedWithAnExampleAndItsForm() {
        for (OperatorSpec spec : OperatorCatalog.all()) {
            assertWords(spec.description().key());
            assertWords(spec.example().key());
            assertWords(spec.formText().key());
        }
        assertThat(Messages.text(OperatorCatalog.find("embedding_threshold:").orElseThrow().description().key()))
                .contains("0.3");
    }

    @Test
    void everyAccessLevelRefusalAndDisconnectOfXIsSaidWithWhatToDo() {
        for (AccessLevel level : AccessLevel.values()) {
            assertWords(level.key());
        }
        for (RuleRefusal.Kind kind : RuleRefusal.Kind.values()) {
            assertWords("rules.refused." + kind.name().toLowerCase(Locale.ROOT), "coffee", "123", "X's words");
        }
        DISCONNECT_TYPES.forEach(type -> assertWords("stream.advice.disconnect." + type));
        CONNECTION_ISSUES.forEach(issue -> assertWords("stream.advice.issue." + issue));
        for (String key : List.of("network", "broken", "stall", "closed", "operational", "tooManyConnections",
                "rateLimited", "usageCapped", "connectionIssue", "http", "fatal")) {
            assertWords("stream.disconnect." + key, "x", "y");
        }
    }

    private static void assertWords(String key, Object... args) {
        assertThatCode(() -> Messages.text(key, args)).as(key).doesNotThrowAnyException();
        assertThat(Messages.text(key, args)).as(key).isNotBlank().doesNotContain("{0}");
    }
}
