package dev.starling.core.overlap;

import dev.starling.core.upload.common.IdentifierType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Exactly how many people two to five inputs share, before anything is sent: per input, per pair and per region
 * (the people in exactly some inputs and no other, what a Venn diagram draws). A person is a row, or the rows that
 * share a value after normalising (the same person written differently is one person); values are counted per
 * identifier type, each distinct value once. Counts only: no value.
 *
 * @param inputs in the order they were given; input {@code i} is bit {@code 1 << i} of a region
 * @param regions every non-empty region, in increasing order of its bits
 * @param types the identifier types any input holds, in {@link IdentifierType} order
 */
public record Overlap(List<InputCounts> inputs, List<Region> regions, List<IdentifierType> types) {

    /**
     * One input's own counts.
     *
     * @param rows data rows read (people rows, for an audience's record)
     * @param people people among them (rows sharing a value are one)
     * @param rowsWithoutIdentifier rows with no valid value: no one
     * @param rejectedValues values that are not valid (their reasons are an upload preview's)
     * @param values distinct valid values per type
     */
    public record InputCounts(String label, long rows, long people, long rowsWithoutIdentifier, long rejectedValues,
                              Map<IdentifierType, Long> values) {
    }

    /**
     * The people and distinct values in exactly the inputs of {@code members} (bit {@code i} for input {@code i})
     * and in no other.
     */
    public record Region(int members, long people, Map<IdentifierType, Long> values) {

        public boolean includes(int input) {
            return (members & (1 << input)) != 0;
        }
    }

    public Overlap {
        inputs = List.copyOf(inputs);
        regions = List.copyOf(regions);
        types = List.copyOf(types);
    }

    static Overlap of(List<String> labels, OverlapCounter.Counts counts) {
        int n = labels.size();
        List<IdentifierType> types = new ArrayList<>();
        for (IdentifierType type : IdentifierType.values()) {
            for (int i = 0; i < n && !types.contains(type); i++) {
                if (counts.acceptedValues()[i][type.ordinal()] > 0) {
                    types.add(type);
                }
            }
        }
        List<Region> regions = new ArrayList<>();
        for (int members = 1; members < 1 << n; members++) {
            regions.add(new Region(members, counts.peopleByRegion()[members], byType(counts.valuesByRegion()[members], types)));
        }
        List<InputCounts> inputs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long people = 0;
            long[] values = new long[IdentifierType.values().length];
            for (Region region : regions) {
                if (region.includes(i)) {
                    people += region.people();
                    long[] regionValues = counts.valuesByRegion()[region.members()];
                    for (int t = 0; t < values.length; t++) {
                        values[t] += regionValues[t];
                    }
                }
            }
            inputs.add(new InputCounts(labels.get(i), counts.rows()[i], people, counts.rowsWithoutValue()[i],
                    counts.rejectedValues()[i], byType(values, types)));
        }
        return new Overlap(inputs, regions, types);
    }

    private static Map<IdentifierType, Long> byType(long[] counts, List<IdentifierType> types) {
        Map<IdentifierType, Long> map = new EnumMap<>(IdentifierType.class);
        for (IdentifierType type : types) {
            map.put(type, counts[type.ordinal()]);
        }
        return Collections.unmodifiableMap(map);
    }

    /** People in both {@code a} and {@code b}, whatever other inputs they are in. */
    public long sharedPeople(int a, int b) {
        return people(Selection.of(a, SetOperation.AND, b));
    }

    /** Distinct values per type in both {@code a} and {@code b}, whatever other inputs they are in. */
    public Map<IdentifierType, Long> sharedValues(int a, int b) {
        return values(region -> region.includes(a) && region.includes(b));
    }

    /** People in every input. */
    public long peopleInAll() {
        return regions.get(regions.size() - 1).people();
    }

    /** Distinct values per type in every input. */
    public Map<IdentifierType, Long> valuesInAll() {
        return regions.get(regions.size() - 1).values();
    }

    /** The people a set operation keeps: the size of the list it makes. */
    public long people(Selection selection) {
        long people = 0;
        for (Region region : regions) {
            if (selection.keeps(region.members())) {
                people += region.people();
            }
        }
        return people;
    }

    private Map<IdentifierType, Long> values(java.util.function.Predicate<Region> wanted) {
        Map<IdentifierType, Long> map = new EnumMap<>(IdentifierType.class);
        for (IdentifierType type : types) {
            map.put(type, 0L);
        }
        for (Region region : regions) {
            if (wanted.test(region)) {
                region.values().forEach((type, count) -> map.merge(type, count, Long::sum));
            }
        }
        return Collections.unmodifiableMap(map);
    }

    /** The region of exactly the inputs in {@code members}. */
    public Region region(int members) {
        return regions.get(members - 1);
    }
}
