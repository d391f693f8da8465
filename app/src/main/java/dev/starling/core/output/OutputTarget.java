package dev.starling.core.output;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.regex.Pattern;

/**
 * Where writing a path really lands, found the way the kernel finds it: folders resolved on disk (so
 * {@code ..} after a link goes where the link went), then the last name's links followed one by one.
 * A regular file (or a new one in a folder that exists) is {@link Kind#FILE}; a character device or a
 * named pipe, and a process's own file descriptor ({@code /dev/stdout}), is {@link Kind#THROUGH}: it is
 * written through, never replaced. Anything else is refused in words.
 *
 * @param given the path as the user gave it (for messages)
 * @param file where the bytes go: the real regular file (or new file) for {@link Kind#FILE}, the path
 *     to open for {@link Kind#THROUGH}
 * @param descriptor 1 or 2 when the path is this process's own standard output or error (written through
 *     that very descriptor, sharing its position, as a shell's redirection expects), else -1
 */
record OutputTarget(Path given, Path file, Kind kind, int descriptor) {

    enum Kind {
        /** A regular file, or one to be made: written beside it under a temporary name and moved into place. */
        FILE,
        /** A device, a named pipe or an open descriptor of this process: written as it is. */
        THROUGH
    }

    /** Links followed at most, as the kernel's own limit. */
    private static final int MAX_LINKS = 40;
    /** {@code /proc/<pid>/fd} (where {@code /dev/fd} and {@code /dev/stdout} lead): a process's descriptors. */
    private static final Pattern DESCRIPTORS = Pattern.compile("/proc/[^/]+/fd");

    static OutputTarget resolve(Path given) throws OutputRefused {
        if (given.toString().isBlank()) {
            throw new OutputRefused("output.refused.noName", given);
        }
        Path current = given.toAbsolutePath();
        for (int links = 0; links <= MAX_LINKS; links++) {
            Path name = current.getFileName();
            if (name == null || name.toString().equals(".") || name.toString().equals("..")) {
                throw new OutputRefused("output.refused.folder", given, given.resolve("output.csv"));
            }
            Path folder;
            try {
                folder = realFolder(given, current.getParent());
            } catch (OutputRefused missing) {
                if (links > 0) {
                    throw new OutputRefused("output.refused.danglingLink", given, current);
                }
                throw missing;
            }
            Path file = folder.resolve(name);
            if (DESCRIPTORS.matcher(folder.toString().replace('\\', '/')).matches()) {
                return new OutputTarget(given, file, Kind.THROUGH, ownDescriptor(folder, name.toString()));
            }
            BasicFileAttributes attributes = attributes(file);
            if (attributes == null) {
                if (!current.equals(given.toAbsolutePath())) {
                    throw new OutputRefused("output.refused.danglingLink", given, file);
                }
                return new OutputTarget(given, file, Kind.FILE, -1);
            }
            if (attributes.isSymbolicLink()) {
                current = folder.resolve(readLink(given, file));
                continue;
            }
            if (attributes.isDirectory()) {
                throw new OutputRefused("output.refused.folder", given, given.resolve("output.csv"));
            }
            if (attributes.isRegularFile()) {
                if (!Files.isWritable(file)) {
                    throw new OutputRefused("output.refused.readOnly", given);
                }
                return new OutputTarget(given, file, Kind.FILE, -1);
            }
            if (isCharacterDeviceOrPipe(file)) {
                return new OutputTarget(given, file, Kind.THROUGH, -1);
            }
            throw new OutputRefused("output.refused.special", given);
        }
        throw new OutputRefused("output.refused.linkLoop", given);
    }

    /** 1 or 2 for this process's standard output or error ({@code /proc/<this pid>/fd/1}), else -1. */
    private static int ownDescriptor(Path folder, String name) {
        boolean mine = folder.getParent() != null && folder.getParent().getFileName() != null
                && folder.getParent().getFileName().toString().equals(Long.toString(ProcessHandle.current().pid()));
        return mine && (name.equals("1") || name.equals("2")) ? Integer.parseInt(name) : -1;
    }

    /** The folder with every link and {@code ..} resolved; refused when it does not exist (it is never made). */
    private static Path realFolder(Path given, Path folder) throws OutputRefused {
        if (folder == null) {
            throw new OutputRefused("output.refused.folder", given, given.resolve("output.csv"));
        }
        try {
            return folder.toRealPath();
        } catch (IOException e) {
            Path missing = folder;
            while (missing.getParent() != null && !Files.isDirectory(missing.getParent())) {
                missing = missing.getParent();
            }
            if (Files.exists(missing) && !Files.isDirectory(missing)) {
                throw new OutputRefused("output.refused.parentNotFolder", given, missing);
            }
            throw new OutputRefused("output.refused.missingFolder", given, missing);
        }
    }

    private static BasicFileAttributes attributes(Path file) {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return null;
        }
    }

    private static Path readLink(Path given, Path link) throws OutputRefused {
        try {
            return Files.readSymbolicLink(link);
        } catch (IOException e) {
            throw new OutputRefused("output.refused.danglingLink", given, link);
        }
    }

    /** Java's attributes call both "other"; a socket (or a block device, a disk) is not written to. */
    private static boolean isCharacterDeviceOrPipe(Path file) {
        try {
            Object mode = Files.getAttribute(file, "unix:mode", LinkOption.NOFOLLOW_LINKS);
            int type = ((Integer) mode) & 0xF000;
            return type == 0x2000 || type == 0x1000; // S_IFCHR, S_IFIFO
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return false;
        }
    }
}
