package dev.starling.ui.query;

import dev.starling.core.query.compose.CredentialChoice;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.query.compose.Guidance;
import dev.starling.core.text.Messages;
import dev.starling.ui.FxmlView;
import dev.starling.ui.common.CopyButton;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.Dialogs.FileFilter;
import dev.starling.ui.common.FieldPicker;
import dev.starling.ui.common.TextCells;
import dev.starling.ui.frames.FrameScheduler;
import static dev.starling.ui.Visibility.showWhen;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The Query composer: endpoint, target, fields, options and credentials bound to {@link QueryComposerViewModel},
 * the address as it will be sent, and Send and the paging buttons of the workspace ({@link QueryViewModel}).
 */
public final class QueryComposerView extends FxmlView {

    private final QueryComposerViewModel viewModel;
    private final QueryViewModel workspace;
    private final Dialogs dialogs;
    private final Map<FieldGroup, FieldPicker> pickers = new EnumMap<>(FieldGroup.class);
    private OptionFields optionFields;
    private FieldTabs fieldTabSet;

    @FXML private ChoiceBox<Endpoint> endpointChoice;
    @FXML private TextField targetField;
    @FXML private Label maxResultsLabel;
    @FXML private TextField maxResultsField;
    @FXML private Button loadCatalogButton;
    @FXML private javafx.scene.layout.FlowPane optionRow;
    @FXML private VBox composerPane;
    @FXML private javafx.scene.control.ScrollPane composerScroll;
    @FXML private TabPane fieldTabs;
    @FXML private VBox hintBox;
    @FXML private Label issueLabel;
    @FXML private javafx.scene.control.TextArea urlField;
    @FXML private Label pageLabel;
    @FXML private VBox composerFoot;
    @FXML private Button copyUrlButton;
    @FXML private Button copyCurlButton;
    @FXML private ComboBox<CredentialChoice> credentialChoice;
    @FXML private Label acceptsLabel;
    @FXML private Label authLabel;
    @FXML private Button previousPageButton;
    @FXML private Button nextPageButton;
    @FXML private Button sendButton;

    /** @param dialogs the window's port, for the OpenAPI file */
    public QueryComposerView(QueryViewModel workspace, Dialogs dialogs) {
        this.workspace = workspace;
        this.viewModel = workspace.composer();
        this.dialogs = dialogs;
        load();
    }

    @FXML
    private void initialize() {
        bindComposer();
        bindCredentials();
    }

    /** Keeps the composer's rows and Send in sight in {@code split} (the answer below takes the rest once there is one). */
    ComposerSplitMinimum keepRoomIn(SplitPane split) {
        return ComposerSplitMinimum.keep(split, composerScroll, composerPane, composerFoot, acceptsLabel, optionRow.heightProperty(),
                hintBox.heightProperty(), issueLabel.heightProperty(), authLabel.heightProperty(),
                acceptsLabel.heightProperty(), composerFoot.heightProperty());
    }

    private void bindComposer() {
        endpointChoice.getItems().setAll(Endpoint.values());
        endpointChoice.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Endpoint endpoint) {
                return endpoint == null ? "" : Messages.text(endpoint.labelKey());
            }

            @Override
            public Endpoint fromString(String label) {
                return null;
            }
        });
        optionFields = new OptionFields(optionRow, viewModel.options(), FrameScheduler.fx().jobsOf(optionRow));
        fieldTabSet = new FieldTabs(fieldTabs, group -> {
            Tab tab = new Tab();
            tab.textProperty().bind(FieldPicker.title(group, viewModel.selection(group)));
            tab.setId("fields-" + group.name().toLowerCase(Locale.ROOT));
            return tab;
        }, group -> pickers.computeIfAbsent(group, key -> {
            FieldPicker created = new FieldPicker(key, viewModel.selection(key), viewModel::fieldProblem,
                    () -> viewModel.clearSelection(key));
            created.setCatalog(viewModel.catalogProperty().get(), key);
            return created;
        }));
        endpointChoice.valueProperty().bindBidirectional(viewModel.endpointProperty());
        targetField.textProperty().bindBidirectional(viewModel.targetProperty());
        maxResultsField.textProperty().addListener((obs, old, now) -> viewModel.maxResultsProperty().set(parseInt(now)));
        viewModel.maxResultsProperty().addListener((obs, old, now) -> {
            if (now == null ? !maxResultsField.getText().isBlank() : !now.toString().equals(maxResultsField.getText())) {
                maxResultsField.setText(now == null ? "" : now.toString());
            }
        });
        viewModel.endpointProperty().addListener((obs, old, now) -> endpointChanged(now));
        viewModel.catalogProperty().addListener((obs, old, now) -> pickers.forEach((group, picker) -> picker.setCatalog(now, group)));
        endpointChanged(viewModel.endpointProperty().get());

        viewModel.hints().addListener((ListChangeListener<Guidance.Hint>) change -> renderHints());
        viewModel.shownIssues().addListener((ListChangeListener<Object>) change -> showIssues());
        showIssues();
        urlField.textProperty().bind(viewModel.urlPreviewProperty().map(ReadableUrl::of));
        urlField.setTooltip(new Tooltip(Messages.text("query.urlPreview.help")));
        CopyButton.copies(copyUrlButton, viewModel::copyUrl);
        CopyButton.copies(copyCurlButton, viewModel::copyCurl);
        sendButton.disableProperty().bind(workspace.canSendProperty().not());
        sendButton.setOnAction(event -> workspace.send());
        nextPageButton.visibleProperty().bind(workspace.inspector().nextTokenProperty().isNotEmpty());
        nextPageButton.setOnAction(event -> workspace.nextPage());
        showWhen(previousPageButton, workspace.inspector().previousTokenProperty().isNotEmpty());
        // "Page 2" once past the first page (or on the first of several).
        pageLabel.textProperty().bind(workspace.inspector().pageProperty().map(page -> Messages.text("query.page", page)));
        showWhen(pageLabel, workspace.inspector().pageProperty().greaterThan(1).or(workspace.inspector().pageProperty().greaterThan(0)
                .and(workspace.inspector().nextTokenProperty().isNotEmpty())));
        previousPageButton.setOnAction(event -> workspace.previousPage());
        loadCatalogButton.setOnAction(event -> chooseOpenApi());
    }

    private void bindCredentials() {
        credentialChoice.setItems(viewModel.credentialOptions());
        // Not bound both ways: the combo box drops its value while its items change, the choice must not.
        credentialChoice.setValue(viewModel.credentialChoiceProperty().get());
        credentialChoice.valueProperty().addListener((obs, old, now) -> {
            if (now != null) {
                viewModel.credentialChoiceProperty().set(now);
            }
        });
        viewModel.credentialChoiceProperty().addListener((obs, old, now) -> credentialChoice.setValue(now));
        viewModel.credentialOptions().addListener((ListChangeListener<CredentialChoice>) change ->
                credentialChoice.setValue(viewModel.credentialChoiceProperty().get()));
        credentialChoice.setConverter(TextCells.converter(viewModel.sendAs()::label));
        authLabel.textProperty().bind(viewModel.authTextProperty());
        acceptsLabel.textProperty().bind(viewModel.sendAs().acceptsProperty());
    }

    private void endpointChanged(Endpoint endpoint) {
        targetField.setPromptText(AuthText.targetPrompt(endpoint.input()));
        optionFields.show(endpoint);
        targetField.setDisable(endpoint.input() == Endpoint.Input.NONE);
        boolean paged = endpoint.paging() != null;
        dev.starling.ui.Visibility.show(maxResultsField, paged);
        dev.starling.ui.Visibility.show(maxResultsLabel, paged);
        fieldTabSet.show(endpoint.groups());
    }

    private void showIssues() {
        issueLabel.setText(viewModel.shownIssues().stream().map(issue -> Messages.text(issue.messageKey(), issue.argArray()))
                .reduce((a, b) -> a + "\n" + b).orElse(""));
        dev.starling.ui.Visibility.show(issueLabel, !viewModel.shownIssues().isEmpty());
    }

    private void renderHints() {
        hintBox.getChildren().clear();
        for (Guidance.Hint hint : viewModel.hints()) {
            Label text = new Label(Messages.text(hint.text()));
            text.setWrapText(true);
            text.getStyleClass().add("hint-text");
            Button fix = new Button(Messages.text("query.fix", hint.expansion()));
            fix.getStyleClass().add("hint-fix");
            fix.setMnemonicParsing(false);
            fix.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            fix.setOnAction(event -> viewModel.applyHint(hint));
            HBox row = new HBox(8, text, fix);
            row.setAlignment(Pos.CENTER_LEFT);
            hintBox.getChildren().add(row);
        }
    }

    private void chooseOpenApi() {
        dialogs.chooseFileToOpen(Messages.text("query.loadOpenApi"),
                List.of(FileFilter.of(Messages.text("query.openApi.filter"), "json"))).ifPresent(viewModel::loadOpenApi);
    }

    private static Integer parseInt(String text) {
        try {
            return text == null || text.isBlank() ? null : Integer.valueOf(text.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
