package dev.starling.core.config;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Reads whether the operating system prefers a dark appearance. JavaFX 21 has no API for this
 * (it arrived in 22), so we ask the platform's own tools, briefly, and give up quietly.
 */
public final class OsThemeDetector {

    private final String osName;

    public OsThemeDetector(String osName) {
        this.osName = osName.toLowerCase(Locale.ROOT);
    }

    /** Empty when the preference cannot be read. Runs a short process: call it off the FX thread. */
    public Optional<Boolean> prefersDark() {
        if (osName.startsWith("mac")) {
            return run(List.of("defaults", "read", "-g", "AppleInterfaceStyle"))
                    .map(out -> out.toLowerCase(Locale.ROOT).contains("dark"))
                    .or(() -> Optional.of(false));
        }
        if (osName.startsWith("windows")) {
            return run(List.of("reg", "query",
                    "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize", "/v", "AppsUseLightTheme"))
                    .map(out -> out.contains("0x0"));
        }
        return run(List.of("gsettings", "get", "org.gnome.desktop.interface", "color-scheme"))
                .filter(out -> out.contains("prefer-"))
                .map(out -> out.contains("prefer-dark"))
                .or(() -> run(List.of("gsettings", "get", "org.gnome.desktop.interface", "gtk-theme"))
                        .filter(out -> !out.isBlank())
                        .map(out -> out.toLowerCase(Locale.ROOT).contains("dark")));
    }

    static Optional<String> run(List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getOutputStream().close();
            if (!process.waitFor(1500, TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                return Optional.empty();
            }
            try (InputStream out = process.getInputStream()) {
                String text = new String(out.readAllBytes(), StandardCharsets.UTF_8).trim();
                return process.exitValue() == 0 ? Optional.of(text) : Optional.empty();
            }
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
