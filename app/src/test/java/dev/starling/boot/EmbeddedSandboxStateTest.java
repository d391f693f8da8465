package dev.starling.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.config.LocalSandbox;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedded sandbox keeps its state inside the data folder the user chose, not beside it. */
class EmbeddedSandboxStateTest {

    @TempDir
    Path parent;

    @Test
    void theStateIsWrittenInsideTheDataFolder() {
        Path dataDir = parent.resolve("data");
        LocalSandbox sandbox = EmbeddedSandbox.launcher(dataDir).start();
        sandbox.close();

        assertThat(dataDir.resolve("sandbox/state.json")).isRegularFile();
        assertThat(parent.resolve("data-sandbox")).doesNotExist();
    }

    @Test
    void stateLeftBesideTheFolderByEarlierVersionsIsMovedIn() throws Exception {
        Path dataDir = Files.createDirectories(parent.resolve("data"));
        LocalSandbox first = EmbeddedSandbox.launcher(dataDir).start();
        first.close();
        Path legacyDir = Files.createDirectories(parent.resolve("data-sandbox"));
        Files.move(dataDir.resolve("sandbox/state.json"), legacyDir.resolve("state.json"));
        String saved = Files.readString(legacyDir.resolve("state.json"));

        EmbeddedSandbox.adoptLegacyState(legacyDir.resolve("state.json"), dataDir.resolve("sandbox/state.json"));

        assertThat(legacyDir).doesNotExist();
        assertThat(dataDir.resolve("sandbox/state.json")).hasContent(saved);
        LocalSandbox again = EmbeddedSandbox.launcher(dataDir).start();
        again.close();
        assertThat(dataDir.resolve("sandbox/state.json")).isRegularFile();
    }
}
