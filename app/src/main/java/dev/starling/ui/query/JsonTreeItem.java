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
 * rows at once. An object or array that is an item of an array is not held by its row: it is asked
 * of its array again when the row is expanded (an answer's arrays make their items on demand and
 * keep none, ADR 30), so a shown range of 100 posts does not keep 100 trees alive.
 */
final class JsonTreeItem extends TreeItem<String> {

    static final int RANGE = 100;

    /** The node, or null for a container item of an array (asked of {@link #array} when needed). */
    private final JsonNode held;
    /** For an item of an array or a range: the array. */
    private final JsonNode array;
    /** For an item of an array: its index; for a range: its first index; -1 otherwise. */
    private final int index;
    private final boolean range;
    private final boolean leaf;
    private boolean childrenLoaded;

    JsonTreeItem(String key, JsonNode node) {
        this(label(key, node), node, null, -1, false, isLeaf(node));
    }

    private JsonTreeItem(String label, JsonNode held, JsonNode array, int index, boolean range, boolean leaf) {
        super(label);
        this.held = held;
        this.array = array;
        this.index = index;
        this.range = range;
        this.leaf = leaf;
    }

    /** Item {@code i} of an array: its label and whether it opens are taken now, the node itself dropped. */
    private static JsonTreeItem item(JsonNode array, int i) {
        JsonNode node = array.get(i);
        return new JsonTreeItem(label("[" + i + "]", node), node.isContainerNode() ? null : node, array, i, false,
                isLeaf(node));
    }

    private static JsonTreeItem range(JsonNode array, int start) {
        int end = Math.min(array.size(), start + RANGE) - 1;
        return new JsonTreeItem("[" + start + " \u2026 " + end + "]", null, array, start, true, false);
    }

    /**
     * The root, open, with each top-level member open too (data's items, the include kinds, meta), their
     * children made now: a tree view counts the rows of every open item when it gets its root, and making
     * them is better done where this is called, off the FX thread for an answer.
     */
    static JsonTreeItem openToFirstLevel(JsonNode json) {
        JsonTreeItem root = new JsonTreeItem(null, json);
        root.setExpanded(true);
        for (TreeItem<String> member : root.getChildren()) {
            member.setExpanded(!member.isLeaf());
            member.getChildren();
        }
        return root;
    }

    /** The node of this row (made again for a container item of an array). */
    JsonNode node() {
        return held != null ? held : array.get(index);
    }

    /** The row's value when it is a plain value (text, number, ...), else null. */
    JsonNode valueNode() {
        return !range && held != null && held.isValueNode() ? held : null;
    }

    /** The child for a field name or an array index (children are created on first use). */
    TreeItem<String> child(Object step) {
        if (step instanceof Integer position && isRanged(node())) {
            TreeItem<String> rangeItem = getChildren().get(position / RANGE);
            rangeItem.setExpanded(true);
            return rangeItem.getChildren().get(position % RANGE);
        }
        int at = step instanceof Integer position ? position : fieldIndex((String) step);
        return getChildren().get(at);
    }

    private boolean isRanged(JsonNode node) {
        return !range && node.isArray() && node.size() > RANGE;
    }

    private int fieldIndex(String name) {
        int at = 0;
        for (Iterator<String> names = node().fieldNames(); names.hasNext(); at++) {
            if (names.next().equals(name)) {
                return at;
            }
        }
        throw new IllegalArgumentException("No field " + name);
    }

    @Override
    public boolean isLeaf() {
        return leaf;
    }

    private static boolean isLeaf(JsonNode node) {
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
        if (leaf) {
            return children;
        }
        if (range) {
            for (int i = index; i < Math.min(array.size(), index + RANGE); i++) {
                children.add(item(array, i));
            }
            return children;
        }
        JsonNode node = node();
        if (isRanged(node)) {
            for (int start = 0; start < node.size(); start += RANGE) {
                children.add(range(node, start));
            }
        } else if (node.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                children.add(new JsonTreeItem(field.getKey(), field.getValue()));
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                children.add(item(node, i));
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
