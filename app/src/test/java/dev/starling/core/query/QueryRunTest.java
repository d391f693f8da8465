package dev.starling.core.query;

import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.compose.AuthChoice;
import dev.starling.core.query.compose.ComposedQuery;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.query.compose.QueryRequest;
import dev.starling.core.query.compose.QuerySpec;
import dev.starling.core.query.store.QueryHistory;
import dev.starling.core.query.store.ResultCache;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.boot.DurableMigrations;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.requestlog.CurlCommand;
import dev.starling.core.store.LocalStores;
import dev.starling.core.text.BundleText;
import dev.starling.testing.FakeClock;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.text.Messages;

/** The Query workspace's one use case: compose once, send with the credentials resolved, record, cache, inspect. */
class QueryRunTest {

    private static final URI BASE = URI.create("http://127.0.0.1:5000");

    @TempDir
    Path vault;

    private final FakeClock clock = new FakeClock(Instant.parse("2026-11-21T12:00:00Z"));
    private final List<ComposedQuery> sent = new ArrayList<>();
    private final List<AuthChoice> auths = new ArrayList<>();
    private LocalStores stores;
    private QueryHistory history;
    private ResultCache cache;
    private QueryRun run;
    private int status = 200;

    @BeforeEach
    void setUp() {
        stores = LocalStores.inMemory(clock, DurableMigrations.ALL);
        history = new QueryHistory(stores.durable().database(), clock, Messages::text);
        cache = new ResultCache(stores.cache());
        run = new QueryRun((query, auth) -> {
            sent.add(query);
            auths.add(auth);
            return new QueryResult(status, Map.of(), ("{\"data\":[{\"id\":\"10\",\"text\":\"hi\",\"author_id\":\"1\"}],"
                    + "\"includes\":{\"users\":[{\"id\":\"1\",\"username\":\"demo\"}]}}").getBytes(StandardCharsets.UTF_8),
                    clock.instant(), 7, false);
        }, history, cache);
    }

    @AfterEach
    void tearDown() {
        stores.close();
    }

    private static QueryRequest request(QuerySpec spec, AuthChoice auth) {
        return QueryRequest.of(spec, FieldCatalog.bundled(), auth, BASE);
    }

    @Test
    void oneSendGoesAsComposedAndIsRecordedCachedAndInspected() {
        QueryRequest request = request(QuerySpec.of(Endpoint.POSTS_BY_IDS, "10").with(FieldGroup.TWEET_EXPANSIONS, "author_id"),
                new AuthChoice(AuthChoice.Mode.BEARER, AuthChoice.Reason.BEARER_PUBLIC));

        QueryOutcome outcome = sendOrFail(request);

        assertThat(sent).containsExactly(request.composed());
        assertThat(auths).containsExactly(request.auth());
        assertThat(request.preview()).isEqualTo("GET " + request.url());
        assertThat(request.url().toString()).isEqualTo("http://127.0.0.1:5000/2/tweets?ids=10&expansions=author_id");
        assertThat(outcome.request()).isSameAs(request);
        assertThat(outcome.entry().lastStatus()).isEqualTo(200);
        assertThat(history.list()).containsExactly(outcome.entry());
        assertThat(cache.result(outcome.entry().id())).isPresent();
        assertThat(outcome.inspection().joined().posts().get(0).author().text("username")).isEqualTo("demo");
        assertThat(run.open(outcome.entry(), request)).hasValueSatisfying(opened ->
                assertThat(opened.inspection().rows()).isEqualTo(outcome.inspection().rows()));
    }

    @Test
    void theHistoryShownAfterASendIsTheStoredOrderWithoutReadingItAgain() {
        List<QueryHistory.Entry> shown = history.list();
        AuthChoice bearer = new AuthChoice(AuthChoice.Mode.BEARER, AuthChoice.Reason.BEARER_PUBLIC);
        for (String target : List.of("1", "2", "3", "2", "1", "4")) {
            clock.advance(Duration.ofSeconds(1));
            if (target.equals("3")) {
                history.setStarred(shown.get(0).id(), true);
                shown = history.list();
            }
            shown = QueryHistory.withRun(shown, sendOrFail(request(QuerySpec.of(Endpoint.POSTS_BY_IDS, target), bearer)).entry());
            assertThat(shown).as("after " + target).isEqualTo(history.list());
        }
        assertThat(shown).hasSize(4);
    }

    @Test
    void aQueryWithoutCredentialsIsRefusedWithTheReasonsKeyAndNothingIsSent() {
        AuthChoice none = new AuthChoice(AuthChoice.Mode.UNAVAILABLE, AuthChoice.Reason.USER_ENDPOINT_SIGN_IN);
        assertThatThrownBy(() -> run.send(request(QuerySpec.of(Endpoint.ME, ""), none)))
                .isInstanceOfSatisfying(CredentialsUnavailable.class, refused -> assertThat(refused.text())
                        .isEqualTo(BundleText.of("query.auth.reason.USER_ENDPOINT_SIGN_IN", "")));
        assertThat(sent).isEmpty();
        assertThat(history.list()).isEmpty();
    }

    @Test
    void anAccountSignedOutSinceItWasChosenFailsTheSameWayInTheTransport() {
        try (SignedInSandbox sandbox = new SignedInSandbox(vault)) {
            ApiQueryTransport transport = new ApiQueryTransport(sandbox::services, Clock.systemUTC());
            AuthChoice gone = new AuthChoice(AuthChoice.Mode.USER, AuthChoice.Reason.ACCOUNT_CHOSEN, "someone", "999");
            assertThatThrownBy(() -> transport.send(request(QuerySpec.of(Endpoint.ME, ""), gone).composed(), gone))
                    .isInstanceOfSatisfying(CredentialsUnavailable.class, refused -> assertThat(refused.text())
                            .isEqualTo(BundleText.of("query.auth.reason.ACCOUNT_GONE", "someone")));
        }
    }

    @Test
    void theCurlCommandNamesTheCredentialsResolvedForTheRequest() {
        QuerySpec me = QuerySpec.of(Endpoint.ME, "");
        assertThat(request(me, new AuthChoice(AuthChoice.Mode.USER, AuthChoice.Reason.USER_ENDPOINT)).curl(null))
                .isEqualTo("curl 'http://127.0.0.1:5000/2/users/me' \\\n  -H \"Authorization: ${"
                        + CurlCommand.OAUTH1_VARIABLE + ":?}\"");
        assertThat(request(me, new AuthChoice(AuthChoice.Mode.BEARER, AuthChoice.Reason.APP_ONLY_CHOSEN))
                .curl(Path.of("/tmp/sandbox.pem")))
                .isEqualTo("curl --cacert '/tmp/sandbox.pem' 'http://127.0.0.1:5000/2/users/me' \\\n"
                        + "  -H \"Authorization: Bearer ${" + CurlCommand.BEARER_VARIABLE + ":?}\"");
    }

    private QueryOutcome sendOrFail(QueryRequest request) {
        try {
            return run.send(request);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
