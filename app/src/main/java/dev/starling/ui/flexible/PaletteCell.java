package dev.starling.ui.flexible;

import dev.starling.ui.Visibility;
import dev.starling.ui.common.CardCell;
import dev.starling.core.text.Messages;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * A palette row: the audience's name, its type, size and targetability, and why it cannot be a leaf
 * when it cannot. Usable rows can be dragged onto a group of the tree.
 */
final class PaletteCell extends CardCell<PaletteEntry> {

    private final Label name = new Label();
    private final Label details = new Label();
    private final Label state = new Label();
    private final Label reason = new Label();
    private final VBox box;

    PaletteCell() {
        this(new VBox());
    }

    private PaletteCell(VBox box) {
        super(box);
        this.box = box;
        box.getChildren().addAll(name, details, state, reason);
        name.getStyleClass().add("strong");
        name.setMnemonicParsing(false);
        details.getStyleClass().add("help-text");
        details.setMnemonicParsing(false);
        // One line each (cut with an ellipsis when narrow; the tooltip has all): list rows cannot grow reliably.
        for (Label label : new Label[] {name, details, state, reason}) {
            label.setMinWidth(0);
        }
        state.getStyleClass().add("help-text");
        state.setMnemonicParsing(false);
        reason.getStyleClass().add("node-warning");
        reason.setMnemonicParsing(false);
        box.getStyleClass().add("palette-cell-box");
        setOnDragDetected(event -> {
            PaletteEntry entry = getItem();
            if (entry == null || !entry.usable()) {
                return;
            }
            ClipboardContent content = new ClipboardContent();
            content.put(TreeDrag.AUDIENCE, entry.id());
            javafx.scene.input.Dragboard board = startDragAndDrop(TransferMode.COPY);
            board.setContent(content);
            board.setDragView(DragImages.of(name));
            event.consume();
        });
    }

    @Override
    protected void show(PaletteEntry entry) {
        name.setText(entry.name());
        details.setText(Messages.text("flexui.palette.typeSize", entry.audience().audienceType(),
                AudienceWords.size(entry.audience().audienceSize())));
        state.setText(AudienceWords.targetable(entry.audience()));
        reason.setText(entry.shortReason().orElse(""));
        Visibility.show(reason, !entry.usable());
        name.getStyleClass().remove("unusable-text");
        if (!entry.usable()) {
            name.getStyleClass().add("unusable-text");
        }
        setGraphic(box);
        Tooltip tip = new Tooltip(Messages.text("flexui.palette.tooltip", entry.name(), entry.details(),
                entry.usable() ? Messages.text("flexui.palette.dragHint", entry.name()) : entry.reason().orElse("")));
        tip.setWrapText(true);
        tip.setMaxWidth(420);
        setTooltip(tip);
    }
}
