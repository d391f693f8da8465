package dev.starling.core.output;

import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.store.CacheStore;
import dev.starling.core.store.DurableStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What one run of Starling must never write over, and the one way every output is opened: Starling's
 * own files (the stores with their {@code -wal}/{@code -shm}/{@code -journal} files, the credential
 * file, the embedded sandbox's folder, this run's log) and the files the run reads. Every file Starling
 * writes for the user (rejection reports, CSV and PNG exports, logs) goes through {@link #replace} or
 * {@link #append}:
 *
 * <pre>{@code
 * runFiles.withInput(source).write(path, csv -> writeCsv(csv.writer()));
 * // or, to write as the work goes:
 * try (OutputFile csv = runFiles.withInput(source).replace(path)) {
 *     writeCsv(csv.writer());
 *     csv.commit();
 * }
 * }</pre>
 *
 * Paths are compared as the kernel resolves them (links and {@code ..} followed, hard links by identity);
 * see {@link OutputTarget} for devices, pipes and links. A refusal is an {@link OutputRefused} in words,
 * thrown before anything is written; {@link #check} says it early (for a usage error before any work).
 * Immutable: {@code with...} returns a new set.
 */
public final class RunFiles {

    /** A path no output may be, with the bundle key of the sentence that says why (its argument: the output). */
    private record Kept(Path path, String refusalKey, boolean folder) {
    }

    private static final String[] DATABASE_SIDECARS = {"", "-wal", "-shm", "-journal"};

    private final List<Kept> kept;

    private RunFiles(List<Kept> kept) {
        this.kept = List.copyOf(kept);
    }

    /** No protected files (a run without a data folder, or a test). */
    public static RunFiles none() {
        return new RunFiles(List.of());
    }

    /** Starling's own files in {@code dataDir}. */
    public static RunFiles of(Path dataDir) {
        List<Kept> kept = new ArrayList<>();
        for (String suffix : DATABASE_SIDECARS) {
            kept.add(new Kept(dataDir.resolve(DurableStore.FILE_NAME + suffix), "output.refused.store", false));
            kept.add(new Kept(dataDir.resolve(CacheStore.FILE_NAME + suffix), "output.refused.cache", false));
        }
        kept.add(new Kept(dataDir.resolve(FileCredentialVault.FILE_NAME), "output.refused.credentials", false));
        kept.add(new Kept(dataDir.resolve("sandbox"), "output.refused.sandbox", true));
        return new RunFiles(kept);
    }

    /** This run's log file (null: none). */
    public RunFiles withLog(Path logFile) {
        return with(logFile, "output.refused.log");
    }

    /** A file the run reads (null: none). */
    public RunFiles withInput(Path input) {
        return with(input, "output.refused.input");
    }

    /** The CRM file being uploaded (null: none). */
    public RunFiles withUploadSource(Path source) {
        return with(source, "output.refused.uploadSource");
    }

    private RunFiles with(Path path, String key) {
        if (path == null || path.toString().isBlank()) {
            return this;
        }
        List<Kept> more = new ArrayList<>(kept);
        more.add(new Kept(path, key, false));
        return new RunFiles(more);
    }

    /** Why {@code output} may not be written, thrown before anything is; returns quietly when it may. */
    public void check(Path output) throws OutputRefused {
        target(output);
    }

    /** What {@link #write} writes into the file. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputFile file) throws IOException;
    }

    /** Writes {@code output} whole in one call: opened, filled by {@code content}, committed, closed. */
    public void write(Path output, Content content) throws IOException {
        try (OutputFile file = replace(output)) {
            content.writeTo(file);
            file.commit();
        }
    }

    /** Opens {@code output} to be written whole and {@link OutputFile#commit() committed}. */
    public OutputFile replace(Path output) throws IOException {
        return OutputFile.replacing(target(output));
    }

    /** Opens {@code output} to have lines added at its end (a log). */
    public OutputFile append(Path output) throws IOException {
        return OutputFile.appending(target(output));
    }

    private OutputTarget target(Path output) throws OutputRefused {
        OutputTarget target = OutputTarget.resolve(output);
        if (target.kind() == OutputTarget.Kind.THROUGH) {
            return target; // a device or a pipe is never one of these files, and is not replaced
        }
        for (Kept file : kept) {
            Path real = real(file.path());
            boolean same = file.folder() ? target.file().startsWith(real) : target.file().equals(real)
                    || sameInode(target.file(), real);
            if (same) {
                throw new OutputRefused(file.refusalKey(), output);
            }
        }
        return target;
    }

    /** The path with its links and {@code ..} resolved as far as it exists. */
    private static Path real(Path path) {
        Path absolute = path.toAbsolutePath();
        try {
            if (Files.exists(absolute)) {
                return absolute.toRealPath();
            }
            Path parent = absolute.getParent();
            if (parent != null && Files.isDirectory(parent)) {
                return parent.toRealPath().resolve(absolute.getFileName());
            }
        } catch (IOException e) {
            // the lexical form below
        }
        return absolute.normalize();
    }

    /** Hard links: two names of one file. */
    private static boolean sameInode(Path a, Path b) {
        try {
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }
}
