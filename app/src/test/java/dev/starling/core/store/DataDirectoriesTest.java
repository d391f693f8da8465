package dev.starling.core.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DataDirectoriesTest {

    @Test
    void commandLineWinsOverTheEnvironmentVariable() {
        assertThat(DataDirectories.resolve("/tmp/cli", Map.of("STARLING_DATA_DIR", "/tmp/env"), "Linux", "/home/u"))
                .isEqualTo(Path.of("/tmp/cli"));
        assertThat(DataDirectories.resolve(null, Map.of("STARLING_DATA_DIR", "/tmp/env"), "Linux", "/home/u"))
                .isEqualTo(Path.of("/tmp/env"));
    }

    @Test
    void followsXdgOnLinux() {
        assertThat(DataDirectories.resolve(null, Map.of(), "Linux", "/home/u"))
                .isEqualTo(Path.of("/home/u/.local/share/starling"));
        assertThat(DataDirectories.resolve(null, Map.of("XDG_DATA_HOME", "/data"), "Linux", "/home/u"))
                .isEqualTo(Path.of("/data/starling"));
        assertThat(DataDirectories.resolve(null, Map.of("XDG_DATA_HOME", "relative"), "Linux", "/home/u"))
                .as("XDG says relative paths are invalid and must be ignored")
                .isEqualTo(Path.of("/home/u/.local/share/starling"));
    }

    @Test
    void usesApplicationSupportOnMacAndAppDataOnWindows() {
        assertThat(DataDirectories.resolve(null, Map.of(), "Mac OS X", "/Users/u"))
                .isEqualTo(Path.of("/Users/u/Library/Application Support/Starling"));
        assertThat(DataDirectories.platformDefault(Map.of("APPDATA", "/c/Users/u/AppData/Roaming"), "Windows 11", "/c/Users/u"))
                .isEqualTo(Path.of("/c/Users/u/AppData/Roaming/Starling"));
    }
}
