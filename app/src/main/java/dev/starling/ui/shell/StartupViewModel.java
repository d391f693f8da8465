package dev.starling.ui.shell;

import dev.starling.ui.common.FailureText;
import dev.starling.core.text.Messages;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * What the start-up shell says while the services start behind it: the data folder being opened,
 * then the sandbox (or the services) starting, or why the start failed.
 */
public final class StartupViewModel {

    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status",
            Messages.text("startup.openingData"));
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper(this, "failed");

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    /** The stores are open; the environment starts next. */
    public void dataOpened(boolean startsSandbox) {
        if (!failed.get()) {
            status.set(Messages.text(startsSandbox ? "startup.startingSandbox" : "startup.startingServices"));
        }
    }

    /** The start failed: says why and what to do; the shell stays, with Quit. */
    public void failed(Throwable failure) {
        failed.set(true);
        status.set(FailureText.describe(failure, Messages.text("startup.failed")) + "\n" + Messages.text("startup.failed.hint"));
    }
}
