package dev.starling.cli;

import java.io.PrintWriter;
import java.util.List;

/**
 * Rows printed as columns padded to their widest cell, two spaces apart; the last column unpadded. Cells
 * come from servers (names other accounts chose): control characters are shown escaped ({@link TerminalText}).
 */
final class TextTable {

    private TextTable() {
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
