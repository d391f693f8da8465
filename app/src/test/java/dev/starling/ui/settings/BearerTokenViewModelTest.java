package dev.starling.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.boot.AppServices;
import dev.starling.testing.BootedServices;
import dev.starling.ui.common.ScriptedDialogs;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The app's bearer token in Settings: obtained, reused, copied, and refused without a signed-in user. */
class BearerTokenViewModelTest {

    @TempDir
    Path dataDir;

    private final ScriptedDialogs clipboard = new ScriptedDialogs();
    private AppServices services;
    private BearerTokenViewModel viewModel;

    @BeforeEach
    void setUp() {
        services = BootedServices.boot(dataDir);
        viewModel = new BearerTokenViewModel(services.api(), services.tasks(), clipboard, clipboard);
    }

    @AfterEach
    void tearDown() {
        services.close();
    }

    @Test
    void noTokenIsHeldAtFirst() {
        assertThat(viewModel.heldProperty().get()).isFalse();
        assertThat(viewModel.maskedProperty().get()).isEqualTo("No token held");
    }

    @Test
    void obtainingShowsTheTokenMaskedAndASecondObtainReusesIt() {
        viewModel.obtain();

        assertThat(viewModel.heldProperty().get()).isTrue();
        assertThat(viewModel.messageProperty().get()).isEqualTo("Obtained a bearer token for this app.");
        String masked = viewModel.maskedProperty().get();
        assertThat(masked).isNotEqualTo("No token held");
        assertThat(masked).isNotEqualTo(viewModel.tokenForCopy().orElseThrow().reveal());

        viewModel.obtain();

        assertThat(viewModel.messageProperty().get()).isEqualTo("Reusing the token Starling already holds.");
        assertThat(viewModel.maskedProperty().get()).isEqualTo(masked);
    }

    @Test
    void copyingPutsTheTokenItselfOnTheClipboard() {
        viewModel.obtain();

        viewModel.copyToken();

        assertThat(clipboard.copied()).containsExactly(viewModel.tokenForCopy().orElseThrow().reveal());
    }

    @Test
    void invalidatingWithoutASignedInUserSaysToSignInAndKeepsTheToken() {
        viewModel.obtain();

        viewModel.invalidate();

        assertThat(viewModel.errorProperty().get()).startsWith("Sign in first");
        assertThat(viewModel.heldProperty().get()).isTrue();
        assertThat(viewModel.busyProperty().get()).isFalse();
    }
}
