package dev.starling.core.query.answer;

import com.fasterxml.jackson.databind.node.ArrayNode;

/**
 * An array of an answer in {@link AnswerIndex#tree()}: its items are the answer's {@link AnswerItems},
 * made when asked for. A pass over every item ({@link JsonSearch}) reads them from {@link #items()}
 * without going through the few the view keeps.
 */
final class ItemArrayNode extends ArrayNode {

    private static final long serialVersionUID = 1L;

    private final transient AnswerItems items;

    ItemArrayNode(AnswerItems items) {
        super(CompactNodes.FACTORY, items);
        this.items = items;
    }

    AnswerItems items() {
        return items;
    }
}
