package dev.starling.core.output;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

class RunFilesTest {

    @TempDir
    Path dir;

    private Path data;
    private RunFiles runFiles;

    @BeforeEach
    void dataFolder() throws Exception {
        data = Files.createDirectories(dir.resolve("data"));
        Files.writeString(data.resolve("starling.db"), "SQLite format 3");
        Files.writeString(data.resolve("credentials.json"), "{}");
        Files.createDirectories(data.resolve("sandbox"));
        runFiles = RunFiles.of(data);
    }

    @Test
    void starlingsOwnFilesAreRefusedByNameThroughDotsLinksAndHardLinks() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("store-link"), data.resolve("starling.db"));
        Path hard = Files.createLink(dir.resolve("hard.db"), data.resolve("starling.db"));
        Path linkedFolder = Files.createSymbolicLink(dir.resolve("data-link"), data);

        assertRefused(data.resolve("starling.db"), "output.refused.store");
        assertRefused(data.resolve("starling.db-wal"), "output.refused.store"); // need not exist yet
        assertRefused(data.resolve("cache.db-shm"), "output.refused.cache");
        assertRefused(data.resolve("credentials.json"), "output.refused.credentials");
        assertRefused(data.resolve("sandbox/state.json"), "output.refused.sandbox");
        assertRefused(dir.resolve("elsewhere/../data/starling.db"), "output.refused.missingFolder");
        assertRefused(data.resolve("sandbox/../starling.db"), "output.refused.store");
        assertRefused(link, "output.refused.store");
        assertRefused(hard, "output.refused.store");
        assertRefused(linkedFolder.resolve("credentials.json"), "output.refused.credentials");
        assertThat(Files.readString(data.resolve("starling.db"))).isEqualTo("SQLite format 3");
    }

    @Test
    void theRunsInputsAndLogAreRefused() throws Exception {
        Path crm = Files.writeString(dir.resolve("crm.csv"), "email\n");
        Path log = dir.resolve("run.log");

        assertThatThrownBy(() -> runFiles.withUploadSource(crm).check(dir.resolve("./crm.csv")))
                .isInstanceOfSatisfying(OutputRefused.class, refused -> assertThat(refused.text().key())
                        .isEqualTo("output.refused.uploadSource"));
        assertThatThrownBy(() -> runFiles.withInput(crm).check(crm))
                .isInstanceOfSatisfying(OutputRefused.class, refused -> assertThat(refused.text().key())
                        .isEqualTo("output.refused.input"));
        assertThatThrownBy(() -> runFiles.withLog(log).check(log))
                .isInstanceOfSatisfying(OutputRefused.class, refused -> assertThat(refused.text().key())
                        .isEqualTo("output.refused.log"));
        runFiles.withUploadSource(crm).check(dir.resolve("report.csv"));
    }

    @Test
    void aMissingFolderIsRefusedAndNeverMade() {
        Path target = dir.resolve("no/such/out.csv");

        assertThatThrownBy(() -> runFiles.write(target, file -> file.writer().write("x")))
                .isInstanceOfSatisfying(OutputRefused.class, refused -> {
                    assertThat(refused.text().key()).isEqualTo("output.refused.missingFolder");
                    assertThat(refused.text().args()).containsExactly(target.toString(), dir.resolve("no").toString());
                });
        assertThat(dir.resolve("no")).doesNotExist();
    }

    @Test
    void aFolderAnEmptyNameAndADanglingLinkAreRefusedInWords() throws Exception {
        Path dangling = Files.createSymbolicLink(dir.resolve("dangling.csv"), dir.resolve("gone/x.csv"));

        assertRefused(dir, "output.refused.folder");
        assertRefused(Path.of(""), "output.refused.noName");
        assertRefused(dangling, "output.refused.danglingLink");
        assertThat(Files.isSymbolicLink(dangling)).isTrue();
    }

    @Test
    void aLinkToAFileIsFollowedAndKept() throws Exception {
        Path target = Files.writeString(Files.createDirectories(dir.resolve("reports")).resolve("r.csv"), "old\n");
        Path link = Files.createSymbolicLink(dir.resolve("latest.csv"), target);

        runFiles.write(link, file -> file.writer().write("new\n"));

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(target)).isEqualTo("new\n");
        try (Stream<Path> left = Files.list(target.getParent())) {
            assertThat(left).containsExactly(target);
        }
    }

    @Test
    void aFileAppearsWholeOnCommitAndNothingIsLeftWithoutOne() throws Exception {
        Path target = Files.writeString(dir.resolve("out.csv"), "earlier\n");

        try (OutputFile file = runFiles.replace(target)) {
            file.writer().write("half");
            file.writer().flush();
            assertThat(Files.readString(target)).isEqualTo("earlier\n");
        }

        assertThat(Files.readString(target)).as("no commit: the old file stays").isEqualTo("earlier\n");
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left.filter(path -> path.getFileName().toString().endsWith(".part"))).isEmpty();
        }
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aNamedPipeIsWrittenThroughAndStaysAPipe() throws Exception {
        Path fifo = dir.resolve("pipe");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
        CompletableFuture<String> read = CompletableFuture.supplyAsync(() -> {
            try (InputStream in = Files.newInputStream(fifo)) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });

        runFiles.write(fifo, file -> file.writer().write("time,coffee\n"));

        assertThat(read.get(10, TimeUnit.SECONDS)).isEqualTo("time,coffee\n");
        assertThat(Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS)).isFalse();
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left.map(path -> path.getFileName().toString())).containsExactlyInAnyOrder("data", "pipe");
        }
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void devicesAndThisProcesssOwnDescriptorsAreWrittenThrough() throws Exception {
        // resolved only, never written here: a mistake must not cost the machine its /dev/stdout
        assertThat(OutputTarget.resolve(Path.of("/dev/stdout")).kind()).isEqualTo(OutputTarget.Kind.THROUGH);
        assertThat(OutputTarget.resolve(Path.of("/dev/fd/2")).kind()).isEqualTo(OutputTarget.Kind.THROUGH);
        assertThat(OutputTarget.resolve(Path.of("/dev/null")).kind()).isEqualTo(OutputTarget.Kind.THROUGH);
        assertThat(OutputTarget.resolve(Path.of("/dev/null")).file()).isEqualTo(Path.of("/dev/null"));

        try (OutputFile devNull = runFiles.replace(Path.of("/dev/null"))) {
            devNull.writer().write("discarded");
            devNull.commit();
        }
        assertThat(Files.isRegularFile(Path.of("/dev/null"), LinkOption.NOFOLLOW_LINKS)).isFalse();
    }

    @Test
    void aLogIsAppendedToAndANewOneIsReadableByItsOwnerOnly() throws Exception {
        Path log = dir.resolve("starling.log");
        for (String line : new String[] {"one\n", "two\n"}) {
            try (OutputFile file = runFiles.append(log); OutputStream out = file.stream()) {
                out.write(line.getBytes(StandardCharsets.UTF_8));
            }
        }

        assertThat(Files.readString(log)).isEqualTo("one\ntwo\n");
        if (Files.getFileStore(log).supportsFileAttributeView("posix")) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(log))).isEqualTo("rw-------");
        }
    }

    private void assertRefused(Path output, String key) {
        assertThatThrownBy(() -> runFiles.check(output))
                .as(output.toString())
                .isInstanceOfSatisfying(OutputRefused.class, refused -> {
                    assertThat(refused.text().key()).isEqualTo(key);
                    assertThat(refused.text().args().get(0)).isEqualTo(output.toString());
                });
    }
}
