package dev.starling.core.overlap;

import dev.starling.core.upload.common.IdentifierType;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A finished comparison: its counts ({@link #counts()}), and who is where, kept in memory as digests so that set
 * operations make new lists ({@link #list}) without reading the inputs again or writing anything to disk.
 */
public final class OverlapSets {

    private final List<String> labels;
    private final OverlapCounter counter;
    private final Overlap counts;

    OverlapSets(List<String> labels, OverlapCounter counter, Overlap counts) {
        this.labels = List.copyOf(labels);
        this.counter = counter;
        this.counts = counts;
    }

    public Overlap counts() {
        return counts;
    }

    /**
     * The people a set operation keeps, as a list the upload pipeline sends ({@link dev.starling.core.upload.encode.HashedSource}):
     * each person once, with every value of theirs any input holds (a partner id is left out: only its digest is
     * known, and it cannot be sent).
     */
    public SelectedList list(Selection selection) {
        return list(selection, EnumSet.allOf(IdentifierType.class));
    }

    /**
     * As {@link #list(Selection)}, with only the values of {@code types} (email and phone_number for a do-not-reach
     * list): a person with none of them is left out.
     */
    public SelectedList list(Selection selection, Set<IdentifierType> types) {
        if (selection.a() >= labels.size() || selection.b() >= labels.size()) {
            throw new IllegalArgumentException("no such input");
        }
        return new SelectedList(counter, selection, types,
                labels.get(selection.a()) + " " + selection.operation().symbol() + " " + labels.get(selection.b()));
    }
}
