package dev.starling.ui.query;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.ui.frames.FrameScheduler;
import dev.starling.ui.frames.Frames;
import dev.starling.ui.common.DialogWindows;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.Dialogs.FileFilter;
import dev.starling.ui.common.CopyButton;
import dev.starling.ui.common.FieldPicker;
import dev.starling.ui.common.JoinedPostCell;
import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.core.query.CredentialChoice;
import dev.starling.core.query.Endpoint;
import dev.starling.core.query.FieldGroup;
import dev.starling.core.query.Guidance;
import dev.starling.core.query.JoinedResponse;
import dev.starling.core.query.ObjectTable;
import dev.starling.core.query.QueryHistory;
import dev.starling.core.query.ResultInspection;
import dev.starling.ui.FxmlView;
import dev.starling.ui.common.TextClipboard;
import dev.starling.core.text.Messages;
import static dev.starling.ui.Visibility.showText;
import static dev.starling.ui.Visibility.showWhen;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.kordamp.ikonli.javafx.FontIcon;

/** The Query workspace: binds the composer and the Inspector to {@link QueryViewModel}. */
public final class QueryView extends FxmlView {

    private static final KeyCombination SEND = new KeyCodeCombination(KeyCode.ENTER, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination COPY = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);
    /** About one Joined card (author, two lines of text, a media line), the step a growing Joined list takes. */
    private static final double JOINED_CARD_HEIGHT = 90;
    /** About one row of Raw's tree or the headers table. */
    private static final double TREE_ROW_HEIGHT = 28;

    private final QueryViewModel viewModel;
    private final dev.starling.ui.common.CardActions cardActions;
    private final ValueActions actions;
    private final Map<FieldGroup, FieldPicker> pickers = new EnumMap<>(FieldGroup.class);
    private final Map<String, TableView<JsonNode>> includeTables = new java.util.LinkedHashMap<>();
    private List<List<Object>> rawMatches = List.of();
    private int rawMatchIndex;
    private int textMatchLine = -1;
    private LazyTabs inspectorFill;
    private LazyTabs includesFill;
    private FieldTabs fieldTabSet;
    /** Raw's tree for the answer being shown, built in the task that read it. */
    private volatile PreparedRoot rawRoot;
    /** The Inspector's work for one answer, one piece a pulse. */
    private final Frames steps = FrameScheduler.fx().jobsOf(this);
    /** The lists that have made their rows once (see {@link #grow}). */
    /** One placeholder, its text changed: a new label each answer would be styled again in the answer's frame. */
    private final Label errorsPlaceholder = new Label();

    @FXML private ListView<QueryHistory.Entry> historyList;
    @FXML private Button openButton;
    @FXML private Button rerunButton;
    @FXML private Button starButton;
    @FXML private Button renameButton;
    @FXML private Button deleteButton;
    @FXML private ChoiceBox<Endpoint> endpointChoice;
    @FXML private TextField targetField;
    @FXML private Label maxResultsLabel;
    @FXML private TextField maxResultsField;
    @FXML private Button loadCatalogButton;
    @FXML private javafx.scene.layout.FlowPane optionRow;
    @FXML private javafx.scene.control.SplitPane composerSplit;
    @FXML private VBox composerPane;
    private OptionFields optionFields;
    @FXML private TabPane fieldTabs;
    @FXML private VBox hintBox;
    @FXML private Label issueLabel;
    @FXML private javafx.scene.control.TextArea urlField;
    @FXML private Label pageLabel;
    @FXML private javafx.scene.control.ScrollPane composerScroll;
    @FXML private VBox composerFoot;
    @FXML private Button copyUrlButton;
    @FXML private Button copyCurlButton;
    @FXML private ComboBox<CredentialChoice> credentialChoice;
    @FXML private Label acceptsLabel;
    @FXML private Label authLabel;
    @FXML private Button previousPageButton;
    @FXML private Button nextPageButton;
    @FXML private Button sendButton;
    @FXML private Label statusLabel;
    @FXML private Button refreshButton;
    @FXML private Label errorLabel;
    @FXML private TabPane inspectorTabs;
    @FXML private TableView<JsonNode> dataTable;
    @FXML private TabPane includesTabs;
    @FXML private ListView<JoinedResponse.JoinedPost> joinedList;
    @FXML private ListView<String> errorList;
    @FXML private Tab errorsTab;
    @FXML private Tab dataTab;
    @FXML private Tab includesTab;
    @FXML private Tab joinedTab;
    @FXML private Tab rawTab;
    @FXML private Tab headersTab;
    @FXML private ToggleButton rawTreeToggle;
    @FXML private ToggleButton rawTextToggle;
    @FXML private TextField rawSearchField;
    @FXML private Button rawNextButton;
    @FXML private Button copyJsonButton;
    @FXML private TreeView<String> rawTree;
    @FXML private ListView<String> rawText;
    @FXML private Label rateLimitLabel;
    @FXML private TableView<Map.Entry<String, String>> headerTable;

    /**
     * @param tasks prepares Raw's tree for each new answer off the FX thread
     * @param dialogs and {@code clipboard}: the window's ports, for the answer's values and the OpenAPI file
     * @param cardActions what a post's card in the Joined view offers (like it, follow its author)
     */
    public QueryView(QueryViewModel viewModel, TaskRunner tasks, Dialogs dialogs, TextClipboard clipboard,
                     dev.starling.ui.common.CardActions cardActions) {
        this.viewModel = viewModel;
        this.cardActions = cardActions;
        this.actions = new ValueActions(clipboard, dialogs);
        load();
        viewModel.inspectionProperty().addListener((obs, old, now) -> {
            if (now != null) {
                // Raw's tree root with its first level open: some hundreds of tree items, built in the background
                // rather than in a frame (a detached tree item belongs to no scene yet); Raw opened sooner builds it.
                tasks.run("prepare Raw", () -> new PreparedRoot(now, JsonTreeItem.openToFirstLevel(now.json())),
                        prepared -> rawRoot = prepared, failure -> { });
            }
        });
        root().addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, event -> {
            if (SEND.match(event)) {
                viewModel.send();
                event.consume();
            }
        });
        viewModel.loadHistory();
    }

    @FXML
    private void initialize() {
        ComposerSplitMinimum room = ComposerSplitMinimum.keep(composerSplit, composerPane, composerFoot, optionRow.heightProperty(),
                hintBox.heightProperty(), issueLabel.heightProperty(), authLabel.heightProperty(),
                composerFoot.heightProperty());
        viewModel.inspectionProperty().addListener((obs, old, now) -> {
            if (now != null) {
                room.answered();
            }
        });
        bindComposer();
        bindCredentials();
        bindHistory();
        bindInspector();
    }

    private void bindComposer() {
        endpointChoice.getItems().setAll(Endpoint.values());
        endpointChoice.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Endpoint endpoint) {
                return endpoint == null ? "" : Messages.text(endpoint.labelKey());
            }

            @Override
            public Endpoint fromString(String label) {
                return null;
            }
        });
        optionFields = new OptionFields(optionRow, viewModel.options(), FrameScheduler.fx().jobsOf(optionRow));
        fieldTabSet = new FieldTabs(fieldTabs, group -> {
            Tab tab = new Tab();
            tab.textProperty().bind(FieldPicker.title(group, viewModel.selection(group)));
            tab.setId("fields-" + group.name().toLowerCase(Locale.ROOT));
            return tab;
        }, group -> pickers.computeIfAbsent(group, key -> {
            FieldPicker created = new FieldPicker(key, viewModel.selection(key), viewModel::fieldProblem,
                    () -> viewModel.clearSelection(key));
            created.setCatalog(viewModel.catalogProperty().get(), key);
            return created;
        }));
        endpointChoice.valueProperty().bindBidirectional(viewModel.endpointProperty());
        targetField.textProperty().bindBidirectional(viewModel.targetProperty());
        maxResultsField.textProperty().addListener((obs, old, now) -> viewModel.maxResultsProperty().set(parseInt(now)));
        viewModel.maxResultsProperty().addListener((obs, old, now) -> {
            if (now == null ? !maxResultsField.getText().isBlank() : !now.toString().equals(maxResultsField.getText())) {
                maxResultsField.setText(now == null ? "" : now.toString());
            }
        });
        viewModel.endpointProperty().addListener((obs, old, now) -> endpointChanged(now));
        viewModel.catalogProperty().addListener((obs, old, now) -> pickers.forEach((group, picker) -> picker.setCatalog(now, group)));
        endpointChanged(viewModel.endpointProperty().get());

        viewModel.hints().addListener((ListChangeListener<Guidance.Hint>) change -> renderHints());
        viewModel.shownIssues().addListener((ListChangeListener<Object>) change -> showIssues());
        showIssues();
        urlField.textProperty().bind(viewModel.urlPreviewProperty().map(ReadableUrl::of));
        urlField.setTooltip(new Tooltip(Messages.text("query.urlPreview.help")));
        CopyButton.copies(copyUrlButton, viewModel::copyUrl);
        CopyButton.copies(copyCurlButton, viewModel::copyCurl);
        sendButton.disableProperty().bind(viewModel.canSendProperty().not());
        sendButton.setOnAction(event -> viewModel.send());
        nextPageButton.visibleProperty().bind(viewModel.nextTokenProperty().isNotEmpty());
        nextPageButton.setOnAction(event -> viewModel.nextPage());
        showWhen(previousPageButton, viewModel.previousTokenProperty().isNotEmpty());
        // "Page 2" once past the first page (or on the first of several).
        pageLabel.textProperty().bind(viewModel.pageProperty().map(page -> Messages.text("query.page", page)));
        showWhen(pageLabel, viewModel.pageProperty().greaterThan(1).or(viewModel.pageProperty().greaterThan(0)
                .and(viewModel.nextTokenProperty().isNotEmpty())));
        previousPageButton.setOnAction(event -> viewModel.previousPage());
        loadCatalogButton.setOnAction(event -> chooseOpenApi());
    }

    private void bindCredentials() {
        credentialChoice.setItems(viewModel.credentialOptions());
        // Not bound both ways: the combo box drops its value while its items change, the choice must not.
        credentialChoice.setValue(viewModel.credentialChoiceProperty().get());
        credentialChoice.valueProperty().addListener((obs, old, now) -> {
            if (now != null) {
                viewModel.credentialChoiceProperty().set(now);
            }
        });
        viewModel.credentialChoiceProperty().addListener((obs, old, now) -> credentialChoice.setValue(now));
        viewModel.credentialOptions().addListener((ListChangeListener<CredentialChoice>) change ->
                credentialChoice.setValue(viewModel.credentialChoiceProperty().get()));
        credentialChoice.setConverter(new StringConverter<>() {
            @Override
            public String toString(CredentialChoice choice) {
                return choice == null ? "" : viewModel.sendAs().label(choice);
            }

            @Override
            public CredentialChoice fromString(String text) {
                return null;
            }
        });
        authLabel.textProperty().bind(viewModel.authTextProperty());
        acceptsLabel.textProperty().bind(viewModel.sendAs().acceptsProperty());
    }

    private void endpointChanged(Endpoint endpoint) {
        targetField.setPromptText(AuthText.targetPrompt(endpoint.input()));
        optionFields.show(endpoint);
        targetField.setDisable(endpoint.input() == Endpoint.Input.NONE);
        boolean paged = endpoint.paging() != null;
        dev.starling.ui.Visibility.show(maxResultsField, paged);
        dev.starling.ui.Visibility.show(maxResultsLabel, paged);
        fieldTabSet.show(endpoint.groups());
    }

    private void showIssues() {
        issueLabel.setText(viewModel.shownIssues().stream().map(issue -> Messages.text(issue.messageKey(), issue.argArray()))
                .reduce((a, b) -> a + "\n" + b).orElse(""));
        dev.starling.ui.Visibility.show(issueLabel, !viewModel.shownIssues().isEmpty());
    }

    private static void icon(Button button, String icon, String tooltipKey) {
        button.setGraphic(new FontIcon(icon));
        button.setTooltip(new Tooltip(Messages.text(tooltipKey)));
        button.setAccessibleText(Messages.text(tooltipKey));
    }

    private void renderHints() {
        hintBox.getChildren().clear();
        for (Guidance.Hint hint : viewModel.hints()) {
            Label text = new Label(hint.message());
            text.setWrapText(true);
            text.getStyleClass().add("hint-text");
            Button fix = new Button(Messages.text("query.fix", hint.expansion()));
            fix.getStyleClass().add("hint-fix");
            fix.setMnemonicParsing(false);
            fix.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            fix.setOnAction(event -> viewModel.applyHint(hint));
            HBox row = new HBox(8, text, fix);
            row.setAlignment(Pos.CENTER_LEFT);
            hintBox.getChildren().add(row);
        }
    }

    private void bindHistory() {
        historyList.setItems(viewModel.history());
        historyList.setCellFactory(view -> new ListCell<>() {
            @Override
            protected void updateItem(QueryHistory.Entry entry, boolean empty) {
                super.updateItem(entry, empty);
                setMnemonicParsing(false);
                setText(empty || entry == null ? null : (entry.starred() ? "\u2605 " : "") + entry.name()
                        + (entry.lastStatus() == null ? "" : "  \u00b7 " + entry.lastStatus()));
            }
        });
        historyList.setOnMouseClicked(event -> {
            if (event.getClickCount() == 2 && selectedEntry() != null) {
                viewModel.open(selectedEntry());
            }
        });
        icon(openButton, "fth-folder", "query.history.open");
        icon(rerunButton, "fth-play", "query.history.rerun");
        icon(starButton, "fth-star", "query.history.star");
        icon(renameButton, "fth-edit-2", "query.history.rename");
        icon(deleteButton, "fth-trash-2", "query.history.delete");
        var noSelection = historyList.getSelectionModel().selectedItemProperty().isNull();
        for (Button button : List.of(openButton, rerunButton, starButton, renameButton, deleteButton)) {
            button.disableProperty().bind(noSelection);
        }
        openButton.setOnAction(event -> viewModel.open(selectedEntry()));
        rerunButton.setOnAction(event -> viewModel.rerun(selectedEntry()));
        starButton.setOnAction(event -> viewModel.toggleStar(selectedEntry()));
        renameButton.setOnAction(event -> viewModel.askRename(selectedEntry()));
        deleteButton.setOnAction(event -> viewModel.confirmDelete(selectedEntry()));
    }

    private QueryHistory.Entry selectedEntry() {
        return historyList.getSelectionModel().getSelectedItem();
    }

    private void bindInspector() {
        statusLabel.textProperty().bind(viewModel.statusProperty());
        showText(errorLabel, viewModel.errorProperty());
        refreshButton.disableProperty().bind(viewModel.inspectionProperty().isNull().or(viewModel.busyProperty()));
        refreshButton.setOnAction(event -> viewModel.send());
        joinedList.setCellFactory(view -> new JoinedPostCell(cardActions));
        // Error lines carry every detail X sent: wrapped, never cut at the list's edge.
        errorList.setCellFactory(view -> new ListCell<>() {
            @Override
            protected void updateItem(String line, boolean empty) {
                super.updateItem(line, empty);
                setMnemonicParsing(false);
                setWrapText(true);
                setPrefWidth(0);
                setText(empty ? null : line);
            }
        });
        errorList.setPlaceholder(errorsPlaceholder);
        JsonTables.prepare(dataTable, actions);
        dataTable.setPlaceholder(placeholder(viewModel.emptyMessageProperty()));
        joinedList.setPlaceholder(placeholder(viewModel.emptyMessageProperty()));
        for (String kind : List.of("users", "tweets", "media", "polls", "places")) {
            TableView<JsonNode> table = JsonTables.create("includes-" + kind + "-table", actions);
            table.setPlaceholder(new Label(Messages.text("query.includes.none", kind)));
            includeTables.put(kind, table);
            Tab tab = new Tab(kind, table);
            tab.setId("includes-" + kind);
            includesTabs.getTabs().add(tab);
        }
        TableColumn<Map.Entry<String, String>, String> name = new TableColumn<>(Messages.text("query.headers.name"));
        name.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().getKey()));
        name.setPrefWidth(220);
        TableColumn<Map.Entry<String, String>, String> value = new TableColumn<>(Messages.text("query.headers.value"));
        value.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().getValue()));
        value.setPrefWidth(500);
        headerTable.getColumns().setAll(List.of(name, value));
        headerTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        showText(rateLimitLabel, viewModel.rateLimitProperty());
        bindRaw();
        inspectorFill = LazyTabs.whenShown(inspectorTabs, () -> true);
        includesFill = LazyTabs.whenShown(includesTabs, () -> inspectorTabs.getSelectionModel().getSelectedItem() == includesTab);
        inspectorTabs.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> includesFill.fillSelected());
        viewModel.inspectionProperty().addListener((obs, old, now) -> showInspection(now));
        showInspection(viewModel.inspectionProperty().get());
    }

    private void bindRaw() {
        ToggleGroup rawMode = new ToggleGroup();
        rawTreeToggle.setToggleGroup(rawMode);
        rawTextToggle.setToggleGroup(rawMode);
        // One of the two is always on: clicking the selected one keeps it.
        rawMode.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                rawMode.selectToggle(old);
            }
        });
        showWhen(rawTree, rawTreeToggle.selectedProperty());
        showWhen(rawText, rawTextToggle.selectedProperty());
        rawTree.setCellFactory(tree -> new JsonTreeCell(actions));
        rawText.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        rawText.setOnKeyPressed(event -> {
            if (COPY.match(event)) {
                actions.clipboard().copy(String.join("\n", rawText.getSelectionModel().getSelectedItems()));
                event.consume();
            }
        });
        rawSearchField.setOnAction(event -> findInRaw(true));
        rawSearchField.textProperty().addListener((obs, old, now) -> {
            rawMatches = List.of();
            textMatchLine = -1;
        });
        rawNextButton.setOnAction(event -> findInRaw(false));
        CopyButton.copies(copyJsonButton, viewModel::copyJson);
    }

    private static Label placeholder(javafx.beans.value.ObservableStringValue text) {
        Label label = new Label();
        label.textProperty().bind(text);
        label.setWrapText(true);
        label.getStyleClass().add("help-text");
        return label;
    }

    private void showInspection(ResultInspection inspection) {
        errorsPlaceholder.setText(Messages.text(inspection == null ? "query.errors.notSent" : "query.errors.none"));
        if (inspection == null) {
            steps.clear();
            JsonTables.clear(dataTable);
            includeTables.values().forEach(JsonTables::clear);
            joinedList.setItems(FXCollections.observableArrayList());
            errorList.getItems().clear();
            rawTree.setRoot(null);
            rawText.setItems(FXCollections.observableArrayList());
            headerTable.getItems().clear();
            return;
        }
        // Counts now (the status and history change in this frame too); the shown tab's contents from
        // the next pulse, each other tab's when it is opened.
        steps.clear();
        inspectorFill.clear();
        includesFill.clear();
        errorsTab.setText(Messages.text("query.tab.errors") + (inspection.errors().isEmpty() ? ""
                : " (" + inspection.errors().size() + ")"));
        for (Tab tab : includesTabs.getTabs()) {
            String kind = tab.getId().substring("includes-".length());
            tab.setText(Messages.text("query.includes.tab", kind, inspection.includeTables().get(kind).rows().size()));
        }
        steps.soon(() -> true); // the pulse right after lays out the status, titles and history
        steps.soon(() -> {
            fillTabs(inspection);
            return true;
        });
    }

    private void fillTabs(ResultInspection inspection) {
        inspectorFill.fill(dataTab, () -> JsonTables.fill(dataTable, inspection.data(), steps, actions));
        for (Tab tab : includesTabs.getTabs()) {
            String kind = tab.getId().substring("includes-".length());
            includesFill.fill(tab, () -> JsonTables.fill(includeTables.get(kind), inspection.includeTables().get(kind), steps, actions));
        }
        // Wrapped, not copied: a post is joined when its card shows it. Joined's cards, Raw's tree rows
        // and the headers are made a few a pulse, like a table's rows.
        inspectorFill.fill(joinedTab, () -> {
            joinedList.setItems(AnswerRows.of(inspection.joined().posts()));
            grow(joinedList, JOINED_CARD_HEIGHT, 0, inspection);
        });
        inspectorFill.fill(errorsTab, () -> errorList.getItems().setAll(inspection.errors()));
        inspectorFill.fill(rawTab, () -> {
            PreparedRoot prepared = rawRoot;
            rawTree.setRoot(prepared != null && prepared.inspection() == inspection ? prepared.root()
                    : JsonTreeItem.openToFirstLevel(inspection.json()));
            rawRoot = null;
            rawText.setItems(AnswerRows.of(inspection.prettyLines()));
            textMatchLine = -1;
            grow(rawTree, TREE_ROW_HEIGHT, 0, inspection);
        });
        inspectorFill.fill(headersTab, () -> {
            headerTable.getItems().setAll(inspection.headers());
            grow(headerTable, TREE_ROW_HEIGHT, 1.5, inspection);
        });
    }

    /**
     * Lets a list, tree or table show this answer's rows a few a pulse while it is the one shown. Also
     * for a later answer: the rows' cells are kept, but each shown row still takes the new item (text,
     * CSS, layout), and a screen of them in one frame (Joined's cards most of all) is a stall.
     */
    private void grow(javafx.scene.layout.Region control, double rowHeight, double above, ResultInspection inspection) {
        GrowingHeight.grow(control, rowHeight, above, () -> viewModel.inspectionProperty().get() == inspection, steps);
    }

    /** Finds keys or values containing the text: in the tree opening only the branches that lead there. */
    private void findInRaw(boolean restart) {
        ResultInspection inspection = viewModel.inspectionProperty().get();
        String needle = rawSearchField.getText() == null ? "" : rawSearchField.getText().trim();
        if (inspection == null || rawTree.getRoot() == null || needle.isEmpty()) {
            return;
        }
        if (rawTextToggle.isSelected()) {
            findInText(needle.toLowerCase(Locale.ROOT), restart);
            return;
        }
        if (restart || rawMatches.isEmpty()) {
            // Read in the background: a large answer's items are made one by one for the search.
            viewModel.findInAnswer(inspection, needle, matches -> {
                if (rawSearchField.getText() != null && needle.equals(rawSearchField.getText().trim())) {
                    rawMatches = matches;
                    rawMatchIndex = -1;
                    showNextMatch();
                }
            });
            return;
        }
        showNextMatch();
    }

    private void showNextMatch() {
        if (rawMatches.isEmpty() || rawTree.getRoot() == null) {
            return;
        }
        rawMatchIndex = (rawMatchIndex + 1) % rawMatches.size();
        TreeItem<String> item = rawTree.getRoot();
        for (Object step : rawMatches.get(rawMatchIndex)) {
            item.setExpanded(true);
            item = ((JsonTreeItem) item).child(step);
        }
        rawTree.getSelectionModel().select(item);
        rawTree.scrollTo(Math.max(0, rawTree.getRow(item) - 3));
    }

    private void findInText(String needle, boolean restart) {
        List<String> lines = rawText.getItems();
        int start = restart ? 0 : textMatchLine + 1;
        for (int i = 0; i < lines.size(); i++) {
            int line = (start + i) % lines.size();
            if (lines.get(line).toLowerCase(Locale.ROOT).contains(needle)) {
                textMatchLine = line;
                rawText.getSelectionModel().clearAndSelect(line);
                rawText.scrollTo(Math.max(0, line - 3));
                return;
            }
        }
    }

    private void chooseOpenApi() {
        actions.dialogs().chooseFileToOpen(Messages.text("query.loadOpenApi"),
                List.of(FileFilter.of(Messages.text("query.openApi.filter"), "json"))).ifPresent(viewModel::loadOpenApi);
    }

    private record PreparedRoot(ResultInspection inspection, JsonTreeItem root) {
    }

    private static Integer parseInt(String text) {
        try {
            return text == null || text.isBlank() ? null : Integer.valueOf(text.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
