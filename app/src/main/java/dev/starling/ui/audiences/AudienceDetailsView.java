package dev.starling.ui.audiences;

import static dev.starling.ui.Visibility.showWhen;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.AudiencePermission;
import dev.starling.core.api.ads.PermissionApi;
import dev.starling.core.api.ads.PermissionLevel;
import dev.starling.core.api.ads.TargetedCampaign;
import dev.starling.ui.FxmlView;
import dev.starling.ui.common.TextCells;
import dev.starling.ui.ads.AdsText;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.DeliberateButton;
import dev.starling.ui.common.Placeholder;
import dev.starling.ui.common.StatusLines;
import java.util.List;
import java.util.stream.Collectors;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;

/**
 * The Audiences workspace's side panel: binds the selected audience's shares (both permission
 * endpoints, grant and revoke) and the campaigns that target it to {@link AudienceDetailsViewModel}.
 */
final class AudienceDetailsView extends FxmlView {

    private final AudienceDetailsViewModel details;

    @FXML private Label selectedLabel;
    @FXML private StatusLines detailsStatus;
    @FXML private Node selectionParts;
    @FXML private ListView<AudiencePermission> customPermissionList;
    @FXML private ListView<AudiencePermission> tailoredPermissionList;
    @FXML private ComboBox<AdAccount> grantAccountChoice;
    @FXML private ComboBox<PermissionLevel> grantLevelChoice;
    @FXML private ComboBox<PermissionApi> grantViaChoice;
    @FXML private Button grantButton;
    @FXML private Button revokeButton;
    @FXML private CheckBox activeOnlyCheck;
    @FXML private ListView<TargetedCampaign> campaignList;

    AudienceDetailsView(AudienceDetailsViewModel details) {
        this.details = details;
        load();
    }

    @FXML
    private void initialize() {
        BooleanBinding none = details.audienceProperty().isNull();
        selectedLabel.textProperty().bind(Bindings.createStringBinding(() -> details.audienceProperty().get() == null
                ? Messages.text("audiences.none") : Messages.text("audiences.selected",
                details.audienceProperty().get().name(), details.audienceProperty().get().id()), details.audienceProperty()));
        showWhen(selectionParts, none.not());
        detailsStatus.bind("details", details);
        bindPermissions(none);
        bindCampaigns(none);
    }

    private void bindPermissions(BooleanBinding none) {
        customPermissionList.setItems(details.permissions(PermissionApi.CUSTOM_AUDIENCE));
        tailoredPermissionList.setItems(details.permissions(PermissionApi.TAILORED_AUDIENCE));
        for (ListView<AudiencePermission> list : List.of(customPermissionList, tailoredPermissionList)) {
            list.setCellFactory(view -> {
                var cell = TextCells.cell(details::shareText,
                        p -> AdsText.apiTerm("permission_level", p.permissionLevel()));
                // Wrap within the panel's width rather than scroll sideways.
                cell.setWrapText(true);
                cell.setPrefWidth(0);
                return cell;
            });
            list.setPlaceholder(Placeholder.text("audiences.permissions.empty"));
            list.disableProperty().bind(none);
        }
        GrantAccountChoice.bind(grantAccountChoice, details);
        grantLevelChoice.setItems(FXCollections.observableArrayList(PermissionLevel.values()));
        TextCells.combo(grantLevelChoice, level -> AdsText.permission(level.name()));
        grantLevelChoice.setTooltip(new Tooltip(AdsText.apiTerm("permission_level", "READ_ONLY, READ_WRITE")));
        grantLevelChoice.valueProperty().bindBidirectional(details.grantLevelProperty());
        grantViaChoice.setItems(FXCollections.observableArrayList(PermissionApi.values()));
        TextCells.combo(grantViaChoice, api -> Messages.text("audiences.grant.via", AdsText.permissionApi(api)));
        grantViaChoice.setTooltip(new Tooltip(Messages.text("audiences.grant.via.help")));
        grantViaChoice.valueProperty().bindBidirectional(details.grantViaProperty());
        grantButton.disableProperty().bind(none.or(details.grantAccountIdProperty().isEmpty()));
        grantButton.setOnAction(event -> details.grant());
        grantButton.textProperty().bind(Bindings.createStringBinding(() -> details.grantLabel(details.grantAccountIdProperty().get()),
                details.grantAccountIdProperty(), details.audienceProperty()));
        DeliberateButton.guard(grantButton);
        revokeButton.disableProperty().bind(Bindings.isNull(customPermissionList.getSelectionModel().selectedItemProperty())
                .and(Bindings.isNull(tailoredPermissionList.getSelectionModel().selectedItemProperty())));
        revokeButton.setOnAction(event -> revoke());
        DeliberateButton.guard(revokeButton);
    }

    private void bindCampaigns(BooleanBinding none) {
        activeOnlyCheck.selectedProperty().bindBidirectional(details.activeOnlyProperty());
        activeOnlyCheck.disableProperty().bind(none);
        campaignList.setItems(details.campaigns());
        campaignList.setCellFactory(view -> TextCells.cell(campaign -> campaign.campaignName() + "\n"
                + campaign.lineItems().stream().map(item -> "   \u2022 " + (item.name() == null ? item.id() : item.name())
                        + (item.servable() ? "" : "  " + Messages.text("audiences.campaigns.notServable")))
                        .collect(Collectors.joining("\n"))));
        campaignList.setPlaceholder(Placeholder.text("audiences.campaigns.empty"));
        campaignList.disableProperty().bind(none);
    }

    private void revoke() {
        AudiencePermission custom = customPermissionList.getSelectionModel().getSelectedItem();
        if (custom != null && (customPermissionList.isFocused() || tailoredPermissionList.getSelectionModel().isEmpty())) {
            details.confirmRevoke(PermissionApi.CUSTOM_AUDIENCE, custom);
            return;
        }
        AudiencePermission tailored = tailoredPermissionList.getSelectionModel().getSelectedItem();
        if (tailored != null) {
            details.confirmRevoke(PermissionApi.TAILORED_AUDIENCE, tailored);
        }
    }
}
