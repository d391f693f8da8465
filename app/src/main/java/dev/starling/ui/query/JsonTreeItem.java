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
 * multi-megabyte body opens instantly and folding is the tree's own. A long array opens as ranges
 * of {@value #RANGE} items ("[0 … 99]"), as debuggers show them, so no click builds thousands of
 * rows at once.
 */
final class JsonTreeItem extends TreeItem<String> {

    static final int RANGE = 100;

    private final JsonNode node;
    /** For a range of a long array: its first index; -1 for a node itself. */
    private final int from;
    private boolean childrenLoaded;

    JsonTreeItem(String key, JsonNode node) {
        this(label(key, node), node, -1);
    }

    private JsonTreeItem(String label, JsonNode node, int from) {
        super(label);
        this.node = node;
        this.from = from;
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

    /** True for the node's own row, false for a range of a long array. */
    boolean isValue() {
        return from < 0;
    }

    /** The child for a field name or an array index (children are created on first use). */
    TreeItem<String> child(Object step) {
        if (step instanceof Integer index && isRanged()) {
            TreeItem<String> range = getChildren().get(index / RANGE);
            range.setExpanded(true);
            return range.getChildren().get(index % RANGE);
        }
        int index = step instanceof Integer position ? position : fieldIndex((String) step);
        return getChildren().get(index);
    }

    private boolean isRanged() {
        return from < 0 && node.isArray() && node.size() > RANGE;
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
            // All at once: one change for the tree, not one per child.
            super.getChildren().setAll(createChildren());
        }
        return super.getChildren();
    }

    private List<TreeItem<String>> createChildren() {
        List<TreeItem<String>> children = new ArrayList<>();
        if (from >= 0) {
            for (int i = from; i < Math.min(node.size(), from + RANGE); i++) {
                children.add(new JsonTreeItem("[" + i + "]", node.get(i)));
            }
        } else if (isRanged()) {
            for (int start = 0; start < node.size(); start += RANGE) {
                int end = Math.min(node.size(), start + RANGE) - 1;
                children.add(new JsonTreeItem("[" + start + " \u2026 " + end + "]", node, start));
            }
        } else if (node.isObject()) {
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
        return children;
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
