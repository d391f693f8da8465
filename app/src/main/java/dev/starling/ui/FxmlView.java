package dev.starling.ui;

import javafx.scene.Parent;

/**
 * An FXML controller built by constructor injection: the subclass keeps what its constructor was
 * given, then {@link #load loads} its FXML with itself as the controller (its {@code @FXML} fields
 * and {@code initialize()}), and the window shows {@link #root()}.
 */
public abstract class FxmlView {

    private Parent root;

    /**
     * Loads the view's FXML with this as its controller. Called last in the subclass's constructor,
     * since {@code initialize()} reads what the constructor kept.
     *
     * @param resource e.g. {@code /dev/starling/ui/audiences/AudiencesView.fxml}
     */
    protected final void load(String resource) {
        root = ViewLoader.load(resource, this);
    }

    public Parent root() {
        return root;
    }
}
