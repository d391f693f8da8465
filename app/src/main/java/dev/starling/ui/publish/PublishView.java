package dev.starling.ui.publish;

import static dev.starling.ui.Visibility.showWhen;

import dev.starling.core.api.account.Account;
import dev.starling.core.publish.PostDrafts;
import dev.starling.core.text.Messages;
import dev.starling.ui.FxmlView;
import dev.starling.ui.common.CopyButton;
import dev.starling.ui.common.DeliberateButton;
import dev.starling.ui.common.Placeholder;
import dev.starling.ui.common.StatusLines;
import dev.starling.ui.common.TextCells;
import dev.starling.ui.common.TextClipboard;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** The Publishing workspace: binds the drafts, the composer and the sent post to their view-models. */
public final class PublishView extends FxmlView {

    private final ComposerViewModel composer;
    private final SentPostViewModel sent;
    private final TextClipboard clipboard;

    @FXML private ListView<PostDrafts.Saved> draftList;
    @FXML private Button newDraftButton;
    @FXML private Button deleteDraftButton;
    @FXML private ComboBox<Account> accountChoice;
    @FXML private Label counterLabel;
    @FXML private Label editBanner;
    @FXML private TextArea textArea;
    @FXML private HBox targetRow;
    @FXML private TextField replyField;
    @FXML private TextField quoteField;
    @FXML private HBox communityRow;
    @FXML private TextField communityField;
    @FXML private CheckBox shareCheck;
    @FXML private CheckBox paidCheck;
    @FXML private VBox problemBox;
    @FXML private Label previewLabel;
    @FXML private Label costLabel;
    @FXML private Button sendButton;
    @FXML private Button cancelEditButton;
    @FXML private StatusLines composerStatus;
    @FXML private Label sentNone;
    @FXML private VBox sentBox;
    @FXML private Label sentIdLabel;
    @FXML private TextField linkField;
    @FXML private Button copyLinkButton;
    @FXML private ListView<String> versionList;
    @FXML private Label editStateLabel;
    @FXML private Button editButton;
    @FXML private Button deleteButton;
    @FXML private StatusLines sentStatus;

    public PublishView(ComposerViewModel composer, SentPostViewModel sent, TextClipboard clipboard) {
        this.composer = composer;
        this.sent = sent;
        this.clipboard = clipboard;
        load();
        // The time left in an edit window, and a window closing, are said as they change.
        EditCountdown.every(root(), () -> {
            sent.tick();
            composer.recheck();
        }, composer::reload);
    }

    @FXML
    private void initialize() {
        bindDrafts();
        bindComposer();
        bindSent();
    }

    private void bindDrafts() {
        draftList.setItems(composer.drafts());
        draftList.setPlaceholder(Placeholder.text("publishui.draft.none"));
        draftList.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(PostDrafts.Saved item, boolean empty) {
                super.updateItem(item, empty);
                setMnemonicParsing(false);
                setPrefWidth(0);
                setText(empty || item == null ? null : ComposerViewModel.draftTitle(item));
            }
        });
        draftList.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null && (composer.selectedDraftProperty().get() == null
                    || composer.selectedDraftProperty().get().id() != now.id())) {
                composer.open(now);
            }
        });
        composer.selectedDraftProperty().addListener((obs, old, now) -> {
            if (now == null) {
                draftList.getSelectionModel().clearSelection();
            } else if (draftList.getSelectionModel().getSelectedItem() != now) {
                draftList.getSelectionModel().select(now);
            }
        });
        newDraftButton.setOnAction(event -> {
            composer.newDraft();
            textArea.requestFocus();
        });
        deleteDraftButton.disableProperty().bind(draftList.getSelectionModel().selectedItemProperty().isNull());
        deleteDraftButton.setOnAction(event -> composer.deleteDraft(draftList.getSelectionModel().getSelectedItem()));
        draftList.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.DELETE && !deleteDraftButton.isDisabled()) {
                composer.deleteDraft(draftList.getSelectionModel().getSelectedItem());
            }
        });
    }

    private void bindComposer() {
        accountChoice.setItems(composer.accounts());
        accountChoice.valueProperty().bindBidirectional(composer.accountProperty());
        accountChoice.setConverter(TextCells.converter(account -> Messages.text("publishui.account", account.screenName(),
                account.kind() == Account.Kind.OAUTH2 ? 2 : 1)));
        accountChoice.setPlaceholder(Placeholder.text("publishui.noWriter"));
        counterLabel.textProperty().bind(composer.counterProperty());
        composer.overLimitProperty().addListener((obs, old, over) -> {
            if (over) {
                counterLabel.getStyleClass().add("over-limit");
            } else {
                counterLabel.getStyleClass().remove("over-limit");
            }
        });
        textArea.textProperty().bindBidirectional(composer.textProperty());
        replyField.textProperty().bindBidirectional(composer.replyToProperty());
        quoteField.textProperty().bindBidirectional(composer.quoteProperty());
        communityField.textProperty().bindBidirectional(composer.communityProperty());
        shareCheck.selectedProperty().bindBidirectional(composer.shareWithFollowersProperty());
        paidCheck.selectedProperty().bindBidirectional(composer.paidPartnershipProperty());
        // "Share with followers" is offered only with a community.
        showWhen(shareCheck, Bindings.createBooleanBinding(() -> !composer.communityProperty().get().isBlank(),
                composer.communityProperty()));
        var editing = composer.editOfProperty().isNotEmpty();
        showWhen(editBanner, editing);
        editBanner.textProperty().bind(Bindings.createStringBinding(() -> Messages.text("publishui.editing",
                composer.editOfProperty().get()), composer.editOfProperty()));
        showWhen(targetRow, editing.not());
        showWhen(communityRow, editing.not());
        showWhen(cancelEditButton, editing);
        cancelEditButton.setOnAction(event -> composer.newDraft());
        composer.problems().addListener((ListChangeListener<String>) change -> showProblems());
        showProblems();
        previewLabel.textProperty().bind(composer.previewProperty());
        costLabel.textProperty().bind(composer.costProperty());
        sendButton.textProperty().bind(composer.sendLabelProperty());
        sendButton.disableProperty().bind(composer.sendableProperty().not().or(composer.busyProperty()));
        // Sending publishes: never on a stray Enter or Space (ADR 45); the confirmation asks first anyway.
        DeliberateButton.guard(sendButton);
        sendButton.setOnAction(event -> composer.send());
        composerStatus.bind("publish", composer);
    }

    private void showProblems() {
        problemBox.getChildren().setAll(composer.problems().stream().map(text -> {
            Label label = StatusLines.wrapping("publish-problem");
            label.setText(text);
            return label;
        }).toList());
        showWhen(problemBox, Bindings.isNotEmpty(composer.problems()));
    }

    private void bindSent() {
        var shown = sent.postProperty().isNotNull();
        showWhen(sentBox, shown);
        showWhen(sentNone, shown.not());
        sentIdLabel.textProperty().bind(Bindings.createStringBinding(() -> sent.postProperty().get() == null ? ""
                : Messages.text("publishui.sent.id", sent.postProperty().get().id()), sent.postProperty()));
        linkField.textProperty().bind(sent.linkProperty());
        CopyButton.copies(copyLinkButton, () -> clipboard.copy(sent.linkProperty().get()));
        versionList.setItems(sent.versions());
        // Each version whole: wrapped, never cut at the list's edge.
        versionList.setCellFactory(list -> TextCells.wrapping(version -> version));
        editStateLabel.textProperty().bind(sent.editStateProperty());
        editButton.disableProperty().bind(sent.editableProperty().not().or(sent.busyProperty()));
        editButton.setOnAction(event -> {
            sent.startEdit();
            textArea.requestFocus();
            textArea.end();
        });
        DeliberateButton.guard(deleteButton).disableProperty().bind(sent.busyProperty());
        deleteButton.setOnAction(event -> sent.delete());
        sentStatus.bind("publishSent", sent);
    }
}
