package dev.starling.ui.events;

import static dev.starling.ui.common.TableColumns.text;

import dev.starling.core.activity.EventType;
import dev.starling.core.activity.Subscription;
import dev.starling.core.text.Messages;
import dev.starling.core.webhook.Webhook;
import dev.starling.ui.FxmlView;
import dev.starling.ui.common.StatusLines;
import dev.starling.ui.common.Tables;
import dev.starling.ui.common.TextCells;
import dev.starling.ui.frames.FrameScheduler;
import dev.starling.ui.frames.Frames;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.util.Duration;

/** The Events workspace: binds its three tabs to the subscriptions, live-stream and webhooks view-models. */
public final class EventsView extends FxmlView {

    private static final Duration TAKE_ARRIVALS_EVERY = Duration.millis(100);
    private static final Object ARRIVALS = new Object();

    private final SubscriptionsViewModel subscriptions;
    private final LiveEventsViewModel live;
    private final WebhooksViewModel webhooks;
    private final Frames frames = FrameScheduler.fx().jobsOf(this);
    /** Takes what arrived off the FX thread (live events, receiver deliveries) into the tables, all at once. */
    private final Runnable takeArrivals;

    @FXML private TabPane tabs;
    @FXML private ComboBox<EventType> typePicker;
    @FXML private TextField typeField;
    @FXML private Label typeHelp;
    @FXML private TextField userField;
    @FXML private TextField keywordField;
    @FXML private ComboBox<String> directionPicker;
    @FXML private TextField tagField;
    @FXML private TextField webhookField;
    @FXML private Button subscribeButton;
    @FXML private TableView<Subscription> subscriptionTable;
    @FXML private TableColumn<Subscription, String> subscriptionIdColumn;
    @FXML private TableColumn<Subscription, String> subscriptionTypeColumn;
    @FXML private TableColumn<Subscription, String> subscriptionFilterColumn;
    @FXML private TableColumn<Subscription, String> subscriptionTagColumn;
    @FXML private TableColumn<Subscription, String> subscriptionWebhookColumn;
    @FXML private Button reloadSubscriptions;
    @FXML private Button moreSubscriptions;
    @FXML private Button updateSubscription;
    @FXML private Button deleteSubscriptions;
    @FXML private Label subscriptionMessage;
    @FXML private Label subscriptionError;
    @FXML private Button listenButton;
    @FXML private Button stopButton;
    @FXML private TextField recordField;
    @FXML private Button exportButton;
    @FXML private TextField typesFilter;
    @FXML private TextField userFilter;
    @FXML private Label liveState;
    @FXML private TableView<EventRow> eventTable;
    @FXML private TableColumn<EventRow, String> eventTimeColumn;
    @FXML private TableColumn<EventRow, String> eventTypeColumn;
    @FXML private TableColumn<EventRow, String> eventUsersColumn;
    @FXML private TableColumn<EventRow, String> eventSummaryColumn;
    @FXML private ListView<String> eventDetails;
    @FXML private Label liveError;
    @FXML private Button receiverStart;
    @FXML private Button receiverStop;
    @FXML private Label receiverUrl;
    @FXML private TableView<DeliveryRow> deliveryTable;
    @FXML private TableColumn<DeliveryRow, String> deliveryTimeColumn;
    @FXML private TableColumn<DeliveryRow, String> deliveryVerdictColumn;
    @FXML private TableColumn<DeliveryRow, String> deliveryTypeColumn;
    @FXML private TableColumn<DeliveryRow, String> deliveryWhatColumn;
    @FXML private TextField urlField;
    @FXML private Button registerButton;
    @FXML private Label rulesLabel;
    @FXML private TableView<Webhook> webhookTable;
    @FXML private TableColumn<Webhook, String> webhookIdColumn;
    @FXML private TableColumn<Webhook, String> webhookValidColumn;
    @FXML private TableColumn<Webhook, String> webhookUrlColumn;
    @FXML private Button reloadWebhooks;
    @FXML private Button revalidateButton;
    @FXML private Button deleteWebhookButton;
    @FXML private TextField replayFrom;
    @FXML private TextField replayTo;
    @FXML private Button replayButton;
    @FXML private Label replayStatus;
    @FXML private TextField crcField;
    @FXML private TextField signatureField;
    @FXML private Button calculateButton;
    @FXML private TextArea bodyArea;
    @FXML private Label calculation;
    @FXML private Label webhookMessage;
    @FXML private Label webhookError;

    public EventsView(SubscriptionsViewModel subscriptions, LiveEventsViewModel live, WebhooksViewModel webhooks) {
        this.subscriptions = subscriptions;
        this.live = live;
        this.webhooks = webhooks;
        this.takeArrivals = () -> {
            live.takeArrivals();
            webhooks.takeArrivals();
        };
        load();
    }

    @FXML
    private void initialize() {
        bindSubscriptions();
        bindLive();
        bindWebhooks();
        // What arrived off the FX thread (live events, receiver deliveries) goes into the tables in batches, ten
        // times a second while the workspace is in a window: however fast events come, each batch is added at once.
        // The receiver and stream stop with it.
        tabs.sceneProperty().addListener((obs, old, scene) -> {
            if (scene != null) {
                frames.every(ARRIVALS, TAKE_ARRIVALS_EVERY, takeArrivals);
            } else {
                frames.drop(ARRIVALS);
            }
        });
        subscriptions.reload();
        webhooks.reload();
    }

    private void bindSubscriptions() {
        typePicker.setItems(subscriptions.types());
        typePicker.setCellFactory(list -> TextCells.cell(SubscriptionsViewModel::label));
        typePicker.setButtonCell(TextCells.cell(SubscriptionsViewModel::label));
        typePicker.valueProperty().addListener((obs, old, type) -> {
            if (type != null) {
                typeField.setText(type.name());
            }
        });
        typeField.textProperty().bindBidirectional(subscriptions.typeNameProperty());
        // No empty line's height between the type and the filters before a type is chosen.
        dev.starling.ui.Visibility.showText(typeHelp, subscriptions.typeHelpProperty());
        userField.textProperty().bindBidirectional(subscriptions.userProperty());
        keywordField.textProperty().bindBidirectional(subscriptions.keywordProperty());
        directionPicker.setItems(FXCollections.observableArrayList("", "sent", "received"));
        directionPicker.valueProperty().bindBidirectional(subscriptions.directionProperty());
        tagField.textProperty().bindBidirectional(subscriptions.tagProperty());
        webhookField.textProperty().bindBidirectional(subscriptions.webhookProperty());
        subscribeButton.setOnAction(event -> subscriptions.create());
        subscribeButton.disableProperty().bind(subscriptions.busyProperty());
        Tables.rows(subscriptionTable, subscriptions.subscriptions(), TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN,
                "events.subscriptions.empty");
        subscriptionTable.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        subscriptionTable.getSelectionModel().getSelectedItems().addListener((ListChangeListener<Subscription>) change ->
                subscriptions.chosen().setAll(subscriptionTable.getSelectionModel().getSelectedItems()));
        text(subscriptionIdColumn, Subscription::id);
        text(subscriptionTypeColumn, Subscription::eventType);
        text(subscriptionFilterColumn, Subscription::filterText);
        text(subscriptionTagColumn, subscription -> subscription.tag() == null ? "" : subscription.tag());
        text(subscriptionWebhookColumn, subscription -> subscription.webhookId() == null ? "" : subscription.webhookId());
        reloadSubscriptions.setOnAction(event -> subscriptions.reload());
        moreSubscriptions.setOnAction(event -> subscriptions.more());
        moreSubscriptions.disableProperty().bind(subscriptions.nextTokenProperty().isNull());
        updateSubscription.setOnAction(event -> subscriptions.update());
        updateSubscription.disableProperty().bind(javafx.beans.binding.Bindings.size(subscriptions.chosen()).isNotEqualTo(1));
        deleteSubscriptions.setOnAction(event -> subscriptions.confirmDelete());
        deleteSubscriptions.disableProperty().bind(javafx.beans.binding.Bindings.isEmpty(subscriptions.chosen()));
        StatusLines.show(subscriptionMessage, subscriptionError, subscriptions);
    }

    private void bindLive() {
        listenButton.setOnAction(event -> live.start());
        listenButton.disableProperty().bind(live.listeningProperty());
        stopButton.setOnAction(event -> live.stop());
        stopButton.disableProperty().bind(live.listeningProperty().not());
        recordField.textProperty().bindBidirectional(live.recordNameProperty());
        exportButton.setOnAction(event -> live.export());
        typesFilter.textProperty().bindBidirectional(live.typesProperty());
        userFilter.textProperty().bindBidirectional(live.userProperty());
        liveState.textProperty().bind(live.stateProperty());
        liveError.textProperty().bind(live.errorProperty());
        Tables.rows(eventTable, live.shown(), TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN, "events.live.empty");
        text(eventTimeColumn, EventRow::time);
        text(eventTypeColumn, EventRow::type);
        text(eventUsersColumn, EventRow::users);
        text(eventSummaryColumn, EventRow::summary);
        eventTable.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> eventDetails.getItems()
                .setAll(row == null ? List.of() : row.details()));
    }

    private void bindWebhooks() {
        receiverStart.setOnAction(event -> webhooks.startReceiver());
        receiverStart.disableProperty().bind(webhooks.receivingProperty());
        receiverStop.setOnAction(event -> webhooks.stopReceiver());
        receiverStop.disableProperty().bind(webhooks.receivingProperty().not());
        receiverUrl.textProperty().bind(webhooks.receiverUrlProperty());
        Tables.rows(deliveryTable, webhooks.deliveries(), TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN,
                "events.receiver.empty");
        text(deliveryTimeColumn, DeliveryRow::time);
        text(deliveryVerdictColumn, DeliveryRow::verdict);
        text(deliveryTypeColumn, DeliveryRow::type);
        text(deliveryWhatColumn, DeliveryRow::what);
        urlField.textProperty().bindBidirectional(webhooks.urlProperty());
        rulesLabel.textProperty().bind(webhooks.rulesProperty());
        registerButton.setOnAction(event -> webhooks.register());
        Tables.rows(webhookTable, webhooks.webhooks(), TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN,
                "webhook.cli.none");
        text(webhookIdColumn, Webhook::id);
        text(webhookValidColumn, webhook -> Messages.text(webhook.valid() ? "webhook.cli.yes" : "webhook.cli.no"));
        text(webhookUrlColumn, Webhook::url);
        webhookTable.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> webhooks.selectedProperty().set(now));
        webhooks.selectedProperty().addListener((obs, old, now) -> {
            if (now != webhookTable.getSelectionModel().getSelectedItem()) {
                webhookTable.getSelectionModel().select(now);
            }
        });
        var none = webhooks.selectedProperty().isNull();
        reloadWebhooks.setOnAction(event -> webhooks.reload());
        revalidateButton.setOnAction(event -> webhooks.revalidate());
        revalidateButton.disableProperty().bind(none);
        deleteWebhookButton.setOnAction(event -> webhooks.confirmDelete());
        deleteWebhookButton.disableProperty().bind(none);
        replayFrom.textProperty().bindBidirectional(webhooks.replayFromProperty());
        replayTo.textProperty().bindBidirectional(webhooks.replayToProperty());
        replayButton.setOnAction(event -> webhooks.replay());
        replayButton.disableProperty().bind(none.or(webhooks.replayingProperty()));
        replayStatus.textProperty().bind(webhooks.replayStatusProperty());
        crcField.textProperty().bindBidirectional(webhooks.crcTokenProperty());
        signatureField.textProperty().bindBidirectional(webhooks.signatureProperty());
        bodyArea.textProperty().bindBidirectional(webhooks.bodyProperty());
        calculateButton.setOnAction(event -> webhooks.calculate());
        calculation.textProperty().bind(webhooks.calculationProperty());
        StatusLines.show(webhookMessage, webhookError, webhooks);
    }
}
