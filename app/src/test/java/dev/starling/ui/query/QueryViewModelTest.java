package dev.starling.ui.query;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.ScriptedDialogs;
import dev.starling.core.api.account.Account;
import dev.starling.core.query.compose.AuthChoice;
import dev.starling.core.query.compose.CredentialChoice;
import dev.starling.core.query.store.QueryDraftStore;
import dev.starling.testing.FakeClock;
import dev.starling.core.query.compose.ComposedQuery;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.query.store.QueryHistory;
import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.store.ResultCache;
import dev.starling.core.store.LocalStores;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.time.Instant;
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

    private final FakeClock clock = new FakeClock(Instant.parse("2026-11-21T12:00:00Z"));
    private final List<ComposedQuery> sent = new ArrayList<>();
    private final List<AuthChoice.Mode> modes = new ArrayList<>();
    private final List<AuthChoice> auths = new ArrayList<>();
    private LocalStores stores;
    private QueryViewModel viewModel;
    private String nextBody;
    private Map<String, List<String>> nextHeaders = Map.of("x-rate-limit-remaining", List.of("299"));
    private boolean signedIn = true;
    private List<Account> accounts = List.of();

    @BeforeEach
    void setUp() {
        stores = LocalStores.inMemory(clock, DurableMigrations.ALL);
        nextBody = "{\"data\":[{\"id\":\"10\",\"text\":\"hello\",\"author_id\":\"1\",\"attachments\":{\"media_keys\":[\"3_1\"]}}],"
                + "\"includes\":{\"users\":[{\"id\":\"1\",\"username\":\"demo_marketer\"}],"
                + "\"media\":[{\"media_key\":\"3_1\",\"type\":\"video\"}]},\"meta\":{\"next_token\":\"page2\"}}";
        viewModel = newViewModel();
    }

    /** A view-model over this test's stores, as the window builds one at each start. */
    private QueryViewModel newViewModel() {
        return newViewModel(new SameThreadTaskRunner());
    }

    private QueryViewModel newViewModel(TaskRunner tasks) {
        return new QueryViewModel(FieldCatalog.bundled(), new dev.starling.core.query.QueryRun((query, auth) -> {
            sent.add(query);
            modes.add(auth.mode());
            auths.add(auth);
            return new QueryResult(200, nextHeaders, nextBody.getBytes(StandardCharsets.UTF_8), clock.instant(), 12, false);
        }, new QueryHistory(stores.durable().database(), clock, Messages::text), new ResultCache(stores.cache())),
                new QueryDraftStore(stores.durable().settings()), tasks,
                () -> URI.create("http://127.0.0.1:5000"),
                new QueryViewModel.Credentials(() -> signedIn, () -> true, () -> accounts), clock, dialogs, dialogs);
    }

    @AfterEach
    void tearDown() {
        stores.close();
    }

    @Test
    void previewShowsTheExactUrlAsTheUserChooses() {
        viewModel.composer().targetProperty().set("10, 11");
        viewModel.composer().selection(FieldGroup.TWEET_EXPANSIONS).add("author_id");
        viewModel.composer().selection(FieldGroup.USER).add("username");
        assertThat(viewModel.composer().urlPreviewProperty().get())
                .isEqualTo("GET http://127.0.0.1:5000/2/tweets?ids=10,11&expansions=author_id&user.fields=username");
        assertThat(viewModel.composer().issues()).isEmpty();
        assertThat(viewModel.composer().authProperty().get().mode()).isEqualTo(AuthChoice.Mode.BEARER);
    }

    @Test
    void aRecentSearchAskedByAnotherWorkspaceIsSentBoundedToItsRange() {
        viewModel.composer().options().put(dev.starling.core.query.compose.QueryOption.SORT_ORDER, "relevancy");
        viewModel.searchRecent("(coffee OR latte) -decaf", Instant.parse("2026-11-20T09:00:00Z"),
                Instant.parse("2026-11-20T10:00:00.500Z"));
        assertThat(viewModel.composer().endpointProperty().get()).isEqualTo(Endpoint.RECENT_SEARCH);
        assertThat(sent).singleElement().satisfies(query -> assertThat(query.pathAndQuery()).isEqualTo(
                "/2/tweets/search/recent?query=%28coffee%20OR%20latte%29%20-decaf"
                        + "&start_time=2026-11-20T09%3A00%3A00Z&end_time=2026-11-20T10%3A00%3A00Z"));
    }

    @Test
    void invalidInputBlocksSendingAndSaysWhy() {
        viewModel.composer().targetProperty().set("abc");
        assertThat(viewModel.canSendProperty().get()).isFalse();
        viewModel.send();
        assertThat(sent).isEmpty();
        assertThat(viewModel.errorProperty().get()).isEqualTo("\"abc\" is not an id: ids are 1 to 19 digits.");
    }

    @Test
    void aHintsFixAddsTheMissingExpansion() {
        viewModel.composer().targetProperty().set("10");
        viewModel.composer().selection(FieldGroup.MEDIA).add("type");
        assertThat(viewModel.composer().hints()).hasSize(1);
        viewModel.composer().applyHint(viewModel.composer().hints().get(0));
        assertThat(viewModel.composer().selection(FieldGroup.TWEET_EXPANSIONS)).containsExactly("attachments.media_keys");
        assertThat(viewModel.composer().hints()).isEmpty();
    }

    @Test
    void sendingShowsTheJoinedResultAndRecordsHistory() {
        viewModel.composer().targetProperty().set("10");
        viewModel.composer().selection(FieldGroup.TWEET_EXPANSIONS).addAll(List.of("author_id", "attachments.media_keys"));
        viewModel.composer().selection(FieldGroup.MEDIA).add("type");
        viewModel.send();
        assertThat(sent).singleElement().satisfies(query -> assertThat(query.pathAndQuery())
                .isEqualTo("/2/tweets?ids=10&expansions=attachments.media_keys,author_id&media.fields=type"));
        var inspection = viewModel.inspector().inspectionProperty().get();
        assertThat(inspection.joined().posts().get(0).author().text("username")).isEqualTo("demo_marketer");
        assertThat(inspection.joined().posts().get(0).media().get(0).text("type")).isEqualTo("video");
        assertThat(inspection.columns()).startsWith("id", "text");
        assertThat(viewModel.statusProperty().get()).startsWith("HTTP 200 \u00b7 1 objects, 2 included");
        assertThat(viewModel.history()).singleElement().satisfies(entry -> assertThat(entry.lastStatus()).isEqualTo(200));
        assertThat(viewModel.busyProperty().get()).isFalse();
    }

    @Test
    void findingInTheAnswerGivesThePathsOfTheMatchesOfTheAnswerStillShown() {
        viewModel.composer().targetProperty().set("10");
        viewModel.composer().selection(FieldGroup.TWEET_EXPANSIONS).add("author_id");
        viewModel.send();
        var shown = viewModel.inspector().inspectionProperty().get();
        List<List<List<Object>>> found = new java.util.ArrayList<>();

        viewModel.inspector().findInAnswer(shown, "DEMO_marketer", found::add);
        assertThat(found).singleElement().satisfies(paths ->
                assertThat(paths).contains(List.of("includes", "users", 0, "username")));

        viewModel.send(); // another answer is shown: matches in the one before are not handed over
        viewModel.inspector().findInAnswer(shown, "demo_marketer", found::add);
        assertThat(found).hasSize(1);
    }

    @Test
    void userContextFieldsSwitchToTheSignedInUserOrExplainTheNeedToSignIn() {
        viewModel.composer().targetProperty().set("10");
        viewModel.composer().selection(FieldGroup.TWEET).add("non_public_metrics");
        viewModel.send();
        assertThat(modes).containsExactly(AuthChoice.Mode.USER);
        signedIn = false;
        viewModel.composer().refreshDerivedState();
        assertThat(viewModel.canSendProperty().get()).isFalse();
        assertThat(viewModel.composer().authTextProperty().get()).startsWith("Sign in first")
                .isEqualTo(Messages.text("query.auth.reason.USER_FIELD_SIGN_IN", "non_public_metrics"));
    }

    @Test
    void theLineUnderSendNamesTheFieldThatNeedsTheUserInTheBundlesWords() {
        viewModel.composer().targetProperty().set("10");
        viewModel.composer().selection(FieldGroup.TWEET).add("non_public_metrics");
        viewModel.composer().refreshDerivedState();
        assertThat(viewModel.composer().authTextProperty().get()).isEqualTo("Signed-in user: non_public_metrics needs user context.")
                .isEqualTo(Messages.text("query.auth.reason.USER_FIELD", "non_public_metrics"));
    }

    @Test
    void everyCredentialReasonAndTargetPromptHasTextInTheBundle() {
        for (AuthChoice.Reason reason : AuthChoice.Reason.values()) {
            assertThat(AuthText.reason(AuthChoice.of(AuthChoice.Mode.USER, reason, "x"))).as(reason.name())
                    .doesNotContain("{0}").isNotNull();
        }
        for (Endpoint.Input input : Endpoint.Input.values()) {
            assertThat(AuthText.targetPrompt(input)).as(input.name()).isNotBlank();
        }
        assertThat(AuthText.targetPrompt(Endpoint.Input.ID)).isEqualTo(Messages.text("query.target.prompt.ID"));
    }

    @Test
    void openingAPastQueryWorksOfflineAndShowsTheAge() {
        viewModel.composer().targetProperty().set("10");
        viewModel.send();
        QueryHistory.Entry entry = viewModel.history().get(0);
        viewModel.composer().targetProperty().set("99");
        viewModel.open(entry);
        assertThat(sent).hasSize(1);
        assertThat(viewModel.composer().targetProperty().get()).isEqualTo("10");
        assertThat(viewModel.inspector().inspectionProperty().get().result().fromCache()).isTrue();
        assertThat(viewModel.statusProperty().get()).contains("stored just now (offline copy");
    }

    @Test
    void nextPageSendsTheTokenAndKeepsOneHistoryEntry() {
        viewModel.composer().endpointProperty().set(Endpoint.RECENT_SEARCH);
        viewModel.composer().targetProperty().set("starling");
        viewModel.send();
        assertThat(viewModel.inspector().nextTokenProperty().get()).isEqualTo("page2");
        viewModel.nextPage();
        assertThat(sent.get(1).pathAndQuery()).isEqualTo("/2/tweets/search/recent?query=starling&next_token=page2");
        assertThat(viewModel.history()).hasSize(1);
    }

    @Test
    void previousIsOfferedOnlyWhereXSentAPreviousTokenAndSendsIt() {
        viewModel.composer().endpointProperty().set(Endpoint.RECENT_SEARCH);
        viewModel.composer().targetProperty().set("starling");
        viewModel.send();
        assertThat(viewModel.inspector().previousTokenProperty().get()).isEmpty();
        viewModel.previousPage();
        assertThat(sent).hasSize(1);

        nextBody = dev.starling.realx.RealXServer.payload("v2-escaped-long-page.json");
        viewModel.nextPage();
        assertThat(viewModel.inspector().previousTokenProperty().get()).isEqualTo("77qp8nzj6k3yx0z");
        assertThat(viewModel.inspector().nextTokenProperty().get()).isEqualTo("b26v89c19zqg8o3fpzbkk3ne0zk3m5rfdtk7j5sjutcb1");
        viewModel.previousPage();
        assertThat(sent.get(2).pathAndQuery()).isEqualTo("/2/tweets/search/recent?query=starling&next_token=77qp8nzj6k3yx0z");
        assertThat(viewModel.history()).hasSize(1);
    }

    @Test
    void historyEntriesCanBeRenamedStarredAndDeleted() {
        viewModel.composer().targetProperty().set("10");
        viewModel.send();
        viewModel.rename(viewModel.history().get(0), "Launch");
        viewModel.toggleStar(viewModel.history().get(0));
        assertThat(viewModel.history().get(0).name()).isEqualTo("Launch");
        assertThat(viewModel.history().get(0).starred()).isTrue();
        viewModel.delete(viewModel.history().get(0));
        assertThat(viewModel.history()).isEmpty();
    }

    @Test
    void curlUsesAShellVariableNeverCredentials() {
        viewModel.composer().targetProperty().set("10");
        // The variable inside double quotes: the shell fills it in (single quotes sent "$X_BEARER_TOKEN" as is).
        assertThat(viewModel.composer().curlCommand()).isEqualTo("curl 'http://127.0.0.1:5000/2/tweets?ids=10' \\\n"
                + "  -H \"Authorization: Bearer ${X_BEARER_TOKEN:?}\"");
    }

    @Test
    void aBadOpenApiFileIsExplainedAndTheCatalogStays() throws Exception {
        Path file = Files.writeString(dir.resolve("openapi.json"), "<html>not json</html>");
        FieldCatalog before = viewModel.composer().catalogProperty().get();
        viewModel.composer().loadOpenApi(file);
        assertThat(viewModel.errorProperty().get()).contains("not valid JSON");
        assertThat(viewModel.composer().catalogProperty().get()).isSameAs(before);
    }

    @Test
    void aMistypedFieldShowsAsAProblemChipAndRemovingItRestoresSend() {
        viewModel.composer().targetProperty().set("10");
        viewModel.composer().selection(FieldGroup.TWEET).add("created_at");
        viewModel.composer().selection(FieldGroup.TWEET).add("creatd_at");
        assertThat(viewModel.composer().fieldProblem(FieldGroup.TWEET, "creatd_at")).hasValueSatisfying(reason ->
                assertThat(reason).isEqualTo("\"creatd_at\" is not a known tweet.fields name."));
        assertThat(viewModel.composer().fieldProblem(FieldGroup.TWEET, "created_at")).isEmpty();
        assertThat(viewModel.canSendProperty().get()).isFalse();

        viewModel.composer().selection(FieldGroup.TWEET).remove("creatd_at");
        assertThat(viewModel.canSendProperty().get()).isTrue();
        assertThat(viewModel.composer().shownIssues()).isEmpty();
        viewModel.send();
        assertThat(sent).singleElement().satisfies(query -> assertThat(query.pathAndQuery())
                .isEqualTo("/2/tweets?ids=10&tweet.fields=created_at"));
    }

    @Test
    void clearingAGroupRemovesEveryFieldOfItOnly() {
        viewModel.composer().selection(FieldGroup.TWEET).addAll(List.of("created_at", "lang"));
        viewModel.composer().selection(FieldGroup.USER).add("username");
        viewModel.composer().clearSelection(FieldGroup.TWEET);
        assertThat(viewModel.composer().selection(FieldGroup.TWEET)).isEmpty();
        assertThat(viewModel.composer().selection(FieldGroup.USER)).containsExactly("username");
    }

    @Test
    void theChosenAccountIsTheOneTheTransportSignsAs() {
        accounts = List.of(new Account("http://127.0.0.1:5000", "42", "demo_analyst", false, false, clock.instant()),
                new Account("http://127.0.0.1:5000", "7", "revoked", false, true, clock.instant()));
        viewModel.composer().refreshDerivedState();
        assertThat(viewModel.composer().credentialOptions()).containsExactly(CredentialChoice.AUTOMATIC, CredentialChoice.APP_ONLY,
                CredentialChoice.account("42", "demo_analyst"));
        viewModel.composer().targetProperty().set("10");
        viewModel.composer().credentialChoiceProperty().set(CredentialChoice.account("42", "demo_analyst"));
        assertThat(viewModel.composer().authTextProperty().get()).isEqualTo("@demo_analyst, as chosen.");
        viewModel.send();
        assertThat(auths).singleElement().satisfies(auth -> {
            assertThat(auth.mode()).isEqualTo(AuthChoice.Mode.USER);
            assertThat(auth.accountUserId()).isEqualTo("42");
        });

        viewModel.composer().credentialChoiceProperty().set(CredentialChoice.APP_ONLY);
        viewModel.send();
        assertThat(auths.get(1).mode()).isEqualTo(AuthChoice.Mode.BEARER);

        viewModel.composer().selection(FieldGroup.TWEET).add("non_public_metrics");
        assertThat(viewModel.canSendProperty().get()).isFalse();
        assertThat(viewModel.composer().authTextProperty().get()).startsWith("App-only cannot read non_public_metrics");
    }

    @Test
    void automaticSaysWhatItUsesAndWhy() {
        viewModel.composer().targetProperty().set("10");
        assertThat(viewModel.composer().authTextProperty().get()).isEqualTo("App-only bearer token: public data needs no user.");
        viewModel.composer().selection(FieldGroup.TWEET).add("non_public_metrics");
        assertThat(viewModel.composer().authTextProperty().get()).isEqualTo("Signed-in user: non_public_metrics needs user context.");
    }

    @Test
    void theLastComposedQueryIsThereAgainAfterARestart() {
        accounts = List.of(new Account("http://127.0.0.1:5000", "42", "demo_analyst", false, false, clock.instant()));
        viewModel.composer().endpointProperty().set(Endpoint.RECENT_SEARCH);
        viewModel.composer().targetProperty().set("starling has:media");
        viewModel.composer().maxResultsProperty().set(25);
        viewModel.composer().selection(FieldGroup.TWEET_EXPANSIONS).add("author_id");
        viewModel.composer().selection(FieldGroup.USER).add("username");
        viewModel.composer().credentialChoiceProperty().set(CredentialChoice.account("42", "demo_analyst"));

        QueryViewModel restarted = newViewModel();
        assertThat(restarted.composer().endpointProperty().get()).isEqualTo(Endpoint.RECENT_SEARCH);
        assertThat(restarted.composer().targetProperty().get()).isEqualTo("starling has:media");
        assertThat(restarted.composer().maxResultsProperty().get()).isEqualTo(25);
        assertThat(restarted.composer().selection(FieldGroup.TWEET_EXPANSIONS)).containsExactly("author_id");
        assertThat(restarted.composer().selection(FieldGroup.USER)).containsExactly("username");
        assertThat(restarted.composer().credentialChoiceProperty().get()).isEqualTo(CredentialChoice.account("42", "demo_analyst"));
        assertThat(restarted.composer().urlPreviewProperty().get()).isEqualTo(viewModel.composer().urlPreviewProperty().get());
        assertThat(restarted.composer().shownIssues()).isEmpty();
    }

    @Test
    void anEmptyResultSaysNothingMatchedByTheEndpointsKind() {
        assertThat(viewModel.inspector().emptyMessageProperty().get()).startsWith("Send a query");
        nextBody = "{\"meta\":{\"result_count\":0}}";
        viewModel.composer().endpointProperty().set(Endpoint.RECENT_SEARCH);
        viewModel.composer().targetProperty().set("nothing here");
        viewModel.send();
        assertThat(viewModel.inspector().emptyMessageProperty().get()).isEqualTo("No posts matched.");

        nextBody = "{\"errors\":[{\"title\":\"Not Found Error\",\"type\":\"about:blank\",\"detail\":\"none\"}]}";
        viewModel.composer().endpointProperty().set(Endpoint.USERS_BY_USERNAMES);
        viewModel.composer().targetProperty().set("nobody");
        viewModel.send();
        assertThat(viewModel.inspector().emptyMessageProperty().get()).isEqualTo("No users matched.");
    }

    @Test
    void validationShowsOnlyOnceAFieldWasTouchedOrSendPressed() {
        assertThat(viewModel.composer().issues()).isNotEmpty();
        assertThat(viewModel.composer().shownIssues()).isEmpty();
        assertThat(viewModel.canSendProperty().get()).isTrue();
        viewModel.send();
        assertThat(sent).isEmpty();
        assertThat(viewModel.composer().shownIssues()).extracting(issue -> Messages.text(issue.messageKey(), issue.argArray())).containsExactly("Enter at least one id.");
        assertThat(viewModel.errorProperty().get()).isEqualTo("Enter at least one id.");
        assertThat(viewModel.canSendProperty().get()).isFalse();

        QueryViewModel fresh = newViewModel();
        fresh.composer().endpointProperty().set(Endpoint.RECENT_SEARCH);
        assertThat(fresh.composer().shownIssues()).isEmpty();
        fresh.composer().maxResultsProperty().set(5);
        assertThat(fresh.composer().shownIssues()).extracting(issue -> issue.field()).containsExactly("max_results");
        fresh.composer().targetProperty().set("x");
        fresh.composer().targetProperty().set("");
        assertThat(fresh.composer().shownIssues()).extracting(issue -> issue.field()).containsExactly("target", "max_results");
    }

    @Test
    void headersShowTheRateLimitWithTheResetInLocalTime() {
        Instant reset = clock.instant().plus(Duration.ofMinutes(14)).plusSeconds(30);
        nextHeaders = Map.of("x-rate-limit-limit", List.of("1500"), "x-rate-limit-remaining", List.of("1499"),
                "x-rate-limit-reset", List.of(Long.toString(reset.getEpochSecond())));
        viewModel.composer().targetProperty().set("10");
        viewModel.send();
        String at = DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withZone(ZoneId.systemDefault()).format(reset);
        String limit = java.text.NumberFormat.getNumberInstance().format(1500);
        String remaining = java.text.NumberFormat.getNumberInstance().format(1499);
        assertThat(viewModel.inspector().rateLimitProperty().get()).isEqualTo("Rate limit: " + limit + " per window / " + remaining
                + " remaining / resets at " + at + " (in 15 min)");

        clock.advance(Duration.ofMinutes(20));
        viewModel.send();
        assertThat(viewModel.inspector().rateLimitProperty().get()).endsWith("resets at " + at + " (now)");

        nextHeaders = Map.of();
        viewModel.send();
        assertThat(viewModel.inspector().rateLimitProperty().get()).isEqualTo("No rate-limit headers in this response.");
    }

    @Test
    void theRateLimitLineIsMadeWithTheResultAndAStoredResultOpensAsANewAnswer() {
        boolean[] inBackground = {false};
        SameThreadTaskRunner inline = new SameThreadTaskRunner();
        TaskRunner phased = new TaskRunner() {
            @Override
            public <T> dev.starling.core.concurrent.TaskHandle run(String name, java.util.concurrent.Callable<T> work,
                    java.util.function.Consumer<? super T> onSuccess, java.util.function.Consumer<? super Throwable> onFailure) {
                return inline.run(name, () -> {
                    inBackground[0] = true;
                    try {
                        return work.call();
                    } finally {
                        inBackground[0] = false;
                    }
                }, onSuccess, onFailure);
            }

            @Override
            public void shutdown() {
                inline.shutdown();
            }
        };
        QueryViewModel phasedModel = newViewModel(phased);
        nextHeaders = Map.of("x-rate-limit-limit", List.of("300"), "x-rate-limit-remaining", List.of("299"));

        phasedModel.composer().targetProperty().set("10");
        phasedModel.send();

        Object firstShown = phasedModel.inspector().inspectionProperty().get();
        assertThat(phasedModel.inspector().inspectionProperty().get().rows()).hasSize(1);
        assertThat(phasedModel.inspector().rateLimitProperty().get()).startsWith("Rate limit: 300 per window / 299 remaining");

        phasedModel.open(phasedModel.history().get(0));

        assertThat(phasedModel.inspector().inspectionProperty().get()).isNotSameAs(firstShown);
        assertThat(phasedModel.inspector().rateLimitProperty().get()).startsWith("Rate limit: 300 per window / 299 remaining");
    }
}
