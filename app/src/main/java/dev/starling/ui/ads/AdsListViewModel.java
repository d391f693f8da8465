package dev.starling.ui.ads;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.http.Sleeper;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.LatestOnly;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.StatusViewModel;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * What the Audiences and Do-not-reach workspaces share: the chosen ad account's lists, read again
 * while one is processing after an upload (and not while the workspace is hidden), and the "new
 * list" row that creates an empty one with a name unique in the account.
 */
public abstract class AdsListViewModel extends StatusViewModel {

    protected final AdAccountPicker picker;
    protected final Supplier<AdsClient> ads;
    protected final TaskRunner tasks;
    protected final Dialogs dialogs;
    /** Re-reads the lists while one of them is processing. */
    protected final ProcessingWatch processing;
    /** Only the answer to the latest listing is shown; earlier ones arriving late are dropped. */
    protected final LatestOnly listing;
    private final StringProperty newName = new SimpleStringProperty(this, "newName", "");
    private final StringProperty newDescription = new SimpleStringProperty(this, "newDescription", "");

    /**
     * @param sleeper how the processing watch waits between re-reads (a fake clock in tests)
     * @param listFailedKey the message key of "could not list them"
     */
    protected AdsListViewModel(AdAccountPicker picker, Supplier<AdsClient> ads, TaskRunner tasks, Dialogs dialogs,
                               Sleeper sleeper, String listFailedKey) {
        this.picker = picker;
        this.ads = ads;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.listing = new LatestOnly(tasks);
        this.processing = new ProcessingWatch(tasks, sleeper,
                failure -> error.set(FailureText.describe(failure, Messages.text(listFailedKey))));
    }

    public AdAccountPicker picker() { return picker; }
    public StringProperty newNameProperty() { return newName; }
    public StringProperty newDescriptionProperty() { return newDescription; }

    /** Re-reads the accounts (after sign-in, an environment switch, or on demand), then the lists. */
    public void refresh() {
        picker.load();
    }

    /**
     * The workspace opens: it shows the chosen account's lists at once when another workspace has read
     * the accounts already, or reads the accounts first (the lists follow).
     */
    public void open() {
        picker.open(this::reload);
    }

    /** The kind of record this workspace lists, announced when one is created, deleted or uploaded to. */
    protected abstract AdsRecords.Kind kind();

    /** Tells the other views of the account's records that this workspace changed one. */
    protected final void announce(AdsRecords.Kind kind, AdsRecords.Change change, String accountId, String id) {
        picker.records().changed(kind, change, accountId, id, this);
    }

    /**
     * Calls {@code apply} with each change another view made to a record of {@code kinds} in the account
     * shown here (changes in another account are read when that account is chosen).
     */
    protected final void follow(java.util.Set<AdsRecords.Kind> kinds, Consumer<AdsRecords.Event> apply) {
        picker.records().listen(kinds, event -> {
            if (event.source() != this && event.accountId() != null && event.accountId().equals(picker.selectedId())) {
                apply.accept(event);
            }
        });
    }

    /** Re-reads the lists shown, e.g. after an upload changed one's size. */
    public abstract void reload();

    /**
     * After an upload to {@code listId} (null: a new one the wizard made): re-reads the lists and,
     * while that one is processing, again until X has counted it.
     */
    public void uploadFinished(String listId) {
        processing.watch(listId);
        reload();
        String account = picker.selectedId();
        if (account != null) {
            announce(kind(), AdsRecords.Change.UPLOADED, account, listId);
        }
    }

    /** True while a list uploaded to is still watched for the end of its processing. */
    public boolean watchingProcessing() {
        return processing.watching();
    }

    /** Hidden, the workspace stops re-reading processing lists; shown again, it re-reads if it was watching. */
    public void setShown(boolean shown) {
        if (!shown) {
            processing.pause();
        } else if (processing.watching()) {
            reload();
        }
    }

    /** Creates an empty list with the typed name and description, then hands it to {@code created}. */
    public abstract void create();

    /** How a list is created in an account: {@code (client, account, name, description) -> the new list}. */
    @FunctionalInterface
    protected interface Creation<T> {
        T create(AdsClient client, String account, String name, String description) throws Exception;
    }

    /**
     * The "new list" row's Create: refuses without an account or a name (saying why), else creates
     * in the background, empties the row and hands the new list to {@code created}.
     *
     * @param taskName what the background work is called (never a secret)
     * @param missingNameKey message key of "type a name first"
     * @param failedKey message key of "could not create {0}"
     */
    protected final <T> void createNamed(String taskName, String missingNameKey, Creation<T> creation,
                                         Consumer<T> created, String failedKey) {
        String account = picker.selectedId();
        String trimmed = newName.get() == null ? "" : newName.get().trim();
        if (account == null) {
            error.set(noAccountReason());
            return;
        }
        if (trimmed.isEmpty()) {
            error.set(Messages.text(missingNameKey));
            return;
        }
        String description = newDescription.get();
        clearMessages();
        tasks.run(taskName, () -> creation.create(ads.get(), account, trimmed, description),
                list -> {
                    newName.set("");
                    newDescription.set("");
                    created.accept(list);
                }, failure -> error.set(FailureText.describe(failure, Messages.text(failedKey, trimmed))));
    }

    /** Why nothing can be done without an account: the picker's notice, or to choose one. */
    protected final String noAccountReason() {
        String notice = picker.noticeProperty().get();
        return notice.isEmpty() ? Messages.text("audiences.chooseAccount") : notice;
    }
}
