package dev.starling.core.rules;

import java.util.Objects;

/** A rule of the live set at X: its id, value and tag (null for none). */
public record LiveRule(String id, String value, String tag) {

    public LiveRule {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(value, "value");
        tag = tag == null || tag.isEmpty() ? null : tag;
    }

    public RuleDraft draft() {
        return new RuleDraft(value, tag);
    }
}
