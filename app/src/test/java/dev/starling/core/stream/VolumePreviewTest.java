package dev.starling.core.stream;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A rule's volume from recent counts, only where search knows every operator of it. */
class VolumePreviewTest {

    @TempDir
    Path vault;

    @Test
    void aRuleWithStreamOnlyOperatorsGetsNoPreviewAndTheReasons() {
        assertThat(VolumePreview.streamOnlyOperators("\"coffee shop\"~3 bio:barista -is:retweet bio:owner"))
                .containsExactly("\"a b\"~N", "bio:");
        assertThat(VolumePreview.streamOnlyOperators("coffee embedding:\"x\" sample:10 followers_count:5"))
                .containsExactly("embedding:", "sample:", "followers_count:");
        assertThat(VolumePreview.streamOnlyOperators("coffee -is:retweet lang:en #latte from:x")).isEmpty();
    }

    @Test
    void aSearchableRuleIsCountedByHourFromRecentCounts() {
        try (LiveSandbox sandbox = new LiveSandbox(vault)) {
            VolumePreview preview = new VolumePreview(sandbox.endpoints());

            VolumePreview.Result counted = preview.preview("coffee -is:retweet");
            VolumePreview.Result unavailable = preview.preview("bio:barista coffee");

            assertThat(counted).isInstanceOfSatisfying(VolumePreview.Counted.class, result -> {
                assertThat(result.buckets()).hasSizeGreaterThan(100);
                assertThat(result.total()).isEqualTo(result.buckets().stream().mapToLong(VolumePreview.Bucket::count).sum());
                assertThat(result.total()).isPositive();
            });
            assertThat(unavailable).isEqualTo(new VolumePreview.Unavailable(java.util.List.of("bio:")));
        }
    }
}
