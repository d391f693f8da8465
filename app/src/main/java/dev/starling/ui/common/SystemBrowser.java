package dev.starling.ui.common;

import dev.starling.core.text.Messages;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Opens an address in the system's browser and says when it could not. JavaFX's
 * {@code HostServices.showDocument} prints a failure on stderr and returns as if all went well, so
 * the desktop's own opener ({@code xdg-open}, {@code open}) is run and its exit code read; it may
 * take a moment, so call this off the FX thread. Elsewhere (Windows) HostServices is the fallback.
 */
public final class SystemBrowser implements Consumer<String> {

    /** How long an opener may run before it counts as having handed the address to a browser. */
    private static final long HAND_OVER_SECONDS = 5;

    private final Consumer<String> fallback;
    private final List<String> opener;

    /** @param fallback opens an address where no desktop opener is known (HostServices) */
    public SystemBrowser(Consumer<String> fallback) {
        this(fallback, openerFor(System.getProperty("os.name", "")));
    }

    SystemBrowser(Consumer<String> fallback, List<String> opener) {
        this.fallback = fallback;
        this.opener = opener;
    }

    /** @throws IllegalStateException in words when no browser took the address */
    @Override
    public void accept(String url) {
        if (opener.isEmpty()) {
            fallback.accept(url);
            return;
        }
        Process process;
        try {
            process = new ProcessBuilder(append(opener, url)).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException notInstalled) {
            throw new IllegalStateException(Messages.text("browser.noOpener", opener.get(0)));
        }
        try {
            if (process.waitFor(HAND_OVER_SECONDS, TimeUnit.SECONDS) && process.exitValue() != 0) {
                throw new IllegalStateException(Messages.text("browser.openerFailed", opener.get(0),
                        process.exitValue()));
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    static List<String> openerFor(String osName) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("mac")) {
            return List.of("open");
        }
        if (os.contains("win")) {
            return List.of();
        }
        return List.of("xdg-open");
    }

    private static List<String> append(List<String> command, String argument) {
        List<String> all = new java.util.ArrayList<>(command);
        all.add(argument);
        return all;
    }
}
