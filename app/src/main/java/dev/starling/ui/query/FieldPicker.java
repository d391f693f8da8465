package dev.starling.ui.query;

import dev.starling.core.query.FieldCatalog;
import dev.starling.core.query.FieldGroup;
import dev.starling.core.query.FieldInfo;
import java.util.ResourceBundle;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;
import javafx.collections.transformation.FilteredList;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * A searchable check list of one field group: each row shows the name, a mark for fields that need
 * user context or special access, and the description; a text field adds hand-typed names (which
 * the validator flags when unknown).
 */
final class FieldPicker extends VBox {

    private final ObservableSet<String> selection;
    private final ObservableList<FieldInfo> items = FXCollections.observableArrayList();
    private final FilteredList<FieldInfo> filtered = new FilteredList<>(items);
    private final ListView<FieldInfo> list = new ListView<>(filtered);

    FieldPicker(FieldGroup group, ObservableSet<String> selection, ResourceBundle messages) {
        this.selection = selection;
        getStyleClass().add("field-picker");
        setId("picker-" + group.name().toLowerCase(java.util.Locale.ROOT));
        TextField filter = new TextField();
        filter.setId("filter-" + group.name().toLowerCase(java.util.Locale.ROOT));
        filter.setPromptText(messages.getString("query.fields.filter"));
        filter.textProperty().addListener((obs, old, now) -> {
            String needle = now == null ? "" : now.trim().toLowerCase(java.util.Locale.ROOT);
            filtered.setPredicate(field -> needle.isEmpty() || field.name().toLowerCase(java.util.Locale.ROOT).contains(needle)
                    || field.description().toLowerCase(java.util.Locale.ROOT).contains(needle));
        });
        TextField addByName = new TextField();
        addByName.setPromptText(messages.getString("query.fields.add"));
        addByName.setOnAction(event -> {
            for (String name : addByName.getText().split("[,\\s]+")) {
                if (!name.isBlank()) {
                    selection.add(name.trim());
                }
            }
            addByName.clear();
        });
        HBox tools = new HBox(8, filter, addByName);
        HBox.setHgrow(filter, Priority.ALWAYS);
        HBox.setHgrow(addByName, Priority.ALWAYS);
        list.setCellFactory(view -> new FieldCell());
        list.setPrefHeight(180);
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(tools, list);
        selection.addListener((SetChangeListener<String>) change -> list.refresh());
    }

    void setCatalog(FieldCatalog catalog, FieldGroup group) {
        items.setAll(catalog.fields(group));
    }

    /** One row: a check box bound to the selection set, the access mark and the description. */
    private final class FieldCell extends ListCell<FieldInfo> {
        private final CheckBox check = new CheckBox();
        private final Label access = new Label();
        private final Label description = new Label();
        private final BooleanProperty selected = new SimpleBooleanProperty();
        private FieldInfo bound;

        FieldCell() {
            check.setMnemonicParsing(false); // field names contain underscores
            description.getStyleClass().add("help-text");
            access.getStyleClass().add("access-mark");
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
                return;
            }
            check.setText(field.name());
            selected.set(selection.contains(field.name()));
            access.setText(switch (field.access()) {
                case PUBLIC -> "";
                case USER_CONTEXT -> "user context";
                case SPECIAL -> "user context + Ads access";
            });
            // An icon, not the lock emoji: most desktop fonts lack that one and draw a box.
            access.setGraphic(field.access() == FieldInfo.Access.PUBLIC ? null : new FontIcon("fth-lock"));
            description.setText(field.description());
            HBox row = new HBox(10, check, access, description);
            row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
            setGraphic(row);
            setTooltip(new Tooltip(field.name() + ": " + field.description()));
            bound = field;
        }
    }
}
