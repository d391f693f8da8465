package dev.starling.ui.query;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.query.compose.AuthChoice;
import dev.starling.core.query.compose.ComposedQuery;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.store.QueryDraftStore;
import dev.starling.core.query.store.QueryHistory;
import dev.starling.core.query.compose.QueryOption;
import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.store.ResultCache;
import dev.starling.core.store.LocalStores;
import dev.starling.ui.common.ScriptedDialogs;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import dev.starling.core.text.Messages;

/**
 * The composer's view-model with a user's list: options go into the URL, Next and Previous page
 * send X's tokens back in {@code pagination_token}, and a query opened from the history brings its
 * options back.
 */
class QueryReadPagingViewModelTest {

    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final Clock clock = Clock.fixed(Instant.parse("2026-11-21T12:00:00Z"), ZoneOffset.UTC);
    private final List<ComposedQuery> sent = new ArrayList<>();
    private final List<AuthChoice.Mode> modes = new ArrayList<>();
    private LocalStores stores;
    private QueryHistory history;
    private QueryViewModel viewModel;
    private String nextBody;

    @BeforeEach
    void setUp() {
        stores = LocalStores.inMemory(clock, DurableMigrations.ALL);
        history = new QueryHistory(stores.durable().database(), clock, Messages::text);
        viewModel = new QueryViewModel(FieldCatalog.bundled(), new dev.starling.core.query.QueryRun((query, auth) -> {
            sent.add(query);
            modes.add(auth.mode());
            return new QueryResult(200, Map.of(), nextBody.getBytes(StandardCharsets.UTF_8), clock.instant(), 5, false);
        }, history, new ResultCache(stores.cache())), new QueryDraftStore(stores.durable().settings()),
                new SameThreadTaskRunner(),
                () -> URI.create("http://127.0.0.1:5000"), new QueryViewModel.Credentials(() -> true, () -> true),
                clock, dialogs, dialogs);
    }

    @AfterEach
    void tearDown() {
        stores.close();
    }

    @Test
    void optionsGoIntoTheUrlAndTheTokensOfMetaComeBackAsPaginationToken() {
        viewModel.composer().endpointProperty().set(Endpoint.USER_TWEETS);
        viewModel.composer().targetProperty().set("42");
        viewModel.composer().maxResultsProperty().set(5);
        viewModel.composer().options().put(QueryOption.EXCLUDE, "replies");
        assertThat(viewModel.composer().urlPreviewProperty().get())
                .isEqualTo("GET http://127.0.0.1:5000/2/users/42/tweets?exclude=replies&max_results=5");

        nextBody = "{\"data\":[{\"id\":\"9\",\"text\":\"a\"}],\"meta\":{\"result_count\":1,\"next_token\":\"n2\"}}";
        viewModel.send();
        assertThat(viewModel.inspector().pageProperty().get()).isEqualTo(1);
        nextBody = "{\"data\":[{\"id\":\"8\",\"text\":\"b\"}],\"meta\":{\"result_count\":1,\"next_token\":\"n3\","
                + "\"previous_token\":\"p1\"}}";
        viewModel.nextPage();
        // The page indicator after Next page.
        assertThat(viewModel.inspector().pageProperty().get()).isEqualTo(2);
        viewModel.previousPage();
        assertThat(viewModel.inspector().pageProperty().get()).isEqualTo(1);

        assertThat(sent).extracting(ComposedQuery::pathAndQuery).containsExactly(
                "/2/users/42/tweets?exclude=replies&max_results=5",
                "/2/users/42/tweets?exclude=replies&max_results=5&pagination_token=n2",
                "/2/users/42/tweets?exclude=replies&max_results=5&pagination_token=p1");
        assertThat(modes).containsOnly(AuthChoice.Mode.BEARER);
    }

    @Test
    void aBadOptionBlocksSendingAndAQueryFromTheHistoryBringsItsOptionsBack() {
        viewModel.composer().endpointProperty().set(Endpoint.RECENT_COUNTS);
        viewModel.composer().targetProperty().set("coffee");
        viewModel.composer().options().put(QueryOption.GRANULARITY, "week");
        assertThat(viewModel.canSendProperty().get()).isFalse();
        viewModel.send();
        assertThat(viewModel.errorProperty().get()).isEqualTo("granularity \"week\" is not one of: minute, hour, day.");
        assertThat(sent).isEmpty();

        viewModel.composer().options().put(QueryOption.GRANULARITY, "day");
        nextBody = "{\"data\":[{\"start\":\"a\",\"end\":\"b\",\"tweet_count\":3}],\"meta\":{\"total_tweet_count\":3}}";
        viewModel.send();
        viewModel.composer().options().clear();
        viewModel.composer().endpointProperty().set(Endpoint.POSTS_BY_IDS);

        viewModel.open(history.list().get(0));

        assertThat(viewModel.composer().endpointProperty().get()).isEqualTo(Endpoint.RECENT_COUNTS);
        assertThat(viewModel.composer().options()).containsEntry(QueryOption.GRANULARITY, "day");
        assertThat(viewModel.composer().urlPreviewProperty().get()).endsWith("/2/tweets/counts/recent?query=coffee&granularity=day");
        assertThat(viewModel.inspector().inspectionProperty().get().rows()).hasSize(1);
    }
}
