package dev.starling.ui.common;

import dev.starling.core.api.ActiveApi;
import dev.starling.core.api.account.Account;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;

/**
 * Whether a usable default account is signed in, as the Account workspace knows it, for the
 * workspaces that depend on it without depending on the Account package: they read it and are told
 * when to reload (a sign-in, a sign-out, another default account, an environment switch). Until the
 * Account workspace has read the stored accounts once (the first moments of a start) it is not
 * {@link #isKnown() known}: a workspace then says it is loading, not "Sign in first".
 */
public final class SignInState {

    /** Where the sign-in stands, as a workspace words it. */
    public enum Status { LOADING, SIGNED_OUT, SIGNED_IN }

    private final ReadOnlyBooleanWrapper signedIn = new ReadOnlyBooleanWrapper(this, "signedIn");
    private final ReadOnlyBooleanWrapper known = new ReadOnlyBooleanWrapper(this, "known");
    private final ReadOnlyObjectWrapper<Account> user = new ReadOnlyObjectWrapper<>(this, "user");
    /** Registers a task to run on the UI thread after each environment switch. */
    private final Consumer<Runnable> onSwitch;

    /** @param uiThread where an environment switch (announced on the switching thread) is handled */
    public SignInState(ActiveApi api, Executor uiThread) {
        onSwitch = refresh -> api.onSwitch(services -> uiThread.execute(refresh));
    }

    /**
     * Makes this state follow the Account view-model's.
     *
     * @param source whether the default account is signed in and usable
     * @param defaultAccount the default account, or null
     * @param read whether the stored accounts were read at least once
     */
    public void follow(ObservableBooleanValue source, ObservableValue<Account> defaultAccount, ObservableBooleanValue read) {
        signedIn.bind(source);
        user.bind(defaultAccount);
        known.bind(read);
    }

    public ReadOnlyBooleanProperty signedInProperty() {
        return signedIn.getReadOnlyProperty();
    }

    public boolean isSignedIn() {
        return signedIn.get();
    }

    /** False in the first moments of a start, before the stored accounts were read. */
    public boolean isKnown() {
        return known.get();
    }

    public Status status() {
        return !known.get() ? Status.LOADING : signedIn.get() ? Status.SIGNED_IN : Status.SIGNED_OUT;
    }

    /** The default account of the active environment (null when there is none): whose choices are kept. */
    public ReadOnlyObjectProperty<Account> userProperty() {
        return user.getReadOnlyProperty();
    }

    /**
     * Runs {@code refresh} on the UI thread after each sign-in or sign-out, each change of the default
     * account, once the accounts are first read, and after each environment switch.
     */
    public void onChange(Runnable refresh) {
        // before the first read, a change is part of that read: told once, when it is known
        signedIn.addListener((obs, old, now) -> {
            if (known.get()) {
                refresh.run();
            }
        });
        known.addListener((obs, old, now) -> {
            if (now) {
                refresh.run();
            }
        });
        user.addListener((obs, old, now) -> {
            // a sign-in or sign-out is seen above; this is another signed-in user made the default
            if (known.get() && old != null && now != null && !old.key().equals(now.key()) && signedIn.get()) {
                refresh.run();
            }
        });
        onSwitch.accept(refresh);
    }
}
