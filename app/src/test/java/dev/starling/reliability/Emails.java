package dev.starling.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Set;

/** CRM files of distinct addresses typed as people type them, and the hashes an audience must hold. */
final class Emails {

    private Emails() {
    }

    /** Writes {@code rows} addresses (capitals, spaces) under a header; returns the SHA-256 of the normalised ones. */
    static Set<String> write(Path file, int rows, String tag) throws Exception {
        MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
        Set<String> expected = new HashSet<>(rows * 2);
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("Name,E-mail address\n");
            for (int i = 0; i < rows; i++) {
                String typed = (i % 3 == 0 ? " " : "") + "Person." + tag + "." + i + "@Example" + (i % 7) + ".COM";
                out.write("Person " + i + "," + typed + "\n");
                String normalised = typed.strip().toLowerCase(Locale.ROOT);
                expected.add(HexFormat.of().formatHex(sha256.digest(normalised.getBytes(StandardCharsets.UTF_8))));
            }
        }
        return expected;
    }

    /** Compared by counts, never printed. */
    static void assertSameSet(Set<String> held, Set<String> expected) {
        Set<String> missing = new HashSet<>(expected);
        missing.removeAll(held);
        Set<String> extra = new HashSet<>(held);
        extra.removeAll(expected);
        assertThat(missing.size()).as("source hashes missing from the audience").isZero();
        assertThat(extra.size()).as("hashes in the audience that are not in the source").isZero();
    }
}
