package dev.starling.ui.query;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import javafx.collections.ObservableList;
import javafx.scene.control.TreeItem;

/**
 * A JSON node in the Raw tree. Children are created only when a node is expanded, so a
 * multi-megabyte body opens instantly and folding is the tree's own.
 */
final class JsonTreeItem extends TreeItem<String> {

    private final JsonNode node;
    private boolean childrenLoaded;

    JsonTreeItem(String key, JsonNode node) {
        super(label(key, node));
        this.node = node;
    }

    /** The root, open, with each top-level member open too (data's items, the include kinds, meta). */
    static JsonTreeItem openToFirstLevel(JsonNode json) {
        JsonTreeItem root = new JsonTreeItem(null, json);
        root.setExpanded(true);
        for (TreeItem<String> member : root.getChildren()) {
            member.setExpanded(!member.isLeaf());
        }
        return root;
    }

    JsonNode node() {
        return node;
    }

    /** The child for a field name or an array index (children are created on first use). */
    TreeItem<String> child(Object step) {
        int index = step instanceof Integer position ? position : fieldIndex((String) step);
        return getChildren().get(index);
    }

    private int fieldIndex(String name) {
        int index = 0;
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); index++) {
            if (names.next().equals(name)) {
                return index;
            }
        }
        throw new IllegalArgumentException("No field " + name);
    }

    @Override
    public boolean isLeaf() {
        return !node.isContainerNode() || node.isEmpty();
    }

    @Override
    public ObservableList<TreeItem<String>> getChildren() {
        if (!childrenLoaded) {
            childrenLoaded = true;
            // All at once: one change for the tree, not one per child (an array can hold thousands).
            List<TreeItem<String>> children = new ArrayList<>(node.size());
            if (node.isObject()) {
                Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
                while (fields.hasNext()) {
                    Map.Entry<String, JsonNode> field = fields.next();
                    children.add(new JsonTreeItem(field.getKey(), field.getValue()));
                }
            } else if (node.isArray()) {
                for (int i = 0; i < node.size(); i++) {
                    children.add(new JsonTreeItem("[" + i + "]", node.get(i)));
                }
            }
            super.getChildren().setAll(children);
        }
        return super.getChildren();
    }

    static String label(String key, JsonNode node) {
        String prefix = key == null ? "" : key + ": ";
        if (node.isObject()) {
            return prefix + "{" + node.size() + (node.size() == 1 ? " field}" : " fields}");
        }
        if (node.isArray()) {
            return prefix + "[" + node.size() + (node.size() == 1 ? " item]" : " items]");
        }
        String value = node.isTextual() ? "\"" + node.asText() + "\"" : node.toString();
        return prefix + (value.length() > 500 ? value.substring(0, 499) + "\u2026" : value);
    }
}
