package dev.starling.ui.upload;

import static dev.starling.ui.Visibility.showText;
import static dev.starling.ui.Visibility.showWhen;
import static dev.starling.ui.common.TableColumns.text;

import dev.starling.ui.FxmlView;
import dev.starling.ui.frames.PacedRows;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.TableRowsWarmUp;
import java.util.List;
import java.util.function.Function;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

/**
 * Upload wizard, step 3: the first rows as original, normalised and sent values, rejected values with
 * their reason (wrapped, and whole in a tooltip), repeated values marked, a "rejected only" filter,
 * and the counts of the whole file.
 */
final class PreviewStepView extends FxmlView {

    private static final PseudoClass REJECTED = PseudoClass.getPseudoClass("rejected");
    private static final PseudoClass DUPLICATE = PseudoClass.getPseudoClass("duplicate");
    private static final int ROWS_PER_PULSE = 2;
    /** A rejected duplicate, so that every column's text is worked out once ahead (no value of anyone's). */
    /** What each column shows, in the columns' order (line, type, original, normalised, sent, duplicate, reason). */
    private static final List<Function<PreviewLine, String>> COLUMN_TEXTS = List.of(
            line -> Messages.text("upload.preview.lineNumber", line.line()),
            PreviewLine::type,
            PreviewLine::original,
            PreviewLine::normalised,
            PreviewLine::sent,
            line -> line.duplicate() ? Messages.text("upload.preview.duplicateLine", line.duplicateOf()) : "",
            PreviewLine::reason);

    /**
     * What the preview table's first rows need, loaded off the FX thread (listed and run by the window's
     * composition): in a fresh start the first rows' frame was long with code run for the first time: the
     * table's rows and cells, and each column's text (its string joins and message formats are linked when
     * first run).
     */
    static Runnable warmUp() {
        return new TableRowsWarmUp(List.of(WrappedCell.class.getName()), () -> {
            TableView<PreviewLine> table = new TableView<>();
            TableColumn<PreviewLine, String> column = new TableColumn<>("text");
            table.getColumns().add(column);
            TableRowsWarmUp.makeOneRow(table, column, column.getCellFactory().call(column));
            TableRowsWarmUp.makeOneRow(table, column, new WrappedCell());
            COLUMN_TEXTS.forEach(text -> text.apply(SAMPLE));
        });
    }

    private static final PreviewLine SAMPLE = new PreviewLine(1_000_000, 2, "email", "x", "x", "0".repeat(64),
            "not an email address", 2);

    private final UploadSourceModel source;

    @FXML private ProgressIndicator previewBusy;
    @FXML private Label previewCountsLabel;
    @FXML private Label previewErrorLabel;
    @FXML private CheckBox rejectedOnlyBox;
    @FXML private TableView<PreviewLine> previewTable;
    @FXML private Label previewEmpty;
    @FXML private TableColumn<PreviewLine, String> lineColumn;
    @FXML private TableColumn<PreviewLine, String> typeColumn;
    @FXML private TableColumn<PreviewLine, String> originalColumn;
    @FXML private TableColumn<PreviewLine, String> normalisedColumn;
    @FXML private TableColumn<PreviewLine, String> hashColumn;
    @FXML private TableColumn<PreviewLine, String> duplicateColumn;
    @FXML private TableColumn<PreviewLine, String> reasonColumn;

    PreviewStepView(UploadSourceModel source) {
        this.source = source;
        load();
    }

    @FXML
    private void initialize() {
        showWhen(previewBusy, source.busyProperty());
        // while the file is read the line above says so: "no values" would read as a result
        previewEmpty.visibleProperty().bind(source.busyProperty().not());
        previewCountsLabel.textProperty().bind(source.previewCountsProperty());
        showText(previewErrorLabel, source.errorProperty());
        PreviewRows rows = source.previewRows();
        rejectedOnlyBox.selectedProperty().bindBidirectional(rows.rejectedOnlyProperty());
        // The rows' cells are made a chunk per frame, not all in the frame the preview arrives in.
        previewTable.setItems(new PacedRows<>(rows.shown(), ROWS_PER_PULSE).items());
        // The reason, last, takes the width left over; a reason longer than that wraps (and is whole in its tooltip).
        previewTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        // the line only, as an editor numbers it: the Type beside it says which column the value is from
        List<TableColumn<PreviewLine, String>> columns = List.of(lineColumn, typeColumn, originalColumn, normalisedColumn,
                hashColumn, duplicateColumn, reasonColumn);
        for (int i = 0; i < columns.size(); i++) {
            text(columns.get(i), COLUMN_TEXTS.get(i));
        }
        reasonColumn.setCellFactory(column -> new WrappedCell());
        previewTable.setRowFactory(table -> new TableRow<>() {
            @Override
            protected void updateItem(PreviewLine item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(REJECTED, !empty && item != null && item.rejected());
                pseudoClassStateChanged(DUPLICATE, !empty && item != null && item.duplicate());
            }
        });
    }

    /** A reason is read whole: it wraps in its cell, and the tooltip shows it however narrow the column. */
    private static final class WrappedCell extends TableCell<PreviewLine, String> {

        WrappedCell() {
            setWrapText(true);
            getStyleClass().add("wrapped-cell");
        }

        @Override
        protected void updateItem(String text, boolean empty) {
            super.updateItem(text, empty);
            boolean shown = !empty && text != null && !text.isEmpty();
            setText(shown ? text : null);
            setTooltip(shown ? new Tooltip(text) : null);
        }
    }
}
