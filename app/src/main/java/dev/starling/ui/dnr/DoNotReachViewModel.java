package dev.starling.ui.dnr;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.core.api.http.Sleeper;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.ads.AdsListViewModel;
import dev.starling.ui.ads.AdsRecords;
import dev.starling.ui.ads.AdsWords;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import dev.starling.core.text.Messages;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Do-not-reach lists workspace: the chosen ad account's lists (name, size, targetability,
 * last change), creating one (name, description) and deleting one. A list being processed after an
 * upload keeps its last size, marked as processing, and is re-read until X has counted it. Uploading
 * people to a list goes through the upload wizard.
 */
public final class DoNotReachViewModel extends AdsListViewModel {

    private final ObservableList<DoNotReachList> lists = FXCollections.observableArrayList();
    private final ObjectProperty<DoNotReachList> selected = new SimpleObjectProperty<>(this, "selected");

    public DoNotReachViewModel(AdAccountPicker picker, Supplier<AdsClient> ads, TaskRunner tasks, Dialogs dialogs) {
        this(picker, ads, tasks, dialogs, Sleeper.SYSTEM);
    }

    /** @param sleeper how the processing watch waits between re-reads (a fake clock in tests) */
    public DoNotReachViewModel(AdAccountPicker picker, Supplier<AdsClient> ads, TaskRunner tasks, Dialogs dialogs,
                               Sleeper sleeper) {
        super(picker, ads, tasks, dialogs, sleeper, "dnr.failed.list");
        picker.onAccountChosen(() -> {
            processing.stop();
            reload();
        });
        follow(Set.of(AdsRecords.Kind.DO_NOT_REACH_LIST), event -> {
            if (event.deleted()) {
                lists.removeIf(list -> list.id().equals(event.id()));
            }
            reload();
        });
    }

    @Override
    protected AdsRecords.Kind kind() {
        return AdsRecords.Kind.DO_NOT_REACH_LIST;
    }

    public ObservableList<DoNotReachList> lists() { return lists; }
    /** The list chosen in the table (kept across re-reads by id). */
    public ObjectProperty<DoNotReachList> selectedProperty() { return selected; }

    @Override
    public void reload() {
        String account = picker.selectedId();
        if (account == null) {
            listing.supersede();
            processing.stop();
            lists.clear();
            return;
        }
        error.set("");
        listing.runLatest("list do-not-reach lists", () -> ads.get().allDoNotReachLists(account), this::show,
                failure -> error.set(FailureText.describe(failure, Messages.text("dnr.failed.list"))));
    }

    private void show(List<DoNotReachList> found) {
        String keep = selected.get() == null ? null : selected.get().id();
        found.forEach(list -> processing.remember(list.id(), list.listSize()));
        lists.setAll(found);
        selected.set(found.stream().filter(list -> list.id().equals(keep)).findFirst().orElse(null));
        processing.after(found.stream().filter(list -> AdsWords.processing(list.reasonsNotTargetable()))
                .map(DoNotReachList::id).toList(), this::reload);
    }

    /** The size as the Size column shows it (a processing list keeps its last size, marked so). */
    public String sizeText(DoNotReachList list) {
        return AdsWords.size(list.listSize(), list.reasonsNotTargetable(), processing.lastSize(list.id()));
    }

    /** Creates an empty list with the typed name (unique in the account) and selects it. */
    @Override
    public void create() {
        createNamed("create do-not-reach list", "dnr.create.missingName",
                (client, account, name, description) -> client.createDoNotReachList(account, name, description),
                created -> {
                    message.set(Messages.text("dnr.created", created.name()));
                    selected.set(created);
                    reload();
                    announce(kind(), AdsRecords.Change.CREATED, picker.selectedId(), created.id());
                }, "dnr.failed.create");
    }

    /** Asks first, then deletes the list. */
    public void confirmDelete(DoNotReachList list) {
        if (list != null && dialogs.confirm(Messages.text("dnr.delete.title"), Messages.text("dnr.delete.confirm", list.name()),
                Confirmation.label("dnr.delete.action", list.name()))) {
            delete(list);
        }
    }

    public void delete(DoNotReachList list) {
        String account = picker.selectedId();
        clearMessages();
        tasks.run("delete do-not-reach list", () -> ads.get().deleteDoNotReachList(account, list.id()), deleted -> {
            message.set(Messages.text("ads.deleted", deleted.name()));
            reload();
            announce(kind(), AdsRecords.Change.DELETED, account, list.id());
        }, failure -> error.set(FailureText.describe(failure, Messages.text("ads.failed.delete", list.name()))));
    }
}
