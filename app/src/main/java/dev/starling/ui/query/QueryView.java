package dev.starling.ui.query;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.query.store.QueryHistory;
import dev.starling.core.text.Messages;
import dev.starling.ui.FxmlView;
import dev.starling.ui.common.CardActions;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.TextClipboard;
import java.util.List;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The Query workspace: the history beside the composer ({@link QueryComposerView}) over the inspector
 * ({@link QueryInspectorView}), bound to {@link QueryViewModel}; Ctrl+Enter sends from anywhere in it.
 */
public final class QueryView extends FxmlView {

    private static final KeyCombination SEND = new KeyCodeCombination(KeyCode.ENTER, KeyCombination.SHORTCUT_DOWN);

    private final QueryViewModel viewModel;
    private final QueryComposerView composer;
    private final QueryInspectorView inspector;

    @FXML private ListView<QueryHistory.Entry> historyList;
    @FXML private Button openButton;
    @FXML private Button rerunButton;
    @FXML private Button starButton;
    @FXML private Button renameButton;
    @FXML private Button deleteButton;
    @FXML private SplitPane composerSplit;

    /**
     * @param tasks prepares Raw's tree for each new answer off the FX thread
     * @param dialogs and {@code clipboard}: the window's ports, for the answer's values and the OpenAPI file
     * @param cardActions what a post's card in the Joined view offers (like it, follow its author)
     */
    public QueryView(QueryViewModel viewModel, TaskRunner tasks, Dialogs dialogs, TextClipboard clipboard,
                     CardActions cardActions) {
        this.viewModel = viewModel;
        this.composer = new QueryComposerView(viewModel, dialogs);
        this.inspector = new QueryInspectorView(viewModel, tasks, new ValueActions(clipboard, dialogs), cardActions);
        load();
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
        composerSplit.getItems().setAll(composer.root(), inspector.root());
        composerSplit.setDividerPositions(0.5);
        ComposerSplitMinimum room = composer.keepRoomIn(composerSplit);
        viewModel.inspector().inspectionProperty().addListener((obs, old, now) -> {
            if (now != null) {
                room.answered();
            }
        });
        bindHistory();
    }

    private static void icon(Button button, String icon, String tooltipKey) {
        button.setGraphic(new FontIcon(icon));
        button.setTooltip(new Tooltip(Messages.text(tooltipKey)));
        button.setAccessibleText(Messages.text(tooltipKey));
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
}
