package dev.starling.ui.upload;

import dev.starling.ui.Visibility;
import dev.starling.ui.common.FileDrops;
import dev.starling.ui.ads.UploadTarget;
import static dev.starling.ui.Visibility.showWhen;

import dev.starling.core.upload.IdentifierType;
import dev.starling.core.upload.UploadSettings;
import dev.starling.ui.ViewLoader;
import dev.starling.ui.upload.UploadWizardViewModel.Step;
import java.io.File;

import java.text.MessageFormat;
import java.util.EnumMap;
import java.util.Map;
import java.util.ResourceBundle;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.cell.ComboBoxTableCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.util.StringConverter;

/** The upload wizard's panes, bound to {@link UploadWizardViewModel}. */
public final class UploadWizardView {

    private final UploadWizardViewModel viewModel;
    private final UploadSourceModel source;
    private final UploadRunViewModel run;
    private final ResourceBundle messages = ViewLoader.messages();
    private final Parent root;
    private final Map<Step, Node> panes = new EnumMap<>(Step.class);
    private final Map<Step, Label> stepLabels = new EnumMap<>(Step.class);

    @FXML private Label titleLabel;
    @FXML private HBox stepRow;
    @FXML private VBox filePane;
    @FXML private Button chooseButton;
    @FXML private TextField pathField;
    @FXML private ProgressIndicator fileBusy;
    @FXML private Label fileSummaryLabel;
    @FXML private Label fileErrorLabel;
    @FXML private StackPane dropZone;
    @FXML private VBox columnsPane;
    @FXML private Label mappingNoteLabel;
    @FXML private TableView<ColumnChoice> columnTable;
    @FXML private TableColumn<ColumnChoice, String> columnNameColumn;
    @FXML private TableColumn<ColumnChoice, String> columnSamplesColumn;
    @FXML private TableColumn<ColumnChoice, IdentifierType> columnTypeColumn;
    @FXML private TextField regionField;
    @FXML private VBox previewPane;
    @FXML private ProgressIndicator previewBusy;
    @FXML private Label previewCountsLabel;
    @FXML private Label previewErrorLabel;
    @FXML private TableView<PreviewLine> previewTable;
    @FXML private TableColumn<PreviewLine, String> lineColumn;
    @FXML private TableColumn<PreviewLine, String> typeColumn;
    @FXML private TableColumn<PreviewLine, String> originalColumn;
    @FXML private TableColumn<PreviewLine, String> normalisedColumn;
    @FXML private TableColumn<PreviewLine, String> hashColumn;
    @FXML private TableColumn<PreviewLine, String> reasonColumn;
    @FXML private VBox settingsPane;
    @FXML private RadioButton updateRadio;
    @FXML private RadioButton deleteRadio;
    @FXML private Label effectiveLabel;
    @FXML private DatePicker effectivePicker;
    @FXML private DatePicker expiresPicker;
    @FXML private RadioButton existingRadio;
    @FXML private RadioButton newRadio;
    @FXML private TextField newNameField;
    @FXML private Label settingsErrorLabel;
    @FXML private VBox uploadPane;
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
    @FXML private Button backButton;
    @FXML private Button closeButton;
    @FXML private Button nextButton;

    public UploadWizardView(UploadWizardViewModel viewModel) {
        this.viewModel = viewModel;
        this.source = viewModel.source();
        this.run = viewModel.run();
        this.root = ViewLoader.load("/dev/starling/ui/upload/UploadWizardView.fxml", this);
        // Anywhere on the wizard, not just the drop zone, while a file is being chosen.
        FileDrops.accept(root, file -> {
            if (viewModel.stepProperty().get() == Step.FILE) {
                source.choose(file);
            }
        });
    }

    public Parent root() {
        return root;
    }

    /** Puts the caret in the path field, so a path can be typed or pasted straight away. */
    public void focusFirstField() {
        if (viewModel.stepProperty().get() == Step.FILE) {
            pathField.requestFocus();
        }
    }

    /** The Close button; the window decides what closing means while an upload runs. */
    public Button closeButton() {
        return closeButton;
    }

    @FXML
    private void initialize() {
        panes.put(Step.FILE, filePane);
        panes.put(Step.COLUMNS, columnsPane);
        panes.put(Step.PREVIEW, previewPane);
        panes.put(Step.SETTINGS, settingsPane);
        panes.put(Step.UPLOAD, uploadPane);
        for (Step step : Step.values()) {
            Label label = new Label(messages.getString("upload.step." + step.name()));
            label.getStyleClass().add("step");
            stepLabels.put(step, label);
            stepRow.getChildren().add(label);
        }
        titleLabel.textProperty().bind(Bindings.createStringBinding(this::title, viewModel.targetProperty()));
        viewModel.stepProperty().addListener((obs, old, now) -> showStep(now));
        showStep(viewModel.stepProperty().get());

        backButton.setOnAction(event -> viewModel.back());
        nextButton.setOnAction(event -> viewModel.next());
        nextButton.disableProperty().bind(viewModel.canGoNextProperty().not());
        nextButton.textProperty().bind(Bindings.when(viewModel.stepProperty().isEqualTo(Step.SETTINGS))
                .then(messages.getString("upload.start")).otherwise(messages.getString("upload.next")));

        bindFileStep();
        bindColumnsStep();
        bindPreviewStep();
        bindSettingsStep();
        bindUploadStep();
    }

    private void showStep(Step step) {
        panes.forEach((each, pane) -> Visibility.show(pane, each == step));
        stepLabels.forEach((each, label) -> {
            label.getStyleClass().remove("current");
            if (each == step) {
                label.getStyleClass().add("current");
            }
        });
        backButton.setDisable(!viewModel.canGoBack());
        if (step == Step.SETTINGS && viewModel.createNewProperty().get()) {
            newNameField.requestFocus();
        }
        Visibility.show(nextButton, step != Step.UPLOAD);
    }

    private String title() {
        UploadTarget target = viewModel.targetProperty().get();
        if (target.doNotReach()) {
            return MessageFormat.format(messages.getString("upload.title.dnr"), target.listName());
        }
        return target.hasList() ? MessageFormat.format(messages.getString("upload.title.audience"), target.listName())
                : messages.getString("upload.title.newAudience");
    }

    private void bindFileStep() {
        chooseButton.setOnAction(event -> chooseFile());
        pathField.setOnAction(event -> {
            // Enter on the path of the file already read moves on, like the Next button.
            var chosen = source.profileProperty().get();
            if (chosen != null && chosen.path().toString().equals(pathField.getText().strip())) {
                viewModel.next();
            } else {
                source.choose(pathField.getText());
            }
        });
        showWhen(fileBusy, source.busyProperty().and(viewModel.stepProperty().isEqualTo(Step.FILE)));
        fileSummaryLabel.textProperty().bind(source.fileSummaryProperty());
        fileErrorLabel.textProperty().bind(source.errorProperty());
        showWhen(fileErrorLabel, source.errorProperty().isNotEmpty());
        FileDrops.accept(dropZone, source::choose);
    }

    private void chooseFile() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(messages.getString("upload.file.choose").replace("_", ""));
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter(messages.getString("upload.file.filter"), "*.csv", "*.tsv", "*.txt"),
                new FileChooser.ExtensionFilter("*", "*.*"));
        File file = chooser.showOpenDialog(root.getScene().getWindow());
        if (file != null) {
            source.choose(file.toPath());
        }
    }

    private void bindColumnsStep() {
        mappingNoteLabel.textProperty().bind(source.mappingNoteProperty());
        columnTable.setItems(source.columns());
        columnTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        columnNameColumn.setCellValueFactory(cell -> Bindings.createStringBinding(() -> cell.getValue().name()));
        columnSamplesColumn.setCellValueFactory(cell -> Bindings.createStringBinding(() -> cell.getValue().samples()));
        columnTypeColumn.setCellValueFactory(cell -> cell.getValue().typeProperty());
        var types = FXCollections.<IdentifierType>observableArrayList();
        types.add(null);
        types.addAll(IdentifierType.values());
        columnTypeColumn.setCellFactory(ComboBoxTableCell.forTableColumn(new StringConverter<>() {
            @Override
            public String toString(IdentifierType type) {
                return type == null ? messages.getString("upload.columns.ignore") : type.key();
            }

            @Override
            public IdentifierType fromString(String text) {
                return null;
            }
        }, types));
        columnTypeColumn.setOnEditCommit(edit -> edit.getRowValue().typeProperty().set(edit.getNewValue()));
        regionField.textProperty().bindBidirectional(source.phoneRegionProperty());
    }

    private void bindPreviewStep() {
        showWhen(previewBusy, source.busyProperty());
        previewCountsLabel.textProperty().bind(source.previewCountsProperty());
        previewErrorLabel.textProperty().bind(source.errorProperty());
        showWhen(previewErrorLabel, source.errorProperty().isNotEmpty());
        previewTable.setItems(source.previewLines());
        text(lineColumn, line -> line.line() + ":" + line.column());
        text(typeColumn, PreviewLine::type);
        text(originalColumn, PreviewLine::original);
        text(normalisedColumn, PreviewLine::normalised);
        text(hashColumn, PreviewLine::sent);
        text(reasonColumn, PreviewLine::reason);
        previewTable.setRowFactory(table -> new javafx.scene.control.TableRow<>() {
            @Override
            protected void updateItem(PreviewLine item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("rejected"), !empty && item != null && item.rejected());
            }
        });
    }

    private void bindSettingsStep() {
        ToggleGroup operations = new ToggleGroup();
        updateRadio.setToggleGroup(operations);
        deleteRadio.setToggleGroup(operations);
        updateRadio.setSelected(viewModel.operationProperty().get() == UploadSettings.Operation.UPDATE);
        deleteRadio.setSelected(viewModel.operationProperty().get() == UploadSettings.Operation.DELETE);
        operations.selectedToggleProperty().addListener((obs, old, now) -> viewModel.operationProperty()
                .set(now == deleteRadio ? UploadSettings.Operation.DELETE : UploadSettings.Operation.UPDATE));
        effectivePicker.valueProperty().bindBidirectional(viewModel.effectiveDateProperty());
        expiresPicker.valueProperty().bindBidirectional(viewModel.expiresDateProperty());
        UploadTarget target = viewModel.targetProperty().get();
        showWhen(effectiveLabel, Bindings.createBooleanBinding(() -> !target.doNotReach()));
        showWhen(effectivePicker, Bindings.createBooleanBinding(() -> !target.doNotReach()));

        ToggleGroup targets = new ToggleGroup();
        existingRadio.setToggleGroup(targets);
        newRadio.setToggleGroup(targets);
        existingRadio.textProperty().bind(Bindings.createStringBinding(() -> {
            UploadTarget now = viewModel.targetProperty().get();
            return now.hasList() ? MessageFormat.format(messages.getString(now.doNotReach()
                    ? "upload.settings.existingList" : "upload.settings.existing"), now.listName()) : "";
        }, viewModel.targetProperty()));
        showWhen(existingRadio, Bindings.createBooleanBinding(() -> viewModel.targetProperty().get().hasList(),
                viewModel.targetProperty()));
        showWhen(newRadio.getParent(), Bindings.createBooleanBinding(() -> !target.doNotReach()));
        newRadio.setSelected(viewModel.createNewProperty().get());
        existingRadio.setSelected(!viewModel.createNewProperty().get());
        targets.selectedToggleProperty().addListener((obs, old, now) -> viewModel.createNewProperty().set(now == newRadio));
        viewModel.createNewProperty().addListener((obs, old, now) -> (now ? newRadio : existingRadio).setSelected(true));
        newNameField.textProperty().bindBidirectional(viewModel.newAudienceNameProperty());
        newNameField.disableProperty().bind(viewModel.createNewProperty().not());
        newNameField.setOnAction(event -> viewModel.next());
        newRadio.selectedProperty().addListener((obs, old, now) -> {
            if (now) {
                newNameField.requestFocus();
            }
        });
        settingsErrorLabel.textProperty().bind(viewModel.settingsErrorProperty());
        showWhen(settingsErrorLabel, viewModel.settingsErrorProperty().isNotEmpty());
    }

    private void bindUploadStep() {
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
        runErrorLabel.textProperty().bind(run.errorProperty());
        showWhen(runErrorLabel, run.errorProperty().isNotEmpty());
        runMessageLabel.textProperty().bind(run.messageProperty());
        showWhen(runMessageLabel, run.messageProperty().isNotEmpty());
        var finished = run.runningProperty().not().and(run.resultProperty().isNotNull().or(run.errorProperty().isNotEmpty()));
        showWhen(resultBox, finished);
        rejectionList.setItems(run.rejections());
        rejectionList.setPlaceholder(new Label("None"));
        serverErrorList.setItems(run.serverErrors());
        serverErrorList.setPlaceholder(new Label("None"));
        exportButton.disableProperty().bind(Bindings.createBooleanBinding(() -> run.resultProperty().get() == null
                || run.resultProperty().get().rejectedValues() + run.resultProperty().get().serverErrorCount() == 0,
                run.resultProperty()));
        exportButton.setOnAction(event -> exportRejections());
        againButton.setOnAction(event -> viewModel.again());
    }

    private void exportRejections() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(messages.getString("upload.result.export").replace("_", "").replace("\u2026", ""));
        chooser.setInitialFileName("rejected-rows.csv");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("CSV", "*.csv"));
        File file = chooser.showSaveDialog(root.getScene().getWindow());
        if (file != null) {
            run.exportRejections(file.toPath());
        }
    }

    private static <T> void text(TableColumn<T, String> column, java.util.function.Function<T, String> value) {
        column.setCellValueFactory(cell -> Bindings.createStringBinding(() -> value.apply(cell.getValue())));
    }

}
