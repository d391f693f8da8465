package dev.starling.core.store;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where Starling keeps its files: the per-user data directory of the platform, unless the user
 * chose one ({@code --data-dir} wins over {@code STARLING_DATA_DIR}).
 */
public final class DataDirectories {

    public static final String ENV_DATA_DIR = "STARLING_DATA_DIR";

    private DataDirectories() {
    }

    public static Path resolve(String commandLineDir, Map<String, String> env, String osName, String userHome) {
        if (commandLineDir != null && !commandLineDir.isBlank()) {
            return Path.of(commandLineDir).toAbsolutePath();
        }
        String fromEnv = env.get(ENV_DATA_DIR);
        if (fromEnv != null && !fromEnv.isBlank()) {
            return Path.of(fromEnv).toAbsolutePath();
        }
        return platformDefault(env, osName, userHome);
    }

    /** XDG on Linux and other Unixes, Application Support on macOS, %APPDATA% on Windows. */
    public static Path platformDefault(Map<String, String> env, String osName, String userHome) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String appData = env.get("APPDATA");
            Path base = appData != null && !appData.isBlank() ? Path.of(appData)
                    : Path.of(userHome, "AppData", "Roaming");
            return base.resolve("Starling");
        }
        if (os.startsWith("mac") || os.startsWith("darwin")) {
            return Path.of(userHome, "Library", "Application Support", "Starling");
        }
        String xdg = env.get("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg)
                : Path.of(userHome, ".local", "share");
        return base.resolve("starling");
    }
}
