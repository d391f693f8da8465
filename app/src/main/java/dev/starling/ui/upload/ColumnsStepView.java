package dev.starling.ui.upload;

import dev.starling.core.upload.common.IdentifierType;
import dev.starling.ui.FxmlView;
import dev.starling.core.text.Messages;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.cell.ComboBoxTableCell;
import javafx.util.StringConverter;

/** Upload wizard, step 2: each column's identifier type (detected, changeable) and the default phone region. */
final class ColumnsStepView extends FxmlView {

    private final UploadSourceModel source;

    @FXML private Label mappingNoteLabel;
    @FXML private TableView<ColumnChoice> columnTable;
    @FXML private TableColumn<ColumnChoice, String> columnNameColumn;
    @FXML private TableColumn<ColumnChoice, String> columnSamplesColumn;
    @FXML private TableColumn<ColumnChoice, IdentifierType> columnTypeColumn;
    @FXML private TextField regionField;

    ColumnsStepView(UploadSourceModel source) {
        this.source = source;
        load();
    }

    @FXML
    private void initialize() {
        mappingNoteLabel.textProperty().bind(source.mappingNoteProperty());
        columnTable.setItems(source.columns());
        columnTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        columnNameColumn.setCellValueFactory(cell -> Bindings.createStringBinding(() -> cell.getValue().name()));
        columnSamplesColumn.setCellValueFactory(cell -> Bindings.createStringBinding(() -> cell.getValue().samples()));
        columnTypeColumn.setCellValueFactory(cell -> cell.getValue().typeProperty());
        var types = FXCollections.<IdentifierType>observableArrayList();
        types.add(null);
        types.addAll(IdentifierType.values());
        columnTypeColumn.setCellFactory(ComboBoxTableCell.forTableColumn(new StringConverter<>() {
            @Override
            public String toString(IdentifierType type) {
                return type == null ? Messages.text("upload.columns.ignore") : type.key();
            }

            @Override
            public IdentifierType fromString(String text) {
                return null;
            }
        }, types));
        columnTypeColumn.setOnEditCommit(edit -> edit.getRowValue().typeProperty().set(edit.getNewValue()));
        regionField.textProperty().bindBidirectional(source.phoneRegionProperty());
    }
}
