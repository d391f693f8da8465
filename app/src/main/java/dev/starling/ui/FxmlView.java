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
     * Loads the view's FXML, found by convention ({@link ViewLoader}: {@code FooView} loads
     * {@code FooView.fxml} from its package's resource folder), with this as its controller. Called last
     * in the subclass's constructor, since {@code initialize()} reads what the constructor kept.
     */
    protected final void load() {
        root = ViewLoader.load(viewClass(), this);
    }

    /** The view class the FXML is named after: this class, or the named view a test's subclass extends. */
    private Class<?> viewClass() {
        Class<?> view = getClass();
        while (view.isAnonymousClass() && view.getSuperclass() != FxmlView.class) {
            view = view.getSuperclass();
        }
        return view;
    }

    public Parent root() {
        return root;
    }
}
