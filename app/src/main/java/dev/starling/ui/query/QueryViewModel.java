package dev.starling.ui.query;

import dev.starling.core.api.account.Account;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.query.compose.ComposedQuery;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.store.QueryDraftStore;
import dev.starling.core.query.store.QueryHistory;
import dev.starling.core.query.compose.QueryOption;
import dev.starling.core.query.QueryOutcome;
import dev.starling.core.query.compose.QueryRequest;
import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.QueryRun;
import dev.starling.core.query.compose.QuerySpec;
import dev.starling.core.query.answer.ResultInspection;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.AgeText;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.TextClipboard;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Query workspace: runs the {@link QueryComposerViewModel composer}'s query through the core use case
 * ({@link QueryRun}) in the background and shows the outcome in the {@link QueryInspectorViewModel
 * inspector}; keeps the history, whose past queries open offline from the cache.
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
    private final TaskRunner tasks;
    private final Clock clock;
    private final Dialogs dialogs;
    private final QueryComposerViewModel composer;
    private final QueryInspectorViewModel inspector;

    private final BooleanProperty busy = new SimpleBooleanProperty(this, "busy");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ObservableList<QueryHistory.Entry> historyEntries = FXCollections.observableArrayList();
    private final BooleanBinding canSend;

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
        this.run = run;
        this.tasks = tasks;
        this.clock = clock;
        this.dialogs = dialogs;
        this.inspector = new QueryInspectorViewModel(tasks, clipboard, error::set);
        this.composer = new QueryComposerViewModel(initialCatalog, drafts, tasks, apiBase, credentials, clock, clipboard,
                certificateFor, error::set, status::set);
        canSend = composer.readyProperty().and(busy.not());
    }

    public QueryComposerViewModel composer() { return composer; }
    public QueryInspectorViewModel inspector() { return inspector; }
    public BooleanProperty busyProperty() { return busy; }
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    public ObservableList<QueryHistory.Entry> history() { return historyEntries; }
    public BooleanBinding canSendProperty() { return canSend; }

    // --- commands ----------------------------------------------------------------------------

    /** Looks one post up by its id (Posts by ids, the fields chosen kept), as another workspace asks. */
    public void lookUpPost(String id) {
        composer.endpointProperty().set(Endpoint.POSTS_BY_IDS);
        composer.targetProperty().set(id);
        send();
    }

    /**
     * Sends a recent search for {@code query} bounded to {@code start}..{@code end} (another workspace's
     * "the posts behind this"): the other options are cleared, so only the range narrows it.
     */
    public void searchRecent(String query, Instant start, Instant end) {
        composer.endpointProperty().set(Endpoint.RECENT_SEARCH);
        composer.targetProperty().set(query);
        composer.options().clear();
        composer.options().put(QueryOption.START_TIME, start.truncatedTo(ChronoUnit.SECONDS).toString());
        composer.options().put(QueryOption.END_TIME, end.truncatedTo(ChronoUnit.SECONDS).toString());
        send();
    }

    /** Validates and sends the composed query in the background. Ctrl+Enter. */
    public void send() {
        Optional<String> refusal = composer.sendPressed();
        if (refusal.isPresent() || busy.get()) {
            error.set(refusal.orElseGet(() -> AuthText.reason(composer.authProperty().get())));
            return;
        }
        QueryRequest sending = composer.request();
        int pageAsked = composer.pageAsked();
        ComposedQuery composed = sending.composed();
        busy.set(true);
        error.set("");
        status.set(Messages.text("query.sending", composed.method(), composed.path()));
        tasks.run("query " + composed.path(), () -> {
            QueryOutcome outcome = run.send(sending);
            return new Sent(outcome, RateLimitText.describe(outcome.result(), clock));
        }, sent -> {
            busy.set(false);
            show(sent, pageAsked);
            historyEntries.setAll(QueryHistory.withRun(historyEntries, sent.outcome().entry()));
        }, failure -> {
            busy.set(false);
            status.set("");
            error.set(FailureText.describe(failure, Messages.text("query.failed.send")));
        });
    }

    /** Fetches the next page of a recent search. */
    public void nextPage() {
        String token = inspector.nextTokenProperty().get();
        if (!token.isEmpty()) {
            sendPage(token, inspector.pageProperty().get() + 1);
        }
    }

    /** Fetches the page before this one, where X's answer carried {@code meta.previous_token}. */
    public void previousPage() {
        String token = inspector.previousTokenProperty().get();
        if (!token.isEmpty()) {
            // X takes either token in the same pagination parameter.
            sendPage(token, Math.max(1, inspector.pageProperty().get() - 1));
        }
    }

    private void sendPage(String token, int page) {
        QuerySpec current = composer.specProperty().get();
        composer.loadPage(current.withPaging(current.maxResults(), token), page);
        send();
    }

    public void loadHistory() {
        tasks.run("load query history", run.history()::list, historyEntries::setAll,
                failure -> error.set(FailureText.describe(failure, Messages.text("query.failed.history"))));
    }

    /** Puts a past query in the composer and shows its last result from the cache, offline. */
    public void open(QueryHistory.Entry entry) {
        composer.loadIntoComposer(entry.spec());
        error.set("");
        QueryRequest opened = composer.request();
        tasks.run("open cached result", () -> run.open(entry, opened)
                        .map(outcome -> new Sent(outcome, RateLimitText.describe(outcome.result(), clock))),
                cached -> {
                    if (cached.isPresent()) {
                        show(cached.get(), composer.pageAsked());
                    } else {
                        inspector.clear();
                        status.set(Messages.text("query.noStoredResult"));
                    }
                },
                failure -> error.set(FailureText.describe(failure, Messages.text("query.failed.stored"))));
    }

    public void rerun(QueryHistory.Entry entry) {
        composer.loadIntoComposer(entry.spec());
        send();
    }

    public void rename(QueryHistory.Entry entry, String name) {
        historyCommand("rename query", () -> run.history().rename(entry.id(), name));
    }

    public void toggleStar(QueryHistory.Entry entry) {
        historyCommand("star query", () -> run.history().setStarred(entry.id(), !entry.starred()));
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

    public void delete(QueryHistory.Entry entry) {
        historyCommand("delete query", () -> run.delete(entry));
    }

    // --- internals ---------------------------------------------------------------------------

    /** A result ready to show: its inspection and rate-limit line are made off the FX thread. */
    private record Sent(QueryOutcome outcome, String rateLimit) {
    }

    private void historyCommand(String name, Runnable change) {
        tasks.run(name, () -> {
            change.run();
            return run.history().list();
        }, historyEntries::setAll, failure -> error.set(FailureText.describe(failure, Messages.text("query.failed.historyChange"))));
    }

    private void show(Sent sent, int page) {
        ResultInspection result = sent.outcome().inspection();
        QueryResult raw = result.result();
        String age = raw.fromCache() ? Messages.text("query.status.stored", AgeText.since(raw.receivedAt(), clock.instant())) : "";
        inspector.show(result, sent.rateLimit(), sent.outcome().request().spec().endpoint().primary(), page);
        status.set(Messages.text("query.status", Integer.toString(raw.status()), result.rows().size(),
                result.includeCount(), raw.durationMillis()) + age);
    }
}
