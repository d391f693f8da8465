package dev.starling.sandbox.stream;

import java.util.ArrayList;
import java.util.List;

/** A stream rule read into terms and groups; {@code start} is each node's 0-based place in the rule's text. */
sealed interface RuleTree permits RuleTree.Term, RuleTree.Group {

    int start();

    boolean negated();

    /**
     * One term: {@code kind} is {@code word}, {@code phrase}, {@code near} (a proximity phrase),
     * {@code #}, {@code @}, {@code $} or {@code op} ({@code op} then names the operator).
     */
    record Term(String kind, String op, String value, boolean quoted, boolean bracketed, String distance,
                boolean negated, int start) implements RuleTree {

        /** How the rule writes the operator, for messages: {@code lang}, or the sign of a tag. */
        String label() {
            return "op".equals(kind) ? op : kind;
        }
    }

    /** Parts joined by AND ({@code or} false) or OR. */
    record Group(boolean or, List<RuleTree> parts, boolean bracketed, boolean negated, int start) implements RuleTree {
    }

    static List<Term> terms(RuleTree node) {
        List<Term> out = new ArrayList<>();
        collect(node, out);
        return out;
    }

    private static void collect(RuleTree node, List<Term> out) {
        if (node instanceof Term term) {
            out.add(term);
        } else {
            ((Group) node).parts().forEach(part -> collect(part, out));
        }
    }
}
