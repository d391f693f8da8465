package dev.starling.core.config;

import dev.starling.core.store.AtomicFiles;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * What the start-up shell needs before the stores are open: whether the last window was dark and
 * where it stood. The settings store holds the real values, but it opens behind the shell, so a
 * dark-theme user saw a light, differently sized shell for a moment at every start. This copy lives in
 * a small file beside the stores and is read before the first frame; anything wrong with it only
 * means a light first-run shell, never a failed start.
 */
public record ShellHints(boolean dark, Optional<WindowGeometry> geometry) {

    public static final ShellHints FIRST_RUN = new ShellHints(false, Optional.empty());
    static final String FILE = "shell.properties";

    public ShellHints withDark(boolean isDark) {
        return new ShellHints(isDark, geometry);
    }

    public ShellHints withGeometry(WindowGeometry where) {
        return new ShellHints(dark, Optional.of(where));
    }

    /** The hints kept in {@code dataDir}, or {@link #FIRST_RUN} when there are none or they cannot be read. */
    public static ShellHints read(Path dataDir) {
        Properties values = new Properties();
        try (Reader reader = Files.newBufferedReader(dataDir.resolve(FILE), StandardCharsets.UTF_8)) {
            values.load(reader);
        } catch (IOException | IllegalArgumentException e) {
            return FIRST_RUN;
        }
        return new ShellHints(Boolean.parseBoolean(values.getProperty("dark")),
                WindowGeometry.decode(values.getProperty("window")));
    }

    /** Replaces the hints in {@code dataDir} as a whole (a crash leaves the old file or the new one). */
    public void write(Path dataDir) throws IOException {
        Properties values = new Properties();
        values.setProperty("dark", Boolean.toString(dark));
        geometry.ifPresent(where -> values.setProperty("window", where.encode()));
        Path temporary = Files.createTempFile(dataDir, FILE, ".tmp");
        try {
            try (Writer writer = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
                values.store(writer, "Read by the start-up shell; the settings store has the real values");
            }
            AtomicFiles.moveIntoPlace(temporary, dataDir.resolve(FILE));
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
