package dev.starling.ui.audiences;

import dev.starling.ui.ads.UploadTarget;
import dev.starling.ui.common.DialogWindows;
import dev.starling.ui.ads.AccountRow;
import dev.starling.ui.ads.AdsCells;
import dev.starling.ui.ads.NewListRow;
import dev.starling.core.text.Messages;
import java.nio.file.Path;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.AudienceScope;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.ui.FxmlView;
import dev.starling.ui.ViewLoader;
import java.text.MessageFormat;
import java.util.Optional;
import java.util.ResourceBundle;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputDialog;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;

/** The Audiences workspace: binds the audience table and the side panel to {@link AudiencesViewModel}. */
public final class AudiencesView extends FxmlView {

    private final AudiencesViewModel viewModel;
    private final ResourceBundle messages = ViewLoader.messages();

    @FXML private AccountRow accountRow;
    @FXML private TextField searchField;
    @FXML private ComboBox<AudienceScope> scopeChoice;
    @FXML private CheckBox showDeletedCheck;
    @FXML private TableView<CustomAudience> audienceTable;
    @FXML private TableColumn<CustomAudience, String> nameColumn;
    @FXML private TableColumn<CustomAudience, String> typeColumn;
    @FXML private TableColumn<CustomAudience, String> accessColumn;
    @FXML private TableColumn<CustomAudience, String> statusColumn;
    @FXML private TableColumn<CustomAudience, String> sizeColumn;
    @FXML private TableColumn<CustomAudience, String> updatedColumn;
    @FXML private Button previousButton;
    @FXML private Label pageLabel;
    @FXML private Button nextButton;
    @FXML private ComboBox<Integer> pageSizeChoice;
    @FXML private Button renameButton;
    @FXML private Button describeButton;
    @FXML private Button deleteButton;
    @FXML private Button uploadButton;
    @FXML private TextField newNameField;
    @FXML private TextField newDescriptionField;
    @FXML private Button createButton;
    @FXML private ScrollPane detailsScroll;

    private final UploadOpener uploads;

    /** Opens the upload wizard for a target, with an optional file already chosen. */
    @FunctionalInterface
    public interface UploadOpener {
        void open(UploadTarget target, Path file);
    }

    public AudiencesView(AudiencesViewModel viewModel, UploadOpener uploads) {
        this.viewModel = viewModel;
        this.uploads = uploads;
        load("/dev/starling/ui/audiences/AudiencesView.fxml");
    }

    @FXML
    private void initialize() {
        ComboBox<AdAccount> accountChoice = accountRow.choice();
        accountChoice.tooltipProperty().bind(Bindings.createObjectBinding(() -> accountChoice.getValue() == null ? null
                : new Tooltip(AudienceTexts.accountDetails(accountChoice.getValue())), accountChoice.valueProperty()));
        searchField.textProperty().bindBidirectional(viewModel.filters().searchProperty());
        searchField.setOnAction(event -> viewModel.firstPage());
        scopeChoice.setItems(FXCollections.observableArrayList(AudienceScope.values()));
        AdsCells.comboText(scopeChoice, scope -> messages.getString("audiences.scope." + scope.name()));
        scopeChoice.valueProperty().bindBidirectional(viewModel.filters().scopeProperty());
        showDeletedCheck.selectedProperty().bindBidirectional(viewModel.filters().showDeletedProperty());
        bindTable();
        previousButton.disableProperty().bind(viewModel.pages().hasPreviousProperty().not());
        nextButton.disableProperty().bind(viewModel.pages().hasNextProperty().not());
        previousButton.setOnAction(event -> viewModel.previousPage());
        nextButton.setOnAction(event -> viewModel.nextPage());
        pageLabel.textProperty().bind(viewModel.pageLabel());
        pageSizeChoice.setItems(FXCollections.observableArrayList(AudiencesViewModel.PAGE_SIZES));
        pageSizeChoice.valueProperty().bindBidirectional(viewModel.filters().pageSizeProperty());

        var noAccount = viewModel.selectedAccountIdProperty().isNull();
        var notWritable = viewModel.selectedWritable().not();
        var notOwned = viewModel.selectedDeletable().not();
        renameButton.disableProperty().bind(notWritable);
        describeButton.disableProperty().bind(notWritable);
        deleteButton.disableProperty().bind(notOwned);
        renameButton.setOnAction(event -> viewModel.askRename());
        describeButton.setOnAction(event -> describe());
        deleteButton.setOnAction(event -> viewModel.confirmDelete());
        uploadButton.disableProperty().bind(noAccount);
        uploadButton.setOnAction(event -> viewModel.uploadTarget().ifPresent(target -> uploads.open(target, null)));

        NewListRow.bind(newNameField, newDescriptionField, createButton, viewModel);

        detailsScroll.setContent(new AudienceDetailsView(viewModel.details()).root());
        // Last: binding the row loads the accounts, and their lists may arrive at once.
        accountRow.bind("audiences", "adAccountChoice", viewModel);
    }

    private void bindTable() {
        audienceTable.setItems(viewModel.audiences());
        audienceTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        AdsCells.textColumn(nameColumn, a -> a.deleted() ? Messages.text("audiences.name.deleted", a.name()) : a.name(),
                CustomAudience::description);
        AdsCells.textColumn(typeColumn, AudienceTexts::type);
        AdsCells.textColumn(accessColumn, AudienceTexts::access, AudienceTexts::accessTerms);
        AdsCells.sizeAndStatus(sizeColumn, statusColumn, "audience_size", viewModel::sizeText, CustomAudience::audienceSize,
                CustomAudience::targetable, CustomAudience::reasonsNotTargetable);
        AdsCells.textColumn(updatedColumn, a -> AdsCells.day(a.updatedAt()), a -> AdsCells.when(a.updatedAt()));
        audienceTable.setPlaceholder(new Label(""));
        NewListRow.bindSelection(audienceTable, viewModel.selectedAudienceProperty(), viewModel.audiences());
        audienceTable.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.DELETE && !deleteButton.isDisabled()) {
                viewModel.confirmDelete();
            } else if (event.getCode() == KeyCode.F2 && !renameButton.isDisabled()) {
                viewModel.askRename();
            }
        });
    }

    private void describe() {
        CustomAudience audience = viewModel.selectedAudienceProperty().get();
        ask("audiences.describe", audience, audience.description() == null ? "" : audience.description())
                .ifPresent(text -> viewModel.editDescription(audience, text));
    }

    private Optional<String> ask(String key, CustomAudience audience, String current) {
        TextInputDialog dialog = new TextInputDialog(current);
        dialog.setTitle(messages.getString(key + ".title"));
        dialog.setHeaderText(null);
        dialog.setContentText(MessageFormat.format(messages.getString(key + ".prompt"), audience.name()));
        // OK only once something changed: Enter on the text as it was (or with a stray space) sends nothing.
        dialog.getDialogPane().lookupButton(javafx.scene.control.ButtonType.OK).disableProperty().bind(dialog.getEditor()
                .textProperty().map(text -> text.strip().equals(current.strip())));
        return DialogWindows.showAndWait(dialog, root().getScene().getWindow(), dialog.getEditor());
    }

}
