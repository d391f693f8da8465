package dev.starling.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The rule-set file: a plain JSON array of value and tag, read strictly and written back the same. */
class RuleSetJsonTest {

    @Test
    void readsValuesAndOptionalTagsAndWritesThemBackTheSame() throws Exception {
        List<RuleDraft> rules = RuleSetJson.read("""
                [{"value": "coffee -is:retweet", "tag": "coffee"}, {"value": "#launch"},
                 {"value": "tea", "tag": null, "id": "123"}]""");

        assertThat(rules).containsExactly(new RuleDraft("coffee -is:retweet", "coffee"), new RuleDraft("#launch", null),
                new RuleDraft("tea", null));
        assertThat(RuleSetJson.read(RuleSetJson.write(rules))).isEqualTo(rules);
        assertThat(RuleSetJson.write(rules)).doesNotContain("null");
    }

    @Test
    void whatIsNotARuleSetIsRefusedSayingWhereAndWhy() {
        assertRefused("{\"value\": \"coffee\"}", "rules.file.notArray");
        assertRefused("[{\"value\": \"coffee\"}", "rules.file.notJson");
        assertRefused("[{\"value\": \"coffee\"}, \"tea\"]", "rules.file.notObject", 2);
        assertRefused("[{\"tag\": \"x\"}]", "rules.file.noValue", 1);
        assertRefused("[{\"value\": \"  \"}]", "rules.file.noValue", 1);
        assertRefused("[{\"value\": \"coffee\", \"tag\": 7}]", "rules.file.tagNotText", 1);
        assertRefused("[{\"value\": \"coffee\", \"tags\": \"x\"}]", "rules.file.unknownMember", 1, "tags");
    }

    @Test
    void anEmptyArrayIsAnEmptySet() throws Exception {
        assertThat(RuleSetJson.read("[]")).isEmpty();
    }

    private static void assertRefused(String json, String key, Object... args) {
        assertThatThrownBy(() -> RuleSetJson.read(json)).isInstanceOfSatisfying(RuleSetJson.FormatException.class, e -> {
            assertThat(e.text().key()).isEqualTo(key);
            if (args.length > 0) {
                assertThat(e.text().args()).containsExactly(args);
            }
        });
    }
}
