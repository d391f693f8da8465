package dev.starling.ui.ads;

import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Button;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;

/**
 * What the Audiences and Do-not-reach workspaces wire alike: the "new list" row (name, description,
 * Create; Enter in the name creates) and a table whose selection follows the view-model's both ways.
 */
public final class NewListRow {

    private NewListRow() {
    }

    public static void bind(TextField nameField, TextField descriptionField, Button create, AdsListViewModel workspace) {
        StringProperty name = workspace.newNameProperty();
        BooleanExpression noAccount = workspace.picker().selectedProperty().isNull();
        Runnable onCreate = workspace::create;
        nameField.textProperty().bindBidirectional(name);
        descriptionField.textProperty().bindBidirectional(workspace.newDescriptionProperty());
        nameField.disableProperty().bind(noAccount);
        descriptionField.disableProperty().bind(noAccount);
        create.disableProperty().bind(noAccount.or(name.isEmpty()));
        create.setOnAction(event -> onCreate.run());
        nameField.setOnAction(event -> onCreate.run());
    }

    /**
     * The table's selection and {@code selected} follow each other. A re-read replaces the rows: the
     * selected item is selected again (an equal record raises no change on the view-model's side).
     */
    public static <T> void bindSelection(TableView<T> table, ObjectProperty<T> selected, ObservableList<T> items) {
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null || !items.contains(selected.get())) {
                selected.set(now);
            }
        });
        items.addListener((ListChangeListener<T>) change -> {
            T current = selected.get();
            if (current != null && items.contains(current) && !current.equals(table.getSelectionModel().getSelectedItem())) {
                table.getSelectionModel().select(current);
            }
        });
        selected.addListener((obs, old, now) -> {
            if (now == null) {
                table.getSelectionModel().clearSelection();
            } else if (!now.equals(table.getSelectionModel().getSelectedItem())) {
                table.getSelectionModel().select(now);
            }
        });
    }
}
