package dev.starling.ui.live;

import static dev.starling.ui.common.TableColumns.text;
import static dev.starling.ui.common.TableColumns.observed;

import dev.starling.ui.common.Placeholder;
import dev.starling.ui.common.CardActions;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.stream.ConnectionsClient;
import dev.starling.core.stream.StreamConnectionInfo;
import dev.starling.core.stream.recording.Recording;
import dev.starling.core.text.Messages;
import dev.starling.ui.FxmlView;
import dev.starling.ui.Visibility;
import dev.starling.ui.common.TextCells;
import dev.starling.ui.common.DeliberateButton;
import dev.starling.ui.common.FieldPicker;
import dev.starling.ui.common.LocalFormat;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Polyline;

/** The Live workspace: binds the console, its recordings and the app's connections to their view-models. */
public final class LiveView extends FxmlView {

    private final CardActions cardActions;
    private final Runnable editRules;

    private final LiveViewModel live;
    private final javafx.collections.ObservableList<RuleLine> ruleLines = FXCollections.observableArrayList();
    private final RecordingsViewModel recordings;
    private final ConnectionsViewModel connections;

    @FXML private Label stateLabel;
    @FXML private Hyperlink editRulesLink;
    @FXML private Button connectButton;
    @FXML private Button stopButton;
    @FXML private Label backfillLabel;
    @FXML private Spinner<Integer> backfillSpinner;
    @FXML private Label recordingLabel;
    @FXML private TextField recordingField;
    @FXML private Label countsLabel;
    @FXML private Label reasonLabel;
    @FXML private Label alertLabel;
    @FXML private Label errorLabel;
    @FXML private Label messageLabel;
    @FXML private TitledPane fieldsPane;
    @FXML private TabPane fieldTabs;
    @FXML private TabPane tabs;
    @FXML private Tab recordingsTab;
    @FXML private Tab connectionsTab;
    @FXML private ToggleButton pauseButton;
    @FXML private Label newLabel;
    @FXML private TextField filterField;
    @FXML private Button openButton;
    @FXML private Label sourceLabel;
    @FXML private ListView<LivePost> postList;
    @FXML private Label rateLabel;
    @FXML private Pane chartPane;
    @FXML private Polyline rateLine;
    @FXML private TableView<RuleLine> ruleTable;
    @FXML private ListView<String> problemList;
    @FXML private Button refreshRecordings;
    @FXML private Button reopenButton;
    @FXML private Button exportNdjsonButton;
    @FXML private Button exportCsvButton;
    @FXML private Label recordingsError;
    @FXML private TableView<Recording> recordingTable;
    @FXML private ComboBox<ConnectionsClient.Status> statusChoice;
    @FXML private Button refreshConnections;
    @FXML private Button endButton;
    @FXML private Button endAllButton;
    @FXML private Label connectionsError;
    @FXML private TableView<StreamConnectionInfo> connectionTable;

    /** A console on its own (no Edit rules link: there is no Stream rules workspace to switch to). */
    public LiveView(LiveViewModel live, RecordingsViewModel recordings, ConnectionsViewModel connections) {
        this(live, recordings, connections, CardActions.NONE, null);
    }

    /**
     * @param cardActions what a post's card offers (like it, follow its author)
     * @param editRules switches to the Stream rules workspace (the shell's navigation); null for none
     */
    public LiveView(LiveViewModel live, RecordingsViewModel recordings, ConnectionsViewModel connections,
                    CardActions cardActions, Runnable editRules) {
        this.cardActions = cardActions;
        this.editRules = editRules;
        this.live = live;
        this.recordings = recordings;
        this.connections = connections;
        load();
    }

    @FXML
    private void initialize() {
        bindConsole();
        bindFields();
        bindRecordings();
        bindConnections();
    }

    private void bindConsole() {
        Visibility.show(editRulesLink, editRules != null);
        editRulesLink.setOnAction(event -> editRules.run());
        stateLabel.textProperty().bind(live.stateTextProperty());
        live.phaseProperty().addListener((obs, old, now) -> phase(now));
        phase(live.phaseProperty().get());
        connectButton.setOnAction(event -> live.connect());
        connectButton.disableProperty().bind(live.runningProperty());
        stopButton.setOnAction(event -> live.stop());
        stopButton.disableProperty().bind(live.runningProperty().not());
        backfillSpinner.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(0, 5, live.backfillProperty().get()));
        backfillSpinner.getValueFactory().valueProperty().addListener((obs, old, now) -> live.backfillProperty().set(now));
        backfillSpinner.disableProperty().bind(live.runningProperty());
        backfillLabel.setLabelFor(backfillSpinner);
        recordingField.textProperty().bindBidirectional(live.recordingNameProperty());
        recordingField.disableProperty().bind(live.runningProperty());
        recordingLabel.setLabelFor(recordingField);
        countsLabel.textProperty().bind(live.countsTextProperty());
        Visibility.showText(reasonLabel, live.reasonTextProperty());
        Visibility.showText(alertLabel, live.alertTextProperty());
        Visibility.showText(errorLabel, live.errorProperty());
        Visibility.showText(messageLabel, live.messageProperty());

        pauseButton.selectedProperty().bindBidirectional(live.pausedProperty());
        pauseButton.textProperty().bind(Bindings.when(live.pausedProperty()).then(Messages.text("live.resume"))
                .otherwise(Messages.text("live.pause")));
        newLabel.textProperty().bind(Bindings.createStringBinding(() -> live.newWhilePausedProperty().get() == 0 ? ""
                : Messages.text("live.newWhilePaused", LocalFormat.forUser().number(live.newWhilePausedProperty().get())),
                live.newWhilePausedProperty()));
        filterField.textProperty().bindBidirectional(live.filterProperty());
        sourceLabel.textProperty().bind(live.sourceTextProperty());
        postList.setItems(live.shown());
        postList.setCellFactory(list -> new LivePostCell(list, cardActions));
        javafx.scene.control.Label empty = Placeholder.text("live.posts.empty");
        empty.textProperty().bind(live.emptyTextProperty());
        empty.setWrapText(true);
        postList.setPlaceholder(empty);
        live.selectedProperty().bind(postList.getSelectionModel().selectedItemProperty());
        openButton.disableProperty().bind(postList.getSelectionModel().selectedItemProperty().isNull());
        openButton.setOnAction(event -> live.openSelectedInQuery());
        postList.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ENTER) {
                live.openSelectedInQuery();
            }
        });
        postList.setOnMouseClicked(event -> {
            if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2) {
                live.openSelectedInQuery();
            }
        });

        rateLabel.textProperty().bind(live.rateTextProperty());
        live.perSecondProperty().addListener((obs, old, now) -> drawRate(now));
        chartPane.widthProperty().addListener((obs, old, now) -> drawRate(live.perSecondProperty().get()));
        ruleTable.setItems(ruleLines);
        live.ruleRows().addListener((javafx.collections.ListChangeListener<LiveViewModel.RuleRow>) change -> showRules());
        showRules();
        ruleTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        ruleTable.setPlaceholder(Placeholder.text("live.rules.empty"));
        ruleTable.getColumns().setAll(List.of(observed("live.rules.tag", 140, (RuleLine line) -> line.tag),
                observed("live.rules.count", 70, (RuleLine line) -> line.count),
                observed("live.rules.share", 64, (RuleLine line) -> line.share)));
        ruleTable.getColumns().forEach(column -> column.setMinWidth(56));
        problemList.setItems(live.problems());
        problemList.setCellFactory(list -> new WrappingCell(list));
        problemList.setPlaceholder(Placeholder.text("live.problems.empty"));
    }

    private void bindFields() {
        for (FieldGroup group : LiveViewModel.GROUPS) {
            FieldPicker picker = new FieldPicker(group, live.selection(group), live::fieldProblem,
                    () -> live.selection(group).clear());
            picker.setCatalog(live.catalog(), group);
            Tab tab = new Tab();
            tab.textProperty().bind(FieldPicker.title(group, live.selection(group)));
            tab.setContent(picker);
            fieldTabs.getTabs().add(tab);
        }
        fieldsPane.disableProperty().bind(live.runningProperty());
    }

    private void bindRecordings() {
        recordingTable.setItems(recordings.recordings());
        recordingTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        recordingTable.setPlaceholder(Placeholder.text("live.recordings.empty"));
        recordingTable.getColumns().setAll(List.of(
                text("live.recordings.name", 220, Recording::name),
                text("live.recordings.started", 150, (Recording r) -> LocalFormat.forUser().dateTime(r.startedAt())),
                text("live.recordings.ended", 150, (Recording r) -> r.ended() ? LocalFormat.forUser().dateTime(r.endedAt())
                        : Messages.text("live.recordings.notEnded")),
                text("live.recordings.environment", 120, Recording::environment),
                text("live.recordings.query", 300, Recording::query)));
        recordings.selectedProperty().bind(recordingTable.getSelectionModel().selectedItemProperty());
        var none = recordingTable.getSelectionModel().selectedItemProperty().isNull();
        reopenButton.disableProperty().bind(none.or(live.runningProperty()).or(recordings.busyProperty()));
        exportNdjsonButton.disableProperty().bind(none.or(recordings.busyProperty()));
        exportCsvButton.disableProperty().bind(none.or(recordings.busyProperty()));
        refreshRecordings.setOnAction(event -> recordings.refresh());
        reopenButton.setOnAction(event -> recordings.reopen());
        exportNdjsonButton.setOnAction(event -> recordings.exportNdjson());
        exportCsvButton.setOnAction(event -> recordings.exportCsv());
        showStatus(recordingsError, recordings, recordingsTab, recordings::refresh);
        // A recording that ends is listed with its end at once.
        live.runningProperty().addListener((obs, old, now) -> recordings.refresh());
    }

    private void bindConnections() {
        statusChoice.setItems(FXCollections.observableArrayList(ConnectionsClient.Status.values()));
        TextCells.combo(statusChoice, status -> Messages.text("live.connections.status." + status.name()
                .toLowerCase(Locale.ROOT)));
        statusChoice.valueProperty().bindBidirectional(connections.statusProperty());
        connectionTable.setItems(connections.connections());
        connectionTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        connectionTable.setPlaceholder(Placeholder.text("live.connections.empty"));
        connectionTable.getColumns().setAll(List.of(
                text("live.connections.id", 260, StreamConnectionInfo::id),
                text("live.connections.endpoint", 140, ConnectionsViewModel::endpoint),
                text("live.connections.connected", 150, (StreamConnectionInfo c) -> time(c.connectedAt())),
                text("live.connections.disconnected", 150, (StreamConnectionInfo c) -> c.active()
                        ? Messages.text("live.connections.active") : time(c.disconnectedAt())),
                text("live.connections.reason", 180, (StreamConnectionInfo c) -> c.disconnectReason() == null ? ""
                        : c.disconnectReason()),
                text("live.connections.clientIp", 120, (StreamConnectionInfo c) -> c.clientIp() == null ? ""
                        : c.clientIp())));
        connections.selectedProperty().bind(connectionTable.getSelectionModel().selectedItemProperty());
        endButton.disableProperty().bind(Bindings.createBooleanBinding(() -> {
            StreamConnectionInfo chosen = connectionTable.getSelectionModel().getSelectedItem();
            return chosen == null || !chosen.active() || connections.busyProperty().get();
        }, connectionTable.getSelectionModel().selectedItemProperty(), connections.busyProperty()));
        endAllButton.disableProperty().bind(connections.busyProperty());
        DeliberateButton.guard(endButton);
        DeliberateButton.guard(endAllButton);
        endButton.setOnAction(event -> connections.endSelected());
        endAllButton.setOnAction(event -> connections.endAll());
        refreshConnections.setOnAction(event -> connections.refresh());
        showStatus(connectionsError, connections, connectionsTab, connections::refresh);
    }

    /** A tab's line: what went wrong, else what the last command did; the tab's list is read again when shown. */
    private static void showStatus(Label line, dev.starling.ui.common.StatusViewModel model, Tab tab, Runnable refresh) {
        Visibility.showText(line, Bindings.createStringBinding(() -> model.errorProperty().get().isEmpty()
                ? model.messageProperty().get() : model.errorProperty().get(), model.errorProperty(), model.messageProperty()));
        tab.setOnSelectionChanged(event -> {
            if (tab.isSelected()) {
                refresh.run();
            }
        });
    }

    /** The rules' counts into the table's lines: the same lines while the same rules are counted, their words updated. */
    private void showRules() {
        List<LiveViewModel.RuleRow> rows = live.ruleRows();
        boolean same = rows.size() == ruleLines.size();
        for (int i = 0; same && i < rows.size(); i++) {
            same = rows.get(i).id().equals(ruleLines.get(i).id);
        }
        if (!same) {
            ruleLines.setAll(rows.stream().map(row -> new RuleLine(row.id())).toList());
        }
        for (int i = 0; i < rows.size(); i++) {
            ruleLines.get(i).show(rows.get(i));
        }
    }

    /**
     * One rule's line of the table, kept while that rule is counted: its words change in place, since a table
     * rebuilds every row it shows (new cells, styled anew) when an item is replaced, and the counts change at
     * every hand-over.
     */
    private static final class RuleLine {
        private final String id;
        private final ReadOnlyStringWrapper tag = new ReadOnlyStringWrapper();
        private final ReadOnlyStringWrapper count = new ReadOnlyStringWrapper();
        private final ReadOnlyStringWrapper share = new ReadOnlyStringWrapper();

        RuleLine(String id) {
            this.id = id;
        }

        void show(LiveViewModel.RuleRow row) {
            tag.set(row.tag() == null ? Messages.text("live.rule.untagged", row.id()) : row.tag());
            count.set(LocalFormat.forUser().number(row.count()));
            share.set(LocalFormat.forUser().decimal(row.share() * 100, 0) + " %");
        }
    }

    private void phase(LiveViewModel.Phase phase) {
        stateLabel.getStyleClass().removeIf(style -> !style.equals("label") && !style.equals("live-state"));
        stateLabel.getStyleClass().add(phase.name().toLowerCase(Locale.ROOT));
    }

    /** The rate as a line across the chart, scaled to its highest second. */
    private void drawRate(long[] perSecond) {
        double width = chartPane.getWidth();
        double height = chartPane.getPrefHeight() - 6;
        if (perSecond.length < 2 || width <= 0) {
            rateLine.getPoints().clear();
            return;
        }
        long max = 1;
        for (long value : perSecond) {
            max = Math.max(max, value);
        }
        Double[] points = new Double[perSecond.length * 2];
        for (int i = 0; i < perSecond.length; i++) {
            points[2 * i] = i * (width - 2) / (perSecond.length - 1) + 1;
            points[2 * i + 1] = 3 + height - height * perSecond[i] / max;
        }
        rateLine.getPoints().setAll(points);
    }

    /** A line of text wrapped at the list's width (a problem with what to do is a sentence or two). */
    private static final class WrappingCell extends javafx.scene.control.ListCell<String> {
        WrappingCell(ListView<String> list) {
            setWrapText(true);
            prefWidthProperty().bind(list.widthProperty().subtract(24));
            setMaxWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty ? null : item);
        }
    }

    private static String time(Instant instant) {
        return instant == null ? "" : LocalFormat.forUser().dateTime(instant);
    }
}
