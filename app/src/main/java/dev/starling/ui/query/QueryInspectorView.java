package dev.starling.ui.query;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.query.answer.JoinedResponse;
import dev.starling.core.query.answer.ResultInspection;
import dev.starling.core.text.Messages;
import dev.starling.ui.FxmlView;
import dev.starling.ui.common.CardActions;
import dev.starling.ui.common.CopyButton;
import dev.starling.ui.common.JoinedPostCell;
import dev.starling.ui.common.Placeholder;
import dev.starling.ui.common.TableColumns;
import dev.starling.ui.common.TextCells;
import dev.starling.ui.frames.FrameScheduler;
import dev.starling.ui.frames.Frames;
import dev.starling.ui.frames.LazyTabs;
import dev.starling.ui.frames.PacedHeight;
import static dev.starling.ui.Visibility.showText;
import static dev.starling.ui.Visibility.showWhen;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;

/**
 * The Query inspector: the workspace's status and error lines over the answer's tabs (Data, Includes,
 * Joined, Errors, Raw, Headers), bound to {@link QueryInspectorViewModel}; the shown tab is filled over
 * pulses, the others when opened.
 */
public final class QueryInspectorView extends FxmlView {

    private static final KeyCombination COPY = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);
    /** About one Joined card (author, two lines of text, a media line), the step a growing Joined list takes. */
    private static final double JOINED_CARD_HEIGHT = 90;
    /** About one row of Raw's tree or the headers table. */
    private static final double TREE_ROW_HEIGHT = 28;

    private final QueryInspectorViewModel viewModel;
    private final QueryViewModel workspace;
    private final CardActions cardActions;
    private final ValueActions actions;
    private final Map<String, TableView<JsonNode>> includeTables = new java.util.LinkedHashMap<>();
    private List<List<Object>> rawMatches = List.of();
    private int rawMatchIndex;
    private int textMatchLine = -1;
    private LazyTabs inspectorFill;
    private LazyTabs includesFill;
    /** Raw's tree for the answer being shown, built in the task that read it. */
    private volatile PreparedRoot rawRoot;
    /** The Inspector's work for one answer, one piece a pulse. */
    private final Frames steps = FrameScheduler.fx().jobsOf(this);
    /** One placeholder, its text changed: a new label each answer would be styled again in the answer's frame. */
    private final Label errorsPlaceholder = new Label();

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
     * @param actions what the answer's values offer (copy, open, save), through the window's ports
     * @param cardActions what a post's card in the Joined view offers (like it, follow its author)
     */
    public QueryInspectorView(QueryViewModel workspace, TaskRunner tasks, ValueActions actions, CardActions cardActions) {
        this.workspace = workspace;
        this.viewModel = workspace.inspector();
        this.cardActions = cardActions;
        this.actions = actions;
        load();
        viewModel.inspectionProperty().addListener((obs, old, now) -> {
            if (now != null) {
                // Raw's tree root with its first level open: some hundreds of tree items, built in the background
                // rather than in a frame (a detached tree item belongs to no scene yet); Raw opened sooner builds it.
                tasks.run("prepare Raw", () -> new PreparedRoot(now, JsonTreeItem.openToFirstLevel(now.json())),
                        prepared -> rawRoot = prepared, failure -> { });
            }
        });
    }

    @FXML
    private void initialize() {
        bindInspector();
    }

    private void bindInspector() {
        statusLabel.textProperty().bind(workspace.statusProperty());
        showText(errorLabel, workspace.errorProperty());
        refreshButton.disableProperty().bind(viewModel.inspectionProperty().isNull().or(workspace.busyProperty()));
        refreshButton.setOnAction(event -> workspace.send());
        joinedList.setCellFactory(view -> new JoinedPostCell(cardActions));
        // Error lines carry every detail X sent: wrapped, never cut at the list's edge.
        errorList.setCellFactory(view -> TextCells.wrapping(line -> line));
        errorList.setPlaceholder(errorsPlaceholder);
        JsonTables.prepare(dataTable, actions);
        dataTable.setPlaceholder(placeholder(viewModel.emptyMessageProperty()));
        joinedList.setPlaceholder(placeholder(viewModel.emptyMessageProperty()));
        for (String kind : List.of("users", "tweets", "media", "polls", "places")) {
            TableView<JsonNode> table = JsonTables.create("includes-" + kind + "-table", actions);
            table.setPlaceholder(Placeholder.text("query.includes.none", kind));
            includeTables.put(kind, table);
            Tab tab = new Tab(kind, table);
            tab.setId("includes-" + kind);
            includesTabs.getTabs().add(tab);
        }
        headerTable.getColumns().setAll(List.of(
                TableColumns.text("query.headers.name", 220, (Map.Entry<String, String> header) -> header.getKey()),
                TableColumns.text("query.headers.value", 500, (Map.Entry<String, String> header) -> header.getValue())));
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
        errorsTab.setText(Messages.text("query.tab.errors") + (inspection.errorCount() == 0 ? ""
                : " (" + inspection.errorCount() + ")"));
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
        // and the headers are made a few a pulse, like a table's rows, from a control held one row high.
        inspectorFill.fill(joinedTab, () -> grow(joinedList, JOINED_CARD_HEIGHT, 0, inspection,
                () -> joinedList.setItems(AnswerRows.of(inspection.joined().posts()))));
        inspectorFill.fill(errorsTab, () -> errorList.getItems().setAll(inspection.errorLines(Messages::text)));
        inspectorFill.fill(rawTab, () -> {
            rawText.setItems(AnswerRows.of(inspection.prettyLines()));
            textMatchLine = -1;
            grow(rawTree, TREE_ROW_HEIGHT, 0, inspection, () -> {
                PreparedRoot prepared = rawRoot;
                rawTree.setRoot(prepared != null && prepared.inspection() == inspection ? prepared.root()
                        : JsonTreeItem.openToFirstLevel(inspection.json()));
                rawRoot = null;
            });
        });
        inspectorFill.fill(headersTab, () -> grow(headerTable, TREE_ROW_HEIGHT, 1.5, inspection,
                () -> headerTable.getItems().setAll(inspection.headers())));
    }

    /**
     * Lets a list, tree or table show this answer's rows a few a pulse while it is the one shown: held one
     * row high, given its rows ({@code attach}) once laid out so, then let grow. Also for a later answer:
     * the rows' cells are kept, but each shown row still takes the new item (text, CSS, layout), and a
     * screen of them in one frame (Joined's cards most of all) is a stall.
     */
    private void grow(javafx.scene.layout.Region control, double rowHeight, double above, ResultInspection inspection,
                      Runnable attach) {
        PacedHeight.grow(control, rowHeight, above, attach, () -> viewModel.inspectionProperty().get() == inspection, steps);
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

    private record PreparedRoot(ResultInspection inspection, JsonTreeItem root) {
    }
}
