package dev.starling.core.flexible;

import dev.starling.core.text.Phrasebook;

/**
 * The whole tree as one sentence a marketer can check, e.g. People in “Loyalty members” (seen at
 * least twice in the last 30 days) AND NOT in “Churned”. Nested groups are bracketed, excluded groups
 * read NOT (…). Every word comes from the {@link Phrasebook} (the message bundle).
 */
public final class PlainLanguage {

    private final Phrasebook words;

    private PlainLanguage(Phrasebook words) {
        this.words = words;
    }

    public static String sentence(SegmentNode root, Phrasebook words) {
        if (root instanceof SegmentGroup group && group.children().isEmpty()) {
            return words.text("flexible.sentence.empty");
        }
        PlainLanguage language = new PlainLanguage(words);
        String body = root instanceof SegmentGroup group
                ? (group.negate() ? words.text("flexible.sentence.not", language.bracketed(group))
                        : language.members(group))
                : language.leaf((SegmentLeaf) root);
        return words.text("flexible.sentence.people", body);
    }

    /** A group's children joined by its operator, without brackets. */
    private String members(SegmentGroup group) {
        if (group.children().isEmpty()) {
            return words.text("flexible.sentence.emptyGroup");
        }
        String key = group.operator() == null ? "flexible.sentence.noOperator"
                : group.operator() == BooleanOperator.AND ? "flexible.sentence.and" : "flexible.sentence.or";
        String joined = part(group.children().get(0));
        for (int i = 1; i < group.children().size(); i++) {
            joined = words.text(key, joined, part(group.children().get(i)));
        }
        return joined;
    }

    private String part(SegmentNode node) {
        if (node instanceof SegmentLeaf leaf) {
            return leaf(leaf);
        }
        SegmentGroup group = (SegmentGroup) node;
        return group.negate() ? words.text("flexible.sentence.not", bracketed(group)) : bracketed(group);
    }

    private String bracketed(SegmentGroup group) {
        return words.text("flexible.sentence.bracketed", members(group));
    }

    private String leaf(SegmentLeaf leaf) {
        String in = words.text(leaf.negate() ? "flexible.sentence.notIn" : "flexible.sentence.in",
                leaf.audience().label());
        if (leaf.defaultFilter()) {
            return in;
        }
        String seen = words.text("flexible.sentence.seen", words.text(leaf.comparator().phraseKey()),
                words.text("flexible.sentence.times", leaf.frequency()), leaf.lookbackWindow());
        return words.text("flexible.sentence.qualified", in, seen);
    }
}
