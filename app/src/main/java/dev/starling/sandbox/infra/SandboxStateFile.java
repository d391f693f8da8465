package dev.starling.sandbox.infra;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Handler;
import dev.starling.sandbox.http.Interceptor;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Route;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import dev.starling.sandbox.spi.SandboxModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * {@code --state FILE}: restores every module's state on start, and saves it after successful
 * changing requests (debounced) and on close. Writes go to a temporary file moved over the old one
 * atomically, so a crash never leaves half a file.
 *
 * <p>The file is JSON, {@code {"starling_sandbox_state": 2, <module key>: <module state>, ...}}; large
 * parts (an audience's members) live in files of a folder beside it ({@link PartsFolder}), written
 * before the JSON that names them. Files of format 1 (the same JSON without the format key, members
 * inline) are still restored. Anything else is refused before it could be written over: a file that is
 * not a sandbox's state (say {@code package.json}), a pipe or device, a newer format; and a place where
 * the state cannot be written is said at start, and every failed save is said when it happens.
 */
public final class SandboxStateFile implements Interceptor, AutoCloseable {

    /** The key that marks a sandbox state and gives its format. */
    public static final String FORMAT_KEY = "starling_sandbox_state";
    /** The format written: 2 keeps large parts in files beside the JSON. */
    public static final int FORMAT = 2;
    private static final System.Logger LOG = System.getLogger(SandboxStateFile.class.getName());
    private static final long DEBOUNCE_MILLIS = 200;
    /** The longest a change waits to be saved, however large the state has grown. */
    private static final long LONGEST_WAIT_MILLIS = 10_000;

    private final Path file;
    private final List<SandboxModule> modules;
    private final ScheduledExecutorService saver;
    private final AtomicBoolean scheduled = new AtomicBoolean();
    private volatile long lastSaveMillis;
    private volatile Consumer<String> problems = message -> LOG.log(System.Logger.Level.WARNING, message);
    private volatile String problem;

    private SandboxStateFile(Path file, List<SandboxModule> modules) {
        this.file = file == null ? null : file.toAbsolutePath();
        this.modules = modules;
        this.saver = file == null ? null : Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "sandbox-state-save");
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Restores the modules from {@code file} when it exists and checks the state can be written there; a
     * null file persists nothing. Throws {@link UncheckedIOException} with one sentence when the file
     * cannot be used.
     */
    public static SandboxStateFile open(Path file, List<SandboxModule> modules) {
        SandboxStateFile state = new SandboxStateFile(file, modules);
        if (file == null) {
            return state;
        }
        Path absolute = state.file;
        if (Files.exists(absolute) || Files.isSymbolicLink(absolute)) {
            // Never opened unless a regular file: a pipe would block the start, a device be written over.
            if (!Files.isRegularFile(absolute)) {
                throw new UncheckedIOException(notAFile(absolute), new IOException("not a regular file"));
            }
            state.restore();
        }
        state.checkWritable();
        return state;
    }

    private void restore() {
        JsonNode saved;
        try {
            byte[] bytes = Files.readAllBytes(file);
            saved = bytes.length == 0 ? null : Json.parse(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(unreadable(file, e), e);
        } catch (RuntimeException e) {
            throw new UncheckedIOException(unreadable(file, e), new IOException(e));
        }
        int format = format(saved);
        PartsFolder parts = new PartsFolder(PartsFolder.beside(file));
        try {
            for (SandboxModule module : modules) {
                if (module.stateKey() != null && saved.has(module.stateKey())) {
                    if (format == 1) {
                        module.restoreState(saved.get(module.stateKey()));
                    } else {
                        module.loadState(saved.get(module.stateKey()), parts);
                    }
                }
            }
        } catch (UncheckedIOException e) {
            throw new UncheckedIOException(unreadable(file, e.getCause()), e.getCause());
        } catch (RuntimeException e) {
            throw new UncheckedIOException(unreadable(file, e), new IOException(e));
        }
        parts.removeUnused();
    }

    /**
     * The format of a saved state: 2 (or later, refused) when it says so, 1 when it is an object whose
     * keys are all modules' state keys, as earlier versions wrote it; anything else is not a sandbox's state.
     */
    private int format(JsonNode saved) {
        if (saved == null || !saved.isObject() || saved.isEmpty()) {
            throw new UncheckedIOException(notAState(file), new IOException("not a sandbox state"));
        }
        if (saved.has(FORMAT_KEY)) {
            JsonNode format = saved.get(FORMAT_KEY);
            if (!format.canConvertToInt() || format.asInt() < 2) {
                throw new UncheckedIOException(unreadable(file, new IllegalArgumentException("format")),
                        new IOException("bad format"));
            }
            if (format.asInt() > FORMAT) {
                throw new UncheckedIOException(newer(file, format.asInt()), new IOException("newer format"));
            }
            return format.asInt();
        }
        Set<String> keys = modules.stream().map(SandboxModule::stateKey).filter(Objects::nonNull)
                .collect(Collectors.toSet());
        for (Iterator<String> names = saved.fieldNames(); names.hasNext(); ) {
            if (!keys.contains(names.next())) {
                throw new UncheckedIOException(notAState(file), new IOException("not a sandbox state"));
            }
        }
        return 1;
    }

    /** Creates the folder if needed and writes (then removes) a file in it: what every save will do. */
    private void checkWritable() {
        Path folder = file.getParent();
        try {
            Files.createDirectories(folder);
            Path probe = Files.createTempFile(folder, file.getFileName().toString(), ".tmp");
            Files.delete(probe);
        } catch (IOException | SecurityException e) {
            throw new UncheckedIOException(unwritable(file, e), e instanceof IOException io ? io : new IOException(e));
        }
    }

    /** One sentence: which file, and what to do (never parser internals). */
    static String unreadable(Path file, Throwable e) {
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

    static String notAFile(Path file) {
        return "Cannot use " + file + " as the sandbox state file because it is not a regular file (a folder, a "
                + "device or a pipe); give --state the path of a file.";
    }

    static String notAState(Path file) {
        return "Cannot use " + file + " as the sandbox state file because it is not a sandbox's state and would "
                + "be written over; give --state a new file or one the sandbox wrote.";
    }

    static String newer(Path file, int format) {
        return "Cannot read the sandbox state file " + file + " because a newer version of Starling wrote it "
                + "(format " + format + "); use that version, or choose another --state file.";
    }

    /** Why the state cannot be kept where it was asked to be, in words. */
    static String unwritable(Path file, Exception e) {
        Path folder = file.getParent();
        String reason;
        if (e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null) {
            reason = fs.getReason();
        } else if (e instanceof java.nio.file.FileAlreadyExistsException) {
            reason = "a file of that name is in the way";
        } else {
            reason = e.getMessage() == null ? "the disk refused it" : e.getMessage();
        }
        if (e instanceof java.nio.file.FileAlreadyExistsException || (Files.exists(folder) && !Files.isDirectory(folder))) {
            reason = "a file is where its folder should be";
        }
        return "Cannot write the sandbox state file " + file + " (" + reason.toLowerCase(java.util.Locale.ROOT)
                + "); changes are not being kept: free the disk or allow writing to " + folder
                + ", or choose another --state file.";
    }

    /** Who hears of a save that failed (instead of the diagnostics log): a command line prints it. */
    public void onProblem(Consumer<String> listener) {
        this.problems = Objects.requireNonNull(listener, "listener");
    }

    /** Why the last save failed, or null when it succeeded (or nothing was saved yet). */
    public String problem() {
        return problem;
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
     * How long a change waits before the state is written: a save after an upload writes that audience's
     * members again, which takes a while for a large one; waiting ten times the last save's duration keeps
     * the writer to a tenth of the time (and of a core) however large the state grows.
     */
    static long delayMillis(long lastSaveMillis) {
        return Math.min(LONGEST_WAIT_MILLIS, Math.max(DEBOUNCE_MILLIS, 10 * lastSaveMillis));
    }

    /** Writes the state now: the parts that changed, then the JSON (temp file, then an atomic move). */
    public synchronized void save() throws IOException {
        if (file == null) {
            return;
        }
        scheduled.set(false);
        long started = System.nanoTime();
        Files.createDirectories(file.getParent());
        PartsFolder parts = new PartsFolder(PartsFolder.beside(file));
        ObjectNode state = Json.object();
        state.put(FORMAT_KEY, FORMAT);
        for (SandboxModule module : modules) {
            if (module.stateKey() != null) {
                state.set(module.stateKey(), module.saveState(parts));
            }
        }
        Path temp = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
        try {
            Files.write(temp, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(state));
            try {
                Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
            lastSaveMillis = (System.nanoTime() - started) / 1_000_000;
        }
        parts.removeUnused();
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
            problem = null;
        } catch (IOException | RuntimeException e) {
            problem = unwritable(file, e instanceof UncheckedIOException unchecked ? unchecked.getCause() : e);
            problems.accept(problem);
        }
    }
}
