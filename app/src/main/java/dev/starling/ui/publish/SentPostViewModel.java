package dev.starling.ui.publish;

import dev.starling.core.api.account.Account;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.publish.EditWindow;
import dev.starling.core.publish.PostService;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.LatestOnly;
import dev.starling.ui.common.StatusViewModel;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The post just sent, as X shows it: its id, link and versions ({@code edit_history_tweet_ids}); Edit
 * offered only while the server's edit controls allow it (the owner, with a subscription, within the
 * window X states, with edits left), with the time left; Delete after a question whose default is Cancel.
 */
public final class SentPostViewModel extends StatusViewModel {

    /** How the environment's posts are linked: X's web address, or the lookup on another API base. */
    public record Links(EnvironmentKind kind, URI apiBase) {
        String of(String username, String postId) {
            return kind == EnvironmentKind.X_API ? "https://x.com/" + username + "/status/" + postId
                    : apiBase.toString().replaceAll("/+$", "") + "/2/tweets/" + postId;
        }
    }

    private final PostService posts;
    private final TaskRunner tasks;
    private final Dialogs dialogs;
    private final Clock clock;
    private final Supplier<Links> links;
    private final BiConsumer<String, String> edit;
    private final LatestOnly reads;

    private final ReadOnlyObjectWrapper<PostService.Published> post = new ReadOnlyObjectWrapper<>(this, "post");
    private final ReadOnlyStringWrapper link = new ReadOnlyStringWrapper(this, "link", "");
    private final ObservableList<String> versions = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper editState = new ReadOnlyStringWrapper(this, "editState", "");
    private final ReadOnlyBooleanWrapper editable = new ReadOnlyBooleanWrapper(this, "editable");
    private Account account;
    private PostService.Author author;

    /**
     * @param links how the active environment links a post
     * @param edit starts editing in the composer: the latest version's id and its text
     */
    public SentPostViewModel(PostService posts, TaskRunner tasks, Dialogs dialogs, Clock clock, Supplier<Links> links,
                             BiConsumer<String, String> edit) {
        this.posts = posts;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.clock = clock;
        this.links = links;
        this.edit = edit;
        this.reads = new LatestOnly(tasks);
    }

    /** The post as X last showed it; null before one is sent (or once deleted). */
    public ReadOnlyObjectProperty<PostService.Published> postProperty() { return post.getReadOnlyProperty(); }
    public ReadOnlyStringProperty linkProperty() { return link.getReadOnlyProperty(); }
    /** Its versions, oldest first: id and text. */
    public ObservableList<String> versions() { return versions; }
    /** "Editable for 59 min 58 s more (5 edits left)", or why it cannot be edited, in words. */
    public ReadOnlyStringProperty editStateProperty() { return editState.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty editableProperty() { return editable.getReadOnlyProperty(); }

    /** Shows a post just sent by {@code as} (null: the default account), read back from X with its edit controls. */
    public void show(PostService.SentPost sent, Account as) {
        account = as;
        clearMessages();
        reads.runLatest("read sent post", () -> new Shown(posts.author(as), posts.published(lastOf(sent), as)
                .orElse(null), posts.versions(lastOf(sent), as)), this::apply,
                failedTo(Messages.text("publishui.failed.read")));
    }

    private record Shown(PostService.Author author, PostService.Published post, java.util.List<PostService.Version> versions) {
    }

    private static String lastOf(PostService.SentPost sent) {
        return sent.editHistory().isEmpty() ? sent.id() : sent.editHistory().get(sent.editHistory().size() - 1);
    }

    private void apply(Shown shown) {
        author = shown.author();
        post.set(shown.post());
        versions.setAll(shown.versions().stream().map(version -> Messages.text("publishui.version", version.id(),
                version.text())).toList());
        link.set(shown.post() == null ? "" : links.get().of(author.username(), shown.post().id()));
        tick();
    }

    /** Re-reads the time left in the edit window (once a second while shown). */
    public void tick() {
        PostService.Published shown = post.get();
        if (shown == null || author == null) {
            editable.set(false);
            editState.set("");
            return;
        }
        EditWindow window = EditWindow.of(shown, author, clock.instant());
        editable.set(window.open());
        editState.set(window.open()
                ? Messages.text("publishui.edit.open", duration(window.left()), window.editsLeft())
                : window.reasons().stream().map(reason -> reason.render(Messages::text))
                        .collect(java.util.stream.Collectors.joining(" ")));
    }

    /** Opens the latest version in the composer, while the window is open. */
    public void startEdit() {
        tick();
        PostService.Published shown = post.get();
        if (shown != null && editable.get()) {
            edit.accept(shown.id(), shown.text());
        }
    }

    /** Asks (default Cancel), then deletes the post at X. */
    public void delete() {
        PostService.Published shown = post.get();
        if (shown == null || !dialogs.confirm(Messages.text("publishui.delete.title"),
                Messages.text("publishui.delete.message", shown.id(), "@" + author.username()),
                Confirmation.label("publishui.delete.action", shown.id()))) {
            return;
        }
        runBusy(tasks, "delete post", () -> posts.delete(shown.id(), account), deleted -> {
            post.set(null);
            versions.clear();
            link.set("");
            tick();
            message.set(Messages.text("publish.cli.deleted", shown.id()));
        }, Messages.text("publishui.failed.delete", shown.id()));
    }

    /** "59 min 58 s", "2 h 5 min", "12 s". */
    static String duration(Duration left) {
        if (left == null) {
            return Messages.text("publishui.edit.unstated");
        }
        long seconds = Math.max(0, left.getSeconds());
        if (seconds >= 3600) {
            return Messages.text("publishui.duration.hours", seconds / 3600, seconds % 3600 / 60);
        }
        if (seconds >= 60) {
            return Messages.text("publishui.duration.minutes", seconds / 60, seconds % 60);
        }
        return Messages.text("publishui.duration.seconds", seconds);
    }
}
