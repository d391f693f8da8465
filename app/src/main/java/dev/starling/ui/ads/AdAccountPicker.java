package dev.starling.ui.ads;

import dev.starling.core.text.Messages;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.SignInState;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.ChosenAdAccounts;
import dev.starling.core.concurrent.TaskRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
 * The ad accounts of the signed-in user and the one chosen: one picker for the whole window, shared by
 * every Ads workspace (and shown in the status bar), so they all work in the same account. The choice
 * is remembered per signed-in user ({@link Memory}) and restored at the next start; the command line
 * takes it as its default. Without a signed-in user it holds no accounts and says to sign in first;
 * while the start has not yet read who is signed in, it says it is loading.
 */
public final class AdAccountPicker {

    /** Where the chosen account is kept (per signed-in user); blocking, called off the FX thread. */
    public interface Memory {
        /** Keeps nothing: each start begins with the first account. */
        Memory NONE = new Memory() {
            @Override
            public Optional<String> recall() {
                return Optional.empty();
            }

            @Override
            public void keep(String adAccountId) {
            }
        };

        Optional<String> recall();

        void keep(String adAccountId);

        /** Whose choice this is (the signed-in user's key): a choice is kept across loads only for its owner. */
        default String owner() {
            return "";
        }
    }

    private final Supplier<AdsClient> ads;
    private final Supplier<SignInState.Status> signIn;
    private final TaskRunner tasks;
    private final Supplier<Memory> memory;
    private final ObservableList<AdAccount> accounts = FXCollections.observableArrayList();
    private final ObjectProperty<AdAccount> selected = new SimpleObjectProperty<>(this, "selected");
    private final ReadOnlyBooleanWrapper ready = new ReadOnlyBooleanWrapper(this, "ready");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final List<Runnable> loadedListeners = new ArrayList<>();
    private final AdsRecords records = new AdsRecords();
    private boolean updating;
    private boolean loadedOnce;
    /** Whose choice {@link #selected} is ({@link Memory#owner()}). */
    private String shownFor = "";
    /** Counts loads, so only the latest one's answer is shown. */
    private long generation;

    /**
     * A picker that remembers nothing, for a workspace on its own (tests).
     *
     * @param ads the client of the active environment, signed as its default account
     * @param signedIn whether a usable default account exists (the Account workspace knows)
     */
    public AdAccountPicker(Supplier<AdsClient> ads, java.util.function.BooleanSupplier signedIn, TaskRunner tasks) {
        this(ads, () -> signedIn.getAsBoolean() ? SignInState.Status.SIGNED_IN : SignInState.Status.SIGNED_OUT, tasks,
                () -> Memory.NONE);
    }

    /**
     * @param signIn where the sign-in stands (loading in the first moments of a start)
     * @param memory the signed-in user's kept choice, asked at each load and each choice (the user may change)
     */
    public AdAccountPicker(Supplier<AdsClient> ads, Supplier<SignInState.Status> signIn, TaskRunner tasks,
                           Supplier<Memory> memory) {
        this.ads = ads;
        this.signIn = signIn;
        this.tasks = tasks;
        this.memory = memory;
        selected.addListener((obs, old, now) -> {
            if (!updating && now != null) {
                keep(memory.get(), now.id());
            }
        });
    }

    /** The one picker of the window: remembered per signed-in user in the durable store, loaded at each sign-in change. */
    public static AdAccountPicker shared(Supplier<AdsClient> ads, SignInState signIn, TaskRunner tasks,
                                         Supplier<ChosenAdAccounts> chosen) {
        AdAccountPicker picker = new AdAccountPicker(ads, signIn::status, tasks, () -> {
            var user = signIn.userProperty().get();
            return new Memory() {
                @Override
                public Optional<String> recall() {
                    return chosen.get().of(user);
                }

                @Override
                public void keep(String adAccountId) {
                    if (user != null) {
                        chosen.get().choose(user, adAccountId);
                    }
                }

                @Override
                public String owner() {
                    return user == null ? "" : user.key();
                }
            };
        });
        signIn.onChange(picker::load);
        return picker;
    }

    public ObservableList<AdAccount> accounts() { return accounts; }
    /** The news of changes to the chosen accounts' records, shared by the workspaces this picker serves. */
    public AdsRecords records() { return records; }
    public ObjectProperty<AdAccount> selectedProperty() { return selected; }
    /** True once the user is signed in and the accounts are loaded. */
    public ReadOnlyBooleanProperty readyProperty() { return ready.getReadOnlyProperty(); }
    /** True while the accounts are being read. */
    public ReadOnlyBooleanProperty loadingProperty() { return loading.getReadOnlyProperty(); }
    /** Why there is nothing to pick (loading, not signed in, no accounts, a failure); empty otherwise. */
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

    /** Whether a load has finished since the start (a workspace opened later then shows its lists at once). */
    public boolean loadedOnce() {
        return loadedOnce;
    }

    /**
     * What a workspace does when it opens: shows the chosen account's lists at once when the accounts are
     * known ({@code showLists}), or reads them first (the lists follow through {@link #onAccountChosen}).
     */
    public void open(Runnable showLists) {
        if (loadedOnce) {
            showLists.run();
        } else if (!loading.get()) {
            load();
        }
    }

    /** Re-reads the accounts, keeping the chosen one when it is still there (else the user's kept choice). */
    public void load() {
        long mine = ++generation;
        switch (signIn.get()) {
            case LOADING -> {
                loading.set(true);
                notice.set(Messages.text("ads.loading.start"));
            }
            case SIGNED_OUT -> {
                loading.set(false);
                show(List.of(), Optional.empty(), Messages.text("failure.signInFirst"));
            }
            case SIGNED_IN -> {
                loading.set(true);
                if (accounts.isEmpty()) {
                    notice.set(Messages.text("ads.loading.accounts"));
                }
                Memory kept = memory.get();
                tasks.run("list ad accounts", () -> new Loaded(ads.get().accounts(), kept.recall()), loaded -> {
                    if (mine == generation) {
                        loading.set(false);
                        show(loaded.accounts(), loaded.remembered(),
                                loaded.accounts().isEmpty() ? Messages.text("ads.noAccounts") : "");
                        // the account shown is the user's choice from now on, for the next start and the command line
                        String shown = selectedId();
                        if (shown != null && !loaded.remembered().equals(Optional.of(shown))) {
                            keep(kept, shown);
                        }
                        shownFor = kept.owner();
                    }
                }, failure -> {
                    if (mine == generation) {
                        loading.set(false);
                        show(List.of(), Optional.empty(), FailureText.describe(failure, Messages.text("ads.failed.accounts")));
                    }
                });
            }
        }
    }

    private record Loaded(List<AdAccount> accounts, Optional<String> remembered) {
    }

    private void show(List<AdAccount> list, Optional<String> remembered, String why) {
        Optional<String> current = Optional.ofNullable(selectedId()).filter(id -> shownFor.equals(memory.get().owner()));
        accounts.setAll(list);
        notice.set(why);
        ready.set(!list.isEmpty());
        loadedOnce = true;
        updating = true;
        try {
            // the account on screen stays while it is there; else the user's kept choice; else the first
            selected.set(current.flatMap(id -> list.stream().filter(account -> account.id().equals(id)).findFirst())
                    .or(() -> ChosenAdAccounts.pick(list, remembered)).orElse(null));
        } finally {
            updating = false;
        }
        loadedListeners.forEach(Runnable::run);
    }

    private void keep(Memory kept, String id) {
        tasks.run("remember the chosen ad account", () -> {
            kept.keep(id);
            return id;
        }, ignored -> { }, failure -> notice.set(FailureText.describe(failure, Messages.text("ads.failed.remember"))));
    }
}
