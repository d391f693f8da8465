package dev.starling.ui.ads;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.StatusLines;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The top of every Ads workspace: the ad-account choice with a refresh button, the picker's notice
 * (e.g. "Loading…" or "Sign in first", shown only when there is one), and the workspace's success and error lines.
 * Used from FXML as {@code <AccountRow fx:id="accountRow"/>}, then {@link #bind bound} by the view.
 */
public final class AccountRow extends VBox {

    private final ComboBox<AdAccount> choice = new ComboBox<>();
    private final Button refresh = new Button(Messages.text("ads.refresh"));
    private final Label notice = StatusLines.wrapping("help-text");
    private final StatusLines status = new StatusLines();

    public AccountRow() {
        Label label = new Label(Messages.text("ads.account"));
        label.setMnemonicParsing(true);
        label.setLabelFor(choice);
        label.setMinWidth(Region.USE_PREF_SIZE);
        choice.setPrefWidth(320);
        choice.setMinWidth(Region.USE_PREF_SIZE);
        refresh.setMnemonicParsing(true);
        refresh.setMinWidth(Region.USE_PREF_SIZE);
        HBox row = new HBox(label, choice, refresh);
        row.getStyleClass().add("choice-row");
        getStyleClass().add("account-row");
        setSpacing(8);
        getChildren().addAll(row, notice, status);
    }

    /**
     * Binds the row to the workspace, tells the workspace whether it is on screen, and opens it (its lists,
     * or the accounts first when no workspace has read them yet).
     *
     * @param idPrefix ids of the parts for tests and styling: prefix + Refresh, Notice, Message, Error
     * @param choiceId id of the account choice
     */
    public void bind(String idPrefix, String choiceId, AdsListViewModel workspace) {
        AdAccountPicker picker = workspace.picker();
        choice.setId(choiceId);
        refresh.setId(idPrefix + "Refresh");
        notice.setId(idPrefix + "Notice");
        AdsCells.bindAccountRow(choice, refresh, notice, picker, workspace::refresh);
        status.bind(idPrefix, workspace);
        AdsCells.whileShowing(this, workspace::setShown);
        workspace.open();
    }

    public ComboBox<AdAccount> choice() {
        return choice;
    }
}
