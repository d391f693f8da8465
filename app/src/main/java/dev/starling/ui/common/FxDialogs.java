package dev.starling.ui.common;

import dev.starling.core.text.Messages;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
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
    public boolean confirm(String title, String message, String confirmLabel) {
        ButtonType goAhead = new ButtonType(confirmLabel, ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(Messages.text("dialog.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, message, goAhead, cancel);
        alert.setTitle(title);
        alert.setHeaderText(title);
        alert.initOwner(owner.get());
        return alert.showAndWait().filter(goAhead::equals).isPresent();
    }

    @Override
    public Optional<String> askText(String title, String prompt, String initial) {
        TextInputDialog dialog = new TextInputDialog(initial == null ? "" : initial);
        dialog.setTitle(title);
        dialog.setHeaderText(title);
        dialog.setContentText(prompt);
        dialog.initOwner(owner.get());
        return dialog.showAndWait().map(String::strip).filter(text -> !text.isEmpty());
    }

    @Override
    public Optional<Path> chooseFileToSave(String title, String suggestedName, String extension) {
        FileChooser chooser = chooser(title, extension);
        chooser.setInitialFileName(suggestedName);
        return Optional.ofNullable(chooser.showSaveDialog(owner.get())).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFileToOpen(String title, String extension) {
        return Optional.ofNullable(chooser(title, extension).showOpenDialog(owner.get())).map(File::toPath);
    }

    @Override
    public int choose(String id, String title, String message, List<String> answers) {
        List<ButtonType> buttons = new ArrayList<>();
        for (int i = 0; i < answers.size(); i++) {
            ButtonBar.ButtonData role = i == 0 ? ButtonBar.ButtonData.OK_DONE
                    : i == answers.size() - 1 ? ButtonBar.ButtonData.CANCEL_CLOSE : ButtonBar.ButtonData.OTHER;
            buttons.add(new ButtonType(answers.get(i), role));
        }
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, message, buttons.toArray(ButtonType[]::new));
        alert.setTitle(title);
        alert.setHeaderText(null);
        alert.getDialogPane().setId(id);
        alert.initOwner(owner.get());
        int chosen = alert.showAndWait().map(buttons::indexOf).orElse(-1);
        return chosen < 0 ? answers.size() - 1 : chosen;
    }

    @Override
    public void showError(String title, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message, ButtonType.CLOSE);
        alert.setTitle(title);
        alert.setHeaderText(title);
        alert.initOwner(owner.get());
        alert.showAndWait();
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
