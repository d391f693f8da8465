package dev.starling.ui;

import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;

/** Showing a node only while a condition holds, without leaving an empty gap in its layout. */
public final class Visibility {

    private Visibility() {
    }

    public static void showWhen(Node node, ObservableBooleanValue condition) {
        node.visibleProperty().bind(condition);
        node.managedProperty().bind(condition);
    }
}
