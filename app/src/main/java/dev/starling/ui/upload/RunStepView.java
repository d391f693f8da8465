package dev.starling.ui.upload;

import dev.starling.ui.common.Dialogs;
import static dev.starling.ui.Visibility.showText;
import static dev.starling.ui.Visibility.showWhen;

import dev.starling.ui.FxmlView;
import dev.starling.core.text.Messages;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.VBox;

/** Upload wizard, step 5: progress with Pause / Resume / Cancel, then the result, its rejections and refusals. */
final class RunStepView extends FxmlView {

    private final UploadRunViewModel run;
    private final Runnable again;
    private final Dialogs dialogs;

    @FXML private ProgressBar progressBar;
    @FXML private Label rowsLabel;
    @FXML private Label batchesLabel;
    @FXML private Label etaLabel;
    @FXML private Button pauseButton;
    @FXML private Button resumeButton;
    @FXML private Button cancelButton;
    @FXML private Label summaryLabel;
    @FXML private Label runErrorLabel;
    @FXML private Label runMessageLabel;
    @FXML private VBox resultBox;
    @FXML private ListView<String> rejectionList;
    @FXML private ListView<String> serverErrorList;
    @FXML private Button exportButton;
    @FXML private Button againButton;

    /** @param again "Try another upload…": the wizard goes back to the settings */
    RunStepView(UploadRunViewModel run, Runnable again, Dialogs dialogs) {
        this.run = run;
        this.again = again;
        this.dialogs = dialogs;
        load();
    }

    @FXML
    private void initialize() {
        progressBar.progressProperty().bind(run.fractionProperty());
        rowsLabel.textProperty().bind(run.rowsProperty());
        batchesLabel.textProperty().bind(run.batchesProperty());
        etaLabel.textProperty().bind(run.etaProperty());
        showWhen(pauseButton, run.runningProperty().and(run.pausedProperty().not()));
        showWhen(resumeButton, run.runningProperty().and(run.pausedProperty()));
        showWhen(cancelButton, run.runningProperty());
        pauseButton.setOnAction(event -> run.pause());
        resumeButton.setOnAction(event -> run.resume());
        cancelButton.setOnAction(event -> run.cancel());
        summaryLabel.textProperty().bind(run.summaryProperty());
        showText(runErrorLabel, run.errorProperty());
        showText(runMessageLabel, run.messageProperty());
        showWhen(resultBox, run.runningProperty().not().and(run.resultProperty().isNotNull().or(run.errorProperty().isNotEmpty())));
        rejectionList.setItems(run.rejections());
        serverErrorList.setItems(run.serverErrors());
        exportButton.disableProperty().bind(Bindings.createBooleanBinding(() -> run.resultProperty().get() == null
                || run.resultProperty().get().rejectedValues() + run.resultProperty().get().serverErrorCount() == 0,
                run.resultProperty()));
        exportButton.setOnAction(event -> exportRejections());
        againButton.setOnAction(event -> again.run());
    }

    private void exportRejections() {
        dialogs.chooseFileToSave(Messages.text("upload.result.export").replace("_", "").replace("\u2026", ""),
                Messages.text("upload.result.exportName"), "csv").ifPresent(run::exportRejections);
    }
}
