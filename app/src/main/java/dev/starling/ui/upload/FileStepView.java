package dev.starling.ui.upload;

import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.Dialogs.FileFilter;
import static dev.starling.ui.Visibility.showText;
import static dev.starling.ui.Visibility.showWhen;

import dev.starling.ui.FxmlView;
import dev.starling.ui.common.FileDrops;
import dev.starling.core.text.Messages;
import java.util.List;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextField;
import javafx.scene.layout.StackPane;

/** Upload wizard, step 1: choose, type, paste or drop the file; its summary or what is wrong with it. */
final class FileStepView extends FxmlView {

    private final UploadSourceModel source;
    private final Runnable next;
    private final Dialogs dialogs;

    @FXML private Button chooseButton;
    @FXML private TextField pathField;
    @FXML private ProgressIndicator fileBusy;
    @FXML private Label fileSummaryLabel;
    @FXML private Label fileErrorLabel;
    @FXML private StackPane dropZone;

    /** @param next what Enter on the path of the file already read does: the wizard's Next */
    FileStepView(UploadSourceModel source, Runnable next, Dialogs dialogs) {
        this.source = source;
        this.next = next;
        this.dialogs = dialogs;
        load();
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
        dialogs.chooseFileToOpen(Messages.text("upload.file.choose").replace("_", ""),
                        List.of(FileFilter.of(Messages.text("upload.file.filter"), "csv", "tsv", "txt"),
                                new FileFilter("*", List.of("*.*"))))
                .ifPresent(source::choose);
    }
}
