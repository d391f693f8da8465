package dev.starling.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.ResourceBundle;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;

/**
 * Loads an FXML view from ui-resources with the message bundle, binding it to a controller that
 * was built by constructor injection (FXML files carry no {@code fx:controller}).
 */
public final class ViewLoader {

    public static final String BUNDLE = "dev.starling.ui.messages";

    private ViewLoader() {
    }

    public static ResourceBundle messages() {
        return ResourceBundle.getBundle(BUNDLE);
    }

    public static Parent load(String resource, Object controller) {
        URL url = ViewLoader.class.getResource(resource);
        if (url == null) {
            throw new IllegalStateException("Missing view " + resource + " (is ui-resources on the class path?)");
        }
        FXMLLoader loader = new FXMLLoader(url, messages());
        loader.setController(controller);
        try {
            return loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot load view " + resource, e);
        }
    }
}
