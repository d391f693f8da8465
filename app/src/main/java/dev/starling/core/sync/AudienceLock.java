package dev.starling.core.sync;

import dev.starling.core.text.BundleText;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One sync of an audience at a time, across processes (a cron line that starts while last night's sync still runs
 * would otherwise resume the same plan twice): an exclusive lock on a file of {@code syncs/} beside the durable store,
 * held for the whole sync (the operating system lets it go if the process dies); within one process, a set of the
 * audiences being synced.
 */
final class AudienceLock implements AutoCloseable {

    private static final Set<String> HELD = ConcurrentHashMap.newKeySet();

    private final String key;
    private final FileChannel channel;
    private final FileLock lock;

    private AudienceLock(String key, FileChannel channel, FileLock lock) {
        this.key = key;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * @param dir where the lock files go (made when missing); null for a store without a file
     * @throws SyncException when another sync of the audience runs
     */
    static AudienceLock acquire(Path dir, String accountId, String audienceId) {
        String key = name(accountId, audienceId);
        String scoped = (dir == null ? "" : dir.toAbsolutePath() + "/") + key;
        if (!HELD.add(scoped)) {
            throw running(audienceId);
        }
        if (dir == null) {
            return new AudienceLock(scoped, null, null);
        }
        FileChannel channel = null;
        try {
            java.nio.file.Files.createDirectories(dir);
            channel = FileChannel.open(dir.resolve(key), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                channel.close();
                HELD.remove(scoped);
                throw running(audienceId);
            }
            return new AudienceLock(scoped, channel, lock);
        } catch (IOException | OverlappingFileLockException e) {
            HELD.remove(scoped);
            try {
                if (channel != null) {
                    channel.close();
                }
            } catch (IOException ignored) {
                // the lock was not taken either way
            }
            throw running(audienceId);
        }
    }

    private static SyncException running(String audienceId) {
        return new SyncException(BundleText.of("sync.problem.running", audienceId));
    }

    /** The lock file's name: a digest of the ids, whatever characters they hold. */
    private static String name(String accountId, String audienceId) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((accountId + "\u0000" + audienceId).getBytes(StandardCharsets.UTF_8));
            return "sync-" + HexFormat.of().formatHex(digest, 0, 8) + ".lock";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        try {
            if (lock != null) {
                lock.release();
            }
            if (channel != null) {
                channel.close();
            }
        } catch (IOException ignored) {
            // closing the channel releases the lock whatever happens
        } finally {
            HELD.remove(key);
        }
    }
}
