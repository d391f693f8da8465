package dev.starling.core.store;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Replacing a file by a fully written temporary one beside it, so a reader (or a crash) sees the old
 * file or the new one, never half of one. Where the file system cannot move atomically, a plain
 * replacing move is the best left.
 */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    public static void moveIntoPlace(Path temporary, Path target) throws IOException {
        try {
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
