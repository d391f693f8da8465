package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code starling upload} never writes over the file it uploads (issue: --rejections f.csv truncated f.csv). */
class UploadOutputSafetyTest {

    @TempDir
    Path dir;

    private Path crm;
    private byte[] original;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeEach
    void file() throws Exception {
        crm = Files.writeString(dir.resolve("crm.csv"), "email\nsomeone@example.com\nother@example.org\n");
        original = Files.readAllBytes(crm);
    }

    private int run(String... args) {
        CommandLine commandLine = StarlingCommand.commandLine(options -> {
            throw new AssertionError("the window must not open");
        }, Map.of());
        ((StarlingCommand) commandLine.getCommand()).useWriters(new PrintWriter(out, true), new PrintWriter(err, true));
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        List<String> all = new ArrayList<>(List.of("--data-dir", dir.resolve("data").toString(), "upload"));
        all.addAll(List.of(args));
        return commandLine.execute(all.toArray(String[]::new));
    }

    @Test
    void aRejectionsPathThatIsTheSourceFileIsRefusedAsUsageAndTheFileIsUntouched() throws Exception {
        int exit = run("--account", "18ce54d4x5t", "--audience", "1nmth", "--file", crm.toString(),
                "--rejections", crm.toString());

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("is the file being uploaded").contains("Choose another file name");
        assertThat(Files.readAllBytes(crm)).isEqualTo(original);
    }

    @Test
    void aRejectionsPathReachingTheSourceThroughALinkOrDotsIsRefusedToo() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("report.csv"), crm);
        assertThat(run("--account", "A", "--audience", "X", "--file", crm.toString(), "--rejections", link.toString()))
                .isEqualTo(2);
        Files.createDirectories(dir.resolve("sub"));
        assertThat(run("--account", "A", "--audience", "X", "--file", crm.toString(),
                "--rejections", dir.resolve("sub/../crm.csv").toString())).isEqualTo(2);

        assertThat(Files.readAllBytes(crm)).isEqualTo(original);
        assertThat(Files.isSymbolicLink(link)).isTrue();
    }

    @Test
    void failureSentencesEndWithOneFullStop() {
        assertThat(UploadCommand.sentence("Sending failed: client bug.")).isEqualTo("Sending failed: client bug.");
        assertThat(UploadCommand.sentence("interrupted")).isEqualTo("interrupted.");
        assertThat(UploadCommand.sentence("refused..  ")).isEqualTo("refused.");
    }
}
