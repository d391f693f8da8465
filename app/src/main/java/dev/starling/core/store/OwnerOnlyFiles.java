package dev.starling.core.store;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Files that hold personal or account data (the stores, rejection reports) are readable by their
 * owner only, like {@code credentials.json}: created 0600 before anything writes them, so there is
 * no moment in which another local user could read them. No-op where the file system has no POSIX modes.
 */
public final class OwnerOnlyFiles {

    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

    private OwnerOnlyFiles() {
    }

    /** Creates {@code file} empty with mode 0600 if it does not exist; narrows an existing one to 0600. */
    public static void prepare(Path file) throws IOException {
        if (!posix()) {
            return;
        }
        try {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
        } catch (FileAlreadyExistsException e) {
            if (Files.isRegularFile(file) && !Files.getPosixFilePermissions(file).equals(OWNER_ONLY)) {
                Files.setPosixFilePermissions(file, OWNER_ONLY);
            }
        }
    }

    private static boolean posix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }
}
