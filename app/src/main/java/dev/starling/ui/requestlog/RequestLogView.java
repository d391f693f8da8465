package dev.starling.ui.requestlog;

import static dev.starling.ui.common.TableColumns.text;

import dev.starling.ui.common.CopyButton;
import dev.starling.core.requestlog.RequestLogEntry;
import dev.starling.ui.FxmlView;
import dev.starling.ui.Visibility;
import dev.starling.ui.common.TextCells;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.LocalFormat;
import java.util.List;
import java.util.function.Function;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;

/** The Request log workspace: binds the table, filters and details to {@link RequestLogViewModel}. */
public final class RequestLogView extends FxmlView {


    private final RequestLogViewModel viewModel;

    @FXML private ComboBox<RequestApi> apiChoice;
    @FXML private ComboBox<String> methodChoice;
    @FXML private TextField statusField;
    @FXML private TextField endpointField;
    @FXML private TextField textField;
    @FXML private Button refreshButton;
    @FXML private Button clearButton;
    @FXML private Label errorLabel;
    @FXML private TableView<RequestLogEntry> table;
    @FXML private Button curlButton;
    @FXML private TextArea detailsArea;

    public RequestLogView(RequestLogViewModel viewModel) {
        this.viewModel = viewModel;
        load();
        // The log grows while other workspaces work: re-read whenever the view is shown.
        root().sceneProperty().addListener((obs, old, now) -> {
            if (now != null) {
                viewModel.refresh();
            }
        });
    }

    @FXML
    private void initialize() {
        apiChoice.setItems(FXCollections.observableArrayList(RequestApi.values()));
        TextCells.combo(apiChoice, which -> Messages.text("requestlog.api." + which.name()));
        apiChoice.valueProperty().bindBidirectional(viewModel.apiFilterProperty());
        methodChoice.setItems(FXCollections.observableArrayList(RequestLogViewModel.METHODS));
        TextCells.combo(methodChoice, method -> method.isEmpty() ? Messages.text("requestlog.method.any") : method);
        methodChoice.valueProperty().bindBidirectional(viewModel.methodFilterProperty());
        statusField.textProperty().bindBidirectional(viewModel.statusFilterProperty());
        endpointField.textProperty().bindBidirectional(viewModel.endpointFilterProperty());
        textField.textProperty().bindBidirectional(viewModel.textFilterProperty());
        for (TextField field : List.of(statusField, endpointField, textField)) {
            field.setOnAction(event -> viewModel.refresh());
        }
        refreshButton.setOnAction(event -> viewModel.refresh());
        clearButton.setOnAction(event -> viewModel.confirmClear());
        Visibility.showText(errorLabel, viewModel.errorProperty());
        table.setItems(viewModel.entries());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<RequestLogEntry, String> time = text("requestlog.column.time", 96, entry -> LocalFormat.forUser().time(entry.time()));
        time.setCellFactory(col -> tooltipCell(entry -> LocalFormat.forUser().date(entry.time()) + " " + LocalFormat.forUser().preciseTime(entry.time())));
        TableColumn<RequestLogEntry, String> status = text("requestlog.column.status", 80, RequestLogText::status);
        status.setCellFactory(col -> new StatusChipCell());
        TableColumn<RequestLogEntry, String> rate = text("requestlog.column.rateLimit", 130,
                entry -> RequestLogText.rateLimit(entry.rateLimit()));
        rate.setCellFactory(col -> tooltipCell(RequestLogEntry::rateLimit));
        TableColumn<RequestLogEntry, String> url = text("requestlog.column.url", 400, RequestLogEntry::url);
        url.setCellFactory(col -> tooltipCell(RequestLogEntry::url));
        table.getColumns().setAll(List.of(time,
                text("requestlog.column.method", 72, RequestLogEntry::method), status,
                text("requestlog.column.ms", 64, (RequestLogEntry entry) -> LocalFormat.forUser().number(entry.durationMillis())), rate,
                text("requestlog.column.size", 80, (RequestLogEntry entry) -> LocalFormat.forUser().number(entry.responseSize())), url));
        for (TableColumn<RequestLogEntry, ?> column : table.getColumns().subList(0, 6)) {
            column.setMinWidth(column.getPrefWidth());
        }
        viewModel.selectedProperty().bind(table.getSelectionModel().selectedItemProperty());
        detailsArea.textProperty().bind(viewModel.detailsProperty());
        curlButton.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        CopyButton.copies(curlButton, viewModel::copyCurl);
    }

    /** Text with a tooltip of the row (the whole URL, the rate-limit headers, the full time). */
    private static TableCell<RequestLogEntry, String> tooltipCell(Function<RequestLogEntry, String> tooltip) {
        return new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                RequestLogEntry entry = empty || getTableRow() == null ? null : getTableRow().getItem();
                String hint = entry == null ? null : tooltip.apply(entry);
                setTooltip(hint == null || hint.isBlank() ? null : new Tooltip(hint));
            }
        };
    }

    /** The status as a chip coloured by its class (theme tokens: success, warning, danger). */
    private static final class StatusChipCell extends TableCell<RequestLogEntry, String> {
        private final Label chip = new Label();

        StatusChipCell() {
            chip.getStyleClass().add("status-chip");
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            RequestLogEntry entry = empty || getTableRow() == null ? null : getTableRow().getItem();
            if (entry == null) {
                setGraphic(null);
                return;
            }
            chip.setText(item);
            chip.getStyleClass().removeIf(style -> style.startsWith("status-"));
            chip.getStyleClass().addAll("status-chip", "status-" + RequestLogText.statusKind(entry.status()));
            setGraphic(chip);
            setText(null);
        }
    }
}
