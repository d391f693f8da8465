package dev.starling.ui.dnr;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.core.api.http.Sleeper;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.ads.AdsWords;
import dev.starling.ui.ads.ProcessingWatch;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.Messages;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Do-not-reach lists workspace: the chosen ad account's lists (name, size, targetability,
 * last change), creating one (name, description) and deleting one. A list being processed after an
 * upload keeps its last size, marked as processing, and is re-read until X has counted it. Uploading
 * people to a list goes through the upload wizard.
 */
public final class DoNotReachViewModel {

    private final AdAccountPicker picker;
    private final Supplier<AdsClient> ads;
    private final TaskRunner tasks;
    private final Dialogs dialogs;
    private final ProcessingWatch processing;
    private final ObservableList<DoNotReachList> lists = FXCollections.observableArrayList();
    private final ObjectProperty<DoNotReachList> selected = new SimpleObjectProperty<>(this, "selected");
    private final StringProperty newName = new SimpleStringProperty(this, "newName", "");
    private final StringProperty newDescription = new SimpleStringProperty(this, "newDescription", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private long listing;

    public DoNotReachViewModel(AdAccountPicker picker, Supplier<AdsClient> ads, TaskRunner tasks, Dialogs dialogs) {
        this(picker, ads, tasks, dialogs, Sleeper.SYSTEM);
    }

    /** @param sleeper how the processing watch waits between re-reads (a fake clock in tests) */
    public DoNotReachViewModel(AdAccountPicker picker, Supplier<AdsClient> ads, TaskRunner tasks, Dialogs dialogs,
                               Sleeper sleeper) {
        this.picker = picker;
        this.ads = ads;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.processing = new ProcessingWatch(tasks, sleeper,
                failure -> error.set(FailureText.describe(failure, Messages.text("dnr.failed.list"))));
        picker.onAccountChosen(() -> {
            processing.stop();
            reload();
        });
    }

    public AdAccountPicker picker() { return picker; }
    public ObservableList<DoNotReachList> lists() { return lists; }
    /** The list chosen in the table (kept across re-reads by id). */
    public ObjectProperty<DoNotReachList> selectedProperty() { return selected; }
    public StringProperty newNameProperty() { return newName; }
    public StringProperty newDescriptionProperty() { return newDescription; }
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }

    /** Re-reads the accounts, then the chosen account's lists. */
    public void refresh() {
        picker.load();
    }

    public void reload() {
        String account = picker.selectedId();
        long mine = ++listing;
        if (account == null) {
            processing.stop();
            lists.clear();
            return;
        }
        error.set("");
        tasks.run("list do-not-reach lists", () -> ads.get().allDoNotReachLists(account), found -> {
            if (mine == listing) {
                show(found);
            }
        }, failure -> {
            if (mine == listing) {
                error.set(FailureText.describe(failure, Messages.text("dnr.failed.list")));
            }
        });
    }

    private void show(List<DoNotReachList> found) {
        String keep = selected.get() == null ? null : selected.get().id();
        found.forEach(list -> processing.remember(list.id(), list.listSize()));
        lists.setAll(found);
        selected.set(found.stream().filter(list -> list.id().equals(keep)).findFirst().orElse(null));
        processing.after(found.stream().filter(list -> AdsWords.processing(list.reasonsNotTargetable()))
                .map(DoNotReachList::id).toList(), this::reload);
    }

    /** After an upload to {@code listId}: re-reads the lists, and again while that list is processing. */
    public void uploadFinished(String listId) {
        processing.watch(listId);
        reload();
    }

    /** True while a list uploaded to is still watched for the end of its processing. */
    public boolean watchingProcessing() {
        return processing.watching();
    }

    /** Hidden, the workspace stops re-reading processing lists; shown again, it re-reads if it was. */
    public void setShown(boolean shown) {
        if (!shown) {
            processing.pause();
        } else if (processing.watching()) {
            reload();
        }
    }

    /** The size as the Size column shows it (a processing list keeps its last size, marked so). */
    public String sizeText(DoNotReachList list) {
        return AdsWords.size(list.listSize(), list.reasonsNotTargetable(), processing.lastSize(list.id()));
    }

    /** Creates an empty list with the typed name (unique in the account) and selects it. */
    public void create() {
        String account = picker.selectedId();
        String name = newName.get() == null ? "" : newName.get().trim();
        if (account == null) {
            String notice = picker.noticeProperty().get();
            error.set(notice.isEmpty() ? Messages.text("audiences.chooseAccount") : notice);
            return;
        }
        if (name.isEmpty()) {
            error.set(Messages.text("dnr.create.missingName"));
            return;
        }
        String description = newDescription.get();
        message.set("");
        error.set("");
        tasks.run("create do-not-reach list", () -> ads.get().createDoNotReachList(account, name, description),
                created -> {
                    newName.set("");
                    newDescription.set("");
                    message.set(Messages.text("dnr.created", created.name()));
                    selected.set(created);
                    reload();
                }, failure -> error.set(FailureText.describe(failure, Messages.text("dnr.failed.create", name))));
    }

    /** Asks first, then deletes the list. */
    public void confirmDelete(DoNotReachList list) {
        if (list != null && dialogs.confirm(Messages.text("dnr.delete.title"), Messages.text("dnr.delete.confirm", list.name()),
                Messages.text("dnr.delete.action"))) {
            delete(list);
        }
    }

    public void delete(DoNotReachList list) {
        String account = picker.selectedId();
        message.set("");
        error.set("");
        tasks.run("delete do-not-reach list", () -> ads.get().deleteDoNotReachList(account, list.id()), deleted -> {
            message.set(Messages.text("ads.deleted", deleted.name()));
            reload();
        }, failure -> error.set(FailureText.describe(failure, Messages.text("ads.failed.delete", list.name()))));
    }
}
