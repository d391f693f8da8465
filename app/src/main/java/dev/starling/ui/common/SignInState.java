package dev.starling.ui.common;

import dev.starling.core.api.ActiveApi;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.value.ObservableBooleanValue;

/**
 * Whether a usable default account is signed in, as the Account workspace knows it, for the
 * workspaces that depend on it without depending on the Account package: they read it and are told
 * when to reload (a sign-in, a sign-out, an environment switch).
 */
public final class SignInState {

    private final ReadOnlyBooleanWrapper signedIn = new ReadOnlyBooleanWrapper(this, "signedIn");
    /** Registers a task to run on the UI thread after each environment switch. */
    private final Consumer<Runnable> onSwitch;

    /** @param uiThread where an environment switch (announced on the switching thread) is handled */
    public SignInState(ActiveApi api, Executor uiThread) {
        onSwitch = refresh -> api.onSwitch(services -> uiThread.execute(refresh));
    }

    /** Makes this state follow {@code source} (the Account view-model's). */
    public void follow(ObservableBooleanValue source) {
        signedIn.bind(source);
    }

    public ReadOnlyBooleanProperty signedInProperty() {
        return signedIn.getReadOnlyProperty();
    }

    public boolean isSignedIn() {
        return signedIn.get();
    }

    /** Runs {@code refresh} on the UI thread after each sign-in or sign-out and each environment switch. */
    public void onChange(Runnable refresh) {
        signedIn.addListener((obs, old, now) -> refresh.run());
        onSwitch.accept(refresh);
    }
}
