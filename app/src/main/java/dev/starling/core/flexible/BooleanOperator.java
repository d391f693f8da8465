package dev.starling.core.flexible;

/** How a group combines its children ({@code boolean_operator}). */
public enum BooleanOperator {
    AND, OR;

    public BooleanOperator toggled() {
        return this == AND ? OR : AND;
    }
}
