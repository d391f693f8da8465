package dev.starling.core.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;

/**
 * A copy of a damaged database (with its write-ahead log), taken before anyone tries a repair, so
 * whatever the user does next they still have the file as it was. The original is never touched.
 */
final class DamagedCopies {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private DamagedCopies() {
    }

    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }

    /** @return the copy, or null when it could not be made (a full disk must not stop the app) */
    static Path keep(Path database) {
        Path copy = database.resolveSibling(database.getFileName() + ".damaged-"
                + STAMP.format(ZonedDateTime.now(ZoneOffset.UTC)));
        try {
            if (!Files.isRegularFile(database)) {
                return null;
            }
            // One copy per damage, not one per start: a copy of the same size is the same file.
            try (var earlier = Files.list(database.getParent())) {
                long size = Files.size(database);
                Path same = earlier.filter(p -> p.getFileName().toString().startsWith(database.getFileName() + ".damaged-")
                        && !p.getFileName().toString().endsWith("-wal") && sizeOf(p) == size).findFirst().orElse(null);
                if (same != null) {
                    return same;
                }
            }
            OwnerOnlyFiles.prepare(copy);
            Files.copy(database, copy, StandardCopyOption.REPLACE_EXISTING);
            Path wal = database.resolveSibling(database.getFileName() + "-wal");
            if (Files.isRegularFile(wal)) {
                Files.copy(wal, copy.resolveSibling(copy.getFileName() + "-wal"), StandardCopyOption.REPLACE_EXISTING);
            }
            return copy;
        } catch (IOException e) {
            return null;
        }
    }
}
