package dev.starling.ui.upload;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The wizard opens at its usual size on a laptop screen, larger on a large one, and never larger than the screen. */
class UploadWizardSizeTest {

    @Test
    void aLaptopScreenGetsTheUsualSize() {
        assertThat(UploadWizardWindow.sizeFor(1280, 770)).containsExactly(860, 600);
    }

    @Test
    void aLargeScreenGetsAWiderAndTallerWindowUpToALimit() {
        assertThat(UploadWizardWindow.sizeFor(1920, 1050)).containsExactly(1152, 735);
        assertThat(UploadWizardWindow.sizeFor(3840, 2100)).containsExactly(1200, 800);
    }

    @Test
    void aSmallScreenGetsNoMoreThanItHolds() {
        assertThat(UploadWizardWindow.sizeFor(800, 560)).containsExactly(800, 560);
    }
}
