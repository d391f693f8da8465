package dev.starling.core.upload.journal;

import dev.starling.core.text.BundleText;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import dev.starling.core.upload.read.IoFailures;
import dev.starling.core.upload.common.UploadException;

/**
 * One run at a time per upload job, across processes. While a run sends a job's batches it holds an
 * operating-system lock on the job's byte of {@code .jobs.lock} in the uploads folder (one file for all
 * jobs, never deleted, so no run can lock a file on its way out), and says who it is in {@code .job-N.pid}.
 * The kernel releases the lock when the process ends, however it ends (a SIGKILL included), so a killed
 * run never leaves a job locked. A second run of the same job is refused, naming the process that holds it.
 *
 * <p>Each process keeps one channel per lock file open for its whole life: on POSIX systems closing any
 * descriptor of a file drops every lock the process holds on it. A journal without a folder (in memory)
 * locks within this process only.
 */
public final class JobLock implements AutoCloseable {

    private static final String LOCK_FILE = ".jobs.lock";
    /** Jobs locked by this process, by folder and job (a file lock cannot be taken twice in one process). */
    private static final Map<String, Long> HELD_HERE = new ConcurrentHashMap<>();
    /** The one open channel of each lock file in this process. */
    private static final Map<Path, FileChannel> CHANNELS = new ConcurrentHashMap<>();

    private final String key;
    private final Path pidFile;
    private final FileLock lock;

    private JobLock(String key, Path pidFile, FileLock lock) {
        this.key = key;
        this.pidFile = pidFile;
        this.lock = lock;
    }

    /**
     * @param folder where the lock file lives (null: this process only)
     * @throws UploadException when another run holds the job, naming its process
     */
    static JobLock acquire(Path folder, long jobId) {
        String key = key(folder, jobId);
        long me = ProcessHandle.current().pid();
        Long here = HELD_HERE.putIfAbsent(key, me);
        if (here != null) {
            throw busy(jobId, here);
        }
        if (folder == null) {
            return new JobLock(key, null, null);
        }
        try {
            FileLock lock = channel(folder).tryLock(jobId, 1, false);
            if (lock == null) {
                throw busy(jobId, pidOf(folder, jobId));
            }
            Path pidFile = folder.resolve(pidName(jobId));
            Files.writeString(pidFile, Long.toString(me), StandardCharsets.US_ASCII);
            return new JobLock(key, pidFile, lock);
        } catch (IOException e) {
            HELD_HERE.remove(key);
            throw new UploadException(BundleText.of("upload.problem.lock", String.valueOf(jobId), folder.toString(),
                    IoFailures.reason(e)), e);
        } catch (RuntimeException e) {
            HELD_HERE.remove(key);
            throw e;
        }
    }

    /** The process holding the job's lock, if a run is sending it now (this process included). */
    static Optional<Long> holder(Path folder, long jobId) {
        Long here = HELD_HERE.get(key(folder, jobId));
        if (here != null || folder == null || !Files.exists(folder.resolve(LOCK_FILE))) {
            return Optional.ofNullable(here);
        }
        try {
            FileLock probe = channel(folder).tryLock(jobId, 1, false);
            if (probe != null) {
                probe.release();
                return Optional.empty();
            }
            return Optional.of(pidOf(folder, jobId));
        } catch (IOException | OverlappingFileLockException e) {
            return Optional.empty();
        }
    }

    private static FileChannel channel(Path folder) throws IOException {
        Path file = folder.toAbsolutePath().normalize().resolve(LOCK_FILE);
        FileChannel open = CHANNELS.get(file);
        if (open != null && open.isOpen()) {
            return open;
        }
        synchronized (CHANNELS) {
            open = CHANNELS.get(file);
            if (open == null || !open.isOpen()) {
                Files.createDirectories(folder);
                open = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.READ);
                CHANNELS.put(file, open);
            }
            return open;
        }
    }

    private static String key(Path folder, long jobId) {
        return (folder == null ? "memory" : folder.toAbsolutePath().normalize().toString()) + "#" + jobId;
    }

    private static String pidName(long jobId) {
        return ".job-" + jobId + ".pid";
    }

    /** What the holder wrote when it took the job; -1 when it has not yet (or the file is unreadable). */
    private static long pidOf(Path folder, long jobId) {
        try {
            return Long.parseLong(Files.readString(folder.resolve(pidName(jobId)), StandardCharsets.US_ASCII).strip());
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }

    private static UploadException busy(long jobId, long pid) {
        return pid > 0 ? UploadException.of("upload.problem.busyProcess", String.valueOf(jobId), String.valueOf(pid))
                : UploadException.of("upload.problem.busy", String.valueOf(jobId));
    }

    /** Releases the job; its pid file goes first, while the lock is still held. */
    @Override
    public void close() {
        try {
            if (pidFile != null) {
                Files.deleteIfExists(pidFile);
                lock.release();
            }
        } catch (IOException e) {
            // the kernel releases the lock when the process ends
        } finally {
            HELD_HERE.remove(key);
        }
    }
}
