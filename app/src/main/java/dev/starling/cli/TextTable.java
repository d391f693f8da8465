package dev.starling.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Rows printed as columns padded to their widest cell, two spaces apart; the last column unpadded. Cells
 * come from servers (names other accounts chose): control characters are shown escaped ({@link TerminalText}).
 */
final class TextTable {

    private TextTable() {
    }

    /** {@code items} under {@code heading}, a row each; the line {@code none} instead of an empty table. */
    static <T> void print(PrintWriter out, String[] heading, List<T> items, Function<T, String[]> row, String none) {
        if (items.isEmpty()) {
            out.println(none);
            return;
        }
        List<String[]> rows = new ArrayList<>(items.size() + 1);
        rows.add(heading);
        items.forEach(item -> rows.add(row.apply(item)));
        print(out, rows);
    }

    static void print(PrintWriter out, List<String[]> raw) {
        List<String[]> rows = raw.stream().map(row -> java.util.Arrays.stream(row).map(TerminalText::escape)
                .toArray(String[]::new)).toList();
        int[] widths = new int[rows.get(0).length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.length; i++) {
                line.append(i == row.length - 1 ? row[i] : String.format("%-" + widths[i] + "s  ", row[i]));
            }
            out.println(line.toString().stripTrailing());
        }
        out.flush();
    }
}
