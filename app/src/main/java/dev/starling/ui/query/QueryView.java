package dev.starling.ui.query;

import dev.starling.ui.Visibility;
import dev.starling.core.query.Endpoint;
import dev.starling.core.query.FieldGroup;
import dev.starling.core.query.Guidance;
import dev.starling.core.query.JoinedResponse;
import dev.starling.core.query.JsonSearch;
import dev.starling.core.query.QueryHistory;
import dev.starling.core.query.ResultInspection;
import dev.starling.ui.ViewLoader;
import dev.starling.ui.common.Messages;
import static dev.starling.ui.Visibility.showWhen;
import java.io.File;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputDialog;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import javafx.stage.FileChooser;

/** The Query workspace: binds the composer and the Inspector to {@link QueryViewModel}. */
public final class QueryView {

    private static final KeyCombination SEND = new KeyCodeCombination(KeyCode.ENTER, KeyCombination.SHORTCUT_DOWN);

    private final QueryViewModel viewModel;
    private final ResourceBundle messages = ViewLoader.messages();
    private final Parent root;
    private final Map<FieldGroup, FieldPicker> pickers = new java.util.EnumMap<>(FieldGroup.class);
    private List<List<Object>> rawMatches = List.of();
    private int rawMatchIndex;

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
    private OptionFields optionFields;
    @FXML private TabPane fieldTabs;
    @FXML private javafx.scene.layout.VBox hintBox;
    @FXML private Label issueLabel;
    @FXML private TextField urlField;
    @FXML private Button copyUrlButton;
    @FXML private Button copyCurlButton;
    @FXML private Label authLabel;
    @FXML private Button previousPageButton;
    @FXML private Button nextPageButton;
    @FXML private Button sendButton;
    @FXML private Label statusLabel;
    @FXML private Button refreshButton;
    @FXML private Label errorLabel;
    @FXML private TabPane inspectorTabs;
    @FXML private Tab joinedTab;
    @FXML private TableView<List<String>> dataTable;
    @FXML private TabPane includesTabs;
    @FXML private ListView<JoinedResponse.JoinedPost> joinedList;
    @FXML private ListView<String> errorList;
    @FXML private Tab errorsTab;
    @FXML private TextField rawSearchField;
    @FXML private Button rawNextButton;
    @FXML private Button copyJsonButton;
    @FXML private TreeView<String> rawTree;
    @FXML private TableView<Map.Entry<String, String>> headerTable;

    public QueryView(QueryViewModel viewModel) {
        this.viewModel = viewModel;
        this.root = ViewLoader.load("/dev/starling/ui/query/QueryView.fxml", this);
        root.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, event -> {
            if (SEND.match(event)) {
                viewModel.send();
                event.consume();
            }
        });
        viewModel.loadHistory();
    }

    public Parent root() {
        return root;
    }

    @FXML
    private void initialize() {
        bindComposer();
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
        optionFields = new OptionFields(optionRow, viewModel.options());
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
        viewModel.issues().addListener((ListChangeListener<Object>) change -> showIssues());
        showIssues();
        urlField.textProperty().bind(viewModel.urlPreviewProperty());
        viewModel.authProperty().addListener((obs, old, now) -> authLabel.setText(now == null ? "" : now.reason()));
        authLabel.setText(viewModel.authProperty().get().reason());
        copyUrlButton.setOnAction(event -> viewModel.copyUrl());
        copyCurlButton.setOnAction(event -> viewModel.copyCurl());
        sendButton.disableProperty().bind(viewModel.canSendProperty().not());
        sendButton.setOnAction(event -> viewModel.send());
        nextPageButton.visibleProperty().bind(viewModel.nextTokenProperty().isNotEmpty());
        nextPageButton.setOnAction(event -> viewModel.nextPage());
        showWhen(previousPageButton, viewModel.previousTokenProperty().isNotEmpty());
        previousPageButton.setOnAction(event -> viewModel.previousPage());
        loadCatalogButton.setOnAction(event -> chooseOpenApi());
    }

    private void endpointChanged(Endpoint endpoint) {
        targetField.setPromptText(switch (endpoint.input()) {
            case IDS -> "Post or user ids, separated by commas (1 to 100)";
            case ID -> "Post id";
            case USERNAME -> "Username, e.g. demo_marketer";
            case USERNAMES -> "Usernames, separated by commas (1 to 100)";
            case NONE -> "No input: the signed-in user";
            case QUERY -> "Search query, e.g. starling has:media lang:en";
            case WEBHOOK_ID -> "Webhook id (digits)";
            case USER_ID -> Messages.text("query.target.userId");
        });
        optionFields.show(endpoint);
        targetField.setDisable(endpoint.input() == Endpoint.Input.NONE);
        boolean paged = endpoint.paging() != null;
        Visibility.show(maxResultsField, paged);
        Visibility.show(maxResultsLabel, paged);
        fieldTabs.getTabs().clear();
        for (FieldGroup group : endpoint.groups()) {
            FieldPicker picker = pickers.computeIfAbsent(group, key -> {
                FieldPicker created = new FieldPicker(key, viewModel.selection(key), messages);
                created.setCatalog(viewModel.catalogProperty().get(), key);
                return created;
            });
            Tab tab = new Tab(group.parameter(), picker);
            tab.setId("fields-" + group.name().toLowerCase(java.util.Locale.ROOT));
            fieldTabs.getTabs().add(tab);
        }
    }

    private void showIssues() {
        issueLabel.setText(viewModel.issues().stream().map(issue -> Messages.text(issue.messageKey(), issue.argArray()))
                .reduce((a, b) -> a + "\n" + b).orElse(""));
    }

    private void icon(Button button, String icon, String tooltipKey) {
        button.setGraphic(new org.kordamp.ikonli.javafx.FontIcon(icon));
        button.setTooltip(new javafx.scene.control.Tooltip(messages.getString(tooltipKey)));
        button.setAccessibleText(messages.getString(tooltipKey));
    }

    private void renderHints() {
        hintBox.getChildren().clear();
        for (Guidance.Hint hint : viewModel.hints()) {
            Label text = new Label(hint.message());
            text.setWrapText(true);
            text.getStyleClass().add("hint-text");
            Button fix = new Button(MessageFormat.format(messages.getString("query.fix"), hint.expansion()));
            fix.getStyleClass().add("hint-fix");
            fix.setOnAction(event -> viewModel.applyHint(hint));
            HBox row = new HBox(8, text, fix);
            row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
            hintBox.getChildren().add(row);
        }
    }

    private void bindHistory() {
        historyList.setItems(viewModel.history());
        historyList.setCellFactory(view -> new ListCell<>() {
            @Override
            protected void updateItem(QueryHistory.Entry entry, boolean empty) {
                super.updateItem(entry, empty);
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
        errorLabel.textProperty().bind(viewModel.errorProperty());
        refreshButton.disableProperty().bind(viewModel.inspectionProperty().isNull().or(viewModel.busyProperty()));
        refreshButton.setOnAction(event -> viewModel.send());
        joinedList.setCellFactory(view -> new JoinedPostCell());
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
        dataTable.setPlaceholder(new Label(messages.getString("query.empty")));
        joinedList.setPlaceholder(new Label(messages.getString("query.empty")));
        TableColumn<Map.Entry<String, String>, String> name = new TableColumn<>("Header");
        name.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().getKey()));
        TableColumn<Map.Entry<String, String>, String> value = new TableColumn<>("Value");
        value.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().getValue()));
        value.setPrefWidth(500);
        headerTable.getColumns().setAll(List.of(name, value));
        viewModel.inspectionProperty().addListener((obs, old, now) -> showInspection(now));
        rawSearchField.setOnAction(event -> findInRaw(true));
        rawSearchField.textProperty().addListener((obs, old, now) -> rawMatches = List.of());
        rawNextButton.setOnAction(event -> findInRaw(false));
        copyJsonButton.setOnAction(event -> viewModel.copyJson());
    }

    private void showInspection(ResultInspection inspection) {
        if (inspection == null) {
            dataTable.getColumns().clear();
            dataTable.getItems().clear();
            includesTabs.getTabs().clear();
            joinedList.getItems().clear();
            errorList.getItems().clear();
            rawTree.setRoot(null);
            headerTable.getItems().clear();
            return;
        }
        List<TableColumn<List<String>, String>> columns = new ArrayList<>();
        for (int i = 0; i < inspection.columns().size(); i++) {
            int index = i;
            TableColumn<List<String>, String> column = new TableColumn<>(inspection.columns().get(i));
            column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().get(index)));
            column.setCellFactory(col -> new WholeValueCell(column.getText()));
            // Ids are 19 digits: wide enough to read them whole; text gets the room.
            String name = inspection.columns().get(i);
            column.setPrefWidth(index == 1 ? 420 : name.equals("id") || name.endsWith("_id") ? 175 : 140);
            columns.add(column);
        }
        dataTable.getColumns().setAll(columns);
        dataTable.getItems().setAll(inspection.rows());
        includesTabs.getTabs().clear();
        inspection.includes().forEach((kind, objects) -> {
            ListView<String> list = new ListView<>();
            list.setCellFactory(view -> new ListCell<>() {
                @Override
                protected void updateItem(String json, boolean empty) {
                    super.updateItem(json, empty);
                    WholeValue.offer(this, kind, empty ? null : json, empty ? null : json);
                }
            });
            objects.forEach(object -> list.getItems().add(object.toString()));
            Tab tab = new Tab(kind + " (" + objects.size() + ")", list);
            tab.setId("includes-" + kind);
            includesTabs.getTabs().add(tab);
        });
        joinedList.getItems().setAll(inspection.joined().posts());
        errorList.getItems().setAll(inspection.errors());
        errorsTab.setText(messages.getString("query.tab.errors") + (inspection.errors().isEmpty() ? "" : " (" + inspection.errors().size() + ")"));
        rawTree.setCellFactory(tree -> new JsonTreeCell());
        JsonTreeItem rootItem = new JsonTreeItem(null, inspection.json());
        rootItem.setExpanded(true);
        rawTree.setRoot(rootItem);
        headerTable.getItems().setAll(inspection.headers());
    }

    /** Finds keys or values containing the text, opening only the branches that lead to each match. */
    private void findInRaw(boolean restart) {
        ResultInspection inspection = viewModel.inspectionProperty().get();
        if (inspection == null || rawTree.getRoot() == null) {
            return;
        }
        if (restart || rawMatches.isEmpty()) {
            rawMatches = JsonSearch.find(inspection.json(), rawSearchField.getText());
            rawMatchIndex = -1;
        }
        if (rawMatches.isEmpty()) {
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

    private void chooseOpenApi() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(messages.getString("query.loadOpenApi"));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("OpenAPI JSON", "*.json"));
        File file = chooser.showOpenDialog(root.getScene().getWindow());
        if (file != null) {
            viewModel.loadOpenApi(file.toPath());
        }
    }

    private static Integer parseInt(String text) {
        try {
            return text == null || text.isBlank() ? null : Integer.valueOf(text.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
