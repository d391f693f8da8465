package dev.starling.ui.query;

import dev.starling.core.api.account.Account;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.query.compose.AuthChoice;
import dev.starling.core.query.compose.CredentialChoice;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.query.compose.Guidance;
import dev.starling.core.query.compose.QueryCredentials;
import dev.starling.core.query.store.QueryDraftStore;
import dev.starling.core.query.compose.QueryOption;
import dev.starling.core.query.compose.QueryRequest;
import dev.starling.core.query.compose.QuerySpec;
import dev.starling.core.query.compose.QueryValidator;
import dev.starling.core.text.Messages;
import dev.starling.core.text.WordedException;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.TextClipboard;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
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
 * The Query composer: the user's choices (endpoint, target, fields, options, credentials), each change
 * validated, hinted, resolved to credentials and composed once into the {@link QueryRequest} that the
 * preview, Copy URL, Copy as curl and Send read. The last composed query is kept as a draft.
 */
public final class QueryComposerViewModel {

    private final QueryDraftStore drafts;
    private final TaskRunner tasks;
    private final Supplier<URI> apiBase;
    private final Function<String, Optional<Path>> certificateFor;
    private final QueryViewModel.Credentials credentials;
    private final Clock clock;
    private final TextClipboard clipboard;
    private final Consumer<String> errors;
    private final Consumer<String> statuses;

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
    private final ObservableList<Guidance.Hint> hints = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<AuthChoice> auth = new ReadOnlyObjectWrapper<>(this, "auth");
    private final BooleanBinding ready;
    private final StringBinding authText;

    /** The page to fetch; any change to the composer's inputs starts again from the first page. */
    private String pageToken;
    /** The page the composed request asks for (1 the first). */
    private int pageAsked = 1;
    /** True while a saved query is put in the composer: one recompute at the end, nothing marked touched. */
    private boolean loading;
    private boolean sendPressed;
    private final Set<String> touched = new HashSet<>();
    /** The environment's accounts; null until they were read once. */
    private List<Account> accounts;
    private final QueryCredentials credentialsFor = QueryCredentials.bundled();
    private final SendAsAccess sendAs = new SendAsAccess(credentialsFor.access());
    /** The composer's query, composed once per change. */
    private QueryRequest request;
    private final AtomicReference<QueryDraftStore.Draft> unsavedDraft = new AtomicReference<>();
    private final Object draftWrites = new Object();
    /** Nothing is saved until the saved draft was read: the fresh composer must not overwrite it. */
    private boolean draftRestored;

    /**
     * @param errors and {@code statuses}: where the workspace's error and status lines are told
     * @param certificateFor the certificate file curl must trust for an address (the embedded sandbox's PEM)
     */
    QueryComposerViewModel(FieldCatalog initialCatalog, QueryDraftStore drafts, TaskRunner tasks, Supplier<URI> apiBase,
                           QueryViewModel.Credentials credentials, Clock clock, TextClipboard clipboard,
                           Function<String, Optional<Path>> certificateFor, Consumer<String> errors,
                           Consumer<String> statuses) {
        this.drafts = drafts;
        this.tasks = tasks;
        this.apiBase = apiBase;
        this.credentials = credentials;
        this.clock = clock;
        this.clipboard = clipboard;
        this.certificateFor = certificateFor;
        this.errors = errors;
        this.statuses = statuses;
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
        ready = Bindings.createBooleanBinding(() -> shownIssues.isEmpty() && auth.get() != null && auth.get().available(),
                shownIssues, auth);
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
    public ObservableList<Guidance.Hint> hints() { return hints; }
    public ReadOnlyObjectProperty<AuthChoice> authProperty() { return auth.getReadOnlyProperty(); }
    /** The line under Send: which credentials the query goes with, and why. */
    public StringBinding authTextProperty() { return authText; }
    /** No problem shown and credentials to send with. */
    public BooleanBinding readyProperty() { return ready; }

    /** The query as composed now: what Send sends. */
    QueryRequest request() {
        return request;
    }

    /** The page the composed request asks for. */
    int pageAsked() {
        return pageAsked;
    }

    /** Re-reads things that may have changed elsewhere (sign-in, environment, the signed-in accounts). */
    public void refreshDerivedState() {
        recompute();
        reloadAccounts();
    }

    /** The problem with one field name of a group (unknown name), or empty when it is fine. */
    public Optional<String> fieldProblem(FieldGroup group, String name) {
        return catalog.get().contains(group, name) ? Optional.empty()
                : issues.stream().filter(issue -> issue.field().equals(group.parameter())
                        && issue.messageKey().startsWith("query.issue.unknownField") && name.equals(issue.args().get(0)))
                        .map(issue -> Messages.text(issue.messageKey(), issue.argArray())).findFirst();
    }

    /** Removes every field of a group (the tab's "clear"). */
    public void clearSelection(FieldGroup group) {
        selections.get(group).clear();
    }

    public void applyHint(Guidance.Hint hint) {
        selections.get(hint.expansionGroup()).add(hint.expansion());
    }

    /**
     * Send was pressed: every problem shows from now on. Returns why the query cannot be sent, or empty
     * when it can.
     */
    Optional<String> sendPressed() {
        sendPressed = true;
        recompute();
        if (!issues.isEmpty()) {
            return Optional.of(Messages.text(issues.get(0).messageKey(), issues.get(0).argArray()));
        }
        return ready.get() ? Optional.empty() : Optional.of(AuthText.reason(auth.get()));
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

    public void copyUrl() {
        clipboard.copy(previewUrl());
    }

    public void copyCurl() {
        clipboard.copy(curlCommand());
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
            statuses.accept(Messages.text("query.catalogLoaded", loaded.source()));
        }, failure -> errors.accept(failure instanceof WordedException unusable ? Messages.text(unusable.text())
                : FailureText.describe(failure, Messages.text("query.failed.openApi", file.getFileName()))));
    }

    /** Puts a saved query in the composer: it counts as the user's input, not as touching the fields. */
    public void loadIntoComposer(QuerySpec loaded) {
        loadPage(loaded, 1);
    }

    /** As {@link #loadIntoComposer}, for page {@code page} of a paged read ({@code loaded} carries its token). */
    void loadPage(QuerySpec loaded, int page) {
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
        pageAsked = page;
        recompute();
    }

    // --- internals ---------------------------------------------------------------------------

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
            errors.accept(FailureText.describe(failure, Messages.text("query.failed.draft")));
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
        }, saved -> { }, failure -> errors.accept(FailureText.describe(failure, Messages.text("query.failed.draftSave"))));
    }

    private void reloadAccounts() {
        tasks.run("list signed-in accounts", () -> credentials.accounts().get(),
                all -> {
                    sendAs.accounts(all);
                    accounts = List.copyOf(all);
                    List<CredentialChoice> choices = new ArrayList<>(List.of(CredentialChoice.AUTOMATIC, CredentialChoice.APP_ONLY));
                    all.stream().filter(account -> !account.needsSignIn())
                            .map(account -> CredentialChoice.account(account.userId(), account.screenName()))
                            .forEach(choices::add);
                    credentialOptions.setAll(choices);
                    recompute();
                }, failure -> errors.accept(FailureText.describe(failure, Messages.text("query.failed.accounts"))));
    }

    private AuthChoice resolveAuth(QuerySpec current) {
        sendAs.show(current.endpoint());
        return credentialsFor.resolve(credentialChoice.get(), current, catalog.get(), new QueryCredentials.Available(
                credentials.signedIn().getAsBoolean(), credentials.appKeys().getAsBoolean(), accounts));
    }

    private void recompute() {
        Map<FieldGroup, Set<String>> chosen = new EnumMap<>(FieldGroup.class);
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
