package dev.starling.ui.publish;

import dev.starling.core.api.account.Account;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.PriceTable;
import dev.starling.core.publish.PostDraft;
import dev.starling.core.publish.PostDrafts;
import dev.starling.core.publish.PostService;
import dev.starling.core.publish.PostText;
import dev.starling.core.publish.PostingContext;
import dev.starling.core.publish.PublishRefused;
import dev.starling.core.publish.PublishingRules;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.LatestOnly;
import dev.starling.ui.common.StatusViewModel;
import java.math.BigDecimal;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The composer of the Publishing workspace: a post's text against the chosen account's limit (280, or
 * 25,000 when its subscription allows long posts), reply or quote, community with "share with
 * followers", the paid-partnership disclosure, and every rule that would refuse it said before it is
 * sent (the summoned-reply rule and the tier's quote rule need the posts referred to: they are read
 * once per id). Sending asks first, saying the post is public and naming the account and the cost. The
 * draft is kept locally at every change; drafts can be listed, reopened and deleted.
 */
public final class ComposerViewModel extends StatusViewModel {

    private static final String ID = "[0-9]{1,19}";

    private final PostService posts;
    private final TaskRunner tasks;
    private final Dialogs dialogs;
    private final Clock clock;
    private final Supplier<PriceTable> prices;
    private final LatestOnly contexts;
    private final LatestOnly authors;
    private final DraftKeeper keeper;
    private Consumer<PostService.SentPost> sentTo = sent -> { };

    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final StringProperty replyTo = new SimpleStringProperty(this, "replyTo", "");
    private final StringProperty quote = new SimpleStringProperty(this, "quote", "");
    private final StringProperty community = new SimpleStringProperty(this, "community", "");
    private final BooleanProperty shareWithFollowers = new SimpleBooleanProperty(this, "shareWithFollowers");
    private final BooleanProperty paidPartnership = new SimpleBooleanProperty(this, "paidPartnership");
    private final ReadOnlyStringWrapper editOf = new ReadOnlyStringWrapper(this, "editOf", "");
    private final ObservableList<Account> accounts = FXCollections.observableArrayList();
    private final ObjectProperty<Account> account = new SimpleObjectProperty<>(this, "account");
    private final ReadOnlyObjectWrapper<PostService.Author> author = new ReadOnlyObjectWrapper<>(this, "author");
    private final ObservableList<String> problems = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper counter = new ReadOnlyStringWrapper(this, "counter", "");
    private final ReadOnlyBooleanWrapper overLimit = new ReadOnlyBooleanWrapper(this, "overLimit");
    private final ReadOnlyStringWrapper cost = new ReadOnlyStringWrapper(this, "cost", "");
    private final ReadOnlyStringWrapper preview = new ReadOnlyStringWrapper(this, "preview", "");
    private final ReadOnlyStringWrapper sendLabel = new ReadOnlyStringWrapper(this, "sendLabel", "");
    private final ReadOnlyBooleanWrapper sendable = new ReadOnlyBooleanWrapper(this, "sendable");
    private final ObservableList<PostDrafts.Saved> drafts = FXCollections.observableArrayList();
    private final ObjectProperty<PostDrafts.Saved> selectedDraft = new SimpleObjectProperty<>(this, "selectedDraft");

    private PriceTable table = PriceTable.defaults();
    /** The rules' facts for the ids below, read once per combination; null while reading or after a refusal. */
    private PostingContext context;
    private String contextKey = "";
    private List<BundleText> contextProblems = List.of();
    private boolean loading;
    /** True while the composer's fields are set from a draft or cleared: not the person's own changes. */
    private boolean applying;
    private java.util.Optional<BundleText> writeProblem = java.util.Optional.empty();

    /**
     * @param prices the price table as Settings keeps it (read in the background)
     */
    public ComposerViewModel(PostService posts, TaskRunner tasks, Dialogs dialogs, Clock clock,
                             Supplier<PriceTable> prices) {
        this.posts = posts;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.clock = clock;
        this.prices = prices;
        this.contexts = new LatestOnly(tasks);
        this.authors = new LatestOnly(tasks);
        this.keeper = new DraftKeeper(posts.drafts(), tasks, id -> reloadDrafts());
        keeper.errorProperty().addListener((obs, old, now) -> error.set(now));
        for (var property : List.of(text, replyTo, quote, community)) {
            property.addListener((obs, old, now) -> changed());
        }
        shareWithFollowers.addListener((obs, old, now) -> changed());
        paidPartnership.addListener((obs, old, now) -> changed());
        community.addListener((obs, old, now) -> {
            if (now == null || now.isBlank()) {
                shareWithFollowers.set(false);
            }
        });
        account.addListener((obs, old, now) -> accountChosen());
        recompute();
    }

    /** Told of each post sent, on the callback thread (the sent post's panel shows it). */
    public void onSent(Consumer<PostService.SentPost> listener) {
        sentTo = listener;
    }

    // --- what the view binds -----------------------------------------------------------------------

    public StringProperty textProperty() { return text; }
    public StringProperty replyToProperty() { return replyTo; }
    public StringProperty quoteProperty() { return quote; }
    public StringProperty communityProperty() { return community; }
    public BooleanProperty shareWithFollowersProperty() { return shareWithFollowers; }
    public BooleanProperty paidPartnershipProperty() { return paidPartnership; }
    /** The post this edits (its latest version), or empty for a new post. */
    public ReadOnlyStringProperty editOfProperty() { return editOf.getReadOnlyProperty(); }
    /** The accounts that can write; the chosen one posts. */
    public ObservableList<Account> accounts() { return accounts; }
    public ObjectProperty<Account> accountProperty() { return account; }
    /** The chosen account as X describes it (its subscription sets the limit); null while read. */
    public ReadOnlyObjectProperty<PostService.Author> authorProperty() { return author.getReadOnlyProperty(); }
    /** Every reason the post cannot be sent as it is, in words; empty when it can. */
    public ObservableList<String> problems() { return problems; }
    /** "42 / 280" as X counts the text. */
    public ReadOnlyStringProperty counterProperty() { return counter.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty overLimitProperty() { return overLimit.getReadOnlyProperty(); }
    /** What sending will cost and this session's total, under the names the command line prints. */
    public ReadOnlyStringProperty costProperty() { return cost.getReadOnlyProperty(); }
    /** How the post will read: who, what kind of post, its text and its disclosures. */
    public ReadOnlyStringProperty previewProperty() { return preview.getReadOnlyProperty(); }
    /** The send button's label: what it does, as whom. */
    public ReadOnlyStringProperty sendLabelProperty() { return sendLabel.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty sendableProperty() { return sendable.getReadOnlyProperty(); }
    /** The drafts kept on this computer, the latest changed first. */
    public ObservableList<PostDrafts.Saved> drafts() { return drafts; }
    public ObjectProperty<PostDrafts.Saved> selectedDraftProperty() { return selectedDraft; }

    /** The draft as written now. */
    public PostDraft draft() {
        String edit = blankToNull(editOf.get());
        return new PostDraft(text.get(), edit == null ? blankToNull(replyTo.get()) : null,
                edit == null ? blankToNull(quote.get()) : null, edit == null ? blankToNull(community.get()) : null,
                edit == null && shareWithFollowers.get() && blankToNull(community.get()) != null, paidPartnership.get(),
                edit);
    }

    // --- commands ----------------------------------------------------------------------------------

    /** Reads the accounts that can write, the price table and the drafts (at start, after a sign-in, on a switch). */
    public void reload() {
        tasks.run("read price table", prices::get, read -> {
            table = read;
            recompute();
        }, failure -> { });
        tasks.run("list writing accounts", posts::writers, found -> {
            Account keep = account.get();
            accounts.setAll(found);
            account.set(found.stream().filter(a -> keep != null && a.key().equals(keep.key())).findFirst()
                    .or(() -> found.stream().filter(Account::isDefault).findFirst())
                    .or(() -> found.stream().findFirst()).orElse(null));
            if (found.isEmpty()) {
                recompute();
            }
        }, failedTo(Messages.text("publishui.failed.accounts")));
        reloadDrafts();
    }

    /** Asks (saying it is public, as whom, and the cost), then sends; the draft is forgotten once sent. */
    public void send() {
        recompute();
        if (!sendable.get()) {
            return;
        }
        PostDraft draft = draft();
        PostService.Author writer = author.get();
        String name = "@" + writer.username();
        String costText = PriceTable.dollars(PostService.cost(draft, table));
        Confirmation question = draft.editOf() != null
                ? Confirmation.of(Messages.text("publishui.confirm.editTitle"),
                        Messages.text("publishui.confirm.editMessage", draft.editOf(), name, costText),
                        Confirmation.label("publishui.confirm.editAction", name))
                : Confirmation.of(Messages.text("publishui.confirm.title"),
                        Messages.text("publishui.confirm.message", name, costText),
                        Confirmation.label("publishui.confirm.action", name));
        if (!dialogs.confirm(question)) {
            return;
        }
        Account as = account.get();
        long draftId = keeper.draftId();
        clearMessages();
        busy.set(true);
        sendable.set(false);
        tasks.run("send post", () -> posts.send(draft, as), sent -> {
            busy.set(false);
            message.set(Messages.text(draft.editOf() != null ? "publishui.edited" : "publishui.posted", sent.id()));
            if (draftId != 0) {
                tasks.run("forget sent draft", () -> {
                    posts.drafts().delete(draftId);
                    return draftId;
                }, gone -> reloadDrafts(), failedTo(Messages.text("publishui.draft.deleteFailed")));
            }
            clear();
            recompute();
            sentTo.accept(sent);
        }, failure -> {
            busy.set(false);
            if (failure instanceof PublishRefused refused) {
                // The rules, read anew just before sending, refused it: said as the problems they name.
                contextKey = "";
                contextProblems = refused.reasons();
                context = null;
            }
            error.set(dev.starling.ui.common.FailureText.describe(failure, Messages.text("publishui.failed.send")));
            recompute();
        });
    }

    /** Starts editing a published post: its latest version's text, sent as {@code edit_options.previous_post_id}. */
    public void startEdit(String latestVersionId, String currentText) {
        clear();
        applying = true;
        editOf.set(latestVersionId);
        text.set(currentText);
        applying = false;
        clearMessages();
        changed();
    }

    /** A new, empty post (the current one stays among the drafts when it has text). */
    public void newDraft() {
        keeper.follow(0);
        selectedDraft.set(null);
        clear();
        clearMessages();
        recompute();
    }

    /** Reopens a kept draft. */
    public void open(PostDrafts.Saved saved) {
        if (saved == null) {
            return;
        }
        keeper.follow(0);
        applying = true;
        PostDraft draft = saved.draft();
        editOf.set(Objects.requireNonNullElse(draft.editOf(), ""));
        text.set(draft.text());
        replyTo.set(Objects.requireNonNullElse(draft.replyTo(), ""));
        quote.set(Objects.requireNonNullElse(draft.quote(), ""));
        community.set(Objects.requireNonNullElse(draft.communityId(), ""));
        shareWithFollowers.set(draft.shareWithFollowers());
        paidPartnership.set(draft.paidPartnership());
        applying = false;
        keeper.follow(saved.id());
        selectedDraft.set(saved);
        clearMessages();
        changed();
    }

    /** Asks, then deletes a kept draft (from this computer only: nothing was sent). */
    public void deleteDraft(PostDrafts.Saved saved) {
        if (saved == null || !dialogs.confirm(Messages.text("publishui.draft.deleteTitle"),
                Messages.text("publishui.draft.deleteMessage", draftTitle(saved)),
                Confirmation.label("publishui.draft.deleteAction"))) {
            return;
        }
        boolean current = keeper.draftId() == saved.id();
        tasks.run("delete post draft", () -> {
            posts.drafts().delete(saved.id());
            return saved.id();
        }, gone -> {
            if (current) {
                newDraft();
            }
            message.set(Messages.text("publishui.draft.deleted"));
            reloadDrafts();
        }, failedTo(Messages.text("publishui.draft.deleteFailed")));
    }

    /** A draft as the list shows it: its first line (or "(empty)"), and what it is. */
    public static String draftTitle(PostDrafts.Saved saved) {
        String first = saved.draft().text().strip().lines().findFirst().orElse("");
        if (first.isEmpty()) {
            first = Messages.text("publishui.draft.empty");
        }
        return first.length() > 60 ? first.substring(0, 59) + "\u2026" : first;
    }

    /** Re-checks the rules that depend on time (an edit window closing) and on the price table. */
    public void recheck() {
        recompute();
    }

    // --- inner workings ----------------------------------------------------------------------------

    private void reloadDrafts() {
        tasks.run("list post drafts", () -> posts.drafts().list(), found -> {
            long current = keeper.draftId();
            drafts.setAll(found);
            found.stream().filter(saved -> saved.id() == current).findFirst().ifPresent(selectedDraft::set);
        }, failedTo(Messages.text("publishui.draft.listFailed")));
    }

    private void accountChosen() {
        author.set(null);
        context = null;
        contextKey = "";
        Account chosen = account.get();
        writeProblem = chosen == null ? java.util.Optional.empty() : posts.postingProblem(chosen);
        if (chosen == null) {
            authors.supersede();
            recompute();
            return;
        }
        authors.runLatest("read posting account", () -> posts.author(chosen), found -> {
            author.set(found);
            changed();
        }, failedTo(Messages.text("publishui.failed.author", chosen.screenName())));
        recompute();
    }

    /** After any change of the draft: keep it, read the posts it refers to when those changed, re-check. */
    private void changed() {
        if (applying) {
            return;
        }
        PostDraft draft = draft();
        if (!draft.text().isEmpty() || draft.replyTo() != null || draft.quote() != null || keeper.draftId() != 0) {
            keeper.keep(draft);
        }
        String key = key(draft);
        if (author.get() != null && !key.equals(contextKey) && idsWellFormed()) {
            contextKey = key;
            context = null;
            contextProblems = List.of();
            loading = true;
            Account as = account.get();
            contexts.runLatest("read posts referred to", () -> posts.context(draft, as), read -> {
                loading = false;
                context = read;
                recompute();
            }, failure -> {
                loading = false;
                contextProblems = failure instanceof PublishRefused refused ? refused.reasons()
                        : List.of(BundleText.of("publishui.failed.context"));
                recompute();
            });
        }
        recompute();
    }

    private String key(PostDraft draft) {
        Account as = account.get();
        return (as == null ? "" : as.key()) + "|" + draft.replyTo() + "|" + draft.quote() + "|" + draft.editOf();
    }

    private boolean idsWellFormed() {
        return badIds().isEmpty();
    }

    private List<String> badIds() {
        List<String> bad = new ArrayList<>();
        for (String id : List.of(replyTo.get(), quote.get(), community.get())) {
            if (id != null && !id.isBlank() && !id.strip().matches(ID)) {
                bad.add(id.strip());
            }
        }
        return bad;
    }

    private void recompute() {
        PostDraft draft = draft();
        PostService.Author writer = author.get();
        int length = PostText.length(draft.text());
        int limit = writer == null ? PostText.STANDARD_LIMIT : writer.limit();
        counter.set(Messages.text("publishui.counter", length, limit));
        overLimit.set(length > limit);
        List<String> said = new ArrayList<>();
        badIds().forEach(id -> said.add(Messages.text("publish.cli.badId", id)));
        boolean checked = false;
        if (account.get() == null) {
            said.add(Messages.text("publishui.noWriter"));
        } else if (writer != null) {
            writeProblem.ifPresent(problem -> said.add(problem.render(Messages::text)));
            if (context != null && contextKey.equals(key(draft))) {
                PostingContext now = new PostingContext(context.userId(), context.username(), context.subscribed(),
                        context.tier(), context.replyTarget(), context.quoteTarget(), context.editTarget(),
                        clock.instant());
                // An empty composer is not a mistake yet: Publish stays off without saying so.
                PublishingRules.problems(draft, now).stream().filter(problem -> !draft.text().isEmpty()
                        || !"publish.rule.empty".equals(problem.key()))
                        .forEach(problem -> said.add(problem.render(Messages::text)));
                checked = true;
            } else {
                contextProblems.forEach(problem -> said.add(problem.render(Messages::text)));
            }
        }
        problems.setAll(said);
        sendable.set(checked && said.isEmpty() && !draft.text().isEmpty() && !busy.get());
        BigDecimal price = PostService.cost(draft, table);
        cost.set(Messages.text("publish.cli.cost", PriceTable.dollars(price), PriceTable.dollars(posts.sessionTotal())));
        String name = writer == null ? (account.get() == null ? "" : "@" + account.get().screenName())
                : "@" + writer.username();
        // A label with a mnemonic: the name's underscores show as written (see Confirmation.label).
        sendLabel.set(Confirmation.label(draft.editOf() != null ? "publishui.sendEdit" : "publishui.send", name));
        preview.set(preview(draft, name, loading));
    }

    private static String preview(PostDraft draft, String name, boolean loading) {
        List<String> lines = new ArrayList<>();
        lines.add(name.isEmpty() ? Messages.text("publishui.preview.nobody") : name);
        if (draft.editOf() != null) {
            lines.add(Messages.text("publishui.preview.edit", draft.editOf()));
        }
        if (draft.replyTo() != null) {
            lines.add(Messages.text("publishui.preview.reply", draft.replyTo()));
        }
        if (draft.communityId() != null) {
            lines.add(Messages.text("publishui.preview.community", draft.communityId(),
                    draft.shareWithFollowers() ? 1 : 0));
        }
        lines.add("");
        lines.add(draft.text().isBlank() ? Messages.text("publishui.preview.noText") : draft.text());
        if (draft.quote() != null) {
            lines.add("");
            lines.add(Messages.text("publishui.preview.quote", draft.quote()));
        }
        if (draft.paidPartnership()) {
            lines.add("");
            lines.add(Messages.text("publishui.preview.paid"));
        }
        if (loading) {
            lines.add("");
            lines.add(Messages.text("publishui.preview.checking"));
        }
        return String.join("\n", lines);
    }

    private void clear() {
        applying = true;
        keeper.follow(0);
        selectedDraft.set(null);
        editOf.set("");
        text.set("");
        replyTo.set("");
        quote.set("");
        community.set("");
        shareWithFollowers.set(false);
        paidPartnership.set(false);
        applying = false;
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
