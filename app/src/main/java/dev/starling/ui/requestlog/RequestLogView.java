package dev.starling.ui.requestlog;

import dev.starling.core.requestlog.RequestLogEntry;
import dev.starling.ui.ViewLoader;
import dev.starling.ui.common.LocalFormat;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

/** The Request log workspace: binds the table, filters and details to {@link RequestLogViewModel}. */
public final class RequestLogView {


    private final RequestLogViewModel viewModel;
    private final Parent root;

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
        this.root = ViewLoader.load("/dev/starling/ui/requestlog/RequestLogView.fxml", this);
        // The log grows while other workspaces work: re-read whenever the view is shown.
        root.sceneProperty().addListener((obs, old, now) -> {
            if (now != null) {
                viewModel.refresh();
            }
        });
    }

    public Parent root() {
        return root;
    }

    @FXML
    private void initialize() {
        statusField.textProperty().bindBidirectional(viewModel.statusFilterProperty());
        endpointField.textProperty().bindBidirectional(viewModel.endpointFilterProperty());
        textField.textProperty().bindBidirectional(viewModel.textFilterProperty());
        for (TextField field : List.of(statusField, endpointField, textField)) {
            field.setOnAction(event -> viewModel.refresh());
        }
        refreshButton.setOnAction(event -> viewModel.refresh());
        clearButton.setOnAction(event -> viewModel.clear());
        errorLabel.textProperty().bind(viewModel.errorProperty());
        table.setItems(viewModel.entries());
        table.getColumns().setAll(List.of(
                column("Time", 100, entry -> LocalFormat.forUser().preciseTime(entry.time())),
                column("Method", 70, RequestLogEntry::method),
                column("URL", 460, RequestLogEntry::url),
                column("Status", 60, entry -> entry.status() == 0 ? "\u2013" : Integer.toString(entry.status())),
                column("ms", 60, entry -> Long.toString(entry.durationMillis())),
                column("Rate limit", 160, entry -> entry.rateLimit() == null ? "" : entry.rateLimit()),
                column("Size", 80, entry -> Long.toString(entry.responseSize()))));
        viewModel.selectedProperty().bind(table.getSelectionModel().selectedItemProperty());
        detailsArea.textProperty().bind(viewModel.detailsProperty());
        curlButton.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        curlButton.setOnAction(event -> viewModel.copyCurl());
    }

    private static TableColumn<RequestLogEntry, String> column(String title, double width,
                                                              Function<RequestLogEntry, String> value) {
        TableColumn<RequestLogEntry, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        column.setPrefWidth(width);
        return column;
    }
}
