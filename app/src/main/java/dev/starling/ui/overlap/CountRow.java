package dev.starling.ui.overlap;

import java.util.List;

/**
 * One line of the counts table, worded and formatted for the screen.
 *
 * @param kind {@code input}, {@code shared}, {@code all} or {@code exactly}, as in the CSV export
 * @param what which lists: "A · crm.csv", "In A ∩ B", "Only in A"
 * @param values distinct values per identifier type, in the order of the comparison's types
 */
public record CountRow(String kind, String what, String people, List<String> values) {

    public CountRow {
        values = List.copyOf(values);
    }
}
