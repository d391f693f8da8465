package dev.starling.reliability;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/**
 * Reads the reliability corpus: text tables under {@code src/test/resources/reliability/}, one case
 * a line, cells separated by {@code " | "}, {@code #} starting a comment line. Byte contents are
 * written as segments joined by {@code " ++ "}: a segment is text with escapes ({@code \n \r \t \0
 * \\ \| \xNN} for a raw byte, {@code \}{@code uNNNN} for a character in UTF-8) or {@code *N:segment},
 * that segment repeated N times. So a binary file, a 2 MB line or 100,000 columns stay one line of
 * the table.
 */
final class CorpusTable {

    private CorpusTable() {
    }

    /** The rows of a table, each split into at least {@code cells} trimmed cells (missing ones empty). */
    static List<String[]> rows(String resource, int cells) {
        String text;
        try (InputStream in = CorpusTable.class.getResourceAsStream("/reliability/" + resource)) {
            if (in == null) {
                throw new IllegalStateException("missing corpus table " + resource);
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        List<String[]> rows = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            // " | " separates cells; an empty cell is written "| |", so the separator is " |" before a space or the end.
            String[] split = line.split(" \\|(?= |$)", -1);
            String[] row = Arrays.copyOf(split, Math.max(cells, split.length));
            for (int i = 0; i < row.length; i++) {
                row[i] = row[i] == null ? "" : row[i].strip();
            }
            rows.add(row);
        }
        return rows;
    }

    /** The bytes a content cell describes (see the class comment). */
    static byte[] bytes(String cell) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String segment : cell.split(" \\+\\+ ", -1)) {
            appendSegment(out, segment);
        }
        return out.toByteArray();
    }

    private static void appendSegment(ByteArrayOutputStream out, String segment) {
        if (segment.startsWith("*") && segment.indexOf(':') > 1) {
            int colon = segment.indexOf(':');
            int times = Integer.parseInt(segment.substring(1, colon));
            byte[] one = unescape(segment.substring(colon + 1));
            for (int i = 0; i < times; i++) {
                out.writeBytes(one);
            }
        } else {
            out.writeBytes(unescape(segment));
        }
    }

    private static byte[] unescape(String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringBuilder plain = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != '\\' || i + 1 == text.length()) {
                plain.append(c);
                continue;
            }
            char next = text.charAt(++i);
            switch (next) {
                case 'n' -> plain.append('\n');
                case 'r' -> plain.append('\r');
                case 't' -> plain.append('\t');
                case '0' -> plain.append('\0');
                case 's' -> plain.append(' ');
                case 'u' -> {
                    plain.append((char) Integer.parseInt(text.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                case 'x' -> {
                    out.writeBytes(plain.toString().getBytes(StandardCharsets.UTF_8));
                    plain.setLength(0);
                    out.write(HexFormat.fromHexDigits(text, i + 1, i + 3));
                    i += 2;
                }
                default -> plain.append(next);
            }
        }
        out.writeBytes(plain.toString().getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    /**
     * Splits a cell of arguments on spaces; {@code \s} inside an argument is a space, {@code *N:x} x N times,
     * {@code ''} an empty argument.
     */
    static List<String> arguments(String cell) {
        List<String> args = new ArrayList<>();
        for (String word : cell.split(" +")) {
            if (word.equals("''")) {
                args.add("");
            } else if (!word.isEmpty()) {
                args.add(new String(bytes(word), StandardCharsets.UTF_8));
            }
        }
        return args;
    }
}
