package dev.starling.ui;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.Node;
import javafx.scene.control.Labeled;

/** Showing a node only while a condition holds, without leaving an empty gap in its layout. */
public final class Visibility {

    private Visibility() {
    }

    /** Shows or hides the node now (for a view that decides on each change itself). */
    public static void show(Node node, boolean shown) {
        node.setVisible(shown);
        node.setManaged(shown);
    }

    public static void showWhen(Node node, ObservableBooleanValue condition) {
        node.visibleProperty().bind(condition);
        node.managedProperty().bind(condition);
    }

    /** A status line: shows {@code text}, and takes no room while it is empty. */
    public static void showText(Labeled label, ObservableStringValue text) {
        label.textProperty().bind(text);
        showWhen(label, Bindings.isNotEmpty(text));
    }
}
