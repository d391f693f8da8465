package dev.starling.core.stream;

/**
 * X's {@code meta.summary} of a rules request: {@code created}, {@code not_created}, {@code valid},
 * {@code invalid} for adds, {@code deleted}, {@code not_deleted} for deletes; -1 where X sent none.
 */
public record RulesSummary(int created, int notCreated, int valid, int invalid, int deleted, int notDeleted) {

    public static final RulesSummary NONE = new RulesSummary(-1, -1, -1, -1, -1, -1);
}
