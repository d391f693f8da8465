package dev.starling.core.overlap;

import de.siegmar.fastcsv.writer.CsvWriter;
import dev.starling.core.output.RunFiles;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A comparison's counts as CSV, for a spreadsheet: one line per input ({@code input}), per pair ({@code shared}: in
 * both, whatever else), for every input at once ({@code all}, three or more) and per region ({@code exactly}: in
 * those inputs and no other, a Venn diagram's areas). Inputs are named by letter (A for the first) and by label;
 * then people and the distinct values of each identifier type. Counts only.
 */
public final class OverlapCsv {

    private OverlapCsv() {
    }

    /** The letter of input {@code i}: A, B, ... */
    public static String letter(int i) {
        return String.valueOf((char) ('A' + i));
    }

    /** The letters of a region's inputs, e.g. {@code A B}. */
    public static String letters(int members) {
        List<String> letters = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            if ((members & (1 << i)) != 0) {
                letters.add(letter(i));
            }
        }
        return String.join(" ", letters);
    }

    /**
     * The run's output check with the comparison's files added: the CSV may be none of Starling's files and none of
     * the lists it counts.
     */
    public static RunFiles withInputs(RunFiles runFiles, List<Path> inputs) {
        RunFiles checked = runFiles;
        for (Path input : inputs) {
            checked = checked.withInput(input);
        }
        return checked;
    }

    /** Writes the CSV to {@code target} through the one output check, complete or not at all. */
    public static void write(Overlap overlap, Path target, RunFiles runFiles) throws IOException {
        runFiles.write(target, file -> write(overlap, file.writer()));
    }

    public static void write(Overlap overlap, Writer out) throws IOException {
        CsvWriter csv = CsvWriter.builder().build(out);
        List<String> header = new ArrayList<>(List.of("kind", "inputs", "labels", "people"));
        overlap.types().forEach(type -> header.add(type.key()));
        csv.writeRecord(header);
        int n = overlap.inputs().size();
        for (int i = 0; i < n; i++) {
            Overlap.InputCounts input = overlap.inputs().get(i);
            csv.writeRecord(line("input", 1 << i, overlap, input.people(), input.values().values()));
        }
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                csv.writeRecord(line("shared", (1 << a) | (1 << b), overlap, overlap.sharedPeople(a, b),
                        overlap.sharedValues(a, b).values()));
            }
        }
        if (n > 2) {
            csv.writeRecord(line("all", (1 << n) - 1, overlap, overlap.peopleInAll(), overlap.valuesInAll().values()));
        }
        for (Overlap.Region region : overlap.regions()) {
            csv.writeRecord(line("exactly", region.members(), overlap, region.people(), region.values().values()));
        }
        csv.flush();
    }

    private static List<String> line(String kind, int members, Overlap overlap, long people,
                                     java.util.Collection<Long> values) {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < overlap.inputs().size(); i++) {
            if ((members & (1 << i)) != 0) {
                labels.add(overlap.inputs().get(i).label());
            }
        }
        List<String> line = new ArrayList<>(List.of(kind, letters(members), String.join(" & ", labels), Long.toString(people)));
        values.forEach(count -> line.add(Long.toString(count)));
        return line;
    }
}
