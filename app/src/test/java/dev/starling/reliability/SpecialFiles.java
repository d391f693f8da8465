package dev.starling.reliability;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The files a corpus case can name besides ordinary ones, made in the case's folder only when its
 * line mentions them: {@code {fifo}} a named pipe with a reader draining it, {@code {link}} a symbolic
 * link to an existing file outside the case folder ({@code {linked}}), {@code {dangling}} a link to
 * nothing, {@code {big}} a 3 GB sparse file, {@code {datalink}} a link to the data folder's
 * {@code starling.db}. After the case, {@link #assertIntact()} checks each is still what it was: a pipe
 * is not turned into a regular file, a link is still a link.
 */
final class SpecialFiles implements AutoCloseable {

    private static final long BIG = 3L << 30;

    private final Path dir;
    private final Map<String, String> names = new HashMap<>();
    private final List<Path> fifos = new ArrayList<>();
    private final List<Thread> readers = new ArrayList<>();
    private final List<Path> links = new ArrayList<>();

    private SpecialFiles(Path dir) {
        this.dir = dir;
    }

    /** Makes the special files {@code text} mentions in {@code dir}; {@code data} is the case's data folder. */
    static SpecialFiles forText(Path dir, Path data, String text) throws IOException {
        SpecialFiles files = new SpecialFiles(dir);
        if (text.contains("{fifo}")) {
            files.names.put("fifo", files.fifo(dir.resolve("pipe")).toString());
        }
        if (text.contains("{link}") || text.contains("{linked}")) {
            Path outside = Files.createDirectories(dir.resolveSibling(dir.getFileName() + "-outside"));
            Path linked = Files.writeString(outside.resolve("linked.csv"), "old content\n");
            files.names.put("linked", linked.toString());
            files.names.put("link", files.link(dir.resolve("link.csv"), linked).toString());
        }
        if (text.contains("{dangling}")) {
            files.names.put("dangling", files.link(dir.resolve("dangling.csv"), dir.resolve("nowhere/x.csv")).toString());
        }
        if (text.contains("{datalink}")) {
            files.names.put("datalink", files.link(dir.resolve("db-link"), data.resolve("starling.db")).toString());
        }
        if (text.contains("{big}")) {
            Path big = dir.resolve("big.json");
            try (RandomAccessFile file = new RandomAccessFile(big.toFile(), "rw")) {
                file.setLength(BIG); // sparse: no disk space is used
            }
            // Compared by its change time rather than its 3 GB of bytes (UserFacing.identity): a write in the
            // clock tick of its making (a tick is 10 ms at most) could keep that time, so the case starts after it.
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException(e);
            }
            files.names.put("big", big.toString());
        }
        return files;
    }

    Map<String, String> names() {
        return names;
    }

    private Path link(Path link, Path target) throws IOException {
        links.add(Files.createSymbolicLink(link, target));
        return link;
    }

    /** A named pipe whose reader keeps what is written, so a writer never blocks for want of one. */
    private Path fifo(Path path) throws IOException {
        try {
            Process mkfifo = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
            if (!mkfifo.waitFor(10, TimeUnit.SECONDS) || mkfifo.exitValue() != 0) {
                throw new IOException("mkfifo failed");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
        fifos.add(path);
        Thread reader = new Thread(() -> {
            try (InputStream in = Files.newInputStream(path)) {
                in.transferTo(OutputStream.nullOutputStream());
            } catch (IOException e) {
                // the case is over
            }
        }, "corpus-fifo-reader");
        reader.setDaemon(true);
        reader.start();
        readers.add(reader);
        return path;
    }

    /** Every pipe is still a pipe and every link still a link. */
    void assertIntact() {
        for (Path fifo : fifos) {
            if (Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS) || !Files.exists(fifo, LinkOption.NOFOLLOW_LINKS)) {
                throw new AssertionError(fifo + " was a named pipe and is not one any more");
            }
        }
        for (Path link : links) {
            if (!Files.isSymbolicLink(link)) {
                throw new AssertionError(link + " was a symbolic link and is not one any more");
            }
        }
    }

    /** Lets a reader still waiting for a writer finish: a writer that opens and closes the pipe. */
    @Override
    public void close() {
        for (int i = 0; i < fifos.size(); i++) {
            if (readers.get(i).isAlive() && Files.exists(fifos.get(i), LinkOption.NOFOLLOW_LINKS)
                    && !Files.isRegularFile(fifos.get(i), LinkOption.NOFOLLOW_LINKS)) {
                try (OutputStream release = Files.newOutputStream(fifos.get(i))) {
                    release.flush();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            try {
                readers.get(i).join(TimeUnit.SECONDS.toMillis(5));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
