package dev.starling.ui.dnr;

import dev.starling.ui.common.FailureText;
import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.Messages;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.core.api.ads.Page;
import dev.starling.core.concurrent.TaskRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Do-not-reach lists workspace: the chosen ad account's lists (name, size, targetability,
 * last change) and deleting one. Uploading people to a list goes through the upload wizard.
 */
public final class DoNotReachViewModel {

    /** Lists per request; an account has few, and at most this many pages are read. */
    static final int PAGE = 200;
    static final int MAX_PAGES = 10;

    private final AdAccountPicker picker;
    private final Supplier<AdsClient> ads;
    private final TaskRunner tasks;
    private final Dialogs dialogs;
    private final ObservableList<DoNotReachList> lists = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private long listing;

    public DoNotReachViewModel(AdAccountPicker picker, Supplier<AdsClient> ads, TaskRunner tasks, Dialogs dialogs) {
        this.picker = picker;
        this.ads = ads;
        this.tasks = tasks;
        this.dialogs = dialogs;
        picker.onAccountChosen(this::reload);
    }

    public AdAccountPicker picker() { return picker; }
    public ObservableList<DoNotReachList> lists() { return lists; }
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
            lists.clear();
            return;
        }
        error.set("");
        tasks.run("list do-not-reach lists", () -> all(ads.get(), account), found -> {
            if (mine == listing) {
                lists.setAll(found);
            }
        }, failure -> {
            if (mine == listing) {
                error.set(FailureText.describe(failure, Messages.text("dnr.failed.list")));
            }
        });
    }

    /** Deletes the list (the view asks for confirmation first). */
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

    private static List<DoNotReachList> all(AdsClient client, String account) {
        List<DoNotReachList> all = new ArrayList<>();
        String cursor = null;
        for (int page = 0; page < MAX_PAGES; page++) {
            Page<DoNotReachList> found = client.doNotReachLists(account, PAGE, cursor);
            all.addAll(found.data());
            if (!found.hasNext()) {
                break;
            }
            cursor = found.nextCursor();
        }
        return all;
    }
}
