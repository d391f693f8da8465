package dev.starling.ui.dnr;

import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.ui.FxmlView;
import dev.starling.ui.ads.AccountRow;
import dev.starling.ui.ads.AdsCells;
import dev.starling.ui.ads.NewListRow;
import dev.starling.ui.ads.UploadTarget;
import dev.starling.ui.common.Placeholder;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;

/** The Do-not-reach lists workspace: binds the account row, the lists and the new-list row to {@link DoNotReachViewModel}. */
public final class DoNotReachView extends FxmlView {

    private final DoNotReachViewModel viewModel;
    private final Consumer<UploadTarget> uploads;

    @FXML private AccountRow accountRow;
    @FXML private TableView<DoNotReachList> listTable;
    @FXML private TableColumn<DoNotReachList, String> nameColumn;
    @FXML private TableColumn<DoNotReachList, String> sizeColumn;
    @FXML private TableColumn<DoNotReachList, String> statusColumn;
    @FXML private TableColumn<DoNotReachList, String> updatedColumn;
    @FXML private Button deleteButton;
    @FXML private Button uploadButton;
    @FXML private TextField newNameField;
    @FXML private TextField newDescriptionField;
    @FXML private Button createButton;

    /** @param uploads opens the upload wizard for a list */
    public DoNotReachView(DoNotReachViewModel viewModel, Consumer<UploadTarget> uploads) {
        this.viewModel = viewModel;
        this.uploads = uploads;
        load();
    }

    @FXML
    private void initialize() {
        listTable.setItems(viewModel.lists());
        listTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        AdsCells.textColumn(nameColumn, DoNotReachList::name, DoNotReachList::description);
        AdsCells.sizeAndStatus(sizeColumn, statusColumn, "list_size", viewModel::sizeText, DoNotReachList::listSize,
                DoNotReachList::targetable, DoNotReachList::reasonsNotTargetable);
        AdsCells.textColumn(updatedColumn, list -> AdsCells.when(list.updatedAt()));
        listTable.placeholderProperty().bind(Bindings.createObjectBinding(() -> viewModel.picker().selectedProperty()
                .get() == null ? new Label("") : Placeholder.text("dnr.empty"), viewModel.picker().selectedProperty()));
        NewListRow.bindSelection(listTable, viewModel.selectedProperty(), viewModel.lists());
        var none = viewModel.selectedProperty().isNull();
        deleteButton.disableProperty().bind(none);
        deleteButton.setOnAction(event -> viewModel.confirmDelete(viewModel.selectedProperty().get()));
        uploadButton.disableProperty().bind(none);
        uploadButton.setOnAction(event -> {
            DoNotReachList list = viewModel.selectedProperty().get();
            uploads.accept(UploadTarget.doNotReachList(viewModel.picker().selectedId(), list.id(), list.name()));
        });
        listTable.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.DELETE && !deleteButton.isDisabled()) {
                viewModel.confirmDelete(viewModel.selectedProperty().get());
            }
        });
        NewListRow.bind(newNameField, newDescriptionField, createButton, viewModel);
        // Last: binding the row loads the accounts, and their lists may arrive at once.
        accountRow.bind("dnr", "dnrAccountChoice", viewModel);
    }
}
