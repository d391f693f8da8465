package dev.starling.ui.query;

import com.fasterxml.jackson.databind.JsonNode;
import javafx.scene.control.TreeCell;

/** A Raw tree row: the payload as sent, with long values whole on demand (see {@link WholeValue}). */
final class JsonTreeCell extends TreeCell<String> {

    private final ValueActions actions;

    JsonTreeCell(ValueActions actions) {
        this.actions = actions;
    }

    @Override
    protected void updateItem(String item, boolean empty) {
        super.updateItem(item, empty);
        if (empty || item == null) {
            WholeValue.offer(this, actions, null, null, (String) null);
            return;
        }
        String whole = null;
        if (getTreeItem() instanceof JsonTreeItem json && json.valueNode() != null) {
            JsonNode node = json.valueNode();
            whole = node.isTextual() ? node.asText() : node.toString();
        }
        int colon = item.indexOf(": ");
        WholeValue.offer(this, actions, colon > 0 ? item.substring(0, colon) : item, item, whole);
    }
}
