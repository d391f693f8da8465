package dev.starling.core.stream;

import dev.starling.core.text.BundleText;
import java.util.List;
import java.util.Locale;

/**
 * A problem X reported about one rule of a rules request, landed on that rule: {@code index} is its
 * place in what was sent (-1 when X named none Starling sent, e.g. a live rule), {@code value} and
 * {@code id} what X named. {@link #text()} words it.
 *
 * @param details X's own explanations ({@code details[]} or {@code detail}), e.g. "Rules must contain
 *     a non-negation term (at position 1)"
 */
public record RuleRefusal(Kind kind, int index, String value, String id, List<String> details) {

    /** X's rule problem types. */
    public enum Kind {
        DUPLICATE("duplicate-rules"),
        INVALID("invalid-rules"),
        RULE_CAP("rule-cap"),
        NONCOMPLIANT("noncompliant-rules"),
        OTHER("");

        private final String type;

        Kind(String type) {
            this.type = type;
        }

        static Kind ofType(String problemType) {
            String name = problemType == null ? "" : problemType.substring(problemType.lastIndexOf('/') + 1);
            for (Kind kind : values()) {
                if (!kind.type.isEmpty() && kind.type.equals(name)) {
                    return kind;
                }
            }
            return OTHER;
        }
    }

    public RuleRefusal {
        details = List.copyOf(details);
    }

    /** "That rule already exists at X (id …)." and the like: {@code rules.refused.<kind>} with the rule and X's words. */
    public BundleText text() {
        String detail = String.join(" ", details);
        return BundleText.of("rules.refused." + kind.name().toLowerCase(Locale.ROOT), value == null ? "" : value,
                id == null ? "" : id, detail);
    }
}
