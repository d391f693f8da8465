package dev.starling.core.upload;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.read.SourceReader;

/** Test helpers: files on disk and reading all their rows. */
public final class SourceFiles {

    private SourceFiles() {
    }

    public static Path write(Path dir, String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    }

    public static Path write(Path dir, String name, byte[] content) throws IOException {
        return Files.write(dir.resolve(name), content);
    }

    public static List<SourceReader.Row> readAll(SourceProfile profile) {
        List<SourceReader.Row> rows = new ArrayList<>();
        try (SourceReader reader = new SourceReader(profile)) {
            reader.forEachRemaining(rows::add);
        }
        return rows;
    }
}
