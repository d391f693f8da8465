package dev.starling.ui.common;

import dev.starling.ui.Visibility;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * A {@link StatusViewModel}'s two lines under a workspace's commands: what the last command did
 * (success style) and what went wrong (error style). Each wraps, and each takes no room while it is
 * empty; with both empty the control takes none either. Used from FXML as
 * {@code <StatusLines fx:id="status"/>} and {@link #bind bound} by the view, or built into a control.
 */
public final class StatusLines extends VBox {

    private final Label message = wrapping("success-text");
    private final Label error = wrapping("error-text");

    public StatusLines() {
        getStyleClass().add("status-lines");
        setSpacing(8);
        getChildren().addAll(message, error);
        Visibility.showWhen(this, message.visibleProperty().or(error.visibleProperty()));
    }

    /**
     * Shows the view-model's message and error lines.
     *
     * @param idPrefix ids of the lines, for tests and styling: prefix + Message, prefix + Error
     */
    public void bind(String idPrefix, StatusViewModel status) {
        message.setId(idPrefix + "Message");
        error.setId(idPrefix + "Error");
        Visibility.showText(message, status.messageProperty());
        Visibility.showText(error, status.errorProperty());
    }

    /**
     * Shows a view-model's message and error in two labels of a view's own FXML, each only while it says
     * something.
     */
    public static void show(Label message, Label error, StatusViewModel status) {
        Visibility.showText(message, status.messageProperty());
        Visibility.showText(error, status.errorProperty());
    }

    /** A status line that wraps rather than being cut short. */
    public static Label wrapping(String style) {
        Label label = new Label();
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        label.getStyleClass().add(style);
        return label;
    }
}
