package dev.starling.ui.ads;

import dev.starling.core.text.Messages;
import dev.starling.ui.common.FailureText;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.concurrent.TaskRunner;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The ad accounts of the signed-in user and the one chosen, shared by the Ads workspaces. Without
 * a signed-in user it holds no accounts and says to sign in first.
 */
public final class AdAccountPicker {

    private final Supplier<AdsClient> ads;
    private final BooleanSupplier signedIn;
    private final TaskRunner tasks;
    private final ObservableList<AdAccount> accounts = FXCollections.observableArrayList();
    private final ObjectProperty<AdAccount> selected = new SimpleObjectProperty<>(this, "selected");
    private final ReadOnlyBooleanWrapper ready = new ReadOnlyBooleanWrapper(this, "ready");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final List<Runnable> loadedListeners = new java.util.ArrayList<>();
    private boolean updating;

    /**
     * @param ads the client of the active environment, signed as its default account
     * @param signedIn whether a usable default account exists (the Account workspace knows)
     */
    public AdAccountPicker(Supplier<AdsClient> ads, BooleanSupplier signedIn, TaskRunner tasks) {
        this.ads = ads;
        this.signedIn = signedIn;
        this.tasks = tasks;
    }

    public ObservableList<AdAccount> accounts() { return accounts; }
    public ObjectProperty<AdAccount> selectedProperty() { return selected; }
    /** True once the user is signed in and the accounts are loaded. */
    public ReadOnlyBooleanProperty readyProperty() { return ready.getReadOnlyProperty(); }
    /** Why there is nothing to pick (not signed in, no accounts, a failure); empty otherwise. */
    public ReadOnlyStringProperty noticeProperty() { return notice.getReadOnlyProperty(); }

    /**
     * Called after each {@link #load}, whether or not the chosen account changed. A user's own choice
     * is seen on {@link #selectedProperty()}; a change made by a load is reported here only.
     */
    public void onLoaded(Runnable listener) {
        loadedListeners.add(listener);
    }

    /**
     * Calls {@code listener} whenever the account to show changes meaning: the user picked one, or
     * a load finished (whether or not it kept the same one). What each Ads workspace reloads on.
     */
    public void onAccountChosen(Runnable listener) {
        selected.addListener((obs, old, now) -> {
            if (!updating) {
                listener.run();
            }
        });
        onLoaded(listener);
    }

    /** True while a load applies its result, so listeners of {@link #selectedProperty()} can tell it from the user. */
    public boolean isUpdating() {
        return updating;
    }

    /** The chosen account's id, or null. */
    public String selectedId() {
        return selected.get() == null ? null : selected.get().id();
    }

    /** Re-reads the accounts, keeping the chosen one when it is still there. */
    public void load() {
        if (!signedIn.getAsBoolean()) {
            show(List.of(), Messages.text("failure.signInFirst"));
            return;
        }
        tasks.run("list ad accounts", () -> ads.get().accounts(), list -> show(list, list.isEmpty()
                ? Messages.text("ads.noAccounts") : ""),
                failure -> show(List.of(), FailureText.describe(failure, Messages.text("ads.failed.accounts"))));
    }

    private void show(List<AdAccount> list, String why) {
        String keep = selectedId();
        accounts.setAll(list);
        notice.set(why);
        ready.set(!list.isEmpty());
        updating = true;
        try {
            selected.set(list.stream().filter(account -> account.id().equals(keep)).findFirst()
                    .orElse(list.isEmpty() ? null : list.get(0)));
        } finally {
            updating = false;
        }
        loadedListeners.forEach(Runnable::run);
    }
}
