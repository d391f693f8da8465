package dev.starling.core.keywords;

import dev.starling.core.store.AtomicFiles;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;

/**
 * Writes an export to a temporary file beside the target and renames it into place, so a reader
 * never sees half a file and a failed export leaves any earlier file untouched. Refuses to write
 * over a file the caller names as an input.
 */
public final class OutputFile {

    /** The content, written as UTF-8. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Writer writer) throws IOException;
    }

    private OutputFile() {
    }

    public static void write(Path target, Collection<Path> inputs, Content content) throws IOException {
        Path absolute = target.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            throw new IOException(target + " is a folder: choose a file name");
        }
        for (Path input : inputs) {
            if (Files.exists(absolute) && Files.exists(input) && Files.isSameFile(absolute, input)) {
                throw new IOException(target + " is one of the files this export reads: choose another name");
            }
        }
        Path directory = absolute.getParent();
        Files.createDirectories(directory);
        Path temporary = Files.createTempFile(directory, "." + absolute.getFileName(), ".part");
        try {
            try (Writer writer = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
                content.writeTo(writer);
            }
            AtomicFiles.moveIntoPlace(temporary, absolute);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
