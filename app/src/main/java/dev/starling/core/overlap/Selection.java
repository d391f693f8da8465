package dev.starling.core.overlap;

/**
 * A set operation over two of the inputs (by their index in the comparison), e.g. input 0 {@link SetOperation#AND_NOT}
 * input 1: the people of the first file who are not in the second.
 */
public record Selection(int a, SetOperation operation, int b) {

    public Selection {
        if (a < 0 || b < 0 || a == b) {
            throw new IllegalArgumentException("two different inputs");
        }
    }

    public static Selection of(int a, SetOperation operation, int b) {
        return new Selection(a, operation, b);
    }

    /** Whether a person in exactly the inputs of {@code members} belongs to the list. */
    public boolean keeps(int members) {
        boolean inA = (members & (1 << a)) != 0;
        boolean inB = (members & (1 << b)) != 0;
        return switch (operation) {
            case AND -> inA && inB;
            case AND_NOT -> inA && !inB;
            case OR -> inA || inB;
        };
    }
}
