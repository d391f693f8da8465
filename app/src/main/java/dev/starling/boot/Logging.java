package dev.starling.boot;

import dev.starling.core.output.OutputFile;
import dev.starling.core.output.RunFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.logging.ConsoleHandler;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.logging.StreamHandler;

/**
 * Starling's one logging backend is {@code java.util.logging}: its own {@link System.Logger}s and the
 * libraries' SLF4J (bound through slf4j-jdk14) end up there. A normal run prints nothing: users read
 * notices and command output, not log lines. {@code --verbose} shows Starling's diagnostics on stderr,
 * {@code --log-file} keeps them (and the libraries' warnings) in a file readable by its owner only.
 * Log lines never carry secrets or identifiers; the code that logs is written to that rule.
 *
 * <p>The log file is an output like any other ({@link RunFiles}): never one of Starling's own files or
 * a file the run reads, appended to in place (a device or a named pipe written through), and with no
 * lock file beside it (the JDK's {@code FileHandler} would make one, even beside {@code /dev/stderr}).
 */
public final class Logging {

    private static final String FORMAT = "java.util.logging.SimpleFormatter.format";

    /** The log file of this process (logging is process-wide), or null. */
    private static volatile Path currentFile;

    private Logging() {
    }

    /**
     * @param logFile null for none
     * @param runFiles what the log may not be: Starling's own files and the files the run reads
     * @throws dev.starling.core.output.OutputRefused when the log file is one of those
     * @throws IOException when the log file cannot be opened
     */
    public static void configure(boolean verbose, Path logFile, RunFiles runFiles) throws IOException {
        if (System.getProperty(FORMAT) == null) {
            System.setProperty(FORMAT, "%1$tF %1$tT %4$s %3$s: %5$s%6$s%n");
        }
        OutputFile log = logFile == null ? null : runFiles.append(logFile);
        LogManager.getLogManager().reset();
        currentFile = logFile;
        Logger root = Logger.getLogger("");
        root.setLevel(verbose || logFile != null ? Level.INFO : Level.OFF);
        Logger.getLogger("dev.starling").setLevel(verbose || logFile != null ? Level.FINE : Level.OFF);
        if (verbose) {
            root.addHandler(handler(new ConsoleHandler()));
        }
        if (log != null) {
            root.addHandler(handler(new LogFileHandler(log)));
        }
    }

    /** No diagnostics anywhere (the window's default). */
    public static void quiet() throws IOException {
        configure(false, null, RunFiles.none());
    }

    /** This process's log file, or null: an output of the run that nothing else may write. */
    public static Path currentFile() {
        return currentFile;
    }

    private static Handler handler(Handler handler) {
        handler.setLevel(Level.ALL);
        handler.setFormatter(new SimpleFormatter());
        return handler;
    }

    /** Each record written at once (a killed run keeps its last lines); the file is closed with logging. */
    private static final class LogFileHandler extends StreamHandler {

        private final OutputFile file;

        LogFileHandler(OutputFile file) {
            this.file = file;
            setOutputStream(file.stream());
        }

        @Override
        public synchronized void publish(LogRecord record) {
            super.publish(record);
            flush();
        }

        @Override
        public synchronized void close() {
            super.close();
            try {
                file.close();
            } catch (IOException e) {
                // the log is best effort once the run ends
            }
        }
    }
}
