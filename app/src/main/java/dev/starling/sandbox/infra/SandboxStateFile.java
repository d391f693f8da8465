package dev.starling.sandbox.infra;

import dev.starling.sandbox.spi.SandboxModule;
import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.http.Handler;
import dev.starling.sandbox.http.Interceptor;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Route;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * {@code --state FILE}: restores every module's state on start, and saves it after successful
 * changing requests (debounced) and on close. Writes go to a temporary file moved over the old one
 * atomically, so a crash never leaves half a file.
 */
public final class SandboxStateFile implements Interceptor, AutoCloseable {

    private static final Logger LOG = Logger.getLogger(SandboxStateFile.class.getName());
    private static final long DEBOUNCE_MILLIS = 200;
    /** The longest a change waits to be saved, however large the state has grown. */
    private static final long LONGEST_WAIT_MILLIS = 10_000;

    private final Path file;
    private final List<SandboxModule> modules;
    private final ScheduledExecutorService saver;
    private final AtomicBoolean scheduled = new AtomicBoolean();
    private volatile long lastSaveMillis;

    private SandboxStateFile(Path file, List<SandboxModule> modules) {
        this.file = file;
        this.modules = modules;
        this.saver = file == null ? null : Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "sandbox-state-save");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Restores the modules from {@code file} when it exists; a null file persists nothing. */
    public static SandboxStateFile open(Path file, List<SandboxModule> modules) {
        SandboxStateFile state = new SandboxStateFile(file, modules);
        if (file != null && Files.exists(file)) {
            try {
                JsonNode saved = Json.parse(Files.readAllBytes(file));
                if (saved == null || !saved.isObject()) {
                    throw new IllegalArgumentException("not a JSON object");
                }
                for (SandboxModule module : modules) {
                    if (module.stateKey() != null && saved.has(module.stateKey())) {
                        module.restoreState(saved.get(module.stateKey()));
                    }
                }
            } catch (IOException | RuntimeException e) {
                throw new UncheckedIOException(unreadable(file, e), e instanceof IOException io ? io
                        : new IOException(e));
            }
        }
        return state;
    }

    /** One sentence: which file, and what to do (never parser internals). */
    static String unreadable(Path file, Exception e) {
        String where = "Cannot read the sandbox state file " + file.toAbsolutePath();
        if (e instanceof java.nio.file.AccessDeniedException) {
            return where + " because this user may not read it; allow reading it, or choose another --state file.";
        }
        if (e instanceof IOException && !(e instanceof com.fasterxml.jackson.core.JsonProcessingException)) {
            return where + " because the disk refused it; check the file and its folder, or choose another --state "
                    + "file.";
        }
        return where + " because it is damaged; move it away (or delete it) to start from the seed, or choose "
                + "another --state file.";
    }

    @Override
    public SandboxResponse intercept(SandboxRequest request, Route route, Handler next) {
        SandboxResponse response = next.handle(request);
        if (file != null && response != null && response.status() < 400 && !request.method().equals("GET")
                && !request.method().equals("HEAD") && scheduled.compareAndSet(false, true)) {
            saver.schedule(this::saveQuietly, delayMillis(lastSaveMillis), TimeUnit.MILLISECONDS);
        }
        return response;
    }

    /**
     * How long a change waits before the state is written: the file holds every member hash, so during
     * a large upload one save can take a second; waiting ten times the last save's duration keeps the
     * writer to a tenth of the time (and of a core) however large the state grows.
     */
    static long delayMillis(long lastSaveMillis) {
        return Math.min(LONGEST_WAIT_MILLIS, Math.max(DEBOUNCE_MILLIS, 10 * lastSaveMillis));
    }

    /** Writes the state now (temp file, then an atomic move). */
    public synchronized void save() throws IOException {
        if (file == null) {
            return;
        }
        scheduled.set(false);
        long started = System.nanoTime();
        Path absolute = file.toAbsolutePath();
        Files.createDirectories(absolute.getParent());
        Path temp = Files.createTempFile(absolute.getParent(), absolute.getFileName().toString(), ".tmp");
        try {
            Files.write(temp, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(
                    AdminModule.export(modules, false)));
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
            lastSaveMillis = (System.nanoTime() - started) / 1_000_000;
        }
    }

    @Override
    public void close() {
        if (file == null) {
            return;
        }
        saver.shutdownNow();
        saveQuietly();
    }

    private void saveQuietly() {
        try {
            save();
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "Cannot save the sandbox state to " + file, e);
        }
    }
}
