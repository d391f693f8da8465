package dev.starling.core.upload;

import dev.starling.core.text.Messages;
import static org.assertj.core.api.InstanceOfAssertFactories.STRING;
import dev.starling.testing.Words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.read.IoFailures;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.common.UploadException;

/** Each kind of unusable source path gets its own sentence saying what to do. */
class SourceProblemsTest {

    @TempDir
    Path dir;

    @Test
    void aMissingFileAFolderADeviceAndAnUnreadableFileAreToldApart() throws Exception {
        assertThat(SourceInspector.problemWith(dir.resolve("absent.csv"))).hasValueSatisfying(problem ->
                assertThat(Messages.text(problem)).endsWith("absent.csv does not exist: check the path, or choose the file again."));
        assertThat(SourceInspector.problemWith(dir)).hasValueSatisfying(problem ->
                assertThat(Messages.text(problem)).contains("is a folder: choose the CSV or text file inside it"));
        assertThat(SourceInspector.problemWith(Path.of("/dev/null"))).hasValueSatisfying(problem ->
                assertThat(Messages.text(problem)).contains("is not a regular file (a pipe or a device)"));
        Path secret = Files.writeString(dir.resolve("locked.csv"), "email\na@x.com\n");
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("---------"));
        if (!Files.isReadable(secret)) { // root reads everything: the check only means something for other users
            assertThat(SourceInspector.problemWith(secret)).hasValueSatisfying(problem ->
                    assertThat(Messages.text(problem)).contains("cannot be read: you have no permission"));
        }
        assertThat(SourceInspector.problemWith(Files.writeString(dir.resolve("ok.csv"), "email\n"))).isEmpty();
    }

    @Test
    void aNamedPipeIsRefusedBeforeAnythingReadsFromIt() throws Exception {
        Path fifo = dir.resolve("export.fifo");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mkfifo.waitFor()).isZero();

        assertThatThrownBy(() -> SourceInspector.inspect(fifo)).isInstanceOf(UploadException.class)
                .extracting(Words::of, STRING).contains("is not a regular file (a pipe or a device): save the export to a file first");
    }

    @Test
    void failureMessagesNeverNameAJavaException() {
        assertThat(Messages.text(BatchDelivery.networkReason(new java.net.SocketTimeoutException("Read timed out"))))
                .isEqualTo("the server did not answer in time");
        assertThat(Messages.text(IoFailures.unexpected(new IllegalStateException()))).doesNotContain("Exception")
                .contains("the upload resumes where it stopped");
    }
}
