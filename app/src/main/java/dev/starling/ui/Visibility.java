package dev.starling.ui;

import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;

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
}
