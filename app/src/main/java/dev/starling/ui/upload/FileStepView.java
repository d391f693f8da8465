package dev.starling.ui.upload;

import dev.starling.ui.common.DialogWindows;
import static dev.starling.ui.Visibility.showText;
import static dev.starling.ui.Visibility.showWhen;

import dev.starling.ui.FxmlView;
import dev.starling.ui.common.FileDrops;
import dev.starling.core.text.Messages;
import java.io.File;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextField;
import javafx.scene.layout.StackPane;
import javafx.stage.FileChooser;

/** Upload wizard, step 1: choose, type, paste or drop the file; its summary or what is wrong with it. */
final class FileStepView extends FxmlView {

    private final UploadSourceModel source;
    private final Runnable next;

    @FXML private Button chooseButton;
    @FXML private TextField pathField;
    @FXML private ProgressIndicator fileBusy;
    @FXML private Label fileSummaryLabel;
    @FXML private Label fileErrorLabel;
    @FXML private StackPane dropZone;

    /** @param next what Enter on the path of the file already read does: the wizard's Next */
    FileStepView(UploadSourceModel source, Runnable next) {
        this.source = source;
        this.next = next;
        load("/dev/starling/ui/upload/FileStepView.fxml");
    }

    void focus() {
        pathField.requestFocus();
    }

    @FXML
    private void initialize() {
        chooseButton.setOnAction(event -> chooseFile());
        pathField.setOnAction(event -> {
            var chosen = source.profileProperty().get();
            if (chosen != null && chosen.path().toString().equals(pathField.getText().strip())) {
                next.run();
            } else {
                source.choose(pathField.getText());
            }
        });
        showWhen(fileBusy, source.busyProperty());
        fileSummaryLabel.textProperty().bind(source.fileSummaryProperty());
        showText(fileErrorLabel, source.errorProperty());
        FileDrops.accept(dropZone, source::choose);
    }

    private void chooseFile() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(Messages.text("upload.file.choose").replace("_", ""));
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter(Messages.text("upload.file.filter"), "*.csv", "*.tsv", "*.txt"),
                new FileChooser.ExtensionFilter("*", "*.*"));
        javafx.stage.Window window = root().getScene().getWindow();
        File file = DialogWindows.keepMaximized(window, () -> chooser.showOpenDialog(window));
        if (file != null) {
            source.choose(file.toPath());
        }
    }
}
