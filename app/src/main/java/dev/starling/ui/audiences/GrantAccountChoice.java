package dev.starling.ui.audiences;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.ui.common.TextCells;
import javafx.scene.control.ComboBox;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.util.StringConverter;

/**
 * The editable "share with" choice: pick one of the ad accounts the user can see (shown with its
 * name) or type an account id by hand. Its text is the details view-model's grantee text, which
 * resolves a picked label to the account's id.
 */
final class GrantAccountChoice {

    private GrantAccountChoice() {
    }

    static void bind(ComboBox<AdAccount> choice, AudienceDetailsViewModel details) {
        choice.setItems(details.shareCandidates());
        choice.setConverter(new StringConverter<>() {
            @Override
            public String toString(AdAccount account) {
                return account == null ? "" : account.label();
            }

            @Override
            public AdAccount fromString(String text) {
                // A typed id stays text: the view-model resolves it when granting.
                return details.shareCandidates().stream().filter(a -> a.label().equals(text)).findFirst().orElse(null);
            }
        });
        choice.setCellFactory(list -> TextCells.cell(AdAccount::label));
        choice.getEditor().textProperty().bindBidirectional(details.grantAccountIdProperty());
        // Cleared after a grant: forget the picked account too, so picking it again is seen.
        details.grantAccountIdProperty().addListener((obs, old, now) -> {
            if (now == null || now.isEmpty()) {
                choice.setValue(null);
            }
        });
        choice.disableProperty().bind(details.audienceProperty().isNull());
        // Enter in the typed id does not share: the Share button, which names both, does. Nor does it throw
        // an id typed by hand away (the choice would take it for no account and empty the field).
        choice.addEventFilter(KeyEvent.ANY, event -> {
            if (event.getCode() == KeyCode.ENTER && details.shareCandidates().stream()
                    .noneMatch(account -> account.label().equals(choice.getEditor().getText()))) {
                event.consume();
            }
        });
    }
}
