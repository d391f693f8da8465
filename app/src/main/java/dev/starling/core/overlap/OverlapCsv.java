package dev.starling.core.overlap;

import de.siegmar.fastcsv.writer.CsvWriter;
import dev.starling.core.upload.SafeOutput;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
     * Writes the CSV to {@code target} through the project's safe output: never over one of the comparison's files,
     * and complete or not at all.
     *
     * @throws dev.starling.core.upload.UploadException when {@code target} is a folder or one of {@code inputs}
     * @throws IOException when it cannot be written
     */
    public static void write(Overlap overlap, Path target, List<Path> inputs) throws IOException {
        refuse(target, inputs);
        Path temporary = SafeOutput.temporarySibling(target);
        try {
            try (Writer out = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
                write(overlap, out);
            }
            SafeOutput.moveIntoPlace(temporary, target);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * Checks, before a comparison starts, that {@code target} may receive its CSV: the one place this output asks the
     * project's output check.
     *
     * @throws dev.starling.core.upload.UploadException when it is a folder or one of {@code inputs}
     */
    public static void refuse(Path target, List<Path> inputs) {
        SafeOutput.refuseInputs(target, "overlap CSV", inputs.toArray(Path[]::new));
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
