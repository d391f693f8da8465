package dev.starling.ui.requestlog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.boot.AppServices;
import dev.starling.testing.BootedServices;
import dev.starling.ui.common.ScriptedDialogs;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The request log as the view-model shows it, after a real call to the embedded sandbox. */
class RequestLogViewModelTest {

    @TempDir
    Path dataDir;

    private final ScriptedDialogs clipboard = new ScriptedDialogs();
    private AppServices services;
    private RequestLogViewModel viewModel;

    @BeforeEach
    void setUp() {
        services = BootedServices.boot(dataDir);
        viewModel = new RequestLogViewModel(services.api(), services.tasks(), clipboard);
        services.api().current().bearer().token(); // one logged call: POST /oauth2/token
        viewModel.refresh();
    }

    @AfterEach
    void tearDown() {
        services.close();
    }

    @Test
    void listsTheCallsTheAppMadeAndDetailsTheSelectedOne() {
        assertThat(viewModel.entries()).isNotEmpty();
        viewModel.selectedProperty().set(viewModel.entries().get(0));

        assertThat(viewModel.detailsProperty().get()).contains("/oauth2/token").contains("Status 200");
    }

    @Test
    void copyAsCurlPutsTheCommandWithPlaceholdersOnTheClipboard() {
        viewModel.selectedProperty().set(viewModel.entries().get(0));

        viewModel.copyCurl();

        assertThat(clipboard.copied()).singleElement().asString().startsWith("curl -X POST")
                .doesNotContain(services.environments().current().consumerSecret().reveal());
    }

    @Test
    void nothingIsCopiedWithoutASelection() {
        viewModel.copyCurl();

        assertThat(clipboard.copied()).isEmpty();
    }

    @Test
    void anUnreadableStatusFilterIsExplainedAndTheListKept() {
        int before = viewModel.entries().size();
        viewModel.statusFilterProperty().set("abc");

        viewModel.refresh();

        assertThat(viewModel.errorProperty().get()).startsWith("Status filter:");
        assertThat(viewModel.entries()).hasSize(before);
    }

    @Test
    void aStatusClassFiltersTheList() {
        viewModel.statusFilterProperty().set("5xx");

        viewModel.refresh();

        assertThat(viewModel.errorProperty().get()).isEmpty();
        assertThat(viewModel.entries()).isEmpty();
    }
}
