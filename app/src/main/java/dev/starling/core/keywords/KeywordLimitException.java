package dev.starling.core.keywords;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;
import java.util.List;

/** A request broke the limits: nothing was sent. {@link #problems} say what, as message keys. */
public final class KeywordLimitException extends RuntimeException implements Worded {

    private final transient List<LimitProblem> problems;

    public KeywordLimitException(List<LimitProblem> problems) {
        super("The keyword request breaks the limits: " + problems.stream().map(LimitProblem::messageKey).toList(),
                null, false, false);
        this.problems = List.copyOf(problems);
    }

    public List<LimitProblem> problems() {
        return problems;
    }

    /** The first problem's words (the window shows each next to its field; {@link #problems} has them all). */
    @Override
    public BundleText text() {
        LimitProblem first = problems.get(0);
        return new BundleText(first.messageKey(), first.args());
    }
}
