package dev.starling.ui.upload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.BundleText;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.UploadPreview.PreviewCell;
import dev.starling.core.upload.UploadPreview.PreviewRow;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class PreviewRowsTest {

    private static PreviewCell email(String original, String sent, BundleText reason) {
        return new PreviewCell(0, IdentifierType.EMAIL, original, sent == null ? null : original.toLowerCase(), sent, reason);
    }

    @Test
    void gridLinesAreMadeOffTheUiThreadWithRepeatsMarkedByTheLineThatSentThemFirst() throws Exception {
        List<PreviewRow> rows = List.of(
                new PreviewRow(2, List.of(email("Ada@Example.com", "h-ada", null))),
                new PreviewRow(3, List.of(email("nobody", null, BundleText.of("upload.reason.email.notAddress")))),
                new PreviewRow(4, List.of(email("ada@example.com", "h-ada", null))));

        // what the preview's background task does: no toolkit, no UI thread
        List<PreviewLine> lines = CompletableFuture.supplyAsync(() -> PreviewRows.lines(rows)).get();

        assertThat(lines).extracting(PreviewLine::line).containsExactly(2L, 3L, 4L);
        assertThat(lines.get(0).duplicate()).isFalse();
        assertThat(lines.get(1).rejected()).isTrue();
        assertThat(lines.get(1).reason()).as("the reason in the bundle's words").isEqualTo("not an email address");
        assertThat(lines.get(1).sent()).as("no hash for a rejected value").isEmpty();
        assertThat(lines.get(1).duplicate()).isFalse();
        assertThat(lines.get(2).duplicateOf()).isEqualTo(2);
    }
}
