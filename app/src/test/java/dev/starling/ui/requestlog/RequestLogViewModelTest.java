package dev.starling.ui.requestlog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.boot.AppServices;
import dev.starling.core.requestlog.RequestLogEntry;
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
        viewModel = new RequestLogViewModel(services.api(), services.tasks(), clipboard, clipboard);
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

    /** Records an exchange as the HTTP layer would, under {@code base}. */
    private void logged(String method, String base, String path, int status, String body, String rateLimit) {
        services.api().current().requestLog().insert(new RequestLogEntry(0, java.time.Instant.now(), method,
                base + path, path, status, 12, rateLimit, java.util.Map.of(), null, 0, body,
                body == null ? 0 : body.length(), null));
    }

    private String adsBase() {
        String base = services.environments().current().adsApiBase().toString();
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    @Test
    void filtersByApiAndByMethod() {
        logged("GET", adsBase(), "/12/accounts", 200, "{}", null);
        logged("DELETE", adsBase(), "/12/accounts/a1/custom_audiences/x1", 200, "{}", null);

        viewModel.apiFilterProperty().set(RequestApi.ADS);
        assertThat(viewModel.entries()).extracting(RequestLogEntry::path)
                .containsExactly("/12/accounts/a1/custom_audiences/x1", "/12/accounts");

        viewModel.methodFilterProperty().set("DELETE");
        assertThat(viewModel.entries()).extracting(RequestLogEntry::path)
                .containsExactly("/12/accounts/a1/custom_audiences/x1");

        viewModel.apiFilterProperty().set(RequestApi.CORE);
        viewModel.methodFilterProperty().set(RequestLogViewModel.ANY_METHOD);
        assertThat(viewModel.entries()).isNotEmpty().allSatisfy(entry ->
                assertThat(entry.url()).doesNotStartWith(adsBase()));
        assertThat(viewModel.entries()).extracting(RequestLogEntry::path).contains("/oauth2/token");
    }

    @Test
    void showsJsonBodiesIndentedAndLabelsFromTheBundle() {
        logged("GET", adsBase(), "/12/accounts", 200, "{\"data\":[{\"id\":\"a1\"}]}", null);
        viewModel.refresh();
        viewModel.selectedProperty().set(viewModel.entries().get(0));

        assertThat(viewModel.detailsProperty().get()).contains("Response body\n{\n  \"data\" : [ {\n    \"id\" : \"a1\"");
        assertThat(RequestLogTexts.pretty("not json {")).isEqualTo("not json {");
        assertThat(RequestLogTexts.pretty("{broken")).isEqualTo("{broken");
    }

    @Test
    void theRateLimitFitsOneShortCellAndTheStatusHasAColourClass() {
        assertThat(RequestLogTexts.rateLimit("x-rate-limit-limit: 1500\nx-rate-limit-remaining: 1499\nx-rate-limit-reset: 17"))
                .isEqualTo("1499 / 1500 left");
        assertThat(RequestLogTexts.rateLimit(null)).isEmpty();
        assertThat(RequestLogTexts.statusKind(204)).isEqualTo("ok");
        assertThat(RequestLogTexts.statusKind(429)).isEqualTo("client");
        assertThat(RequestLogTexts.statusKind(503)).isEqualTo("server");
        assertThat(RequestLogTexts.statusKind(0)).isEqualTo("none");
    }
}
