package dev.starling.ui.dnr;

import dev.starling.ui.ads.UploadTarget;
import dev.starling.ui.ads.AdsCells;
import java.util.function.Consumer;
import static dev.starling.ui.Visibility.showWhen;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.ui.ViewLoader;
import java.text.MessageFormat;
import java.util.ResourceBundle;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;

/** The Do-not-reach lists workspace: binds the account picker and the lists to {@link DoNotReachViewModel}. */
public final class DoNotReachView {

    private final DoNotReachViewModel viewModel;
    private final ResourceBundle messages = ViewLoader.messages();
    private final Parent root;

    @FXML private ComboBox<AdAccount> accountChoice;
    @FXML private Button refreshButton;
    @FXML private Label noticeLabel;
    @FXML private Label messageLabel;
    @FXML private Label errorLabel;
    @FXML private TableView<DoNotReachList> listTable;
    @FXML private TableColumn<DoNotReachList, String> nameColumn;
    @FXML private TableColumn<DoNotReachList, String> sizeColumn;
    @FXML private TableColumn<DoNotReachList, String> targetableColumn;
    @FXML private TableColumn<DoNotReachList, String> reasonsColumn;
    @FXML private TableColumn<DoNotReachList, String> updatedColumn;
    @FXML private Button deleteButton;
    @FXML private Button uploadButton;
    private final Consumer<UploadTarget> uploads;

    /** @param uploads opens the upload wizard for a list */
    public DoNotReachView(DoNotReachViewModel viewModel, Consumer<UploadTarget> uploads) {
        this.viewModel = viewModel;
        this.uploads = uploads;
        this.root = ViewLoader.load("/dev/starling/ui/dnr/DoNotReachView.fxml", this);
        viewModel.refresh();
    }

    public Parent root() {
        return root;
    }

    @FXML
    private void initialize() {
        AdsCells.bindAccountRow(accountChoice, refreshButton, noticeLabel, viewModel.picker(), viewModel::refresh);
        messageLabel.textProperty().bind(viewModel.messageProperty());
        errorLabel.textProperty().bind(viewModel.errorProperty());
        showWhen(messageLabel, viewModel.messageProperty().isNotEmpty());
        showWhen(errorLabel, viewModel.errorProperty().isNotEmpty());

        listTable.setItems(viewModel.lists());
        listTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        AdsCells.textColumn(nameColumn, DoNotReachList::name);
        AdsCells.textColumn(sizeColumn, list -> AdsCells.size(list.listSize()));
        AdsCells.textColumn(targetableColumn, list -> AdsCells.yesNo(list.targetable()));
        AdsCells.textColumn(reasonsColumn, list -> AdsCells.reasons(list.reasonsNotTargetable()));
        AdsCells.textColumn(updatedColumn, list -> AdsCells.when(list.updatedAt()));
        listTable.placeholderProperty().bind(Bindings.createObjectBinding(() -> new Label(
                viewModel.picker().selectedProperty().get() == null ? "" : messages.getString("dnr.empty")),
                viewModel.picker().selectedProperty()));
        deleteButton.disableProperty().bind(listTable.getSelectionModel().selectedItemProperty().isNull());
        deleteButton.setOnAction(event -> viewModel.confirmDelete(listTable.getSelectionModel().getSelectedItem()));
        uploadButton.disableProperty().bind(listTable.getSelectionModel().selectedItemProperty().isNull());
        uploadButton.setOnAction(event -> {
            DoNotReachList list = listTable.getSelectionModel().getSelectedItem();
            uploads.accept(UploadTarget.doNotReachList(viewModel.picker().selectedId(), list.id(), list.name()));
        });
        listTable.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.DELETE && !deleteButton.isDisabled()) {
                viewModel.confirmDelete(listTable.getSelectionModel().getSelectedItem());
            }
        });
    }
}
