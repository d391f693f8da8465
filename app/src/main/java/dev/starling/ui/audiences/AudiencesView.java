package dev.starling.ui.audiences;

import dev.starling.ui.ads.UploadTarget;
import dev.starling.ui.ads.AccountRow;
import dev.starling.ui.ads.AdsCells;
import dev.starling.ui.common.TextCells;
import dev.starling.ui.common.PageButtons;
import dev.starling.ui.ads.NewListRow;
import dev.starling.core.text.Messages;
import java.util.function.Consumer;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.AudienceScope;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.ui.FxmlView;
import dev.starling.ui.ViewLoader;
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
    @FXML private javafx.scene.control.ToggleButton detailsToggle;

    private final Consumer<UploadTarget> upload;

    /** @param upload opens the upload wizard for a target, on its file step */
    public AudiencesView(AudiencesViewModel viewModel, Consumer<UploadTarget> upload) {
        this.viewModel = viewModel;
        this.upload = upload;
        load();
        placeDetails();
    }

    @FXML
    private void initialize() {
        ComboBox<AdAccount> accountChoice = accountRow.choice();
        accountChoice.tooltipProperty().bind(Bindings.createObjectBinding(() -> accountChoice.getValue() == null ? null
                : new Tooltip(AudienceText.accountDetails(accountChoice.getValue())), accountChoice.valueProperty()));
        searchField.textProperty().bindBidirectional(viewModel.filters().searchProperty());
        searchField.setOnAction(event -> viewModel.firstPage());
        scopeChoice.setItems(FXCollections.observableArrayList(AudienceScope.values()));
        TextCells.combo(scopeChoice, scope -> messages.getString("audiences.scope." + scope.name()));
        scopeChoice.valueProperty().bindBidirectional(viewModel.filters().scopeProperty());
        showDeletedCheck.selectedProperty().bindBidirectional(viewModel.filters().showDeletedProperty());
        bindTable();
        PageButtons.bind(previousButton, nextButton, viewModel.pages());
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
        describeButton.setOnAction(event -> viewModel.askDescription());
        deleteButton.setOnAction(event -> viewModel.confirmDelete());
        uploadButton.disableProperty().bind(noAccount);
        uploadButton.setOnAction(event -> viewModel.uploadTarget().ifPresent(upload));

        NewListRow.bind(newNameField, newDescriptionField, createButton, viewModel);

        detailsScroll.setContent(new AudienceDetailsView(viewModel.details()).root());
        detailsToggle.setTooltip(new Tooltip(messages.getString("audiences.details.toggle.help")));
        detailsToggle.selectedProperty().addListener(changed -> placeDetails());
        viewModel.selectedAudienceProperty().addListener(changed -> placeDetails());
        // Last: binding the row loads the accounts, and their lists may arrive at once.
        accountRow.bind("audiences", "adAccountChoice", viewModel);
    }

    /**
     * The details pane beside the table while an audience is selected and "Details" is on; otherwise the
     * table has the whole width (it was mostly empty, with names and statuses cut short beside it).
     */
    private void placeDetails() {
        javafx.scene.control.SplitPane split = (javafx.scene.control.SplitPane) root();
        boolean show = detailsToggle.isSelected() && viewModel.selectedAudienceProperty().get() != null;
        if (show && !split.getItems().contains(detailsScroll)) {
            split.getItems().add(detailsScroll);
            split.setDividerPositions(DETAILS_AT);
        } else if (!show) {
            split.getItems().remove(detailsScroll);
        }
    }

    /** Where the divider goes when the details pane opens: most of the width stays the table's. */
    private static final double DETAILS_AT = 0.7;

    private void bindTable() {
        audienceTable.setItems(viewModel.audiences());
        java.util.function.Function<CustomAudience, String> name = a -> a.deleted()
                ? Messages.text("audiences.name.deleted", a.name()) : a.name();
        java.util.function.Function<CustomAudience, String> status = a -> dev.starling.ui.ads.AdsText.status(
                a.targetable(), a.reasonsNotTargetable());
        java.util.function.Function<CustomAudience, String> updated = a -> AdsCells.day(a.updatedAt());
        AdsCells.textColumn(nameColumn, name, CustomAudience::description);
        AdsCells.textColumn(typeColumn, AudienceText::type);
        AdsCells.textColumn(accessColumn, AudienceText::access, AudienceText::accessTerms);
        AdsCells.sizeAndStatus(sizeColumn, statusColumn, "audience_size", viewModel::sizeText, CustomAudience::audienceSize,
                CustomAudience::targetable, CustomAudience::reasonsNotTargetable);
        AdsCells.textColumn(updatedColumn, updated, a -> AdsCells.when(a.updatedAt()));
        java.util.Map<TableColumn<CustomAudience, ?>, java.util.function.Function<CustomAudience, String>> texts =
                new java.util.LinkedHashMap<>();
        texts.put(nameColumn, name);
        texts.put(typeColumn, AudienceText::type);
        texts.put(accessColumn, AudienceText::access);
        texts.put(sizeColumn, viewModel::sizeText);
        texts.put(statusColumn, status);
        texts.put(updatedColumn, updated);
        dev.starling.ui.common.FittedColumns.fit(audienceTable, nameColumn, texts);
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

}
