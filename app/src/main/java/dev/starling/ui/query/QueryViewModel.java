package dev.starling.ui.query;

import dev.starling.ui.common.NewValueProperty;
import java.util.Optional;
import java.util.function.Function;
import dev.starling.ui.common.FailureText;
import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.api.account.Account;
import dev.starling.core.query.AuthChoice;
import dev.starling.core.query.CredentialChoice;
import dev.starling.core.query.ComposedQuery;
import dev.starling.core.query.Endpoint;
import dev.starling.core.query.FieldCatalog;
import dev.starling.core.query.FieldGroup;
import dev.starling.core.query.Guidance;
import dev.starling.core.query.JsonSearch;
import dev.starling.core.query.QueryDraftStore;
import dev.starling.core.query.QueryHistory;
import dev.starling.core.query.QueryOption;
import dev.starling.core.query.QueryResult;
import dev.starling.core.query.QueryOutcome;
import dev.starling.core.query.QueryCredentials;
import dev.starling.core.query.QueryRequest;
import dev.starling.core.query.QueryRun;
import dev.starling.core.query.QuerySpec;
import dev.starling.core.query.QueryValidator;
import dev.starling.core.query.ResultInspection;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.AgeText;
import dev.starling.ui.common.TextClipboard;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.MapChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;

/**
 * The Query workspace: composes a v2 request from the user's choices (with live preview,
 * validation, hints and the credentials that will be used), sends it in the background, and turns
 * the answer into what the Inspector shows. History and cached results make past queries
 * available offline.
 */
public final class QueryViewModel {

    /**
     * Whether a default account is signed in, whether the app has keys for a bearer token, and the
     * signed-in accounts to choose from ({@code accounts} reads the store: it is called off the FX thread).
     */
    public record Credentials(BooleanSupplier signedIn, BooleanSupplier appKeys, Supplier<List<Account>> accounts) {

        public Credentials(BooleanSupplier signedIn, BooleanSupplier appKeys) {
            this(signedIn, appKeys, List::of);
        }
    }

    private final QueryRun run;
    private final QueryHistory history;
    private final QueryDraftStore drafts;
    private final TaskRunner tasks;
    private final Supplier<URI> apiBase;
    private final Function<String, Optional<Path>> certificateFor;
    private final Credentials credentials;
    private final Clock clock;
    private final Dialogs dialogs;
    private final TextClipboard clipboard;

    private final ObjectProperty<FieldCatalog> catalog = new SimpleObjectProperty<>(this, "catalog");
    private final ObjectProperty<Endpoint> endpoint = new SimpleObjectProperty<>(this, "endpoint", Endpoint.POSTS_BY_IDS);
    private final StringProperty target = new SimpleStringProperty(this, "target", "");
    private final ObjectProperty<Integer> maxResults = new SimpleObjectProperty<>(this, "maxResults");
    private final Map<FieldGroup, ObservableSet<String>> selections = new EnumMap<>(FieldGroup.class);
    private final ObservableMap<QueryOption, String> options = FXCollections.observableMap(new EnumMap<>(QueryOption.class));

    private final ReadOnlyObjectWrapper<QuerySpec> spec = new ReadOnlyObjectWrapper<>(this, "spec");
    private final ReadOnlyStringWrapper urlPreview = new ReadOnlyStringWrapper(this, "urlPreview", "");
    private final ObservableList<QueryValidator.Issue> issues = FXCollections.observableArrayList();
    private final ObservableList<QueryValidator.Issue> shownIssues = FXCollections.observableArrayList();
    private final ObjectProperty<CredentialChoice> credentialChoice =
            new SimpleObjectProperty<>(this, "credentialChoice", CredentialChoice.AUTOMATIC);
    private final ObservableList<CredentialChoice> credentialOptions =
            FXCollections.observableArrayList(CredentialChoice.AUTOMATIC, CredentialChoice.APP_ONLY);
    private final ReadOnlyStringWrapper emptyMessage = new ReadOnlyStringWrapper(this, "emptyMessage", Messages.text("query.empty"));
    private final ReadOnlyStringWrapper rateLimit = new ReadOnlyStringWrapper(this, "rateLimit", "");
    private final ObservableList<Guidance.Hint> hints = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<AuthChoice> auth = new ReadOnlyObjectWrapper<>(this, "auth");
    private final BooleanProperty busy = new SimpleBooleanProperty(this, "busy");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    /** Every new answer is news to the view, told apart by identity (comparing two answers would read both). */
    private final NewValueProperty<ResultInspection> inspection = new NewValueProperty<>(this, "inspection");
    private final ReadOnlyStringWrapper nextToken = new ReadOnlyStringWrapper(this, "nextToken", "");
    private final ReadOnlyStringWrapper previousToken = new ReadOnlyStringWrapper(this, "previousToken", "");
    /** Which page of a paged answer is shown (1 the first; 0 before any answer). */
    private final javafx.beans.property.ReadOnlyIntegerWrapper page =
            new javafx.beans.property.ReadOnlyIntegerWrapper(this, "page", 0);
    /** The page the request being sent asks for. */
    private int pageAsked = 1;
    private final ObservableList<QueryHistory.Entry> historyEntries = FXCollections.observableArrayList();
    private final BooleanBinding canSend;
    private final StringBinding authText;

    public QueryViewModel(FieldCatalog initialCatalog, QueryRun run, QueryDraftStore drafts, TaskRunner tasks,
                          Supplier<URI> apiBase, Credentials credentials, Clock clock, Dialogs dialogs,
                          TextClipboard clipboard) {
        this(initialCatalog, run, drafts, tasks, apiBase, credentials, clock, dialogs, clipboard, url -> Optional.empty());
    }

    /**
     * @param certificateFor the certificate file curl must trust for an address (the embedded sandbox's PEM),
     *     for "Copy as curl"
     */
    public QueryViewModel(FieldCatalog initialCatalog, QueryRun run, QueryDraftStore drafts, TaskRunner tasks,
                          Supplier<URI> apiBase, Credentials credentials, Clock clock, Dialogs dialogs,
                          TextClipboard clipboard, Function<String, Optional<Path>> certificateFor) {
        this.certificateFor = certificateFor;
        this.drafts = drafts;
        this.dialogs = dialogs;
        this.clipboard = clipboard;
        this.run = run;
        this.history = run.history();
        this.tasks = tasks;
        this.apiBase = apiBase;
        this.credentials = credentials;
        this.clock = clock;
        catalog.set(initialCatalog);
        for (FieldGroup group : FieldGroup.values()) {
            ObservableSet<String> set = FXCollections.observableSet(new LinkedHashSet<>());
            set.addListener((SetChangeListener<String>) change -> touched(group.parameter()));
            selections.put(group, set);
        }
        catalog.addListener((obs, old, now) -> inputChanged());
        endpoint.addListener((obs, old, now) -> inputChanged());
        target.addListener((obs, old, now) -> touched("target"));
        maxResults.addListener((obs, old, now) -> touched("max_results"));
        options.addListener((MapChangeListener<QueryOption, String>) change -> touched(change.getKey().parameter()));
        credentialChoice.addListener((obs, old, now) -> {
            if (now == null) {
                // A list control clears its value while its items are replaced: the choice stays.
                credentialChoice.set(old == null ? CredentialChoice.AUTOMATIC : old);
                return;
            }
            inputChanged();
        });
        // Problems block Send once they are shown: a fresh screen offers Send, and pressing it shows them.
        authText = Bindings.createStringBinding(() -> AuthText.reason(auth.get()), auth);
        canSend = Bindings.createBooleanBinding(() -> shownIssues.isEmpty() && !busy.get() && auth.get() != null
                && auth.get().available(), shownIssues, busy, auth);
        recompute();
        restoreDraft();
        reloadAccounts();
    }

    // --- state for the view ------------------------------------------------------------------

    public ObjectProperty<FieldCatalog> catalogProperty() { return catalog; }
    public ObjectProperty<Endpoint> endpointProperty() { return endpoint; }
    public StringProperty targetProperty() { return target; }
    public ObjectProperty<Integer> maxResultsProperty() { return maxResults; }
    public ObservableSet<String> selection(FieldGroup group) { return selections.get(group); }
    /** Optional parameters as typed ({@code start_time}, {@code granularity}, ...); blank means not sent. */
    public ObservableMap<QueryOption, String> options() { return options; }
    public ReadOnlyObjectProperty<QuerySpec> specProperty() { return spec.getReadOnlyProperty(); }
    public ReadOnlyStringProperty urlPreviewProperty() { return urlPreview.getReadOnlyProperty(); }
    public ObservableList<QueryValidator.Issue> issues() { return issues; }
    /** The problems to show: those of the inputs the user has touched, all of them once Send was pressed. */
    public ObservableList<QueryValidator.Issue> shownIssues() { return shownIssues; }
    /** Automatic, app-only, or one of the signed-in accounts. */
    public ObjectProperty<CredentialChoice> credentialChoiceProperty() { return credentialChoice; }
    public ObservableList<CredentialChoice> credentialOptions() { return credentialOptions; }
    /** What the endpoint accepts, each account's kind, and choices that cannot make the call (issue 35). */
    public SendAsAccess sendAs() { return sendAs; }
    /** What an empty result table says: how to start, or that nothing matched. */
    public ReadOnlyStringProperty emptyMessageProperty() { return emptyMessage.getReadOnlyProperty(); }
    /** The shown result's rate limit: limit / remaining / reset in local time, or that there was none. */
    public ReadOnlyStringProperty rateLimitProperty() { return rateLimit.getReadOnlyProperty(); }
    public ObservableList<Guidance.Hint> hints() { return hints; }
    public ReadOnlyObjectProperty<AuthChoice> authProperty() { return auth.getReadOnlyProperty(); }
    /** The line under Send: which credentials the query goes with, and why. */
    public StringBinding authTextProperty() { return authText; }
    public BooleanProperty busyProperty() { return busy; }
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<ResultInspection> inspectionProperty() { return inspection; }
    public ReadOnlyStringProperty nextTokenProperty() { return nextToken.getReadOnlyProperty(); }
    /** {@code meta.previous_token} of the shown page, or "" when X sent none. */
    public ReadOnlyStringProperty previousTokenProperty() { return previousToken.getReadOnlyProperty(); }
    /** The number of the page shown: "Page 2" after Next page. */
    public javafx.beans.property.ReadOnlyIntegerProperty pageProperty() { return page.getReadOnlyProperty(); }
    public ObservableList<QueryHistory.Entry> history() { return historyEntries; }
    public BooleanBinding canSendProperty() { return canSend; }

    /** Re-reads things that may have changed elsewhere (sign-in, environment, the signed-in accounts). */
    public void refreshDerivedState() {
        recompute();
        reloadAccounts();
    }

    /** The problem with one field name of a group (unknown name), or empty when it is fine. */
    public java.util.Optional<String> fieldProblem(FieldGroup group, String name) {
        return catalog.get().contains(group, name) ? java.util.Optional.empty()
                : issues.stream().filter(issue -> issue.field().equals(group.parameter())
                        && issue.messageKey().startsWith("query.issue.unknownField") && name.equals(issue.args().get(0)))
                        .map(issue -> Messages.text(issue.messageKey(), issue.argArray())).findFirst();
    }

    /** Removes every field of a group (the tab's "clear"). */
    public void clearSelection(FieldGroup group) {
        selections.get(group).clear();
    }

    // --- commands ----------------------------------------------------------------------------

    /** Looks one post up by its id (Posts by ids, the fields chosen kept), as another workspace asks. */
    public void lookUpPost(String id) {
        endpoint.set(Endpoint.POSTS_BY_IDS);
        target.set(id);
        send();
    }

    /**
     * Sends a recent search for {@code query} bounded to {@code start}..{@code end} (another workspace's
     * "the posts behind this"): the other options are cleared, so only the range narrows it.
     */
    public void searchRecent(String query, Instant start, Instant end) {
        endpoint.set(Endpoint.RECENT_SEARCH);
        target.set(query);
        options.clear();
        options.put(QueryOption.START_TIME, start.truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString());
        options.put(QueryOption.END_TIME, end.truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString());
        send();
    }

    /** Validates and sends the composed query in the background. Ctrl+Enter. */
    public void send() {
        sendPressed = true;
        recompute();
        if (!canSend.get()) {
            error.set(!issues.isEmpty() ? Messages.text(issues.get(0).messageKey(), issues.get(0).argArray())
                    : AuthText.reason(auth.get()));
            return;
        }
        QueryRequest sending = request;
        ComposedQuery composed = sending.composed();
        Endpoint.Primary primary = sending.spec().endpoint().primary();
        busy.set(true);
        error.set("");
        status.set(Messages.text("query.sending", composed.method(), composed.path()));
        tasks.run("query " + composed.path(), () -> {
            QueryOutcome outcome = run.send(sending);
            return new Sent(outcome, RateLimitText.describe(outcome.result(), clock));
        }, sent -> {
            busy.set(false);
            show(sent.outcome().inspection(), sent.rateLimit(), primary);
            historyEntries.setAll(QueryHistory.withRun(historyEntries, sent.outcome().entry()));
        }, failure -> {
            busy.set(false);
            status.set("");
            error.set(FailureText.describe(failure, Messages.text("query.failed.send")));
        });
    }

    /**
     * Finds keys and values containing the text in an answer, in the background (a large answer's
     * items are read one by one), and hands the paths of the matches to {@code found} on the FX
     * thread while that answer is still the one shown.
     */
    public void findInAnswer(ResultInspection answer, String text, java.util.function.Consumer<List<List<Object>>> found) {
        tasks.run("find in answer", () -> JsonSearch.find(answer.json(), text), matches -> {
            if (inspection.get() == answer) {
                found.accept(matches);
            }
        }, failure -> error.set(FailureText.describe(failure, Messages.text("query.failed.find"))));
    }

    /** Fetches the next page of a recent search. */
    public void nextPage() {
        if (nextToken.get().isEmpty()) {
            return;
        }
        String token = nextToken.get();
        int next = page.get() + 1;
        loadIntoComposer(spec.get().withPaging(spec.get().maxResults(), token));
        pageAsked = next;
        send();
    }

    /** Fetches the page before this one, where X's answer carried {@code meta.previous_token}. */
    public void previousPage() {
        if (previousToken.get().isEmpty()) {
            return;
        }
        // X takes either token in the same pagination parameter.
        int before = Math.max(1, page.get() - 1);
        loadIntoComposer(spec.get().withPaging(spec.get().maxResults(), previousToken.get()));
        pageAsked = before;
        send();
    }

    public void applyHint(Guidance.Hint hint) {
        selections.get(hint.expansionGroup()).add(hint.expansion());
    }

    /** The address alone, as sent (for "Copy URL"). */
    public String previewUrl() {
        return request.url().toString();
    }

    /**
     * A curl command for the preview that works when pasted into a shell: credentials are shell variables
     * ({@code X_BEARER_TOKEN}, or an OAuth 1.0a header signed for it), the embedded sandbox trusted by its
     * certificate file.
     */
    public String curlCommand() {
        return request.curl(certificateFor.apply(previewUrl()).orElse(null));
    }

    /** Loads a newer openapi.json to refresh the field catalog. */
    public void loadOpenApi(Path file) {
        FieldCatalog current = catalog.get();
        tasks.run("load OpenAPI description", () -> {
            try (InputStream in = Files.newInputStream(file)) {
                return FieldCatalog.fromOpenApi(in, current);
            }
        }, loaded -> {
            catalog.set(loaded);
            status.set(Messages.text("query.catalogLoaded", loaded.source()));
        }, failure -> error.set(failure instanceof IllegalArgumentException ? failure.getMessage()
                : FailureText.describe(failure, Messages.text("query.failed.openApi", file.getFileName()))));
    }

    public void loadHistory() {
        tasks.run("load query history", history::list, historyEntries::setAll,
                failure -> error.set(FailureText.describe(failure, Messages.text("query.failed.history"))));
    }

    /** Puts a past query in the composer and shows its last result from the cache, offline. */
    public void open(QueryHistory.Entry entry) {
        loadIntoComposer(entry.spec());
        error.set("");
        QueryRequest opened = request;
        tasks.run("open cached result", () -> run.open(entry, opened)
                        .map(outcome -> new Sent(outcome, RateLimitText.describe(outcome.result(), clock))),
                cached -> {
                    if (cached.isPresent()) {
                        show(cached.get().outcome().inspection(), cached.get().rateLimit(), entry.spec().endpoint().primary());
                    } else {
                        inspection.set(null);
                        emptyMessage.set(Messages.text("query.empty"));
                        rateLimit.set("");
                        status.set(Messages.text("query.noStoredResult"));
                    }
                },
                failure -> error.set(FailureText.describe(failure, Messages.text("query.failed.stored"))));
    }

    public void rerun(QueryHistory.Entry entry) {
        loadIntoComposer(entry.spec());
        send();
    }

    public void rename(QueryHistory.Entry entry, String name) {
        historyCommand("rename query", () -> history.rename(entry.id(), name));
    }

    public void toggleStar(QueryHistory.Entry entry) {
        historyCommand("star query", () -> history.setStarred(entry.id(), !entry.starred()));
    }

    /** Asks first, then deletes the saved query and its stored result. */
    public void confirmDelete(QueryHistory.Entry entry) {
        if (entry != null && dialogs.confirm(Messages.text("query.history.delete.title"),
                Messages.text("query.history.delete.confirm"), Confirmation.label("query.history.delete.action", entry.name()))) {
            delete(entry);
        }
    }

    /** Asks for a new name for the saved query. */
    public void askRename(QueryHistory.Entry entry) {
        if (entry != null) {
            dialogs.askText(Messages.text("query.history.rename.title"), Messages.text("query.history.rename.prompt"),
                    entry.name()).ifPresent(name -> rename(entry, name));
        }
    }

    public void copyUrl() {
        clipboard.copy(previewUrl());
    }

    public void copyCurl() {
        clipboard.copy(curlCommand());
    }

    /** The answer as indented JSON, when there is one. */
    public void copyJson() {
        if (inspection.get() != null) {
            clipboard.copy(inspection.get().prettyJson());
        }
    }

    public void delete(QueryHistory.Entry entry) {
        historyCommand("delete query", () -> run.delete(entry));
    }

    /** Puts a saved query in the composer: it counts as the user's input, not as touching the fields. */
    public void loadIntoComposer(QuerySpec loaded) {
        loading = true;
        try {
            endpoint.set(loaded.endpoint());
            target.set(loaded.target());
            maxResults.set(loaded.maxResults());
            options.clear();
            options.putAll(loaded.options());
            for (FieldGroup group : FieldGroup.values()) {
                selections.get(group).clear();
                selections.get(group).addAll(loaded.selected(group));
            }
        } finally {
            loading = false;
        }
        pageToken = loaded.nextToken();
        pageAsked = 1;
        recompute();
    }

    // --- internals ---------------------------------------------------------------------------

    /** The page to fetch; any change to the composer's inputs starts again from the first page. */
    private String pageToken;
    /** True while a saved query is put in the composer: one recompute at the end, nothing marked touched. */
    private boolean loading;
    private boolean sendPressed;
    private final Set<String> touched = new java.util.HashSet<>();
    /** The environment's accounts; null until they were read once. */
    private List<Account> accounts;
    private final QueryCredentials credentialsFor = QueryCredentials.bundled();
    private final SendAsAccess sendAs = new SendAsAccess(credentialsFor.access());
    /** The composer's query, composed once per change: the preview, Copy URL, Copy as curl and Send read it. */
    private QueryRequest request;
    private final AtomicReference<QueryDraftStore.Draft> unsavedDraft = new AtomicReference<>();
    private final Object draftWrites = new Object();
    /** Nothing is saved until the saved draft was read: the fresh composer must not overwrite it. */
    private boolean draftRestored;

    private void touched(String field) {
        if (!loading) {
            touched.add(field);
        }
        inputChanged();
    }

    private void inputChanged() {
        if (loading) {
            return;
        }
        pageToken = null;
        pageAsked = 1;
        recompute();
    }

    private void restoreDraft() {
        tasks.run("restore the last composed query", drafts::load, draft -> {
            draftRestored = true;
            // The user was quicker than the store: keep what they did.
            if (draft.isPresent() && touched.isEmpty() && !sendPressed) {
                credentialChoice.set(draft.get().credentials());
                loadIntoComposer(draft.get().spec());
            }
        }, failure -> {
            draftRestored = true;
            error.set(FailureText.describe(failure, Messages.text("query.failed.draft")));
        });
    }

    /** Saves the composer in the background; while a write is pending, later changes replace what it writes. */
    private void saveDraft(QuerySpec current) {
        if (!draftRestored || unsavedDraft.getAndSet(new QueryDraftStore.Draft(current, credentialChoice.get())) != null) {
            return;
        }
        tasks.run("save the composed query", () -> {
            synchronized (draftWrites) {
                QueryDraftStore.Draft latest = unsavedDraft.getAndSet(null);
                if (latest != null) {
                    drafts.save(latest);
                }
            }
            return Boolean.TRUE;
        }, saved -> { }, failure -> error.set(FailureText.describe(failure, Messages.text("query.failed.draftSave"))));
    }

    private void reloadAccounts() {
        tasks.run("list signed-in accounts", () -> credentials.accounts().get(),
                all -> {
                    sendAs.accounts(all);
                    accounts = List.copyOf(all);
                    List<CredentialChoice> options = new java.util.ArrayList<>(
                            List.of(CredentialChoice.AUTOMATIC, CredentialChoice.APP_ONLY));
                    all.stream().filter(account -> !account.needsSignIn())
                            .map(account -> CredentialChoice.account(account.userId(), account.screenName()))
                            .forEach(options::add);
                    credentialOptions.setAll(options);
                    recompute();
                }, failure -> error.set(FailureText.describe(failure, Messages.text("query.failed.accounts"))));
    }

    private AuthChoice resolveAuth(QuerySpec current) {
        sendAs.show(current.endpoint());
        return credentialsFor.resolve(credentialChoice.get(), current, catalog.get(), new QueryCredentials.Available(
                credentials.signedIn().getAsBoolean(), credentials.appKeys().getAsBoolean(), accounts));
    }

    /** A result ready to show: its inspection and rate-limit line are made off the FX thread. */
    private record Sent(QueryOutcome outcome, String rateLimit) {
    }

    private void historyCommand(String name, Runnable change) {
        tasks.run(name, () -> {
            change.run();
            return history.list();
        }, historyEntries::setAll, failure -> error.set(FailureText.describe(failure, Messages.text("query.failed.historyChange"))));
    }

    private void show(ResultInspection result, String rateLimitText, Endpoint.Primary primary) {
        QueryResult raw = result.result();
        emptyMessage.set(!result.rows().isEmpty() || !raw.isSuccess() ? Messages.text("query.empty.failed")
                : Messages.text(primary == Endpoint.Primary.USERS ? "query.empty.users" : "query.empty.posts"));
        rateLimit.set(rateLimitText);
        inspection.set(result);
        String age = raw.fromCache() ? Messages.text("query.status.stored", age(raw)) : "";
        status.set(Messages.text("query.status", Integer.toString(raw.status()), result.rows().size(),
                result.includeCount(), raw.durationMillis()) + age);
        JsonNode meta = result.json().path("meta");
        nextToken.set(meta.path("next_token").asText(""));
        previousToken.set(meta.path("previous_token").asText(""));
        page.set(pageAsked);
    }

    private String age(QueryResult result) {
        return AgeText.since(result.receivedAt(), clock.instant());
    }

    private void recompute() {
        Map<FieldGroup, java.util.Set<String>> chosen = new EnumMap<>(FieldGroup.class);
        selections.forEach((group, names) -> chosen.put(group, new LinkedHashSet<>(names)));
        QuerySpec current = new QuerySpec(endpoint.get(), target.get(), chosen, maxResults.get(), pageToken, options);
        spec.set(current);
        issues.setAll(new QueryValidator(catalog.get(), clock).validate(current));
        shownIssues.setAll(issues.stream().filter(issue -> sendPressed || touched.contains(issue.field())).toList());
        hints.setAll(Guidance.hints(current));
        auth.set(resolveAuth(current));
        request = QueryRequest.of(current, catalog.get(), auth.get(), apiBase.get());
        urlPreview.set(request.preview());
        saveDraft(current);
    }
}
