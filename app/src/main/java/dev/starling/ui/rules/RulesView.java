package dev.starling.ui.rules;

import static dev.starling.ui.common.TextCells.converter;

import dev.starling.core.rules.AccessLevel;
import dev.starling.core.rules.Connective;
import dev.starling.core.rules.OperatorSpec;
import dev.starling.core.rules.SavedRuleSet;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.Placeholder;
import dev.starling.ui.FxmlView;
import dev.starling.ui.common.DeliberateButton;
import dev.starling.ui.common.StatusLines;
import dev.starling.ui.common.TableColumns;
import dev.starling.ui.common.Tables;
import dev.starling.ui.common.TextCells;
import dev.starling.ui.rules.RuleEditorViewModel.BuilderNode;
import dev.starling.ui.rules.RuleEditorViewModel.ProblemLine;
import dev.starling.ui.rules.RulesViewModel.RuleRow;
import java.util.List;
import java.util.function.Function;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/** The Stream rules workspace: binds the rule set, the text, the builder and Apply to {@link RulesViewModel}. */
public final class RulesView extends FxmlView {

    private final RulesViewModel viewModel;
    private final RuleEditorViewModel editor;
    private boolean syncing;

    @FXML private ComboBox<SavedRuleSet> setChoice;
    @FXML private Button newSetButton;
    @FXML private Button importButton;
    @FXML private Button exportButton;
    @FXML private Label saveStatus;
    @FXML private ComboBox<AccessLevel> levelChoice;
    @FXML private CheckBox embeddingBox;
    @FXML private Label countLabel;
    @FXML private TableView<RuleRow> ruleTable;
    @FXML private TableColumn<RuleRow, String> valueColumn;
    @FXML private TableColumn<RuleRow, String> tagColumn;
    @FXML private TableColumn<RuleRow, String> standingColumn;
    @FXML private TableColumn<RuleRow, String> problemColumn;
    @FXML private Button addRuleButton;
    @FXML private Button removeRuleButton;
    @FXML private Button keepButton;
    @FXML private Button refreshButton;
    @FXML private Label liveStatus;
    @FXML private Button checkButton;
    @FXML private Button applyButton;
    @FXML private Label messageLabel;
    @FXML private Label errorLabel;
    @FXML private ListView<String> outcomeList;
    @FXML private VBox editorPane;
    @FXML private TextField tagField;
    @FXML private TextArea ruleText;
    @FXML private TextFlow marked;
    @FXML private Label lengthLabel;
    @FXML private Label impliedLabel;
    @FXML private ListView<ProblemLine> problemList;
    @FXML private ComboBox<OperatorSpec> operatorChoice;
    @FXML private TextField operatorValue;
    @FXML private CheckBox negateNewBox;
    @FXML private Button addClauseButton;
    @FXML private Label operatorHelp;
    @FXML private TreeView<BuilderNode> builderTree;
    @FXML private Button negateButton;
    @FXML private Button joinAndButton;
    @FXML private Button joinOrButton;
    @FXML private Button groupButton;
    @FXML private Button removeNodeButton;
    @FXML private HBox thresholdRow;
    @FXML private Slider thresholdSlider;
    @FXML private Label thresholdValue;
    @FXML private Button thresholdButton;
    @FXML private Button previewButton;
    @FXML private Label previewLabel;

    public RulesView(RulesViewModel viewModel) {
        this.viewModel = viewModel;
        this.editor = viewModel.editor();
        load();
    }

    @FXML
    private void initialize() {
        bindSets();
        bindTable();
        bindEditor();
        bindBuilder();
        viewModel.load();
    }

    private void bindSets() {
        setChoice.setItems(viewModel.sets());
        setChoice.setConverter(converter(SavedRuleSet::name));
        setChoice.valueProperty().bindBidirectional(viewModel.chosenSetProperty());
        setChoice.setOnAction(event -> {
            SavedRuleSet chosen = setChoice.getValue();
            if (chosen != null && !syncing) {
                viewModel.choose(chosen);
            }
        });
        newSetButton.setOnAction(event -> viewModel.newSet());
        importButton.setOnAction(event -> viewModel.importSet());
        exportButton.setOnAction(event -> viewModel.exportSet());
        saveStatus.textProperty().bind(viewModel.saveStatusProperty());
        levelChoice.getItems().setAll(AccessLevel.values());
        levelChoice.setConverter(converter(level -> Messages.text(level.key())));
        levelChoice.valueProperty().bindBidirectional(viewModel.levelProperty());
        embeddingBox.selectedProperty().bindBidirectional(viewModel.embeddingProperty());
        embeddingBox.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> viewModel.levelProperty().get() == null || !viewModel.levelProperty().get().embeddingPossible(),
                viewModel.levelProperty()));
        countLabel.textProperty().bind(viewModel.countTextProperty());
    }

    private void bindTable() {
        Tables.rows(ruleTable, viewModel.rows(), TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN, "rules.table.empty");
        column(valueColumn, RuleRow::value, row -> null);
        column(tagColumn, row -> row.tag() == null ? "" : row.tag(), row -> null);
        column(standingColumn, row -> Messages.text(row.standing().key()), row -> "standing-" + row.standing().key()
                .substring("rules.standing.".length()));
        column(problemColumn, RuleRow::problem, row -> row.error() ? "problem-error" : null);
        ruleTable.getSelectionModel().selectedIndexProperty().addListener((obs, old, now) -> {
            // a row replaced under the selection briefly selects nothing: only a chosen row counts
            if (!syncing && now.intValue() >= 0 && now.intValue() != viewModel.selectedProperty().get()) {
                viewModel.select(now.intValue());
            }
        });
        viewModel.selectedProperty().addListener((obs, old, now) -> reselect());
        viewModel.rows().addListener((ListChangeListener<RuleRow>) change -> reselect());
        addRuleButton.setOnAction(event -> {
            viewModel.addRule();
            ruleText.requestFocus();
        });
        // taking a rule out of the saved set needs a click or Alt+M, never a stray Enter or Space
        DeliberateButton.guard(removeRuleButton).setOnAction(event -> viewModel.removeRule());
        keepButton.setOnAction(event -> viewModel.keepLiveRule());
        refreshButton.setOnAction(event -> viewModel.refreshLive());
        liveStatus.textProperty().bind(viewModel.liveStatusProperty());
        checkButton.setOnAction(event -> viewModel.checkAtX());
        applyButton.setOnAction(event -> viewModel.apply());
        checkButton.disableProperty().bind(viewModel.busyProperty());
        applyButton.disableProperty().bind(viewModel.busyProperty());
        StatusLines.show(messageLabel, errorLabel, viewModel);
        outcomeList.setItems(viewModel.outcome());
        outcomeList.setPlaceholder(Placeholder.text("rules.outcome.empty"));
        viewModel.selectedProperty().addListener((obs, old, now) -> editable());
        viewModel.rows().addListener((ListChangeListener<RuleRow>) change -> editable());
        editable();
    }

    private void editable() {
        boolean local = viewModel.editable();
        boolean liveOnly = viewModel.selectedProperty().get() >= 0 && !local;
        editorPane.setDisable(!local);
        removeRuleButton.setDisable(!local);
        keepButton.setDisable(!liveOnly);
    }

    private void reselect() {
        int wanted = viewModel.selectedProperty().get();
        if (ruleTable.getSelectionModel().getSelectedIndex() == wanted) {
            return;
        }
        syncing = true;
        try {
            if (wanted < 0) {
                ruleTable.getSelectionModel().clearSelection();
            } else {
                ruleTable.getSelectionModel().clearAndSelect(wanted);
                ruleTable.scrollTo(wanted);
            }
        } finally {
            syncing = false;
        }
    }

    private void bindEditor() {
        tagField.textProperty().bindBidirectional(viewModel.tagProperty());
        ruleText.textProperty().bindBidirectional(editor.textProperty());
        // A rule is one line: Enter adds no line break, Tab moves on (nothing happens on a stray key).
        ruleText.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ENTER) {
                event.consume();
            } else if (event.getCode() == KeyCode.TAB && !event.isControlDown()) {
                event.consume();
                ruleText.getParent().requestFocus();
                if (event.isShiftDown()) {
                    tagField.requestFocus();
                } else {
                    problemList.requestFocus();
                }
            }
        });
        ruleText.caretPositionProperty().addListener((obs, old, now) -> {
            if (ruleText.isFocused()) {
                editor.selectAtCaret(now.intValue());
            }
        });
        editor.pieces().addListener((ListChangeListener<RuleEditorViewModel.Piece>) change -> drawPieces());
        lengthLabel.textProperty().bind(editor.lengthTextProperty());
        impliedLabel.textProperty().bind(editor.impliedBracketsProperty());
        problemList.setItems(editor.problems());
        problemList.setPlaceholder(Placeholder.text("rules.editor.noProblems"));
        problemList.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(ProblemLine item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().removeAll("problem-error", "problem-hint");
                setText(empty || item == null ? null : item.shown() + "  " + item.advice());
                setWrapText(true);
                setPrefWidth(0);
                if (!empty && item != null) {
                    getStyleClass().add(item.error() ? "problem-error" : "problem-hint");
                }
            }
        });
        // Enter or a click on a problem selects its place in the text.
        problemList.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ENTER) {
                showPlace(problemList.getSelectionModel().getSelectedItem());
            }
        });
        problemList.setOnMouseClicked(event -> showPlace(problemList.getSelectionModel().getSelectedItem()));
        previewButton.setOnAction(event -> viewModel.preview());
        previewLabel.textProperty().bind(viewModel.previewTextProperty());
    }

    private void showPlace(ProblemLine line) {
        if (line == null) {
            return;
        }
        int length = ruleText.getLength();
        ruleText.requestFocus();
        ruleText.selectRange(Math.min(line.span().start(), length), Math.min(line.span().end(), length));
    }

    private void drawPieces() {
        marked.getChildren().setAll(editor.pieces().stream().map(piece -> {
            Text text = new Text(piece.text());
            text.getStyleClass().add("piece");
            if (piece.mark() != RuleEditorViewModel.Mark.PLAIN) {
                text.getStyleClass().add(piece.mark() == RuleEditorViewModel.Mark.ERROR ? "piece-error" : "piece-hint");
            }
            return text;
        }).toList());
    }

    private void bindBuilder() {
        operatorChoice.setItems(editor.catalog());
        operatorChoice.valueProperty().bindBidirectional(editor.chosenOperatorProperty());
        operatorChoice.setConverter(converter(OperatorSpec::name));
        operatorChoice.setCellFactory(list -> TextCells.cell(RuleEditorViewModel::entryText));
        operatorValue.textProperty().bindBidirectional(editor.operatorValueProperty());
        operatorValue.setOnAction(event -> editor.addChosen()); // adds to the local text only: nothing is sent
        negateNewBox.selectedProperty().bindBidirectional(editor.negateNewProperty());
        addClauseButton.setOnAction(event -> editor.addChosen());
        operatorHelp.textProperty().bind(editor.operatorHelpProperty());
        builderTree.setCellFactory(tree -> new javafx.scene.control.TreeCell<>() {
            @Override
            protected void updateItem(BuilderNode item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.label());
            }
        });
        editor.builderRootProperty().addListener((obs, old, now) -> drawTree(now));
        editor.selectedPathProperty().addListener((obs, old, now) -> selectInTree(now));
        builderTree.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (!syncing && now != null) {
                editor.selectedPathProperty().set(now.getValue().path());
            }
        });
        builderTree.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.DELETE) {
                editor.removeChosen(); // the chosen part of this local rule's text; nothing is sent
            }
        });
        negateButton.setOnAction(event -> editor.toggleNegation());
        joinAndButton.setOnAction(event -> editor.join(Connective.AND));
        joinOrButton.setOnAction(event -> editor.join(Connective.OR));
        groupButton.setOnAction(event -> editor.group(Connective.OR));
        removeNodeButton.setOnAction(event -> editor.removeChosen());
        thresholdRow.visibleProperty().bind(editor.semanticProperty());
        thresholdRow.managedProperty().bind(editor.semanticProperty());
        thresholdSlider.valueProperty().bindBidirectional(editor.thresholdProperty());
        thresholdValue.textProperty().bind(editor.thresholdProperty().asString(java.util.Locale.ROOT, "%.2f"));
        thresholdButton.disableProperty().bind(editor.hasEmbeddingProperty().not());
        thresholdButton.setOnAction(event -> editor.applyThreshold());
        drawTree(editor.builderRootProperty().get());
    }

    private void drawTree(BuilderNode root) {
        syncing = true;
        try {
            builderTree.setRoot(root == null ? null : item(root));
        } finally {
            syncing = false;
        }
        selectInTree(editor.selectedPathProperty().get());
    }

    private static TreeItem<BuilderNode> item(BuilderNode node) {
        TreeItem<BuilderNode> item = new TreeItem<>(node);
        item.setExpanded(true);
        node.children().forEach(child -> item.getChildren().add(item(child)));
        return item;
    }

    private void selectInTree(List<Integer> path) {
        TreeItem<BuilderNode> item = builderTree.getRoot();
        for (int step : path == null ? List.<Integer>of() : path) {
            if (item == null || step >= item.getChildren().size()) {
                return;
            }
            item = item.getChildren().get(step);
        }
        if (item != null && builderTree.getSelectionModel().getSelectedItem() != item) {
            syncing = true;
            try {
                builderTree.getSelectionModel().select(item);
            } finally {
                syncing = false;
            }
        }
    }

    /** The narrowest a rule table column gets, in pixels: room for a short word. */
    private static final double MIN_COLUMN = 76;

    /**
     * A column never narrower than its title: the table shares its width among the columns, and beside the editor at
     * 1280x800 "Where it stands" was cut to "Where it st...". Measured in the headers' bold at the theme's 13 px, with
     * room for the header's padding; and room for a short word (a tag such as "launch" was cut to "laun...").
     */
    private static void titleFits(TableColumn<RuleRow, String> column) {
        Text title = new Text(column.getText());
        title.setFont(Font.font(Font.getDefault().getFamily(), FontWeight.BOLD, 13));
        column.setMinWidth(Math.max(MIN_COLUMN, Math.ceil(title.getLayoutBounds().getWidth()) + 24));
    }

    private static void column(TableColumn<RuleRow, String> column, Function<RuleRow, String> text,
                               Function<RuleRow, String> style) {
        titleFits(column);
        TableColumns.text(column, text);
        column.setCellFactory(col -> new TableCell<>() {
            private String added;

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                if (added != null) {
                    getStyleClass().remove(added);
                    added = null;
                }
                setText(empty ? null : item);
                // a long rule or problem is cut in its column: the whole of it on hover
                setTooltip(empty || item == null || item.isEmpty() ? null : new javafx.scene.control.Tooltip(item));
                RuleRow row = empty || getTableRow() == null ? null : getTableRow().getItem();
                if (row != null) {
                    added = style.apply(row);
                    if (added != null) {
                        getStyleClass().add(added);
                    }
                }
            }
        });
    }
}
