package dev.starling.ui.flexible;

import dev.starling.ui.frames.FxThread;
import dev.starling.ui.common.CopyButton;
import static dev.starling.ui.Visibility.showText;
import static dev.starling.ui.Visibility.showWhen;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.flexible.FlexibleAudienceType;
import dev.starling.core.flexible.NodeId;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.ui.FxmlView;
import dev.starling.ui.ads.AdsCells;
import dev.starling.ui.common.TextCells;
import dev.starling.ui.common.PageButtons;
import dev.starling.core.text.Messages;
import java.util.List;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The Flexible audiences workspace (Ctrl+5): binds the list of audiences and drafts, the tree of
 * cards, the previews and the palette to {@link FlexibleAudiencesViewModel}. Keyboard commands live
 * in {@link EditorKeys}; drawing the tree in {@link SegmentCards}; dragging in {@link TreeDragAndDrop}.
 */
public final class FlexibleAudiencesView extends FxmlView {

    private final FlexibleAudiencesViewModel viewModel;
    private final TreeEditorViewModel editor;
    private final PaletteViewModel palette;
    private final StringProperty dragHint = new SimpleStringProperty(this, "dragHint", "");
    private SegmentCards cards;
    private boolean redrawPending;

    @FXML private ComboBox<AdAccount> accountChoice;
    @FXML private Button refreshButton;
    @FXML private Label noticeLabel;
    @FXML private ListView<FlexibleEntry> entryList;
    @FXML private Button newDraftButton;
    @FXML private Button duplicateButton;
    @FXML private Button renameButton;
    @FXML private Button deleteEntryButton;
    @FXML private Button importButton;
    @FXML private Label listErrorLabel;
    @FXML private Label titleLabel;
    @FXML private Label kindLabel;
    @FXML private Label savedLabel;
    @FXML private Label readOnlyLabel;
    @FXML private ComboBox<FlexibleAudienceType> typeChoice;
    @FXML private Button summaryButton;
    @FXML private FlowPane editBar;
    @FXML private HBox typeRow;
    @FXML private HBox createRow;
    @FXML private ScrollPane treeScroll;
    @FXML private VBox treeBox;
    @FXML private Label dragHintLabel;
    @FXML private Label messageLabel;
    @FXML private Label errorLabel;
    @FXML private Label immutableLabel;
    @FXML private Button createButton;
    @FXML private Button createSelectedButton;
    @FXML private Label createReasonLabel;
    @FXML private Label sentenceLabel;
    @FXML private Label boundsLabel;
    @FXML private Button copyJsonButton;
    @FXML private TextArea jsonArea;
    @FXML private TextField paletteSearch;
    @FXML private ListView<PaletteEntry> paletteList;
    @FXML private Button palettePrevious;
    @FXML private Label paletteStatus;
    @FXML private Button paletteNext;
    @FXML private Label paletteError;
    @FXML private Button addLeafButton;

    public FlexibleAudiencesView(FlexibleAudiencesViewModel viewModel) {
        this.viewModel = viewModel;
        this.editor = viewModel.editor();
        this.palette = viewModel.palette();
        load();
        installKeys();
        viewModel.open();
    }

    @FXML
    private void initialize() {
        AdsCells.bindAccountRow(accountChoice, refreshButton, noticeLabel, viewModel.picker(), viewModel::refresh);
        bindList();
        bindHeader();
        bindTree();
        bindPreviews();
        bindPalette();
    }

    private void installKeys() {
        EditorKeys keys = new EditorKeys(viewModel, viewModel::pasteJson, treeBox, paletteSearch::requestFocus,
                this::focusNextPane);
        keys.fillToolbar(editBar);
        keys.install(root());
        keys.tooltip(createButton, "flexui.key.create");
        keys.tooltip(addLeafButton, "flexui.key.add");
        keys.tooltip(newDraftButton, "flexui.key.newDraft");
        keys.tooltip(duplicateButton, "flexui.key.duplicate");
        keys.tooltip(renameButton, "flexui.key.rename");
        keys.tooltip(deleteEntryButton, "flexui.key.deleteEntry");
        keys.tooltip(importButton, "flexui.key.import");
        keys.tooltip(copyJsonButton, "flexui.key.copyJson");
    }

    private void bindList() {
        entryList.setItems(viewModel.entries());
        entryList.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        entryList.setCellFactory(list -> new EntryCell());
        Label empty = placeholder("flexui.list.empty");
        empty.textProperty().bind(Bindings.createStringBinding(() -> Messages.text(viewModel.busyProperty().get()
                ? "flexui.list.loading" : "flexui.list.empty"), viewModel.busyProperty()));
        entryList.setPlaceholder(empty);
        entryList.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) {
                viewModel.openEntryProperty().set(now);
            }
        });
        // Copied, never wrapped: a list view's selected items must not be watched through a filtered view.
        entryList.getSelectionModel().getSelectedItems().addListener((ListChangeListener<FlexibleEntry>) change ->
                viewModel.chosen().setAll(entryList.getSelectionModel().getSelectedItems().stream()
                        .filter(java.util.Objects::nonNull).toList()));
        viewModel.openEntryProperty().addListener((obs, old, now) -> {
            if (now == null) {
                entryList.getSelectionModel().clearSelection();
            } else if (!entryList.getSelectionModel().getSelectedItems().contains(now)) {
                entryList.getSelectionModel().clearAndSelect(viewModel.entries().indexOf(now));
            }
        });
        entryList.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.DELETE && !deleteEntryButton.isDisabled()) {
                viewModel.deleteOpen();
                event.consume();
            } else if (event.getCode() == KeyCode.F2) {
                viewModel.rename();
                event.consume();
            }
        });
        var noAccount = viewModel.picker().selectedProperty().isNull();
        var nothingOpen = viewModel.openEntryProperty().isNull();
        var notDraft = Bindings.createBooleanBinding(() -> !(viewModel.openEntryProperty().get()
                instanceof FlexibleEntry.Draft), viewModel.openEntryProperty());
        newDraftButton.disableProperty().bind(noAccount);
        newDraftButton.setOnAction(event -> viewModel.newDraft());
        duplicateButton.disableProperty().bind(nothingOpen);
        duplicateButton.setOnAction(event -> viewModel.duplicateAsDraft());
        renameButton.disableProperty().bind(notDraft);
        renameButton.setOnAction(event -> viewModel.rename());
        deleteEntryButton.disableProperty().bind(nothingOpen.or(viewModel.busyProperty()));
        deleteEntryButton.setOnAction(event -> viewModel.deleteOpen());
        importButton.disableProperty().bind(noAccount);
        importButton.setOnAction(event -> viewModel.importFile());
        showText(listErrorLabel, viewModel.saveErrorProperty());
    }

    private void bindHeader() {
        titleLabel.textProperty().bind(Bindings.createStringBinding(() -> editor.openProperty().get()
                ? editor.nameProperty().get() : Messages.text("flexui.nothingOpen"), editor.openProperty(),
                editor.nameProperty()));
        kindLabel.textProperty().bind(Bindings.createStringBinding(() -> {
            FlexibleEntry entry = viewModel.openEntryProperty().get();
            return entry == null ? "" : Messages.text(entry instanceof FlexibleEntry.Draft ? "flexui.kind.draft"
                    : "flexui.kind.created");
        }, viewModel.openEntryProperty()));
        showWhen(kindLabel, viewModel.openEntryProperty().isNotNull());
        savedLabel.textProperty().bind(Bindings.createStringBinding(() -> viewModel.openEntryProperty().get()
                instanceof FlexibleEntry.Draft ? viewModel.saveStatusProperty().get() : "",
                viewModel.openEntryProperty(), viewModel.saveStatusProperty()));
        readOnlyLabel.textProperty().bind(Bindings.createStringBinding(() -> {
            FlexibleEntry entry = viewModel.openEntryProperty().get();
            return entry instanceof FlexibleEntry.Created created
                    ? Messages.text("flexui.readOnly", created.audience().id(),
                            EditorAudienceText.targetable(created.audience()), created.audience().audienceType())
                    : "";
        }, viewModel.openEntryProperty()));
        showWhen(readOnlyLabel, readOnlyLabel.textProperty().isNotEmpty());
        typeChoice.setItems(FXCollections.observableArrayList(FlexibleAudienceType.values()));
        TextCells.combo(typeChoice, type -> Messages.text("flexui.type." + type.name()));
        // The choice shows the API's name; the list beside it says what each allows (and the tooltip).
        typeChoice.setButtonCell(TextCells.cell(FlexibleAudienceType::name));
        typeChoice.setValue(editor.typeProperty().get());
        editor.typeProperty().addListener((obs, old, now) -> typeChoice.setValue(now));
        typeChoice.setOnAction(event -> viewModel.setType(typeChoice.getValue()));
        typeChoice.disableProperty().bind(editor.readOnlyProperty());
        typeChoice.setTooltip(new javafx.scene.control.Tooltip(Messages.text("flexui.type.help")));
        summaryButton.textProperty().bind(editor.summaryProperty());
        summaryButton.setOnAction(event -> showProblems());
        // A created audience says what it is in its banner: no summary, type choice, tools or Create there.
        showWhen(summaryButton, editor.summaryProperty().isNotEmpty().and(editor.readOnlyProperty().not()));
        showWhen(typeRow, editor.readOnlyProperty().not());
        showWhen(editBar, editor.readOnlyProperty().not());
        showWhen(createRow, editor.readOnlyProperty().not());
        editor.validationProperty().addListener((obs, old, now) -> styleSummary());
        editor.readOnlyProperty().addListener((obs, old, now) -> styleSummary());
        styleSummary();
        messageLabel.textProperty().bind(Bindings.createStringBinding(() -> !editor.messageProperty().get().isEmpty()
                ? editor.messageProperty().get() : viewModel.messageProperty().get(), editor.messageProperty(),
                viewModel.messageProperty()));
        showWhen(messageLabel, messageLabel.textProperty().isNotEmpty());
        // A refusal ("A flexible audience holds at most 10 audiences.") in the error colour, what was done in the other.
        javafx.beans.InvalidationListener colour = changed -> {
            boolean refusal = !editor.messageProperty().get().isEmpty() && editor.refusedProperty().get();
            messageLabel.getStyleClass().removeAll("success-text", "error-text");
            messageLabel.getStyleClass().add(refusal ? "error-text" : "success-text");
        };
        editor.messageProperty().addListener(colour);
        editor.refusedProperty().addListener(colour);
        showText(errorLabel, viewModel.errorProperty());
    }

    private void styleSummary() {
        summaryButton.getStyleClass().removeAll("problem-banner", "ok-banner", "info-banner", "with-problems");
        summaryButton.getStyleClass().add(editor.readOnlyProperty().get() ? "info-banner"
                : editor.validationProperty().get().isValid() ? "ok-banner" : "problem-banner");
        boolean any = !editor.problemList().isEmpty();
        if (any) {
            summaryButton.getStyleClass().add("with-problems");
        }
        // "Ready to create." has nothing to list: then it is a label, not a stop for Tab.
        summaryButton.setFocusTraversable(any);
        summaryButton.setMouseTransparent(!any);
        if (any) {
            summaryButton.setTooltip(new javafx.scene.control.Tooltip(Messages.text("flexui.warnings.open",
                    editor.summaryProperty().get())));
        } else {
            summaryButton.setTooltip(null);
        }
    }

    /** Lists every problem and warning under the summary; choosing one selects its card and brings it into view. */
    private void showProblems() {
        List<TreeEditorViewModel.Problem> problems = editor.problemList();
        if (problems.isEmpty()) {
            return;
        }
        javafx.scene.control.ContextMenu menu = new javafx.scene.control.ContextMenu();
        menu.setId("problemList");
        for (TreeEditorViewModel.Problem problem : problems) {
            Label text = new Label(Messages.text("flexui.warnings.item", problem.where(), problem.text()));
            text.setWrapText(true);
            text.setMaxWidth(520);
            text.getStyleClass().add(problem.error() ? "error-text" : "warning-text");
            javafx.scene.control.CustomMenuItem item = new javafx.scene.control.CustomMenuItem(text, true);
            item.getStyleClass().add("problem-item");
            item.setOnAction(event -> {
                if (problem.node() != null) {
                    editor.select(problem.node());
                    treeBox.requestFocus();
                }
            });
            menu.getItems().add(item);
        }
        menu.show(summaryButton, javafx.geometry.Side.BOTTOM, 0, 2);
    }

    private void bindTree() {
        TreeDragAndDrop drags = new TreeDragAndDrop(editor, viewModel::facts, dragHint::set);
        cards = new SegmentCards(editor, drags);
        editor.rootProperty().addListener((obs, old, now) -> scheduleRedraw());
        editor.validationProperty().addListener((obs, old, now) -> scheduleRedraw());
        editor.readOnlyProperty().addListener((obs, old, now) -> scheduleRedraw());
        editor.openProperty().addListener((obs, old, now) -> scheduleRedraw());
        // Selecting restyles the cards without rebuilding them: a click on a card's list must not destroy it.
        editor.selectedProperty().addListener((obs, old, now) -> markSelection());
        // A click on a card (not on one of its controls) gives the keyboard to the tree.
        treeBox.addEventFilter(MouseEvent.MOUSE_CLICKED, event -> {
            if (!(event.getTarget() instanceof Node target) || !insideControl(target)) {
                treeBox.requestFocus();
            }
        });
        // Dropping on the empty area below the cards adds to the whole tree.
        treeBox.setOnDragOver(event -> {
            if (event.getDragboard().hasContent(TreeDrag.AUDIENCE) || event.getDragboard().hasContent(TreeDrag.NODE)) {
                dragHint.set(Messages.text("flexui.drop.onCard"));
            }
        });
        // Over the tree's foot, so nothing moves under the pointer and the cards keep their height: what a drop
        // would do while dragging; how to drag while the tree has room for it (fewer than two audiences).
        dragHintLabel.textProperty().bind(Bindings.createStringBinding(() -> !dragHint.get().isEmpty() ? dragHint.get()
                : editor.readOnlyProperty().get() || editor.rootProperty().get().leafCount() > 1 ? ""
                : Messages.text("flexui.dragHelp"), dragHint, editor.readOnlyProperty(), editor.rootProperty()));
        dragHintLabel.visibleProperty().bind(dragHintLabel.textProperty().isNotEmpty());
        dragHintLabel.setMouseTransparent(true);
        redraw();
    }

    /** One rebuild for all the changes of one edit (root(), validation...), after they are all made. */
    private void scheduleRedraw() {
        if (!redrawPending) {
            redrawPending = true;
            FxThread.later(() -> {
                redrawPending = false;
                redraw();
            });
        }
    }

    private void markSelection() {
        NodeId selected = editor.selectedProperty().get();
        for (Node card : treeBox.lookupAll(".segment-card")) {
            card.getStyleClass().remove("selected-card");
            if (SegmentCards.nodeOf(card) != null && SegmentCards.nodeOf(card).equals(selected)) {
                card.getStyleClass().add("selected-card");
            }
        }
        FxThread.later(this::scrollToSelection);
    }

    /**
     * Rebuilds the cards, keeping the tree scrolled where it was (the card being edited stays under the
     * pointer) and giving focus back to the control (or the tree) that had it.
     */
    private void redraw() {
        Object focusKey = focusedKey();
        double offset = scrolledBy();
        SegmentNode tree = editor.rootProperty().get();
        treeBox.getChildren().clear();
        if (!editor.openProperty().get()) {
            treeBox.getChildren().add(placeholder("flexui.tree.nothingOpen"));
            return;
        }
        treeBox.getChildren().add(cards.card(tree, true));
        scrollBy(offset);
        if (focusKey != null) {
            FxThread.later(() -> refocus(focusKey));
        }
        FxThread.later(this::scrollToSelection);
    }

    /** How far the tree is scrolled down, in pixels. */
    private double scrolledBy() {
        double range = treeBox.getHeight() - treeScroll.getViewportBounds().getHeight();
        return range <= 0 ? 0 : treeScroll.getVvalue() * range;
    }

    /** Scrolls the rebuilt tree down by {@code offset} pixels (it is laid out first, to know its height). */
    private void scrollBy(double offset) {
        if (treeScroll.getScene() == null) {
            return;
        }
        treeScroll.applyCss();
        treeScroll.layout();
        double range = treeBox.getHeight() - treeScroll.getViewportBounds().getHeight();
        treeScroll.setVvalue(range <= 0 ? 0 : Math.min(1, offset / range));
    }

    private Object focusedKey() {
        if (treeBox.getScene() == null || treeBox.getScene().getFocusOwner() == null) {
            return null;
        }
        Node owner = treeBox.getScene().getFocusOwner();
        if (owner == treeBox) {
            return treeBox;
        }
        for (Node node = owner; node != null && node != treeBox; node = node.getParent()) {
            Object key = node.getProperties().get(SegmentCards.FOCUS_KEY);
            if (key != null) {
                return key;
            }
        }
        return isInside(owner, treeBox) ? treeBox : null;
    }

    private void refocus(Object key) {
        if (key == treeBox) {
            treeBox.requestFocus();
            return;
        }
        Optional<Node> control = treeBox.lookupAll("*").stream()
                .filter(node -> key.equals(node.getProperties().get(SegmentCards.FOCUS_KEY))).findFirst();
        control.ifPresentOrElse(Node::requestFocus, treeBox::requestFocus);
    }

    private void scrollToSelection() {
        NodeId selected = editor.selectedProperty().get();
        if (selected == null) {
            return;
        }
        Node card = treeBox.lookup("#card-" + selected);
        if (card == null || treeBox.getHeight() <= treeScroll.getViewportBounds().getHeight()) {
            return;
        }
        double y = treeBox.sceneToLocal(card.localToScene(0, 0)).getY();
        double viewport = treeScroll.getViewportBounds().getHeight();
        double top = treeScroll.getVvalue() * (treeBox.getHeight() - viewport);
        if (y < top || y + card.getBoundsInLocal().getHeight() > top + viewport) {
            treeScroll.setVvalue(Math.max(0, Math.min(1, (y - 16) / (treeBox.getHeight() - viewport))));
        }
    }

    private boolean insideControl(Node node) {
        for (Node at = node; at != null && at != treeBox; at = at.getParent()) {
            if (at instanceof javafx.scene.control.ButtonBase || at instanceof javafx.scene.control.ComboBoxBase<?>
                    || at instanceof javafx.scene.control.Spinner<?> || at instanceof javafx.scene.control.TextInputControl) {
                return true;
            }
        }
        return false;
    }

    private static boolean isInside(Node node, Node container) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (at == container) {
                return true;
            }
        }
        return false;
    }

    private void bindPreviews() {
        immutableLabel.setText(viewModel.immutableNote());
        createButton.disableProperty().bind(viewModel.canCreate().not());
        createButton.setOnAction(event -> viewModel.create());
        createSelectedButton.disableProperty().bind(viewModel.createChosenBlocker().isNotEmpty());
        createSelectedButton.setOnAction(event -> viewModel.createChosen());
        createReasonLabel.textProperty().bind(Bindings.createStringBinding(() -> {
            String single = viewModel.createBlocker().get();
            return viewModel.chosen().size() > 1 ? viewModel.createChosenBlocker().get() : single;
        }, viewModel.createBlocker(), viewModel.createChosenBlocker(), viewModel.chosen()));
        showWhen(createReasonLabel, createReasonLabel.textProperty().isNotEmpty());
        showWhen(createSelectedButton, Bindings.size(viewModel.chosen()).greaterThan(1));
        sentenceLabel.textProperty().bind(editor.sentenceProperty());
        boundsLabel.textProperty().bind(editor.boundsProperty());
        jsonArea.textProperty().bind(editor.jsonProperty());
        copyJsonButton.disableProperty().bind(editor.openProperty().not());
        CopyButton.copies(copyJsonButton, viewModel::copyJson);
    }

    private void bindPalette() {
        paletteList.setItems(palette.entries());
        paletteList.setCellFactory(list -> new PaletteCell());
        paletteList.setPlaceholder(placeholder("flexui.palette.placeholder"));
        paletteList.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) {
                palette.selectedProperty().set(now);
            }
        });
        palette.selectedProperty().addListener((obs, old, now) -> {
            if (now != null && now != paletteList.getSelectionModel().getSelectedItem()) {
                paletteList.getSelectionModel().select(now);
            }
        });
        paletteList.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ENTER) {
                viewModel.addPaletteSelection();
                event.consume();
            }
        });
        paletteList.setOnMouseClicked(event -> {
            if (event.getClickCount() == 2) {
                viewModel.addPaletteSelection();
            }
        });
        paletteSearch.textProperty().bindBidirectional(palette.searchProperty());
        paletteSearch.setOnAction(event -> palette.firstPage());
        PageButtons.bind(palettePrevious, paletteNext, palette.pages());
        paletteStatus.textProperty().bind(palette.statusProperty());
        showText(paletteError, palette.errorProperty());
        addLeafButton.disableProperty().bind(editor.readOnlyProperty().or(palette.selectedProperty().isNull()));
        addLeafButton.setOnAction(event -> viewModel.addPaletteSelection());
        // Dragging a palette audience back onto the palette means nothing: only accept drops on the tree.
        paletteList.setOnDragOver(event -> event.acceptTransferModes(TransferMode.NONE));
    }

    /** F6: the list, the tree, the palette, and round again. */
    private void focusNextPane() {
        Node owner = root().getScene() == null ? null : root().getScene().getFocusOwner();
        if (owner != null && isInside(owner, entryList)) {
            treeBox.requestFocus();
        } else if (owner != null && (isInside(owner, treeBox) || isInside(owner, treeScroll))) {
            paletteList.requestFocus();
        } else if (owner != null && (isInside(owner, paletteList) || owner == paletteSearch)) {
            entryList.requestFocus();
        } else {
            treeBox.requestFocus();
        }
    }

    private static Label placeholder(String key) {
        Label label = new Label(Messages.text(key));
        label.setWrapText(true);
        label.getStyleClass().add("help-text");
        label.setMaxWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
