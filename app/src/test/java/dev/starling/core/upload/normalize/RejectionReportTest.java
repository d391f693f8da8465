package dev.starling.core.upload.normalize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.output.OutputRefused;
import dev.starling.core.output.RunFiles;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RejectionReportTest {

    @TempDir
    Path dir;

    @Test
    void theReportAppearsOnlyWhenCompleteAndLeavesNoTemporaryFileBehind() throws Exception {
        Path target = dir.resolve("rejected.csv");
        Files.writeString(target, "an earlier report\n");
        try (RejectionReport report = RejectionReport.open(RunFiles.none(), target, dir.resolve("crm.csv"), Messages::text)) {
            report.server(7, BundleText.of("upload.problem.said", "refused by X"));
            assertThat(Files.readString(target)).as("the old report stays until the new one is complete")
                    .isEqualTo("an earlier report\n");
        }

        assertThat(Files.readString(target)).isEqualTo("line,column,type,reason,origin\r\n7,,,refused by X,server\r\n");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(target);
        }
    }

    @Test
    void theSourceFileIsNeverOpenedAsTheReport() throws Exception {
        Path source = Files.writeString(dir.resolve("crm.csv"), "email\na@example.com\n");

        assertThatThrownBy(() -> RejectionReport.open(RunFiles.none(), source, source, Messages::text))
                .isInstanceOfSatisfying(OutputRefused.class, refused ->
                        assertThat(refused.text().key()).isEqualTo("output.refused.uploadSource"));
        assertThat(Files.readString(source)).isEqualTo("email\na@example.com\n");
    }

    @Test
    void aMissingFolderIsRefusedAndNotCreated() {
        Path missing = dir.resolve("no-such-folder/report.csv");

        assertThatThrownBy(() -> RejectionReport.open(RunFiles.none(), missing, null, Messages::text))
                .isInstanceOfSatisfying(OutputRefused.class, refused ->
                        assertThat(refused.text().key()).isEqualTo("output.refused.missingFolder"));
        assertThat(missing.getParent()).doesNotExist();
    }
}
