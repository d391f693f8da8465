package dev.starling.ui.common;

import dev.starling.core.text.Messages;
import dev.starling.core.config.SandboxDemo;
import dev.starling.ui.Visibility;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * Shows {@link DemoCredentials}: an explanation, then one row per demo user (username and password,
 * each in a selectable field with a Copy button) and, where asked, the demo app key. Hidden, with
 * no gap, while there are none.
 */
public final class DemoCredentialsPane {

    private final DemoCredentials credentials;
    private final VBox root = new VBox();
    private final GridPane rows = new GridPane();
    private final boolean withAppKey;

    /**
     * @param id the pane's node id, for tests and styling
     * @param intro what the pane says above the users
     * @param withAppKey whether the demo app key is listed too (Settings)
     */
    public DemoCredentialsPane(DemoCredentials credentials, String id, String intro, boolean withAppKey) {
        this.credentials = credentials;
        this.withAppKey = withAppKey;
        root.setId(id);
        root.getStyleClass().add("demo-credentials");
        Label introLabel = new Label(intro, new FontIcon("fth-info"));
        introLabel.setWrapText(true);
        introLabel.getStyleClass().add("demo-credentials-intro");
        rows.getStyleClass().add("demo-credentials-rows");
        root.getChildren().addAll(introLabel, rows);
        Visibility.showWhen(root, credentials.availableProperty());
        credentials.users().addListener((ListChangeListener<SandboxDemo.Login>) change -> rebuild());
        credentials.appKeyProperty().addListener((obs, old, now) -> rebuild());
        rebuild();
    }

    public Node root() {
        return root;
    }

    private void rebuild() {
        rows.getChildren().clear();
        int row = 0;
        for (SandboxDemo.Login user : credentials.users()) {
            addRow(row, Messages.text("demo.username"), user.username(), "demoUser" + row,
                    Messages.text("demo.password"), user.password());
            row++;
        }
        if (withAppKey && !credentials.appKeyProperty().get().isEmpty()) {
            // The key spans the user rows' fields, so its length does not widen their column.
            rows.add(label(Messages.text("demo.appKey")), 0, row);
            rows.add(value(credentials.appKeyProperty().get(), "demoAppKey", 28), 1, row, 4, 1);
            rows.add(copyButton(credentials.appKeyProperty().get(), "demoAppKeyCopy", Messages.text("demo.appKey")), 5, row);
        }
    }

    private void addRow(int row, String nameLabel, String name, String id, String passwordLabel, String password) {
        rows.addRow(row, label(nameLabel), value(name, id, 13), copyButton(name, id + "Copy", nameLabel + " " + name),
                label(passwordLabel), value(password, id + "Password", 13),
                copyButton(password, id + "PasswordCopy", passwordLabel + " " + name));
    }

    /** A field's name, never cut short: the fields give way instead. */
    private static Label label(String text) {
        Label label = new Label(text);
        label.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        return label;
    }

    /** A read-only field: selectable and copyable by keyboard as well as by its button. */
    private static TextField value(String text, String id, int columns) {
        TextField field = new TextField(text);
        field.setId(id);
        field.setEditable(false);
        field.setPrefColumnCount(columns);
        field.getStyleClass().add("mono");
        return field;
    }

    private Button copyButton(String value, String id, String what) {
        Button button = new Button(Messages.text("demo.copy"), new FontIcon("fth-copy"));
        button.setId(id);
        button.setAccessibleText(Messages.text("demo.copy.accessible", what));
        CopyButton.copies(button, () -> credentials.copy(value));
        return button;
    }
}
