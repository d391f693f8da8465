package dev.starling.core.flexible;

import java.util.List;

/** Small trees and audiences for the tree-model tests. */
final class Trees {

    static final AudienceFacts LOYAL = AudienceFacts.known("a1", "Loyalty members", "MOBILE", 1200, true, List.of(), false);
    static final AudienceFacts CHURNED = AudienceFacts.known("a2", "Churned", "MOBILE", 300, true, List.of(), false);
    static final AudienceFacts INSTALLERS = AudienceFacts.known("a3", "App installers", "MOBILE", 400, true, List.of(), false);
    static final AudienceFacts NEWSLETTER = AudienceFacts.known("a4", "Newsletter", "CRM", 800, true, List.of(), false);
    static final AudienceFacts PROCESSING = AudienceFacts.known("a5", "Fresh upload", "MOBILE", null, false,
            List.of("PROCESSING"), false);
    static final AudienceFacts GONE = AudienceFacts.known("a6", "Old list", "MOBILE", 500, false, List.of(), true);
    static final AudienceFacts COMBINED = AudienceFacts.known("a7", "Combined", "FLEXIBLE", null, true, List.of(), false);

    private Trees() {
    }

    static SegmentLeaf leaf(AudienceFacts audience) {
        return SegmentLeaf.of(audience);
    }

    static SegmentGroup and(SegmentNode... children) {
        return SegmentGroup.of(BooleanOperator.AND, List.of(children));
    }

    static SegmentGroup or(SegmentNode... children) {
        return SegmentGroup.of(BooleanOperator.OR, List.of(children));
    }

    static SegmentLeaf audience(String id, int size) {
        return SegmentLeaf.of(AudienceFacts.known(id, "Audience " + id, "MOBILE", size, true, List.of(), false));
    }

    /** The audience ids of the tree in order, with groups as (op ...) and excluded nodes as !, to compare shapes. */
    static String shape(SegmentNode node) {
        String not = node.negate() ? "!" : "";
        if (node instanceof SegmentLeaf leaf) {
            return not + leaf.audienceId();
        }
        SegmentGroup group = (SegmentGroup) node;
        StringBuilder out = new StringBuilder(not + "(" + group.operator());
        group.children().forEach(child -> out.append(' ').append(shape(child)));
        return out.append(')').toString();
    }
}
