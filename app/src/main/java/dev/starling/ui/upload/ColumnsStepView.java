package dev.starling.ui.upload;

import static dev.starling.ui.common.TableColumns.text;

import dev.starling.core.upload.common.IdentifierType;
import dev.starling.ui.FxmlView;
import dev.starling.ui.common.TextCells;
import dev.starling.core.text.Messages;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.cell.ComboBoxTableCell;

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
        text(columnNameColumn, ColumnChoice::name);
        text(columnSamplesColumn, ColumnChoice::samples);
        columnTypeColumn.setCellValueFactory(cell -> cell.getValue().typeProperty());
        var types = FXCollections.<IdentifierType>observableArrayList();
        types.add(null);
        types.addAll(IdentifierType.values());
        columnTypeColumn.setCellFactory(ComboBoxTableCell.forTableColumn(
                TextCells.converter(IdentifierType::key, Messages.text("upload.columns.ignore")), types));
        columnTypeColumn.setOnEditCommit(edit -> edit.getRowValue().typeProperty().set(edit.getNewValue()));
        regionField.textProperty().bindBidirectional(source.phoneRegionProperty());
    }
}
