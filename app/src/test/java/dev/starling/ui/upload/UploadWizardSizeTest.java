package dev.starling.ui.upload;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The wizard opens at its usual size on a laptop screen, larger on a large one, and never larger than the screen. */
class UploadWizardSizeTest {

    @Test
    void aLaptopScreenGetsTheUsualSize() {
        assertThat(UploadWizards.sizeFor(1280, 770)).containsExactly(860, 600);
    }

    @Test
    void aLargeScreenGetsAWiderAndTallerWindowUpToALimit() {
        assertThat(UploadWizards.sizeFor(1920, 1050)).containsExactly(1152, 735);
        assertThat(UploadWizards.sizeFor(3840, 2100)).containsExactly(1200, 800);
    }

    @Test
    void aSmallScreenGetsNoMoreThanItHolds() {
        assertThat(UploadWizards.sizeFor(800, 560)).containsExactly(800, 560);
    }
}
