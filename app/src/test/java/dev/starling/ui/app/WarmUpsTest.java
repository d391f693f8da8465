package dev.starling.ui.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.starling.ui.OwnWindow;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The warm-ups are the composition's list (no view-model carries one) and run off the FX thread. */
class WarmUpsTest {

    @BeforeAll
    static void toolkit() throws Exception {
        OwnWindow.toolkit();
    }

    @Test
    void theCompositionListsTheQueryUploadPreviewAndLiveConsoleWarmUpsAndEachRunsInTheBackground() throws Exception {
        List<Runnable> warmUps = UiComposition.WARM_UPS.get();

        assertThat(warmUps).hasSize(3);
        Thread background = new Thread(() -> warmUps.forEach(Runnable::run), "warm-up test");
        Throwable[] failed = new Throwable[1];
        background.setUncaughtExceptionHandler((thread, failure) -> failed[0] = failure);
        background.start();
        background.join(30_000);
        assertThat(background.isAlive()).isFalse();
        assertThat(failed[0]).isNull();
        assertThatCode(() -> warmUps.forEach(Runnable::run)).as("a second run does nothing and fails nothing")
                .doesNotThrowAnyException();
    }
}
