package dev.starling.core.keywords;

import java.util.List;

/** A request broke the limits: nothing was sent. {@link #problems} say what, as message keys. */
public final class KeywordLimitException extends RuntimeException {

    private final transient List<LimitProblem> problems;

    public KeywordLimitException(List<LimitProblem> problems) {
        super("The keyword request breaks the limits: " + problems.stream().map(LimitProblem::messageKey).toList(),
                null, false, false);
        this.problems = List.copyOf(problems);
    }

    public List<LimitProblem> problems() {
        return problems;
    }
}
