package dev.starling.ui.flexible;

import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.flexible.BooleanOperator;
import dev.starling.core.flexible.FrequencyComparator;
import dev.starling.core.flexible.NodeId;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentLeaf;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentRules;
import dev.starling.ui.common.TextCells;
import dev.starling.core.text.Messages;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Draws the open tree as nested cards: groups with their AND/OR choice, Exclude toggle and children;
 * leaves with the audience's name, type, size and targetability and the lookback, frequency and
 * comparator. Every control edits through {@link TreeEditorViewModel}; the cards are rebuilt from the
 * tree after each change (ten leaves at most, so rebuilding is cheaper than diffing). Each control
 * carries a focus key so the view can give focus back to the same control after a rebuild.
 */
final class SegmentCards {

    static final String NODE_KEY = "segmentNode";
    static final String FOCUS_KEY = "focusKey";

    private final TreeEditorViewModel editor;
    private final TreeDragAndDrop drags;

    SegmentCards(TreeEditorViewModel editor, TreeDragAndDrop drags) {
        this.editor = editor;
        this.drags = drags;
    }

    Node card(SegmentNode node, boolean root) {
        VBox card = node instanceof SegmentGroup group ? group(group, root) : leaf((SegmentLeaf) node);
        card.getStyleClass().add("segment-card");
        card.getProperties().put(NODE_KEY, node.id());
        card.setId("card-" + node.id());
        if (node.id().equals(editor.selectedProperty().get())) {
            card.getStyleClass().add("selected-card");
        }
        List<String> problems = editor.problemsAt(node.id());
        if (!problems.isEmpty()) {
            card.getStyleClass().add(editor.hasErrorAt(node.id()) ? "problem-card" : "warning-card");
            for (String problem : problems) {
                Label line = text(problem, editor.hasErrorAt(node.id()) ? "node-problem" : "node-warning");
                line.setWrapText(true);
                line.getStyleClass().add("node-problem-line");
                card.getChildren().add(1, line);
            }
        }
        card.setOnMouseClicked(event -> {
            editor.select(node.id());
            event.consume();
        });
        drags.attach(card, node, root);
        return card;
    }

    private VBox group(SegmentGroup group, boolean root) {
        Label title = text(Messages.text(root ? "flexui.card.root" : "flexui.card.group", group.children().size()),
                "strong");
        title.setMinWidth(0);
        ToggleGroup operators = new ToggleGroup();
        ToggleButton and = operatorButton(group, BooleanOperator.AND, operators);
        ToggleButton or = operatorButton(group, BooleanOperator.OR, operators);
        HBox operator = new HBox(and, or);
        operator.getStyleClass().add("operator-choice");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(title, operator, gap, excludeBox(group));
        if (group.negate()) {
            header.getChildren().add(1, badge(Messages.text("flexui.card.excluded"), "excluded-badge"));
        }
        header.getStyleClass().add("card-row");
        VBox children = new VBox();
        children.getStyleClass().add("segment-children");
        for (SegmentNode child : group.children()) {
            children.getChildren().add(card(child, false));
        }
        if (group.children().isEmpty()) {
            children.getChildren().add(text(Messages.text(editor.readOnlyProperty().get() ? "flexui.card.emptyReadOnly"
                    : "flexui.card.empty"), "help-text"));
        }
        VBox card = new VBox(header, children);
        card.getStyleClass().add("group-card");
        return card;
    }

    private ToggleButton operatorButton(SegmentGroup group, BooleanOperator operator, ToggleGroup toggles) {
        ToggleButton button = new ToggleButton(Messages.text("flexui.operator." + operator.name()));
        button.setMinWidth(Region.USE_PREF_SIZE);
        button.setToggleGroup(toggles);
        button.setSelected(group.operator() == operator);
        button.setMnemonicParsing(false);
        button.setDisable(editor.readOnlyProperty().get());
        button.setTooltip(new Tooltip(Messages.text("flexui.operator." + operator.name() + ".help")));
        button.getProperties().put(FOCUS_KEY, group.id() + ":op:" + operator.name());
        button.setOnAction(event -> {
            if (group.operator() != operator) {
                editor.toggleOperator(group.id());
            } else {
                button.setSelected(true);
            }
        });
        return button;
    }

    private CheckBox excludeBox(SegmentNode node) {
        CheckBox exclude = new CheckBox(Messages.text("flexui.card.exclude"));
        exclude.setMinWidth(Region.USE_PREF_SIZE);
        exclude.setSelected(node.negate());
        exclude.setMnemonicParsing(false);
        exclude.setDisable(editor.readOnlyProperty().get());
        exclude.setTooltip(new Tooltip(Messages.text("flexui.card.exclude.help")));
        exclude.getProperties().put(FOCUS_KEY, node.id() + ":exclude");
        exclude.setOnAction(event -> editor.toggleNegate(node.id()));
        return exclude;
    }

    /**
     * A leaf in two rows: its name with its type, size and targetability beside it (wrapping under it
     * when narrow, never cut), and Exclude; then seen how often in how many days.
     */
    private VBox leaf(SegmentLeaf leaf) {
        AudienceFacts audience = leaf.audience();
        Label name = text(audience.label(), "strong");
        name.setMinWidth(0);
        Label facts = text(factsOf(audience), "help-text");
        FlowPane nameAndFacts = new FlowPane(name);
        if (leaf.negate()) {
            nameAndFacts.getChildren().add(badge(Messages.text("flexui.card.excluded"), "excluded-badge"));
        }
        nameAndFacts.getChildren().add(facts);
        nameAndFacts.setHgap(10);
        nameAndFacts.setVgap(0);
        nameAndFacts.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        nameAndFacts.setPrefWrapLength(10);
        nameAndFacts.setMinWidth(0);
        // Never wider than the room beside Exclude: a long name or fact wraps instead of running under it.
        for (Label label : List.of(name, facts)) {
            label.setWrapText(true);
            label.maxWidthProperty().bind(nameAndFacts.widthProperty());
        }
        HBox.setHgrow(nameAndFacts, Priority.ALWAYS);
        HBox header = new HBox(nameAndFacts);
        header.getChildren().add(excludeBox(leaf));
        header.getStyleClass().add("card-row");
        // "at least 1 times in the last 30 days" on one row in a 1200-pixel window (a first start on a
        // 1280 x 800 screen): the comparator's words say what "Seen" did, and the controls are compact.
        FlowPane filter = new FlowPane(comparator(leaf), frequency(leaf),
                text(Messages.text("flexui.card.timesIn"), null), lookback(leaf));
        filter.getStyleClass().addAll("card-row", "frequency-row");
        filter.setHgap(6);
        filter.setVgap(4);
        return new VBox(header, filter);
    }

    private ComboBox<FrequencyComparator> comparator(SegmentLeaf leaf) {
        ComboBox<FrequencyComparator> box = new ComboBox<>(FXCollections.observableArrayList(FrequencyComparator.values()));
        TextCells.combo(box, comparator -> Messages.text("flexui.comparator", Messages.text(comparator.symbolKey()),
                Messages.text(comparator.phraseKey())));
        box.setValue(leaf.comparator());
        box.setDisable(editor.readOnlyProperty().get());
        box.setTooltip(new Tooltip(Messages.text("flexui.card.comparator.help")));
        box.getProperties().put(FOCUS_KEY, leaf.id() + ":comparator");
        box.setOnAction(event -> {
            if (box.getValue() != null && box.getValue() != leaf.comparator()) {
                editor.setComparator(leaf.id(), box.getValue());
            }
        });
        box.setMinWidth(Region.USE_PREF_SIZE);
        return box;
    }

    private Spinner<Integer> frequency(SegmentLeaf leaf) {
        Spinner<Integer> spinner = new Spinner<>(new SpinnerValueFactory.IntegerSpinnerValueFactory(1, 1000,
                Math.max(1, leaf.frequency())));
        spinner.setEditable(true);
        spinner.setDisable(editor.readOnlyProperty().get());
        spinner.setTooltip(new Tooltip(Messages.text("flexui.card.frequency.help")));
        spinner.getProperties().put(FOCUS_KEY, leaf.id() + ":frequency");
        spinner.valueProperty().addListener((obs, old, now) -> {
            if (now != null && now != leaf.frequency()) {
                editor.setFrequency(leaf.id(), now);
            }
        });
        return spinner;
    }

    private ComboBox<Integer> lookback(SegmentLeaf leaf) {
        ComboBox<Integer> box = new ComboBox<>(FXCollections.observableArrayList(SegmentRules.LOOKBACK_WINDOWS));
        TextCells.combo(box, days -> Messages.text("flexui.card.lookback", days));
        box.setValue(leaf.lookbackWindow());
        box.setDisable(editor.readOnlyProperty().get());
        box.setTooltip(new Tooltip(Messages.text("flexui.card.lookback.help")));
        box.getProperties().put(FOCUS_KEY, leaf.id() + ":lookback");
        box.setId("lookback-" + leaf.id());
        box.setOnAction(event -> {
            if (box.getValue() != null && box.getValue() != leaf.lookbackWindow()) {
                editor.setLookback(leaf.id(), box.getValue());
            }
        });
        return box;
    }

    private static String factsOf(AudienceFacts audience) {
        return switch (audience.lookup()) {
            case UNRESOLVED -> Messages.text("flexui.card.unresolved", audience.id());
            case MISSING -> Messages.text("flexui.card.missing", audience.id());
            case KNOWN -> Messages.text("flexui.facts", audience.type() == null
                    ? Messages.text("flexui.type.unknown") : audience.type(), EditorAudienceText.size(audience.size()),
                    dev.starling.ui.ads.AdsText.status(audience.targetable(), audience.reasonsNotTargetable()))
                    + (audience.deleted() ? " \u00b7 " + Messages.text("flexui.card.deleted") : "");
        };
    }

    private static Label badge(String text, String style) {
        Label badge = text(text, style);
        badge.setMinWidth(Region.USE_PREF_SIZE);
        return badge;
    }

    private static Label text(String text, String style) {
        Label label = new Label(text);
        label.setMnemonicParsing(false);
        if (style != null) {
            label.getStyleClass().add(style);
        }
        return label;
    }

    /** The node id a card stands for, or null for anything else. */
    static NodeId nodeOf(Node node) {
        Object id = node.getProperties().get(NODE_KEY);
        return id instanceof NodeId nodeId ? nodeId : null;
    }
}
