package dev.starling.ui.common;

import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.query.compose.FieldInfo;
import dev.starling.core.text.Messages;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiFunction;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;
import javafx.collections.transformation.FilteredList;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * One field group: every selected name as a removable chip (unknown names marked, with the reason
 * in the tooltip), "clear", then a searchable check list whose rows show the name, a lock icon for
 * fields that need user context or special access, and the description; a text field adds names by
 * hand.
 */
public final class FieldPicker extends VBox {

    private final FieldGroup group;
    private final ObservableSet<String> selection;
    private final BiFunction<FieldGroup, String, Optional<String>> problem;
    private final ObservableList<FieldInfo> items = FXCollections.observableArrayList();
    private final FilteredList<FieldInfo> filtered = new FilteredList<>(items);
    private final ListView<FieldInfo> list = new ListView<>(filtered);
    private final FlowPane chips = new FlowPane(6, 4);

    /** @param problem what is wrong with a selected name (unknown), or empty */
    public FieldPicker(FieldGroup group, ObservableSet<String> selection, BiFunction<FieldGroup, String, Optional<String>> problem,
                Runnable clear) {
        this.group = group;
        this.selection = selection;
        this.problem = problem;
        String id = group.name().toLowerCase(Locale.ROOT);
        getStyleClass().add("field-picker");
        setId("picker-" + id);
        TextField filter = new TextField();
        filter.setId("filter-" + id);
        filter.setPromptText(Messages.text("query.fields.filter"));
        filter.textProperty().addListener((obs, old, now) -> {
            String needle = now == null ? "" : now.trim().toLowerCase(Locale.ROOT);
            filtered.setPredicate(field -> needle.isEmpty() || field.name().toLowerCase(Locale.ROOT).contains(needle)
                    || field.description().toLowerCase(Locale.ROOT).contains(needle));
        });
        TextField addByName = new TextField();
        addByName.setId("add-" + id);
        addByName.setPromptText(Messages.text("query.fields.add"));
        addByName.setOnAction(event -> {
            for (String name : addByName.getText().split("[,\\s]+")) {
                if (!name.isBlank()) {
                    selection.add(name.trim());
                }
            }
            addByName.clear();
        });
        Button clearButton = new Button(Messages.text("query.fields.clear"));
        clearButton.setId("clear-" + id);
        clearButton.disableProperty().bind(Bindings.isEmpty(selection));
        clearButton.setOnAction(event -> clear.run());
        HBox tools = new HBox(8, filter, addByName, clearButton);
        tools.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(filter, Priority.ALWAYS);
        HBox.setHgrow(addByName, Priority.ALWAYS);
        chips.getStyleClass().add("field-chips");
        chips.setId("chips-" + id);
        // One row height (query.css): the list never makes rows it does not show to measure them.
        list.getStyleClass().add("field-list");
        list.setCellFactory(view -> new FieldCell());
        list.setPrefHeight(180);
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(tools, chips, list);
        selection.addListener((SetChangeListener<String>) change -> {
            list.refresh();
            showChips();
        });
        showChips();
    }

    /** A group's tab title: the parameter and how many names are selected (known before its picker is made). */
    public static StringBinding title(FieldGroup group, ObservableSet<String> selection) {
        return Bindings.createStringBinding(() -> selection.isEmpty() ? group.parameter()
                : Messages.text("query.fields.tab", group.parameter(), selection.size()), selection);
    }

    public void setCatalog(FieldCatalog catalog, FieldGroup group) {
        items.setAll(catalog.fields(group));
        showChips();
    }

    private void showChips() {
        chips.getChildren().clear();
        for (String name : selection) {
            Label label = new Label(name);
            label.setMnemonicParsing(false);
            Button remove = new Button(null, new FontIcon("fth-x"));
            remove.getStyleClass().addAll("flat", "chip-remove");
            remove.setAccessibleText(Messages.text("query.fields.remove", name));
            remove.setTooltip(new Tooltip(Messages.text("query.fields.remove", name)));
            remove.setOnAction(event -> selection.remove(name));
            HBox chip = new HBox(2, label, remove);
            chip.setAlignment(Pos.CENTER_LEFT);
            chip.getStyleClass().add("field-chip");
            chip.setId("chip-" + name);
            Optional<String> wrong = problem.apply(group, name);
            if (wrong.isPresent()) {
                chip.getStyleClass().add("unknown");
                label.setGraphic(new FontIcon("fth-alert-triangle"));
                Tooltip.install(chip, new Tooltip(wrong.get()));
            }
            chips.getChildren().add(chip);
        }
        dev.starling.ui.Visibility.show(chips, !selection.isEmpty());
    }

    /** One row: a check box bound to the selection set, the access mark and the description. */
    private final class FieldCell extends ListCell<FieldInfo> {
        private final CheckBox check = new CheckBox();
        private final Label access = new Label();
        private final Label description = new Label();
        private final HBox row = new HBox(10, check, access, description);
        private final BooleanProperty selected = new SimpleBooleanProperty();
        private FieldInfo bound;
        /** Made when the pointer first enters the cell, then kept and given each row's text. */
        private Tooltip tooltip;

        FieldCell() {
            check.setMnemonicParsing(false); // field names contain underscores
            description.getStyleClass().add("help-text");
            access.getStyleClass().add("access-mark");
            access.setGraphic(new FontIcon("fth-lock"));
            row.setAlignment(Pos.CENTER_LEFT);
            addEventHandler(MouseEvent.MOUSE_ENTERED, event -> showTooltip());
            check.selectedProperty().bindBidirectional(selected);
            selected.addListener((obs, old, now) -> {
                if (bound == null) {
                    return;
                }
                if (now) {
                    selection.add(bound.name());
                } else {
                    selection.remove(bound.name());
                }
            });
        }

        @Override
        protected void updateItem(FieldInfo field, boolean empty) {
            super.updateItem(field, empty);
            bound = null;
            if (empty || field == null) {
                setGraphic(null);
                setText(null);
                if (tooltip != null) {
                    showTooltip();
                }
                return;
            }
            check.setText(field.name());
            selected.set(selection.contains(field.name()));
            access.setText(switch (field.access()) {
                case PUBLIC -> "";
                case USER_CONTEXT -> Messages.text("query.fields.userContext");
                case SPECIAL -> Messages.text("query.fields.special");
            });
            dev.starling.ui.Visibility.show(access, field.access() != FieldInfo.Access.PUBLIC);
            description.setText(field.description());
            setGraphic(row);
            bound = field;
            if (tooltip != null) {
                showTooltip();
            }
        }

        /** The row's name and description in full (a long description is cut at the list's edge). */
        private void showTooltip() {
            if (bound == null) {
                setTooltip(null);
                return;
            }
            if (tooltip == null) {
                tooltip = new Tooltip();
            }
            tooltip.setText(bound.name() + ": " + bound.description());
            setTooltip(tooltip);
        }
    }
}
