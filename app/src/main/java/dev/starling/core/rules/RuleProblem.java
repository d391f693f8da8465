package dev.starling.core.rules;

import dev.starling.core.text.BundleText;
import java.util.Objects;

/**
 * One problem of a rule, on its place in the text: the code, where it is, and its words as a bundle
 * key with arguments ({@link ProblemCode#key()}); {@link #advice()} says what to do.
 */
public record RuleProblem(ProblemCode code, Span span, BundleText text) {

    public RuleProblem {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(span, "span");
        Objects.requireNonNull(text, "text");
    }

    static RuleProblem of(ProblemCode code, Span span, Object... args) {
        return new RuleProblem(code, span, BundleText.of(code.key(), args));
    }

    public boolean isError() {
        return !code.hint();
    }

    /** What to do, e.g. "Add a keyword or another standalone operator beside it." */
    public BundleText advice() {
        return BundleText.of(code.adviceKey(), text.argArray());
    }
}
