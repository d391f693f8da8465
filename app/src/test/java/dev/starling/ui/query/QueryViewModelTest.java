package dev.starling.ui.query;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.ui.common.ScriptedDialogs;
import dev.starling.core.query.AuthChoice;
import dev.starling.core.query.ComposedQuery;
import dev.starling.core.query.Endpoint;
import dev.starling.core.query.FieldCatalog;
import dev.starling.core.query.FieldGroup;
import dev.starling.core.query.QueryHistory;
import dev.starling.core.query.QueryResult;
import dev.starling.core.query.ResultCache;
import dev.starling.core.store.LocalStores;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QueryViewModelTest {

    private final ScriptedDialogs dialogs = new ScriptedDialogs();

    @TempDir
    Path dir;

    private final Clock clock = Clock.fixed(Instant.parse("2026-11-21T12:00:00Z"), ZoneOffset.UTC);
    private final List<ComposedQuery> sent = new ArrayList<>();
    private final List<AuthChoice.Mode> modes = new ArrayList<>();
    private LocalStores stores;
    private QueryViewModel viewModel;
    private String nextBody;
    private boolean signedIn = true;

    @BeforeEach
    void setUp() {
        stores = LocalStores.inMemory(clock);
        nextBody = "{\"data\":[{\"id\":\"10\",\"text\":\"hello\",\"author_id\":\"1\",\"attachments\":{\"media_keys\":[\"3_1\"]}}],"
                + "\"includes\":{\"users\":[{\"id\":\"1\",\"username\":\"demo_marketer\"}],"
                + "\"media\":[{\"media_key\":\"3_1\",\"type\":\"video\"}]},\"meta\":{\"next_token\":\"page2\"}}";
        viewModel = new QueryViewModel(FieldCatalog.bundled(), (query, mode) -> {
            sent.add(query);
            modes.add(mode);
            return new QueryResult(200, Map.of("x-rate-limit-remaining", List.of("299")),
                    nextBody.getBytes(StandardCharsets.UTF_8), clock.instant(), 12, false);
        }, new QueryHistory(stores.durable().database(), clock), new ResultCache(stores.cache()),
                new SameThreadTaskRunner(), () -> URI.create("http://127.0.0.1:5000"),
                new QueryViewModel.Credentials(() -> signedIn, () -> true), clock, dialogs, dialogs);
    }

    @AfterEach
    void tearDown() {
        stores.close();
    }

    @Test
    void previewShowsTheExactUrlAsTheUserChooses() {
        viewModel.targetProperty().set("10, 11");
        viewModel.selection(FieldGroup.TWEET_EXPANSIONS).add("author_id");
        viewModel.selection(FieldGroup.USER).add("username");
        assertThat(viewModel.urlPreviewProperty().get())
                .isEqualTo("GET http://127.0.0.1:5000/2/tweets?ids=10,11&expansions=author_id&user.fields=username");
        assertThat(viewModel.issues()).isEmpty();
        assertThat(viewModel.authProperty().get().mode()).isEqualTo(AuthChoice.Mode.BEARER);
    }

    @Test
    void invalidInputBlocksSendingAndSaysWhy() {
        viewModel.targetProperty().set("abc");
        assertThat(viewModel.canSendProperty().get()).isFalse();
        viewModel.send();
        assertThat(sent).isEmpty();
        assertThat(viewModel.errorProperty().get()).isEqualTo("\"abc\" is not an id: ids are 1 to 19 digits.");
    }

    @Test
    void aHintsFixAddsTheMissingExpansion() {
        viewModel.targetProperty().set("10");
        viewModel.selection(FieldGroup.MEDIA).add("type");
        assertThat(viewModel.hints()).hasSize(1);
        viewModel.applyHint(viewModel.hints().get(0));
        assertThat(viewModel.selection(FieldGroup.TWEET_EXPANSIONS)).containsExactly("attachments.media_keys");
        assertThat(viewModel.hints()).isEmpty();
    }

    @Test
    void sendingShowsTheJoinedResultAndRecordsHistory() {
        viewModel.targetProperty().set("10");
        viewModel.selection(FieldGroup.TWEET_EXPANSIONS).addAll(List.of("author_id", "attachments.media_keys"));
        viewModel.selection(FieldGroup.MEDIA).add("type");
        viewModel.send();
        assertThat(sent).singleElement().satisfies(query -> assertThat(query.pathAndQuery())
                .isEqualTo("/2/tweets?ids=10&expansions=attachments.media_keys,author_id&media.fields=type"));
        var inspection = viewModel.inspectionProperty().get();
        assertThat(inspection.joined().posts().get(0).author().text("username")).isEqualTo("demo_marketer");
        assertThat(inspection.joined().posts().get(0).media().get(0).text("type")).isEqualTo("video");
        assertThat(inspection.columns()).startsWith("id", "text");
        assertThat(viewModel.statusProperty().get()).startsWith("HTTP 200 \u00b7 1 objects, 2 included");
        assertThat(viewModel.history()).singleElement().satisfies(entry -> assertThat(entry.lastStatus()).isEqualTo(200));
        assertThat(viewModel.busyProperty().get()).isFalse();
    }

    @Test
    void userContextFieldsSwitchToTheSignedInUserOrExplainTheNeedToSignIn() {
        viewModel.targetProperty().set("10");
        viewModel.selection(FieldGroup.TWEET).add("non_public_metrics");
        viewModel.send();
        assertThat(modes).containsExactly(AuthChoice.Mode.USER);
        signedIn = false;
        viewModel.refreshDerivedState();
        assertThat(viewModel.canSendProperty().get()).isFalse();
        assertThat(viewModel.authProperty().get().reason()).startsWith("Sign in first");
    }

    @Test
    void openingAPastQueryWorksOfflineAndShowsTheAge() {
        viewModel.targetProperty().set("10");
        viewModel.send();
        QueryHistory.Entry entry = viewModel.history().get(0);
        viewModel.targetProperty().set("99");
        viewModel.open(entry);
        assertThat(sent).hasSize(1);
        assertThat(viewModel.targetProperty().get()).isEqualTo("10");
        assertThat(viewModel.inspectionProperty().get().result().fromCache()).isTrue();
        assertThat(viewModel.statusProperty().get()).contains("stored just now (offline copy");
    }

    @Test
    void nextPageSendsTheTokenAndKeepsOneHistoryEntry() {
        viewModel.endpointProperty().set(Endpoint.RECENT_SEARCH);
        viewModel.targetProperty().set("starling");
        viewModel.send();
        assertThat(viewModel.nextTokenProperty().get()).isEqualTo("page2");
        viewModel.nextPage();
        assertThat(sent.get(1).pathAndQuery()).isEqualTo("/2/tweets/search/recent?query=starling&next_token=page2");
        assertThat(viewModel.history()).hasSize(1);
    }

    @Test
    void previousIsOfferedOnlyWhereXSentAPreviousTokenAndSendsIt() {
        viewModel.endpointProperty().set(Endpoint.RECENT_SEARCH);
        viewModel.targetProperty().set("starling");
        viewModel.send();
        assertThat(viewModel.previousTokenProperty().get()).isEmpty();
        viewModel.previousPage();
        assertThat(sent).hasSize(1);

        nextBody = dev.starling.realx.RealXServer.payload("v2-escaped-long-page.json");
        viewModel.nextPage();
        assertThat(viewModel.previousTokenProperty().get()).isEqualTo("77qp8nzj6k3yx0z");
        assertThat(viewModel.nextTokenProperty().get()).isEqualTo("b26v89c19zqg8o3fpzbkk3ne0zk3m5rfdtk7j5sjutcb1");
        viewModel.previousPage();
        assertThat(sent.get(2).pathAndQuery()).isEqualTo("/2/tweets/search/recent?query=starling&next_token=77qp8nzj6k3yx0z");
        assertThat(viewModel.history()).hasSize(1);
    }

    @Test
    void historyEntriesCanBeRenamedStarredAndDeleted() {
        viewModel.targetProperty().set("10");
        viewModel.send();
        viewModel.rename(viewModel.history().get(0), "Launch");
        viewModel.toggleStar(viewModel.history().get(0));
        assertThat(viewModel.history().get(0).name()).isEqualTo("Launch");
        assertThat(viewModel.history().get(0).starred()).isTrue();
        viewModel.delete(viewModel.history().get(0));
        assertThat(viewModel.history()).isEmpty();
    }

    @Test
    void curlUsesPlaceholdersNeverCredentials() {
        viewModel.targetProperty().set("10");
        assertThat(viewModel.curlCommand()).isEqualTo(
                "curl -X GET 'http://127.0.0.1:5000/2/tweets?ids=10' -H 'Authorization: Bearer $X_BEARER_TOKEN'");
    }

    @Test
    void aBadOpenApiFileIsExplainedAndTheCatalogStays() throws Exception {
        Path file = Files.writeString(dir.resolve("openapi.json"), "<html>not json</html>");
        FieldCatalog before = viewModel.catalogProperty().get();
        viewModel.loadOpenApi(file);
        assertThat(viewModel.errorProperty().get()).contains("not valid JSON");
        assertThat(viewModel.catalogProperty().get()).isSameAs(before);
    }
}
