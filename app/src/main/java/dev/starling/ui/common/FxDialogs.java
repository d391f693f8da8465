package dev.starling.ui.common;

import dev.starling.core.text.Messages;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextInputDialog;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** {@link Dialogs} as modal JavaFX dialogs owned by the window the supplier gives. */
public final class FxDialogs implements Dialogs {

    private final Supplier<Window> owner;

    public FxDialogs(Supplier<Window> owner) {
        this.owner = owner;
    }

    /** The system clipboard as plain text. */
    public static TextClipboard clipboard() {
        return text -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(text);
            Clipboard.getSystemClipboard().setContent(content);
        };
    }

    @Override
    public boolean confirm(Confirmation asked) {
        ButtonType goAhead = new ButtonType(asked.actionLabel(), ButtonBar.ButtonData.OTHER);
        ButtonType cancel = new ButtonType(Messages.text("dialog.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.WARNING, "", goAhead, cancel);
        alert.setTitle(asked.title());
        alert.setHeaderText(asked.title());
        DialogPane pane = alert.getDialogPane();
        pane.setId("confirmation");
        Button action = (Button) pane.lookupButton(goAhead);
        action.setId("confirmAction");
        action.getStyleClass().add("danger");
        Button cancelButton = safeDefault((Button) pane.lookupButton(cancel));
        DeliberateButton.guard(action).setDefaultButton(false);

        Label message = wrapped(asked.message());
        message.setId("confirmationMessage");
        VBox content = new VBox(10, message);
        TextField typed = null;
        if (asked.asksForName()) {
            typed = new TextField();
            typed.setId("confirmName");
            typed.setPromptText(asked.nameToType());
            // Enter in the name does nothing: it neither goes ahead nor throws the typed name away.
            typed.setOnAction(javafx.event.Event::consume);
            Label prompt = wrapped(Messages.text("dialog.confirm.typeName", asked.nameToType()));
            prompt.setLabelFor(typed);
            content.getChildren().addAll(prompt, typed);
            String name = asked.nameToType().strip();
            action.disableProperty().bind(typed.textProperty().map(text -> !text.strip().equals(name)));
        }
        Label how = wrapped(asked.mnemonic() == 0 ? Messages.text("dialog.confirm.howClick", asked.actionText())
                : Messages.text(asked.asksForName() ? "dialog.confirm.howTyped" : "dialog.confirm.how",
                        asked.actionText(), String.valueOf(asked.mnemonic())));
        how.getStyleClass().add("help-text");
        content.getChildren().add(how);
        content.setPrefWidth(520);
        pane.setContent(content);
        // The text wraps at 520 pixels; the button's whole label shows (it says what it does to what, and may be long): the dialog widens.
        ButtonBar.setButtonUniformSize(action, false);
        ButtonBar.setButtonUniformSize(cancelButton, false);
        action.setMinWidth(Region.USE_PREF_SIZE);
        pane.setStyle("-fx-max-width: 1000px;"); // Primer caps dialogs at 600 pixels (its style beats setMaxWidth)
        Node first = typed != null ? typed : cancelButton;
        return show(alert, first).filter(goAhead::equals).isPresent();
    }

    @Override
    public Optional<String> askText(String title, String prompt, String initial) {
        TextInputDialog dialog = new TextInputDialog(initial == null ? "" : initial);
        dialog.setTitle(title);
        dialog.setHeaderText(title);
        dialog.setContentText(prompt);
        return show(dialog, dialog.getEditor()).map(String::strip).filter(text -> !text.isEmpty());
    }

    @Override
    public Optional<Path> chooseFileToSave(String title, String suggestedName, String extension) {
        FileChooser chooser = chooser(title, extension);
        chooser.setInitialFileName(suggestedName);
        Window window = owner.get();
        return Optional.ofNullable(DialogWindows.keepMaximized(window, () -> chooser.showSaveDialog(window)))
                .map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFileToOpen(String title, String extension) {
        Window window = owner.get();
        FileChooser chooser = chooser(title, extension);
        return Optional.ofNullable(DialogWindows.keepMaximized(window, () -> chooser.showOpenDialog(window)))
                .map(File::toPath);
    }

    @Override
    public int choose(String id, String title, String message, List<String> answers) {
        List<ButtonType> buttons = new ArrayList<>();
        int safe = answers.size() - 1;
        for (int i = 0; i < answers.size(); i++) {
            buttons.add(new ButtonType(answers.get(i), i == safe ? ButtonBar.ButtonData.CANCEL_CLOSE
                    : ButtonBar.ButtonData.OTHER));
        }
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, message, buttons.toArray(ButtonType[]::new));
        alert.setTitle(title);
        alert.setHeaderText(null);
        alert.getDialogPane().setId(id);
        Button safeButton = safeDefault((Button) alert.getDialogPane().lookupButton(buttons.get(safe)));
        for (int i = 0; i < safe; i++) {
            DeliberateButton.guard((Button) alert.getDialogPane().lookupButton(buttons.get(i))).setDefaultButton(false);
        }
        int chosen = show(alert, safeButton).map(buttons::indexOf).orElse(-1);
        return chosen < 0 ? safe : chosen;
    }

    @Override
    public void showError(String title, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message, ButtonType.CLOSE);
        alert.setTitle(title);
        alert.setHeaderText(title);
        show(alert, null);
    }

    /** The cancel button of a question, made its default: Enter, and Space as it opens, cancel. */
    private static Button safeDefault(Button cancel) {
        cancel.setId(cancel.getId() == null ? "dialogCancel" : cancel.getId());
        cancel.setDefaultButton(true);
        cancel.setCancelButton(true);
        return cancel;
    }

    /**
     * Shows the dialog over the window, styled as it is, and waits ({@link DialogWindows}). The keyboard
     * starts in {@code first} (never on a button that goes ahead).
     */
    private <R> Optional<R> show(Dialog<R> dialog, Node first) {
        return DialogWindows.showAndWait(dialog, owner.get(), first);
    }

    private static Label wrapped(String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        label.setMnemonicParsing(false);
        return label;
    }

    private static FileChooser chooser(String title, String extension) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        if (extension != null && !extension.isBlank()) {
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(
                    extension.toUpperCase(java.util.Locale.ROOT), "*." + extension));
        }
        return chooser;
    }
}
