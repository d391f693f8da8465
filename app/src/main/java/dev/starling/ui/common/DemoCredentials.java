package dev.starling.ui.common;

import dev.starling.core.config.SandboxDemo;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The embedded sandbox's published demo users (and its demo app key) as Account and Settings show
 * them: present only while that sandbox is the active environment, each value copyable. The app
 * key is shown, the app's secret never.
 */
public final class DemoCredentials {

    private final TextClipboard clipboard;
    private final ObservableList<SandboxDemo.Login> users = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper appKey = new ReadOnlyStringWrapper(this, "appKey", "");
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(this, "available");

    public DemoCredentials(TextClipboard clipboard) {
        this.clipboard = clipboard;
    }

    /** Shows these credentials, or hides everything (real X, custom addresses). */
    public void show(Optional<SandboxDemo> demo) {
        users.setAll(demo.map(SandboxDemo::users).orElse(java.util.List.of()));
        appKey.set(demo.map(SandboxDemo::appKey).orElse(""));
        available.set(demo.isPresent() && !users.isEmpty());
    }

    public ObservableList<SandboxDemo.Login> users() { return FXCollections.unmodifiableObservableList(users); }
    public ReadOnlyStringProperty appKeyProperty() { return appKey.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty availableProperty() { return available.getReadOnlyProperty(); }

    /** Puts one shown value (a username, a password or the app key) on the clipboard. */
    public void copy(String value) {
        if (value != null && !value.isEmpty()) {
            clipboard.copy(value);
        }
    }
}
