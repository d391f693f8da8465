package dev.starling.ui.flexible;

import dev.starling.core.text.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Control;
import javafx.scene.control.Separator;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.Pane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * Every editing command of the workspace with its keys, in one table: the toolbar's buttons, their
 * tooltips ("Wrap in group (Ctrl+G)") and the key handling all come from it, so a key and its
 * tooltip cannot disagree. Keys are ignored while a text field has focus (it owns Ctrl+Z, Ctrl+C...);
 * Delete and the arrow keys act on the tree only while the tree has focus.
 */
final class EditorKeys {

    /** One command: bundle key of its name, its keys, an icon for the toolbar (null: no button). */
    private record Command(String key, List<KeyCombination> keys, String icon, boolean treeOnly,
                           ObservableBooleanValue enabled, Runnable action) {
    }

    /** The commands that also work while typing in a text field (which owns every other key). */
    private static final java.util.Set<String> FROM_TEXT = java.util.Set.of("flexui.key.create",
            "flexui.key.nextPane", "flexui.key.search");

    private final List<Command> commands = new ArrayList<>();
    private final Node tree;

    /**
     * @param pasteJson reads the clipboard's text as JSON
     * @param focusSearch puts the keyboard in the palette's search field
     * @param nextPane moves the keyboard to the next pane: list, tree, palette
     */
    EditorKeys(FlexibleAudiencesViewModel viewModel, Runnable pasteJson, Node tree, Runnable focusSearch,
               Runnable nextPane) {
        this.tree = tree;
        TreeEditorViewModel editor = viewModel.editor();
        ObservableBooleanValue editable = editor.readOnlyProperty().not();
        ObservableBooleanValue always = Bindings.createBooleanBinding(() -> true);
        var undo = editor.undoProperty();
        add("flexui.key.undo", "fth-corner-up-left", false,
                Bindings.createBooleanBinding(() -> undo.get().canUndo(), undo), editor::undo, shortcut(KeyCode.Z));
        add("flexui.key.redo", "fth-corner-up-right", false,
                Bindings.createBooleanBinding(() -> undo.get().canRedo(), undo), editor::redo,
                shortcutShift(KeyCode.Z), shortcut(KeyCode.Y));
        separator();
        add("flexui.key.add", "fth-plus-square", false, editable, viewModel::addPaletteSelection,
                shortcut(KeyCode.ENTER), new KeyCodeCombination(KeyCode.INSERT));
        add("flexui.key.wrap", "fth-folder-plus", false, editable, editor::wrapInGroup, shortcut(KeyCode.G));
        add("flexui.key.unwrap", "fth-folder-minus", false, editable, editor::unwrap, shortcutShift(KeyCode.G));
        add("flexui.key.moveUp", "fth-arrow-up", false, editable, editor::moveUp,
                new KeyCodeCombination(KeyCode.UP, KeyCombination.ALT_DOWN));
        add("flexui.key.moveDown", "fth-arrow-down", false, editable, editor::moveDown,
                new KeyCodeCombination(KeyCode.DOWN, KeyCombination.ALT_DOWN));
        separator();
        add("flexui.key.exclude", "fth-minus-circle", false, editable, editor::toggleNegate, shortcut(KeyCode.E));
        add("flexui.key.operator", "fth-shuffle", false, editable, editor::toggleOperator, shortcut(KeyCode.T));
        add("flexui.key.lookback", null, false, editable, editor::cycleLookback, shortcut(KeyCode.L));
        add("flexui.key.comparator", null, false, editable, editor::cycleComparator, shortcut(KeyCode.K));
        add("flexui.key.moreOften", null, false, editable, () -> editor.stepFrequency(1), shortcutShift(KeyCode.UP));
        add("flexui.key.lessOften", null, false, editable, () -> editor.stepFrequency(-1), shortcutShift(KeyCode.DOWN));
        separator();
        add("flexui.key.copy", "fth-copy", false, always, viewModel::copySubtree, shortcut(KeyCode.C));
        add("flexui.key.cut", null, false, editable, viewModel::cutSubtree, shortcut(KeyCode.X));
        add("flexui.key.paste", "fth-clipboard", false, editable, editor::paste, shortcut(KeyCode.V));
        add("flexui.key.pasteJson", null, false, always, pasteJson, shortcutShift(KeyCode.V));
        add("flexui.key.delete", "fth-trash-2", true, editable, editor::delete, new KeyCodeCombination(KeyCode.DELETE),
                new KeyCodeCombination(KeyCode.BACK_SPACE));
        // Not on the toolbar: they have their own buttons, or move the selection.
        add("flexui.key.create", null, false, always, viewModel::create, shortcutShift(KeyCode.ENTER));
        add("flexui.key.newDraft", null, false, always, viewModel::newDraft, shortcut(KeyCode.N));
        add("flexui.key.duplicate", null, false, always, viewModel::duplicateAsDraft, shortcut(KeyCode.D));
        add("flexui.key.rename", null, false, always, viewModel::rename, new KeyCodeCombination(KeyCode.F2));
        add("flexui.key.deleteEntry", null, false, always, () -> { }, new KeyCodeCombination(KeyCode.DELETE));
        add("flexui.key.import", null, false, always, viewModel::importFile, shortcut(KeyCode.O));
        add("flexui.key.copyJson", null, false, always, viewModel::copyJson, shortcutShift(KeyCode.C));
        add("flexui.key.search", null, false, always, focusSearch, shortcut(KeyCode.F));
        add("flexui.key.nextPane", null, false, always, nextPane, new KeyCodeCombination(KeyCode.F6));
        add("flexui.key.next", null, true, always, () -> editor.selectNext(1), new KeyCodeCombination(KeyCode.DOWN));
        add("flexui.key.previous", null, true, always, () -> editor.selectNext(-1), new KeyCodeCombination(KeyCode.UP));
        add("flexui.key.parent", null, true, always, editor::selectParent, new KeyCodeCombination(KeyCode.LEFT));
        add("flexui.key.child", null, true, always, editor::selectFirstChild, new KeyCodeCombination(KeyCode.RIGHT));
    }

    /** Puts a button for each command with an icon on the toolbar, named and described by its tooltip. */
    void fillToolbar(Pane bar) {
        for (Command command : commands) {
            if (command.key() == null) {
                bar.getChildren().add(new Separator(javafx.geometry.Orientation.VERTICAL));
                continue;
            }
            if (command.icon() == null) {
                continue;
            }
            Button button = new Button();
            button.setGraphic(new FontIcon(command.icon()));
            button.setId("tool-" + command.key().substring(command.key().lastIndexOf('.') + 1));
            button.setTooltip(new Tooltip(describe(command)));
            button.setAccessibleText(Messages.text(command.key()));
            button.getStyleClass().add("flat");
            button.disableProperty().bind(Bindings.createBooleanBinding(() -> !command.enabled().get(),
                    command.enabled()));
            button.setFocusTraversable(false);
            button.setOnAction(event -> {
                command.action().run();
                tree.requestFocus();
            });
            bar.getChildren().add(button);
        }
    }

    /** The tooltip of a button that runs one of the table's commands: its name and keys. */
    void tooltip(Control control, String key) {
        commands.stream().filter(command -> key.equals(command.key())).findFirst()
                .ifPresent(command -> control.setTooltip(new Tooltip(describe(command))));
    }

    /**
     * Handles the table's keys while the workspace is on screen (but not in text fields), wherever
     * the focus is in the window: right after Ctrl+5 the focus is still on the navigation rail.
     */
    void install(Parent root) {
        javafx.event.EventHandler<KeyEvent> handler = event -> handle(root, event);
        root.sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removeEventFilter(KeyEvent.KEY_PRESSED, handler);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.KEY_PRESSED, handler);
            }
        });
        if (root.getScene() != null) {
            root.getScene().addEventFilter(KeyEvent.KEY_PRESSED, handler);
        }
    }

    private void handle(Parent root, KeyEvent event) {
        if (event.isConsumed() || root.getScene() == null) {
            return;
        }
        boolean inText = event.getTarget() instanceof TextInputControl;
        boolean inTree = root.getScene().getFocusOwner() == tree;
        for (Command command : commands) {
            if (command.key() == null || command.keys().stream().noneMatch(keys -> keys.match(event))) {
                continue;
            }
            if (command.treeOnly() && !inTree || inText && !FROM_TEXT.contains(command.key())
                    || "flexui.key.deleteEntry".equals(command.key())) {
                continue;
            }
            command.action().run();
            event.consume();
            return;
        }
    }

    private static String describe(Command command) {
        String keys = command.keys().stream().map(KeyCombination::getDisplayText).collect(Collectors.joining(", "));
        return Messages.text("flexui.key.tooltip", Messages.text(command.key()), keys);
    }

    private void add(String key, String icon, boolean treeOnly, ObservableBooleanValue enabled, Runnable action,
                     KeyCombination... keys) {
        commands.add(new Command(key, List.of(keys), icon, treeOnly, enabled, action));
    }

    private void separator() {
        commands.add(new Command(null, List.of(), null, false, null, null));
    }

    private static KeyCombination shortcut(KeyCode code) {
        return new KeyCodeCombination(code, KeyCombination.SHORTCUT_DOWN);
    }

    private static KeyCombination shortcutShift(KeyCode code) {
        return new KeyCodeCombination(code, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN);
    }
}
