package dev.starling.ui.settings;

import dev.starling.core.config.PriceTable;
import dev.starling.ui.FxmlView;
import dev.starling.ui.common.StatusLines;
import java.util.Locale;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;

/** The Settings section of the price table: one field per kind of send, binds {@link PriceTableViewModel}. */
public final class PriceTableView extends FxmlView {

    private final PriceTableViewModel viewModel;

    @FXML private GridPane grid;
    @FXML private Button applyButton;
    @FXML private Button resetButton;
    @FXML private StatusLines status;

    public PriceTableView(PriceTableViewModel viewModel) {
        this.viewModel = viewModel;
        load();
    }

    @FXML
    private void initialize() {
        int row = 0;
        for (PriceTable.Operation operation : PriceTable.Operation.values()) {
            TextField field = new TextField();
            field.setId("price" + operation.name().toLowerCase(Locale.ROOT));
            field.setPrefColumnCount(8);
            field.textProperty().bindBidirectional(viewModel.priceProperty(operation));
            field.setOnAction(event -> viewModel.apply());
            Label label = new Label(PriceTableViewModel.label(operation));
            label.setLabelFor(field);
            grid.addRow(row++, label, field);
        }
        applyButton.setOnAction(event -> viewModel.apply());
        resetButton.setOnAction(event -> viewModel.reset());
        status.bind("settingsPrices", viewModel);
    }
}
