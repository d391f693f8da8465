package dev.starling.core.store;

import dev.starling.core.text.BundleText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.sqlite.SQLiteJDBCLoader;

/**
 * SQLite's native library, which the driver unpacks into the temporary folder on first use. When it
 * cannot (a full disk, a file-size limit such as {@code ulimit -f}, a folder that cannot be written),
 * every store fails, the in-memory one included: that is said once, in one sentence naming the folder,
 * instead of the driver's {@code UnsatisfiedLinkError} at the first query.
 */
final class SqliteLibrary {

    /** Below this much free space the folder is called full (the library takes about 1 MB). */
    private static final long FULL_BYTES = 4L << 20;

    private static volatile StoreException failure;
    private static volatile boolean loaded;

    private SqliteLibrary() {
    }

    /** @throws StoreException with {@link StoreException.Reason#NO_LIBRARY} when the library cannot be loaded */
    static void require() {
        if (loaded) {
            return;
        }
        synchronized (SqliteLibrary.class) {
            if (loaded) {
                return;
            }
            if (failure == null) {
                try {
                    if (SQLiteJDBCLoader.initialize()) {
                        loaded = true;
                        return;
                    }
                    failure = unpackFailed(null);
                } catch (Exception | LinkageError e) {
                    failure = unpackFailed(e);
                }
            }
            throw failure;
        }
    }

    private static StoreException unpackFailed(Throwable cause) {
        Path folder = Path.of(System.getProperty("org.sqlite.tmpdir", System.getProperty("java.io.tmpdir", ".")))
                .toAbsolutePath();
        String why;
        try {
            why = Files.getFileStore(Files.exists(folder) ? folder : folder.getRoot()).getUsableSpace() < FULL_BYTES
                    ? "store.error.noLibrary.full" : "store.error.noLibrary.refused";
        } catch (IOException | RuntimeException e) {
            why = "store.error.noLibrary.unwritable";
        }
        return new StoreException(StoreException.Reason.NO_LIBRARY,
                BundleText.of("store.error.noLibrary", folder.toString(), BundleText.of(why)), cause);
    }
}
