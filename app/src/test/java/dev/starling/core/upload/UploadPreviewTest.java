package dev.starling.core.upload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.Messages;
import dev.starling.testing.Words;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.inspect.ColumnDetector;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadSettings;

class UploadPreviewTest {

    @TempDir
    Path dir;

    @Test
    void previewShowsFirstRowsAndCountsTheWholeFile() throws Exception {
        StringBuilder csv = new StringBuilder("email;mobile\n");
        csv.append(" Support@X.com ;(202) 555-0143\n");
        csv.append("nobody;12\n");
        csv.append(";\n");
        for (int i = 0; i < 5_000; i++) {
            csv.append("u").append(i % 4_000).append("@x.com;\n");
        }
        SourceProfile profile = SourceInspector.inspect(SourceFiles.write(dir, "p.csv", csv.toString()));
        ColumnMapping mapping = ColumnDetector.detect(profile, List.of());
        UploadSettings settings = UploadSettings.customAudience("a", "b", UploadSettings.Operation.UPDATE,
                Instant.parse("2026-11-21T00:00:00Z"), null);
        UploadPreview preview = UploadPreview.of(profile, mapping, new IdentifierNormalizer("US"), settings, 2,
                UploadOptions.defaults(null));

        assertThat(preview.rows()).hasSize(2);
        UploadPreview.PreviewCell email = preview.rows().get(0).cells().get(0);
        assertThat(email.original()).isEqualTo(" Support@X.com ");
        assertThat(email.normalised()).isEqualTo("support@x.com");
        assertThat(email.sent()).isEqualTo("6afb3b8ba60b4050a492472f3c82294dede1ecc6319a9c420f776fd3bca2a381");
        assertThat(preview.rows().get(1).line()).isEqualTo(3);
        assertThat(preview.rows().get(1).cells()).extracting(cell -> Messages.text(cell.reason()))
                .containsExactly("not an email address", "phone number too short for region US");

        UploadResult counts = preview.counts();
        assertThat(counts.rows()).isEqualTo(5_003);
        assertThat(counts.acceptedByType()).containsEntry(IdentifierType.EMAIL, 5_001L)
                .containsEntry(IdentifierType.PHONE_NUMBER, 1L);
        // blanks beside a valid email are not rejections; the all-blank row is
        assertThat(Words.of(counts.rejectedByReason())).containsOnly(Map.entry("empty", 2L), Map.entry("not an email address", 1L),
                Map.entry("phone number too short for region US", 1L));
        assertThat(counts.operationsSent()).isEqualTo(5_001);
        assertThat(counts.people()).isEqualTo(5_001);
        assertThat(counts.rowsRejected()).as("\"nobody;12\" and the blank row").isEqualTo(2);
        assertThat(counts.duplicateRows()).isEqualTo(1_000);
        assertThat(counts.duplicateRowsExact()).isTrue();
        assertThat(counts.batchesAcknowledged()).isEqualTo(3);
    }
}
