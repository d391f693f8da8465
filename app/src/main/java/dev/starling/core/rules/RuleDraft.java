package dev.starling.core.rules;

import java.util.Objects;

/**
 * A rule as the user wants it: its value and an optional tag (null for none). What the rule files
 * hold and what {@code POST .../rules} adds.
 */
public record RuleDraft(String value, String tag) {

    public RuleDraft {
        Objects.requireNonNull(value, "value");
        tag = tag == null || tag.isEmpty() ? null : tag;
    }

    /** The pair X tells rules apart by for Starling's diff: a changed tag is another rule. */
    public boolean sameAs(LiveRule live) {
        return value.equals(live.value()) && Objects.equals(tag, live.tag());
    }
}
