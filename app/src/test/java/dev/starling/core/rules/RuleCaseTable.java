package dev.starling.core.rules;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the rule-case tables under {@code src/test/resources/dev/starling/operators/}: tab-separated,
 * a header row naming the columns, {@code #} lines are comments. Columns are found by name, so a table
 * with more columns, or other names for the same ones (the search-operator table's {@code query} for
 * {@code rule}, {@code search} for {@code expect}: {@code ok} or the problem X answers), reads the same; only rows whose {@code grammar} is
 * {@code stream} or {@code shared} are stream rules. {@code {Nx:text}} in a rule is text repeated N times.
 */
public final class RuleCaseTable {

    public static final String STREAM_CASES = "stream-rule-cases.tsv";
    /** Engineer 32X's table of search operators; its {@code shared} rows have the stream's grammar. */
    public static final String SEARCH_CASES = "search-operator-cases.tsv";
    private static final Pattern REPEAT = Pattern.compile("\\{(\\d+)x:([^}]*)}");

    /** One case: where it is, the access level, the rule, {@code ok} or the expected code and its position. */
    public record Case(String table, int line, String level, String rule, String expect, int at, String why) {

        public boolean ok() {
            return "ok".equalsIgnoreCase(expect) || "valid".equalsIgnoreCase(expect);
        }

        /** True when the row names the problem (a {@link ProblemCode}), not only that the rule is refused. */
        public boolean namesProblem() {
            return java.util.Arrays.stream(ProblemCode.values()).anyMatch(code -> code.name().equals(expect));
        }

        /** The linter's access for the row's level. */
        public StreamAccess access() {
            if ("enterprise-no-embedding".equals(level)) {
                return new StreamAccess(AccessLevel.ENTERPRISE, false);
            }
            return StreamAccess.of(AccessLevel.parse(level).orElseThrow(() ->
                    new IllegalStateException(table + ":" + line + ": unknown level " + level)));
        }

        @Override
        public String toString() {
            String shown = rule.length() > 60 ? rule.substring(0, 40) + "... (" + rule.length() + " chars)" : rule;
            return table + ":" + line + " [" + level + "] " + shown + " -> " + expect + (at > 0 ? " at " + at : "");
        }
    }

    private RuleCaseTable() {
    }

    /** The stream rows of a table, or none when the table is not there. */
    public static List<Case> read(String table) {
        String text;
        try (InputStream in = RuleCaseTable.class.getResourceAsStream("/dev/starling/operators/" + table)) {
            if (in == null) {
                return List.of();
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        List<Case> cases = new ArrayList<>();
        List<String> header = null;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.startsWith("#") || line.isEmpty() && header == null) {
                continue;
            }
            if (header == null) {
                header = Arrays.stream(line.split("\t", -1)).map(name -> name.strip().toLowerCase(Locale.ROOT)).toList();
                continue;
            }
            if (line.isEmpty() && i == lines.length - 1) {
                continue;
            }
            String[] cells = line.split("\t", -1);
            int number = i + 1;
            String grammar = cell(header, cells, "grammar").orElse("stream");
            if (!grammar.equals("stream") && !grammar.equals("shared")) {
                continue;
            }
            String rule = expand(cell(header, cells, "rule", "query", "value").orElseThrow(() ->
                    new IllegalStateException(table + ":" + number + ": no rule column")));
            String expect = cell(header, cells, "expect", "verdict", "expected", "search").orElse("ok");
            String at = cell(header, cells, "at", "position").orElse("");
            cases.add(new Case(table, number, cell(header, cells, "level").filter(s -> !s.isEmpty()).orElse("enterprise"),
                    rule, expect.isEmpty() ? "ok" : expect, at.isEmpty() ? 0 : Integer.parseInt(at),
                    cell(header, cells, "why", "note").orElse("")));
        }
        return cases;
    }

    private static Optional<String> cell(List<String> header, String[] cells, String... names) {
        for (String name : names) {
            int index = header.indexOf(name);
            if (index >= 0) {
                return Optional.of(index < cells.length ? cells[index] : "");
            }
        }
        return Optional.empty();
    }

    static String expand(String rule) {
        Matcher matcher = REPEAT.matcher(rule);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            matcher.appendReplacement(out, Matcher.quoteReplacement(matcher.group(2).repeat(Integer.parseInt(matcher.group(1)))));
        }
        matcher.appendTail(out);
        return out.toString();
    }
}
