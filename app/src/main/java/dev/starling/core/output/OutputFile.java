package dev.starling.core.output;

import dev.starling.core.store.AtomicFiles;
import dev.starling.core.store.OwnerOnlyFiles;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * An output being written, opened by {@link RunFiles}: write to {@link #stream()} or {@link #writer()},
 * then {@link #commit()}. A file is written under a temporary name beside it (readable by you only) and
 * moved into place by {@code commit}, so a crash or a full disk leaves the old file or the new one, never
 * half of one; closing without a commit throws the temporary file away. A device or a named pipe is
 * written through (nothing is made beside it), and a log is appended to in place.
 */
public final class OutputFile implements Closeable {

    private final Path given;
    private final Path target;
    private final Path temporary;
    private final OutputStream stream;
    private Writer writer;
    private boolean committed;

    private OutputFile(Path given, Path target, Path temporary, OutputStream stream) {
        this.given = given;
        this.target = target;
        this.temporary = temporary;
        this.stream = stream;
    }

    /** The whole file is replaced when committed (a file), or written as it comes (a device, a pipe). */
    static OutputFile replacing(OutputTarget target) throws IOException {
        if (target.kind() == OutputTarget.Kind.THROUGH) {
            return new OutputFile(target.given(), target.file(), null, through(target));
        }
        Path temporary = Files.createTempFile(target.file().getParent(), "." + target.file().getFileName() + ".", ".part");
        try {
            return new OutputFile(target.given(), target.file(), temporary, Files.newOutputStream(temporary));
        } catch (IOException e) {
            Files.deleteIfExists(temporary);
            throw e;
        }
    }

    /** Lines are added at the end, as a log is kept (a new file is created readable by you only). */
    static OutputFile appending(OutputTarget target) throws IOException {
        if (target.kind() == OutputTarget.Kind.THROUGH) {
            return new OutputFile(target.given(), target.file(), null, through(target));
        }
        OwnerOnlyFiles.prepare(target.file());
        return new OutputFile(target.given(), target.file(), null, Files.newOutputStream(target.file(),
                StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND));
    }

    /**
     * Opened as it is: never created, truncated or replaced (appending keeps a shell's {@code >>} intact).
     * This process's standard output and error are written through their own descriptors (a file opened
     * again would have a position of its own, and what the process prints there would write over it),
     * after what was already printed, and are left open.
     */
    private static OutputStream through(OutputTarget target) throws IOException {
        if (target.descriptor() == 1 || target.descriptor() == 2) {
            java.io.PrintStream printed = target.descriptor() == 1 ? System.out : System.err;
            printed.flush();
            OutputStream own = new java.io.FileOutputStream(target.descriptor() == 1 ? java.io.FileDescriptor.out
                    : java.io.FileDescriptor.err);
            return new java.io.FilterOutputStream(own) {
                @Override
                public void write(byte[] bytes, int offset, int length) throws IOException {
                    out.write(bytes, offset, length);
                }

                @Override
                public void close() throws IOException {
                    flush(); // the descriptor stays open: it is the process's own
                }
            };
        }
        return Files.newOutputStream(target.file(), StandardOpenOption.WRITE, StandardOpenOption.APPEND);
    }

    /** The path as the user gave it. */
    public Path path() {
        return given;
    }

    /** Where the bytes land: the file links lead to, or the device as given. */
    public Path target() {
        return target;
    }

    public OutputStream stream() {
        return stream;
    }

    /** UTF-8 text over {@link #stream()}; flushed by {@link #commit()}. */
    public Writer writer() {
        if (writer == null) {
            writer = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8));
        }
        return writer;
    }

    /** Everything is written: the file takes its place (a device or a log is flushed). */
    public void commit() throws IOException {
        if (writer != null) {
            writer.flush();
        }
        stream.flush();
        if (temporary != null) {
            stream.close();
            AtomicFiles.moveIntoPlace(temporary, target);
        }
        committed = true;
    }

    /** Closes the output; an uncommitted temporary file is deleted, so nothing half-written is left. */
    @Override
    public void close() throws IOException {
        try {
            stream.close();
        } finally {
            if (temporary != null && !committed) {
                Files.deleteIfExists(temporary);
            }
        }
    }
}
