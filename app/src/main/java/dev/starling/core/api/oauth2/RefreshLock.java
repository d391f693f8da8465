package dev.starling.core.api.oauth2;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.WordedException;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * One OAuth 2.0 refresh at a time across the window and every command line on this computer. X's
 * refresh tokens are single-use: two processes refreshing with the same one leave one of them signed
 * out. Holders take a lock of this process (threads) and an exclusive lock on a file beside the
 * store (processes), then read the tokens again: whoever waited finds them refreshed already.
 */
public final class RefreshLock {

    /** Locks of this process, by file: a JVM may hold one file lock per file, so its threads queue here. */
    private static final Map<Path, ReentrantLock> IN_PROCESS = new ConcurrentHashMap<>();

    private final Path file;

    /** @param file the lock file (created when missing; its content is never read), or null for this process only */
    public RefreshLock(Path file) {
        this.file = file == null ? null : file.toAbsolutePath().normalize();
    }

    /** Runs {@code work} holding both locks; waits for the holder when another thread or process has them. */
    public <T> T holding(Supplier<T> work) {
        ReentrantLock local = IN_PROCESS.computeIfAbsent(file == null ? Path.of("") : file, key -> new ReentrantLock());
        local.lock();
        try {
            if (file == null) {
                return work.get();
            }
            Files.createDirectories(file.getParent());
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock ignored = channel.lock()) {
                return work.get();
            }
        } catch (IOException e) {
            throw new WordedException(BundleText.of("oauth2.refreshLock", file.toString()), e);
        } finally {
            local.unlock();
        }
    }
}
