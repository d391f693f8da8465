package dev.starling.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.ResourceBundle;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;

/**
 * Loads an FXML view from ui-resources with the message bundle, binding it to a controller that
 * was built by constructor injection (FXML files carry no {@code fx:controller}). The FXML is found by
 * convention: class {@code FooView} loads {@code FooView.fxml} from its own package's resource folder
 * (e.g. {@code ui-resources/.../dev/starling/ui/audiences/AudiencesView.fxml}), so no view names a path.
 */
public final class ViewLoader {

    public static final String BUNDLE = "dev.starling.ui.messages";

    private ViewLoader() {
    }

    public static ResourceBundle messages() {
        return ResourceBundle.getBundle(BUNDLE);
    }

    /**
     * Loads the FXML named after {@code view} ({@code view.getSimpleName() + ".fxml"}, beside it in its
     * package), with {@code controller} as its controller.
     */
    public static Parent load(Class<?> view, Object controller) {
        String resource = fxmlOf(view);
        URL url = view.getResource(resource);
        if (url == null) {
            throw new IllegalStateException("Missing view " + view.getPackageName().replace('.', '/') + "/" + resource
                    + " (is ui-resources on the class path?)");
        }
        FXMLLoader loader = new FXMLLoader(url, messages());
        loader.setController(controller);
        try {
            return loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot load view " + resource, e);
        }
    }

    /** The file name the convention gives a view class. */
    public static String fxmlOf(Class<?> view) {
        return view.getSimpleName() + ".fxml";
    }
}
