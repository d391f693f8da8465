package dev.starling.ui.account;

import dev.starling.core.api.CredentialImport;
import dev.starling.core.text.Messages;
import dev.starling.ui.FxmlView;
import dev.starling.ui.common.StatusLines;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ListView;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;

/** Import from twurl or xurl: binds the file, the preview and the import to {@link CredentialImportViewModel}. */
public final class CredentialImportPane extends FxmlView {

    private final CredentialImportViewModel viewModel;

    @FXML private RadioButton xurlChoice;
    @FXML private RadioButton twurlChoice;
    @FXML private TextField fileField;
    @FXML private Button previewButton;
    @FXML private ListView<String> previewList;
    @FXML private Button importButton;
    @FXML private StatusLines status;

    public CredentialImportPane(CredentialImportViewModel viewModel) {
        this.viewModel = viewModel;
        load();
    }

    @FXML
    private void initialize() {
        ToggleGroup tools = new ToggleGroup();
        xurlChoice.setToggleGroup(tools);
        twurlChoice.setToggleGroup(tools);
        xurlChoice.setUserData(CredentialImport.Source.XURL);
        twurlChoice.setUserData(CredentialImport.Source.TWURL);
        (viewModel.sourceProperty().get() == CredentialImport.Source.XURL ? xurlChoice : twurlChoice).setSelected(true);
        tools.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now != null) {
                viewModel.sourceProperty().set((CredentialImport.Source) now.getUserData());
            }
        });
        fileField.textProperty().bindBidirectional(viewModel.fileProperty());
        fileField.setOnAction(event -> viewModel.showPreview());
        previewButton.disableProperty().bind(viewModel.busyProperty());
        previewButton.setOnAction(event -> viewModel.showPreview());
        previewList.setItems(viewModel.preview());
        importButton.textProperty().bind(Bindings.createStringBinding(() -> Messages.text("oauth2.window.import.button",
                viewModel.importableProperty().get()), viewModel.importableProperty()));
        importButton.disableProperty().bind(viewModel.busyProperty().or(viewModel.importableProperty().isEqualTo(0)));
        importButton.setOnAction(event -> viewModel.importNow());
        status.bind("import", viewModel);
    }
}
