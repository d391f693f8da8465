package dev.starling.boot;

import java.io.IOException;
import dev.starling.core.store.OwnerOnlyFiles;
import java.nio.file.Path;
import java.util.logging.ConsoleHandler;
import java.util.logging.FileHandler;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Starling's one logging backend is {@code java.util.logging}: its own {@link System.Logger}s and the
 * libraries' SLF4J (bound through slf4j-jdk14) end up there. A normal run prints nothing: users read
 * notices and command output, not log lines. {@code --verbose} shows Starling's diagnostics on stderr,
 * {@code --log-file} keeps them (and the libraries' warnings) in a file readable by its owner only.
 * Log lines never carry secrets or identifiers; the code that logs is written to that rule.
 */
public final class Logging {

    private static final String FORMAT = "java.util.logging.SimpleFormatter.format";

    private Logging() {
    }

    /**
     * @param logFile null for none
     * @throws IOException when the log file cannot be created
     */
    public static void configure(boolean verbose, Path logFile) throws IOException {
        if (System.getProperty(FORMAT) == null) {
            System.setProperty(FORMAT, "%1$tF %1$tT %4$s %3$s: %5$s%6$s%n");
        }
        LogManager.getLogManager().reset();
        Logger root = Logger.getLogger("");
        root.setLevel(verbose || logFile != null ? Level.INFO : Level.OFF);
        Logger.getLogger("dev.starling").setLevel(verbose || logFile != null ? Level.FINE : Level.OFF);
        if (verbose) {
            root.addHandler(handler(new ConsoleHandler()));
        }
        if (logFile != null) {
            OwnerOnlyFiles.prepare(logFile);
            root.addHandler(handler(new FileHandler(logFile.toString(), true)));
        }
    }

    private static Handler handler(Handler handler) {
        handler.setLevel(Level.ALL);
        handler.setFormatter(new SimpleFormatter());
        return handler;
    }
}
