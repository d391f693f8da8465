package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A normal run prints what the command says and nothing else: no SLF4J or java.util.logging lines.
 * Diagnostics appear only with --verbose or in a --log-file. Each run is a fresh JVM, as a user's is
 * (logging is configured once per process).
 */
class QuietByDefaultTest {

    @TempDir
    Path dir;

    private record Run(int exit, String out, String err) {
    }

    private Run starling(String... command) throws Exception {
        List<String> args = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-cp", System.getProperty("java.class.path"), "dev.starling.Launcher",
                "--data-dir", dir.resolve("data").toString()));
        args.addAll(List.of(command));
        Process process = new ProcessBuilder(args).redirectOutput(dir.resolve("out").toFile())
                .redirectError(dir.resolve("err").toFile()).start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Run(process.exitValue(), Files.readString(dir.resolve("out")), Files.readString(dir.resolve("err")));
    }

    @Test
    void aNormalRunPrintsNoLogLines() throws Exception {
        Run run = starling("accounts");

        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("No accounts signed in");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void aLogFileReceivesTheDiagnosticsAndIsReadableByItsOwnerOnly() throws Exception {
        Path log = dir.resolve("starling.log");
        Run run = starling("--log-file", log.toString(), "accounts");

        assertThat(run.exit()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(log).exists();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(log))).isEqualTo("rw-------");
    }

    @Test
    void anUnwritableLogFileIsAUsageError() throws Exception {
        Run run = starling("--log-file", dir.resolve("no/such/folder/x.log").toString(), "accounts");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--log-file").contains("the folder").contains("does not exist");
    }
}
