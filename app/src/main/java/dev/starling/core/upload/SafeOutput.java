package dev.starling.core.upload;

import dev.starling.core.store.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Objects;

/**
 * How Starling writes a file the user named: never over one of the run's inputs (a rejection report
 * given the CRM file's own path would otherwise truncate it before it is read), and always to a
 * temporary file beside the target that is renamed into place once complete, so a crash or a full
 * disk leaves either the old file or the new one, never half of it.
 */
public final class SafeOutput {

    private SafeOutput() {
    }

    /**
     * @throws UploadException when {@code output} is a folder, or is (or resolves through links to) one of {@code inputs}
     */
    public static void refuseInputs(Path output, String outputRole, Path... inputs) {
        if (Files.isDirectory(output)) {
            throw new UploadException("The " + outputRole + " " + output + " is a folder: give a file name in it, e.g. "
                    + output.resolve("rejections.csv") + ".");
        }
        for (Path input : inputs) {
            if (input != null && sameFile(output, input)) {
                throw new UploadException("The " + outputRole + " " + output + " is the file being uploaded: writing it "
                        + "would destroy your data. Choose another file name.");
            }
        }
    }

    /** A temporary sibling of {@code target}, to be {@link #moveIntoPlace moved into place} when complete. */
    public static Path temporarySibling(Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = Objects.requireNonNullElse(absolute.getParent(), Path.of("."));
        return Files.createTempFile(dir, "." + absolute.getFileName() + ".", ".part");
    }

    public static void moveIntoPlace(Path temporary, Path target) throws IOException {
        AtomicFiles.moveIntoPlace(temporary, target);
    }

    static boolean sameFile(Path a, Path b) {
        try {
            if (Files.exists(a) && Files.exists(b)) {
                return Files.isSameFile(a, b);
            }
            // The output need not exist yet; compare what its folder resolves to, links followed.
            return canonical(a).equals(canonical(b));
        } catch (IOException e) {
            return canonical(a).equals(canonical(b));
        }
    }

    private static Path canonical(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        try {
            if (Files.exists(absolute)) {
                return absolute.toRealPath();
            }
            Path parent = absolute.getParent();
            if (parent != null && Files.exists(parent, LinkOption.NOFOLLOW_LINKS)) {
                return parent.toRealPath().resolve(absolute.getFileName());
            }
        } catch (IOException e) {
            // fall through to the lexical form
        }
        return absolute;
    }
}
