package dev.starling.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShellHintsTest {

    @TempDir
    Path dir;

    @Test
    void aFolderWithoutHintsGivesTheFirstRunLooks() {
        assertThat(ShellHints.read(dir)).isEqualTo(ShellHints.FIRST_RUN);
        assertThat(ShellHints.read(dir.resolve("missing"))).isEqualTo(ShellHints.FIRST_RUN);
    }

    @Test
    void themeAndPlaceComeBackAsWritten() throws Exception {
        ShellHints written = new ShellHints(true, Optional.of(new WindowGeometry(12.5, 20, 1400, 860, false)));
        written.write(dir);
        assertThat(ShellHints.read(dir)).isEqualTo(written);
        try (var files = Files.list(dir)) {
            assertThat(files).extracting(path -> path.getFileName().toString()).containsExactly(ShellHints.FILE);
        }
    }

    @Test
    void damagedHintsNeverStopTheStartTheyOnlyLoseWhatIsUnreadable() throws Exception {
        Files.writeString(dir.resolve(ShellHints.FILE), "dark=true\nwindow=1,2,nonsense\n", StandardCharsets.UTF_8);
        assertThat(ShellHints.read(dir)).isEqualTo(new ShellHints(true, Optional.empty()));

        Files.write(dir.resolve(ShellHints.FILE), new byte[] {'d', 'a', 'r', 'k', '=', '\\', 'u', 'Z', 'Z'});
        assertThat(ShellHints.read(dir)).isEqualTo(ShellHints.FIRST_RUN);
    }
}
