package dev.starling.ui.shell;

import java.util.Locale;
import java.util.ResourceBundle;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import org.kordamp.ikonli.javafx.FontIcon;

/** The navigation rail's buttons, one per workspace: the same in the start-up shell and the main window. */
final class RailButtons {

    private RailButtons() {
    }

    static ToggleButton create(Workspace workspace, ResourceBundle messages) {
        String name = messages.getString("workspace." + workspace.id());
        ToggleButton button = new ToggleButton(name);
        button.setId("nav-" + workspace.id());
        button.setGraphic(new FontIcon(workspace.icon()));
        button.setMaxWidth(Double.MAX_VALUE);
        button.getStyleClass().add("nav-button");
        button.setTooltip(new Tooltip(name + " (" + shortcutText(workspace) + ")"));
        return button;
    }

    private static String shortcutText(Workspace workspace) {
        boolean mac = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("mac");
        return (mac ? "\u2318" : "Ctrl+") + workspace.key();
    }
}
