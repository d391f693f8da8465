package dev.starling.ui.overlap;

import static dev.starling.ui.Visibility.showText;
import static dev.starling.ui.Visibility.showWhen;
import static dev.starling.ui.common.TableColumns.text;
import static dev.starling.ui.common.TextCells.converter;

import dev.starling.core.overlap.OverlapDiagram;
import dev.starling.core.overlap.OverlapService;
import dev.starling.core.overlap.SetOperation;
import dev.starling.core.text.Messages;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.ui.FxmlView;
import dev.starling.ui.ads.UploadTarget;
import dev.starling.ui.common.FileDrops;
import dev.starling.ui.common.StatusLines;
import dev.starling.ui.common.Tables;
import dev.starling.ui.common.TextCells;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.image.ImageView;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/** The Overlap workspace: binds the lists, the comparison, its picture and table, the set operation and the syncs. */
public final class OverlapView extends FxmlView {

    private final OverlapViewModel viewModel;
    private final ObservableBooleanValue dark;
    private final ObservableValue<String> account;

    @FXML private VBox listBox;
    @FXML private Label dropHint;
    @FXML private TextField pathField;
    @FXML private Label accountLabel;
    @FXML private Button addFileButton;
    @FXML private Button compareButton;
    @FXML private Button cancelButton;
    @FXML private ProgressBar progressBar;
    @FXML private Label progressLabel;
    @FXML private ComboBox<Integer> firstChoice;
    @FXML private ComboBox<SetOperation> operationChoice;
    @FXML private ComboBox<Integer> secondChoice;
    @FXML private Label selectionLabel;
    @FXML private ComboBox<OverlapViewModel.TargetKind> targetKindChoice;
    @FXML private ComboBox<UploadTarget> targetChoice;
    @FXML private Button sendButton;
    @FXML private StackPane diagramPane;
    @FXML private ImageView diagramView;
    @FXML private Label emptyLabel;
    @FXML private TableView<CountRow> countTable;
    @FXML private TableColumn<CountRow, String> whatColumn;
    @FXML private TableColumn<CountRow, String> peopleColumn;
    @FXML private Button exportCsvButton;
    @FXML private Button exportPngButton;
    @FXML private TableView<SyncRow> syncTable;
    @FXML private TableColumn<SyncRow, String> syncAudienceColumn;
    @FXML private TableColumn<SyncRow, String> syncAccountColumn;
    @FXML private TableColumn<SyncRow, String> syncLastColumn;
    @FXML private TableColumn<SyncRow, String> syncAddedColumn;
    @FXML private TableColumn<SyncRow, String> syncRemovedColumn;
    @FXML private TableColumn<SyncRow, String> syncPeopleColumn;
    @FXML private TableColumn<SyncRow, String> syncNextAddColumn;
    @FXML private TableColumn<SyncRow, String> syncNextRemoveColumn;
    @FXML private TableColumn<SyncRow, String> syncStateColumn;
    @FXML private Button useAudienceButton;
    @FXML private Button refreshSyncsButton;
    @FXML private Label messageLabel;
    @FXML private Label errorLabel;

    /**
     * @param dark whether the window shows the dark theme (the picture is drawn in its colours)
     * @param account the ad account a new list goes to, by name (chosen in the Ads workspaces), or null
     */
    public OverlapView(OverlapViewModel viewModel, ObservableBooleanValue dark, ObservableValue<String> account) {
        this.viewModel = viewModel;
        this.dark = dark;
        this.account = account;
        load();
    }

    @FXML
    private void initialize() {
        viewModel.lists().addListener((ListChangeListener<OverlapList>) change -> showLists());
        showLists();
        FileDrops.acceptAll(listBox, viewModel::addFiles);
        addFileButton.setOnAction(event -> viewModel.chooseFile());
        pathField.setOnAction(event -> {
            if (viewModel.addTyped(pathField.getText())) {
                pathField.clear();
            }
        });
        pathField.disableProperty().bind(addFileButton.disableProperty());
        addFileButton.disableProperty().bind(Bindings.size(viewModel.lists()).greaterThanOrEqualTo(OverlapService.MAX_INPUTS));
        compareButton.setOnAction(event -> viewModel.compare());
        compareButton.disableProperty().bind(viewModel.canCompareProperty().not());
        cancelButton.setOnAction(event -> viewModel.cancel());
        showWhen(cancelButton, viewModel.runningProperty());
        showWhen(progressBar, viewModel.runningProperty());
        progressBar.progressProperty().bind(viewModel.fractionProperty());
        showText(progressLabel, viewModel.progressProperty());

        bindSetOperation();
        bindCounts();
        bindSyncs();
        StatusLines.show(messageLabel, errorLabel, viewModel);
        viewModel.reloadSyncs();
    }

    /** One card per list: its letter, name, summary, Remove, and for a file its columns' types. */
    private void showLists() {
        List<javafx.scene.Node> cards = new ArrayList<>();
        for (int i = 0; i < viewModel.lists().size(); i++) {
            cards.add(card(i, viewModel.lists().get(i)));
        }
        if (cards.isEmpty()) {
            cards.add(dropHint);
        }
        listBox.getChildren().setAll(cards);
    }

    private VBox card(int index, OverlapList list) {
        Label letter = new Label(String.valueOf((char) ('A' + index)));
        letter.getStyleClass().add("list-letter");
        Label name = new Label(list.name());
        name.getStyleClass().add("strong");
        name.setTooltip(new Tooltip(list.file() != null ? list.file().toString() : list.name()));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Button remove = new Button(Messages.text("overlap.window.remove"));
        remove.setId("overlapRemove" + index);
        remove.setMinWidth(Region.USE_PREF_SIZE);
        remove.setOnAction(event -> viewModel.remove(list));
        remove.disableProperty().bind(viewModel.runningProperty());
        HBox head = new HBox(8, letter, name, gap, remove);
        head.getStyleClass().add("choice-row");
        Label summary = new Label();
        summary.textProperty().bind(list.summaryProperty());
        summary.setWrapText(true);
        summary.getStyleClass().add("help-text");
        VBox card = new VBox(head, summary);
        card.getStyleClass().add("list-card");
        if (!list.columns().isEmpty()) {
            // the columns as read, and their types to change behind one toggle (a narrow pane shows one a line)
            Label mapping = new Label();
            mapping.textProperty().bind(list.mappingProperty());
            mapping.setWrapText(true);
            mapping.setMaxWidth(Double.MAX_VALUE);
            HBox.setHgrow(mapping, Priority.ALWAYS);
            ToggleButton change = new ToggleButton(Messages.text("overlap.window.changeColumns"));
            change.setId("overlapColumns" + index);
            change.setMinWidth(Region.USE_PREF_SIZE);
            HBox row = new HBox(8, mapping, change);
            row.getStyleClass().add("choice-row");
            FlowPane columns = new FlowPane(12, 4);
            for (ListColumn column : list.columns()) {
                columns.getChildren().add(columnPick(index, column));
            }
            showWhen(columns, change.selectedProperty());
            card.getChildren().addAll(row, columns);
        }
        return card;
    }

    private HBox columnPick(int list, ListColumn column) {
        Label name = new Label(column.name());
        ComboBox<IdentifierType> type = new ComboBox<>();
        type.setId("overlapColumn" + list + "_" + column.index());
        List<IdentifierType> types = new ArrayList<>();
        types.add(null);
        types.addAll(Arrays.asList(IdentifierType.values()));
        type.getItems().setAll(types);
        type.setConverter(converter(IdentifierType::key, Messages.text("upload.columns.ignore")));
        type.valueProperty().bindBidirectional(column.typeProperty());
        type.disableProperty().bind(viewModel.runningProperty());
        name.setLabelFor(type);
        HBox pick = new HBox(name, type);
        pick.getStyleClass().add("column-pick");
        return pick;
    }

    private void bindSetOperation() {
        List<Integer> indexes = new ArrayList<>();
        viewModel.letters().addListener((ListChangeListener<String>) change -> {
            indexes.clear();
            for (int i = 0; i < viewModel.letters().size(); i++) {
                indexes.add(i);
            }
            firstChoice.getItems().setAll(indexes);
            secondChoice.getItems().setAll(indexes);
            firstChoice.setValue(viewModel.firstProperty().get());
            secondChoice.setValue(viewModel.secondProperty().get());
        });
        StringConverter<Integer> letter = converter(i -> i < 0 || i >= viewModel.letters().size() ? ""
                : viewModel.letters().get(i));
        firstChoice.setConverter(letter);
        secondChoice.setConverter(letter);
        // chosen, a list shows as its letter (its card says which file it is); the menu names the file too
        firstChoice.setButtonCell(TextCells.cell(OverlapView::letter));
        secondChoice.setButtonCell(TextCells.cell(OverlapView::letter));
        firstChoice.valueProperty().addListener((obs, old, now) -> viewModel.firstProperty().set(now == null ? -1 : now));
        secondChoice.valueProperty().addListener((obs, old, now) -> viewModel.secondProperty().set(now == null ? -1 : now));
        operationChoice.getItems().setAll(SetOperation.values());
        operationChoice.setConverter(converter(op -> Messages.text("overlap.operation." + op.name())));
        operationChoice.valueProperty().bindBidirectional(viewModel.operationProperty());
        targetKindChoice.getItems().setAll(OverlapViewModel.TargetKind.values());
        targetKindChoice.setConverter(converter(kind -> Messages.text("overlap.target." + kind.name())));
        targetKindChoice.valueProperty().bindBidirectional(viewModel.targetKindProperty());
        targetChoice.setItems(viewModel.targets());
        targetChoice.setConverter(converter(UploadTarget::listName));
        targetChoice.valueProperty().bindBidirectional(viewModel.targetProperty());
        showWhen(targetChoice, viewModel.targetKindProperty().isNotEqualTo(OverlapViewModel.TargetKind.NEW_AUDIENCE));
        showText(selectionLabel, viewModel.selectionSizeProperty());
        accountLabel.textProperty().bind(account.map(name -> Messages.text("overlap.window.account", name))
                .orElse(Messages.text("overlap.window.noAccount")));
        var compared = viewModel.resultProperty().isNotNull();
        firstChoice.disableProperty().bind(compared.not());
        operationChoice.disableProperty().bind(compared.not());
        secondChoice.disableProperty().bind(compared.not());
        sendButton.disableProperty().bind(viewModel.canSendProperty().not().or(viewModel.busyProperty()));
        sendButton.setOnAction(event -> viewModel.sendToWizard());
    }

    /** A list by its letter: A for the first. */
    private static String letter(int index) {
        return index < 0 ? "" : String.valueOf((char) ('A' + index));
    }

    private void bindCounts() {
        Tables.rows(countTable, viewModel.rows(), TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS, "overlap.window.noCounts");
        text(whatColumn, CountRow::what);
        text(peopleColumn, CountRow::people);
        viewModel.types().addListener((ListChangeListener<IdentifierType>) change -> {
            countTable.getColumns().retainAll(List.of(whatColumn, peopleColumn));
            for (int i = 0; i < viewModel.types().size(); i++) {
                int index = i;
                TableColumn<CountRow, String> column = new TableColumn<>(viewModel.types().get(i).key());
                column.setSortable(false);
                column.getStyleClass().add("numeric");
                column.setMinWidth(110);
                text(column, row -> row.values().get(index));
                countTable.getColumns().add(column);
            }
        });
        var none = viewModel.resultProperty().isNull();
        exportCsvButton.disableProperty().bind(none.or(viewModel.busyProperty()));
        exportPngButton.disableProperty().bind(none.or(viewModel.busyProperty()));
        exportCsvButton.setOnAction(event -> viewModel.exportCsv());
        exportPngButton.setOnAction(event -> viewModel.exportPng());
        showWhen(emptyLabel, none);
        diagramView.visibleProperty().bind(none.not());
        viewModel.resultProperty().addListener((obs, old, now) -> drawDiagram());
        diagramPane.widthProperty().addListener((obs, old, now) -> drawDiagram());
        diagramPane.heightProperty().addListener((obs, old, now) -> drawDiagram());
        dark.addListener((obs, old, now) -> drawDiagram());
    }

    /** The picture at the pane's size, in the theme's colours: the same drawing the PNG export writes. */
    private void drawDiagram() {
        var overlap = viewModel.resultProperty().get();
        int width = (int) Math.floor(diagramPane.getWidth()) - 2;
        int height = (int) Math.floor(diagramPane.getHeight()) - 2;
        if (overlap == null || width < 80 || height < 80) {
            diagramView.setImage(null);
            return;
        }
        diagramView.setImage(dev.starling.ui.common.DrawnImage.of(OverlapDiagram.draw(overlap, width, height,
                dark.get() ? OverlapDiagram.Colours.DARK : OverlapDiagram.Colours.LIGHT, viewModel.diagramWords())));
    }

    private void bindSyncs() {
        Tables.rows(syncTable, viewModel.syncs(), TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN, "overlap.sync.none");
        text(syncAudienceColumn, SyncRow::audienceId);
        text(syncAccountColumn, SyncRow::accountId);
        text(syncLastColumn, SyncRow::lastSync);
        text(syncAddedColumn, SyncRow::added);
        text(syncRemovedColumn, SyncRow::removed);
        text(syncPeopleColumn, SyncRow::people);
        text(syncNextAddColumn, SyncRow::nextAdditions);
        text(syncNextRemoveColumn, SyncRow::nextRemovals);
        text(syncStateColumn, SyncRow::state);
        useAudienceButton.disableProperty().bind(syncTable.getSelectionModel().selectedItemProperty().isNull()
                .or(Bindings.size(viewModel.lists()).greaterThanOrEqualTo(OverlapService.MAX_INPUTS)));
        useAudienceButton.setOnAction(event -> viewModel.addAudience(syncTable.getSelectionModel().getSelectedItem()));
        refreshSyncsButton.setOnAction(event -> viewModel.reloadSyncs());
    }
}
