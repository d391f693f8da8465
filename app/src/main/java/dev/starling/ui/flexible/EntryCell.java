package dev.starling.ui.flexible;

import dev.starling.ui.common.CardCell;
import dev.starling.core.text.Messages;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** A row of the left list: the name, and whether it is a created audience (with its state) or a draft. */
final class EntryCell extends CardCell<FlexibleEntry> {

    private final Label name = new Label();
    private final Label kind = new Label();
    private final Label detail = new Label();
    private final VBox box;

    EntryCell() {
        this(new VBox(2));
    }

    private EntryCell(VBox box) {
        super(box);
        this.box = box;
        name.setMnemonicParsing(false);
        name.getStyleClass().add("strong");
        name.setMinWidth(0);
        kind.getStyleClass().add("kind-badge");
        kind.setMinWidth(Region.USE_PREF_SIZE);
        detail.setMnemonicParsing(false);
        detail.getStyleClass().add("help-text");
        detail.setMinWidth(0);
        box.getChildren().addAll(name, new HBox(6, kind, detail));
    }

    @Override
    protected void show(FlexibleEntry entry) {
        name.setText(entry.name().isBlank() ? Messages.text("flexui.list.unnamed") : entry.name());
        if (entry instanceof FlexibleEntry.Created created) {
            kind.setText(Messages.text("flexui.kind.created"));
            detail.setText(Messages.text("flexui.list.created", created.audience().targetable() ? ""
                    : Messages.text("flexui.list.notTargetable"), entry.definition().root().leafCount()));
            setTooltip(new javafx.scene.control.Tooltip(entry.name() + "\n" + EditorAudienceText.targetable(created.audience())));
        } else {
            kind.setText(Messages.text("flexui.kind.draft"));
            detail.setText(Messages.text("flexui.list.draft", entry.definition().root().leafCount()));
            setTooltip(new javafx.scene.control.Tooltip(entry.name() + "\n" + Messages.text("flexui.list.draftTip")));
        }
        setGraphic(box);
    }
}
