package dev.starling.sandbox.infra;

import dev.starling.sandbox.spi.StateFolder;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The folder beside a state file that holds its large parts ({@code state.json} keeps them in
 * {@code state.parts/}), as one save or restore sees it: it hands out new files, resolves the names a
 * state gives, and counts which files are in use, so that afterwards every other part file (left by an
 * earlier save, or by a save a crash interrupted) can be removed. Only files it could have made
 * ({@code *.bin}) are ever removed.
 */
final class PartsFolder implements StateFolder {

    static final String SUFFIX = ".bin";
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]{1,100}\\.bin");

    private final Path folder;
    private final Set<String> used = new HashSet<>();

    PartsFolder(Path folder) {
        this.folder = folder;
    }

    /** {@code state.json} keeps its parts in {@code state.parts/}, {@code my-state} in {@code my-state.parts/}. */
    static Path beside(Path stateFile) {
        String name = stateFile.getFileName().toString();
        String stem = name.endsWith(".json") && name.length() > 5 ? name.substring(0, name.length() - 5) : name;
        return stateFile.resolveSibling(stem + ".parts");
    }

    @Override
    public Path newFile(String prefix) throws IOException {
        if (!Files.isDirectory(folder)) {
            try {
                Files.createDirectories(folder, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            } catch (UnsupportedOperationException notPosix) {
                Files.createDirectories(folder);
            }
        }
        // A temporary file's name is new and it is readable by its owner only, like the state file.
        Path file = Files.createTempFile(folder, prefix.replaceAll("[^A-Za-z0-9_-]", ""), SUFFIX);
        used.add(file.getFileName().toString());
        return file;
    }

    @Override
    public Path file(String name) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("Not a part file's name: " + name);
        }
        used.add(name);
        return folder.resolve(name);
    }

    @Override
    public String nameOf(Path file) {
        String name = file.getFileName().toString();
        used.add(name);
        return name;
    }

    /** Removes the part files no state named in this save or restore; a file that cannot be removed stays. */
    void removeUnused() {
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + SUFFIX)) {
            for (Path file : files) {
                if (!used.contains(file.getFileName().toString()) && Files.isRegularFile(file)) {
                    Files.deleteIfExists(file);
                }
            }
        } catch (IOException e) {
            // Left for the next save: an unused part takes room but never changes what is restored.
        }
    }
}
