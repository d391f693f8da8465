package dev.starling.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** What every corpus case checks in what a user sees, and in the files around it. */
final class UserFacing {

    /** A Java class name: {@code IllegalStateException}, {@code ApiError}, {@code java.io.IOException}. */
    private static final Pattern CLASS_NAME = Pattern.compile(
            "\\b[A-Z][A-Za-z0-9]*(Exception|Error)\\b|\\b(java|javax|jdk|sun|okhttp3|dev\\.starling|org\\.[a-z]+|com\\.[a-z]+)"
                    + "(\\.[a-z]\\w*)*\\.[A-Z]\\w+");
    private static final Pattern STACK_TRACE = Pattern.compile("^\\s+at [\\w$.]+\\(|Caused by:|^\\s*\\.\\.\\. \\d+ more",
            Pattern.MULTILINE);

    private UserFacing() {
    }

    /** No stack trace and no Java class name. */
    static void assertPlain(String shown) {
        assertThat(STACK_TRACE.matcher(shown).find()).as("a stack trace in:%n%s", shown).isFalse();
        assertThat(CLASS_NAME.matcher(shown).find()).as("a Java class name in:%n%s", shown).isFalse();
    }

    /**
     * Each {@code ;;}-separated fragment of the cell appears in {@code shown}; one starting with ! must not.
     * A fragment {@code file:PATH:TEXT} is about a file instead: it holds TEXT ({@code !file:...}: it does not).
     */
    static void assertFragments(String shown, String cell, Map<String, String> placeholders) {
        if (cell.isBlank()) {
            return;
        }
        for (String raw : cell.split(";;")) {
            String fragment = new String(CorpusTable.bytes(fill(raw.strip(), placeholders)), java.nio.charset.StandardCharsets.UTF_8);
            boolean not = fragment.startsWith("!");
            if (fragment.startsWith("file:", not ? 1 : 0)) {
                String spec = fragment.substring(not ? 6 : 5);
                Path file = Path.of(spec.substring(0, spec.lastIndexOf(':')));
                String text = spec.substring(spec.lastIndexOf(':') + 1);
                String content = Files.exists(file) ? readString(file) : "";
                assertThat(content.contains(text)).as("%s %s '%s'", file, not ? "must not hold" : "holds", text)
                        .isEqualTo(!not);
            } else if (not) {
                assertThat(shown).as("must not say '%s'", fragment.substring(1)).doesNotContain(fragment.substring(1));
            } else {
                assertThat(shown).as("names the problem").contains(fragment);
            }
        }
    }

    private static String readString(Path file) {
        try {
            return new String(Files.readAllBytes(file), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Starling's own files in {@code data} are still what they were made as, whatever a case wrote: the
     * stores are SQLite databases and the credential file is JSON (an output given their paths once
     * replaced the store with a CSV).
     */
    static void assertStoresIntact(Path data) {
        for (String store : new String[] {"starling.db", "cache.db"}) {
            Path file = data.resolve(store);
            if (Files.exists(file) && sizeOf(file) > 0) {
                assertThat(readString(file)).as("%s is still a database", file).startsWith("SQLite format 3");
            }
        }
        Path credentials = data.resolve("credentials.json");
        if (Files.exists(credentials)) {
            assertThat(readString(credentials).strip()).as("%s is still JSON", credentials).startsWith("{");
        }
    }

    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The placeholders of a corpus signed in to {@code sandbox}: {@code {account}} (an ad account of the
     * signed-in user), {@code {audience}} (a new audience in it, named {@code audienceName}), {@code {api}},
     * {@code {ads}} (the sandbox's base addresses).
     */
    static java.util.Map<String, String> signedInPlaceholders(dev.starling.cli.UploadSandbox sandbox, String audienceName) {
        String account = sandbox.coffeeUs();
        return new java.util.HashMap<>(java.util.Map.of("account", account,
                "audience", sandbox.createAudience(account, audienceName),
                "api", sandbox.sandbox.coreBaseUri().toString(), "ads", sandbox.sandbox.adsBaseUri().toString()));
    }

    /** A copy of a data folder (its stores are closed between commands), for a case that may spoil it. */
    static Path copyFolder(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, to.resolve(from.relativize(file).toString()),
                        java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
        return to;
    }

    static String fill(String text, Map<String, String> placeholders) {
        String filled = text;
        for (Map.Entry<String, String> entry : placeholders.entrySet()) {
            filled = filled.replace("{" + entry.getKey() + "}", entry.getValue());
        }
        return filled;
    }

    /**
     * Files larger than this (the corpus's 3 GB sparse file, nothing else) are compared by what the file system
     * says of them instead of by their bytes: reading 3 GB through SHA-256 before and after its case was 11 s of
     * the corpus's 28.
     */
    private static final long READ_AT_MOST = 256L << 20;

    /**
     * SHA-256 of every regular file under {@code root}, by path; for a file over {@value #READ_AT_MOST} bytes its
     * {@link #identity identity} instead.
     */
    static Map<Path, String> hashes(Path root) {
        Map<Path, String> hashes = new TreeMap<>();
        if (!Files.isDirectory(root)) {
            return hashes;
        }
        try (Stream<Path> files = Files.walk(root)) {
            // a link is not followed: what it points to may be outside the folder, and is the case's to check
            files.filter(file -> Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS))
                    .forEach(file -> hashes.put(file, size(file) > READ_AT_MOST ? identity(file) : sha256(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return hashes;
    }

    /** Every file that was there before is still there with the same bytes (new files are allowed). */
    static void assertNothingWrittenOver(Map<Path, String> before, Map<Path, String> after) {
        for (Map.Entry<Path, String> file : before.entrySet()) {
            assertThat(after).as("%s is still there", file.getKey()).containsKey(file.getKey());
            assertThat(after.get(file.getKey())).as("%s was not written over", file.getKey()).isEqualTo(file.getValue());
        }
    }

    /**
     * A file's size, inode, modification time and change time. Writing to the file, truncating it or putting
     * another file in its place changes the change time or the inode, and no program can set a change time
     * back: so a file written over no longer has the same identity. (The case's 3 GB file is made at least a
     * clock tick before its case runs: {@link SpecialFiles}.)
     */
    static String identity(Path file) {
        try {
            Map<String, Object> unix = Files.readAttributes(file, "unix:size,ino,lastModifiedTime,ctime",
                    java.nio.file.LinkOption.NOFOLLOW_LINKS);
            return "size " + unix.get("size") + ", inode " + unix.get("ino") + ", modified " + unix.get("lastModifiedTime")
                    + ", changed " + unix.get("ctime");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String sha256(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[1 << 16];
            for (int read; (read = in.read(buffer)) > 0; ) {
                digest.update(buffer, 0, read);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
