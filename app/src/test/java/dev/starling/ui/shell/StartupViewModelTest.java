package dev.starling.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.Messages;
import org.junit.jupiter.api.Test;

class StartupViewModelTest {

    private final StartupViewModel startup = new StartupViewModel();

    @Test
    void saysTheDataIsOpeningThenThatTheSandboxStarts() {
        assertThat(startup.statusProperty().get()).isEqualTo(Messages.text("startup.openingData"));
        startup.dataOpened(true);
        assertThat(startup.statusProperty().get()).isEqualTo("Starting the built-in sandbox\u2026");
        assertThat(startup.failedProperty().get()).isFalse();
    }

    @Test
    void withAnotherEnvironmentSaysTheApiIsBeingReached() {
        startup.dataOpened(false);
        assertThat(startup.statusProperty().get()).isEqualTo(Messages.text("startup.startingServices"));
    }

    @Test
    void aFailedStartSaysWhyAndWhatToDoInWordsAndOffersQuit() {
        startup.failed(new IllegalStateException("/data/starling.db is locked", new RuntimeException("inner")));

        assertThat(startup.failedProperty().get()).isTrue();
        assertThat(startup.statusProperty().get())
                .startsWith("Starling could not start: ")
                .contains("/data/starling.db is locked")
                .contains("--data-dir")
                .doesNotContain("Exception");
    }

    @Test
    void aLateProgressStepNeverHidesTheFailure() {
        startup.failed(new IllegalStateException("No writable data folder"));
        startup.dataOpened(true);
        assertThat(startup.statusProperty().get()).contains("No writable data folder");
    }
}
