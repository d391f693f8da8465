package dev.starling.core.keywords;

import java.util.List;

/**
 * Why a request would be refused, before it is sent: the field to show it next to, and a message
 * bundle key with its arguments (core has no text of its own; the window and the command line word it).
 */
public record LimitProblem(Field field, String messageKey, List<Object> args) {

    public enum Field { KEYWORDS, NEGATIVE_KEYWORDS, GRANULARITY, START, END, LOCATION }

    public LimitProblem {
        args = List.copyOf(args);
    }

    static LimitProblem of(Field field, String key, Object... args) {
        return new LimitProblem(field, key, List.of(args));
    }
}
