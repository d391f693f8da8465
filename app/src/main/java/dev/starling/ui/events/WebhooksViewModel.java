package dev.starling.ui.events;

import dev.starling.boot.AppServices;
import dev.starling.core.auth.Secret;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import dev.starling.core.webhook.Delivery;
import dev.starling.core.webhook.ReplayClient;
import dev.starling.core.webhook.ReplayJob;
import dev.starling.core.webhook.ReplayOutcome;
import dev.starling.core.webhook.ReplayRefused;
import dev.starling.core.webhook.ReplayWindow;
import dev.starling.core.webhook.Webhook;
import dev.starling.core.webhook.WebhookException;
import dev.starling.core.webhook.WebhookReceiver;
import dev.starling.core.webhook.WebhookSignature;
import dev.starling.core.webhook.WebhookUrlRules;
import dev.starling.core.webhook.WebhooksClient;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.StatusViewModel;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.Collectors;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The webhooks part of the Events workspace: the app's webhooks (register with X's rules said before
 * anything is sent, re-validate, delete after a confirmation), Starling's receiver started and stopped
 * here with its deliveries (verdict, type, time), replay of a window with X's rules checked first and the
 * job followed to its completion event, and the CRC and signature calculator.
 */
public final class WebhooksViewModel extends StatusViewModel {

    private final AppServices services;
    private final Dialogs dialogs;
    private final ObservableList<Webhook> webhooks = FXCollections.observableArrayList();
    private final ObjectProperty<Webhook> selected = new SimpleObjectProperty<>(this, "selected");
    private final ObservableList<DeliveryRow> deliveries = FXCollections.observableArrayList();
    private final Queue<DeliveryRow> arrivals = new ConcurrentLinkedQueue<>();
    private final StringProperty url = new SimpleStringProperty(this, "url", "");
    private final StringProperty rules = new SimpleStringProperty(this, "rules", "");
    private final BooleanProperty receiving = new SimpleBooleanProperty(this, "receiving");
    private final StringProperty receiverUrl = new SimpleStringProperty(this, "receiverUrl", "");
    private final StringProperty replayFrom = new SimpleStringProperty(this, "replayFrom", "");
    private final StringProperty replayTo = new SimpleStringProperty(this, "replayTo", "");
    private final StringProperty replayStatus = new SimpleStringProperty(this, "replayStatus", "");
    private final BooleanProperty replaying = new SimpleBooleanProperty(this, "replaying");
    private final StringProperty crcToken = new SimpleStringProperty(this, "crcToken", "");
    private final StringProperty body = new SimpleStringProperty(this, "body", "");
    private final StringProperty signature = new SimpleStringProperty(this, "signature", "");
    private final StringProperty calculation = new SimpleStringProperty(this, "calculation", "");
    private volatile WebhookReceiver receiver;

    public WebhooksViewModel(AppServices services, Dialogs dialogs) {
        this.services = services;
        this.dialogs = dialogs;
        url.addListener((obs, old, now) -> rules.set(rulesText()));
        rules.set(rulesText());
    }

    public ObservableList<Webhook> webhooks() { return webhooks; }
    public ObjectProperty<Webhook> selectedProperty() { return selected; }
    public ObservableList<DeliveryRow> deliveries() { return deliveries; }
    public StringProperty urlProperty() { return url; }
    /** X's rules for a webhook URL, and what is wrong with the one typed. */
    public StringProperty rulesProperty() { return rules; }
    public BooleanProperty receivingProperty() { return receiving; }
    public StringProperty receiverUrlProperty() { return receiverUrl; }
    public StringProperty replayFromProperty() { return replayFrom; }
    public StringProperty replayToProperty() { return replayTo; }
    public StringProperty replayStatusProperty() { return replayStatus; }
    public BooleanProperty replayingProperty() { return replaying; }
    public StringProperty crcTokenProperty() { return crcToken; }
    public StringProperty bodyProperty() { return body; }
    public StringProperty signatureProperty() { return signature; }
    public StringProperty calculationProperty() { return calculation; }

    private WebhooksClient client() {
        return services.events().webhooks(services.api().current());
    }

    private WebhookUrlRules.Target target() {
        return WebhookUrlRules.Target.of(services.api().current().environment().kind());
    }

    private String rulesText() {
        WebhookUrlRules.Target target = target();
        String explained = WebhookUrlRules.explanation(target).stream().map(EventsWords::text)
                .map(line -> "\u2022 " + line).collect(Collectors.joining("\n"));
        String typed = url.get() == null ? "" : url.get().strip();
        if (typed.isEmpty()) {
            return explained;
        }
        List<WebhookUrlRules.Problem> problems = WebhookUrlRules.check(typed, target);
        return explained + "\n" + (problems.isEmpty() ? Messages.text("events.webhooks.urlFine")
                : problems.stream().map(problem -> EventsWords.text(problem.text())).collect(Collectors.joining("\n")));
    }

    /** Reads the app's webhooks again. */
    public void reload() {
        error.set("");
        services.tasks().run("list webhooks", () -> client().list(), found -> {
            String keep = selected.get() == null ? null : selected.get().id();
            webhooks.setAll(found);
            selected.set(found.stream().filter(webhook -> webhook.id().equals(keep)).findFirst().orElse(null));
        }, failure -> error.set(failed(failure, "events.webhooks.failed.list")));
    }

    /** Registers the typed URL unless X's rules (checked here first) refuse it; X then runs its CRC check. */
    public void register() {
        String typed = url.get() == null ? "" : url.get().strip();
        List<WebhookUrlRules.Problem> problems = WebhookUrlRules.check(typed, target());
        if (typed.isEmpty() || !problems.isEmpty()) {
            error.set(typed.isEmpty() ? Messages.text("events.webhooks.urlMissing")
                    : problems.stream().map(problem -> EventsWords.text(problem.text())).collect(Collectors.joining(" ")));
            return;
        }
        if (!dialogs.confirm(Messages.text("events.webhooks.register.title"),
                Messages.text("events.webhooks.register.confirm", typed),
                Confirmation.label("events.webhooks.register.action", typed))) {
            return;
        }
        error.set("");
        services.tasks().run("register webhook", () -> client().register(typed), made -> {
            message.set(Messages.text("events.webhooks.registered", made.id(), made.url()));
            url.set("");
            reload();
        }, failure -> error.set(failed(failure, "events.webhooks.failed.register")));
    }

    /** Has X run its CRC check again on the selected webhook. */
    public void revalidate() {
        Webhook webhook = selected.get();
        if (webhook == null) {
            return;
        }
        error.set("");
        services.tasks().run("revalidate webhook", () -> client().validate(webhook.id()), valid -> {
            message.set(Messages.text(valid ? "webhook.cli.checkPassed" : "webhook.cli.checkFailed", webhook.id()));
            reload();
        }, failure -> error.set(failed(failure, "events.webhooks.failed.revalidate")));
    }

    /** Asks first (Cancel is the default), then deletes the selected webhook at X. */
    public void confirmDelete() {
        Webhook webhook = selected.get();
        if (webhook == null || !dialogs.confirm(Messages.text("events.webhooks.delete.title"),
                Messages.text("events.webhooks.delete.confirm", webhook.url()),
                Confirmation.label("events.webhooks.delete.action", webhook.id()))) {
            return;
        }
        error.set("");
        services.tasks().run("delete webhook", () -> client().delete(webhook.id()), deleted -> {
            message.set(Messages.text(deleted ? "webhook.cli.deleted" : "webhook.cli.notDeleted", webhook.id()));
            reload();
        }, failure -> error.set(failed(failure, "events.webhooks.failed.delete")));
    }

    /** Starts Starling's receiver on a free loopback port; its URL can then be registered (the sandbox takes it). */
    public void startReceiver() {
        if (receiver != null) {
            return;
        }
        Secret secret = services.api().current().environment().consumerSecret();
        if (secret == null || secret.isEmpty()) {
            error.set(Messages.text("events.receiver.noSecret"));
            return;
        }
        try {
            receiver = WebhookReceiver.start("127.0.0.1", 0, "/webhooks/x", new WebhookSignature(secret),
                    services.events().deliveries(), new WebhookReceiver.Listener() {
                        @Override
                        public void onDelivery(Delivery delivery) {
                            services.events().replays().notice(delivery);
                            arrivals.add(DeliveryRow.of(delivery));
                        }
                    }, Clock.systemUTC());
        } catch (IOException | RuntimeException e) {
            error.set(Messages.text("events.receiver.cannotListen", String.valueOf(e.getMessage())));
            return;
        }
        receiverUrl.set(receiver.loopbackUrl().toString());
        url.set(receiver.loopbackUrl().toString());
        receiving.set(true);
        message.set(Messages.text("events.receiver.started", receiver.loopbackUrl().toString()));
    }

    public void stopReceiver() {
        WebhookReceiver running = receiver;
        receiver = null;
        if (running != null) {
            running.close();
        }
        receiving.set(false);
        receiverUrl.set("");
    }

    /** Moves the deliveries that arrived meanwhile into the table (called on the FX thread, in batches). */
    public void takeArrivals() {
        List<DeliveryRow> batch = EventsWords.drain(arrivals);
        if (!batch.isEmpty()) {
            java.util.Collections.reverse(batch);
            deliveries.addAll(0, batch);
        }
    }

    /** Replays the selected webhook's window after checking X's rules, and follows the job to its completion. */
    public void replay() {
        Webhook webhook = selected.get();
        var from = ReplayWindow.parseTime(replayFrom.get());
        var to = ReplayWindow.parseTime(replayTo.get());
        if (webhook == null || from.isEmpty() || to.isEmpty()) {
            replayStatus.set(Messages.text(webhook == null ? "events.replay.chooseWebhook" : "events.replay.badTime"));
            return;
        }
        ReplayWindow window = new ReplayWindow(from.get(), to.get());
        ReplayClient replays = services.events().replay(services.api().current());
        List<BundleText> reasons = replays.check(webhook.id(), window);
        if (!reasons.isEmpty()) {
            replayStatus.set(reasons.stream().map(EventsWords::text).collect(Collectors.joining("\n")));
            return;
        }
        replaying.set(true);
        replayStatus.set(Messages.text("events.replay.starting", webhook.id()));
        long before = services.events().deliveries().lastId();
        services.tasks().run("replay webhook", () -> {
            ReplayJob job = replays.start(webhook.id(), window);
            return replays.follow(job, services.events().deliveries(), before, Duration.ofMinutes(10), () -> false,
                    delivery -> { });
        }, outcome -> {
            replaying.set(false);
            replayStatus.set(outcomeText(outcome));
        }, failure -> {
            replaying.set(false);
            replayStatus.set(failure instanceof ReplayRefused refused
                    ? refused.reasons().stream().map(EventsWords::text).collect(Collectors.joining("\n"))
                    : failed(failure, "events.replay.failed"));
        });
    }

    private static String outcomeText(ReplayOutcome outcome) {
        if (outcome.timedOut()) {
            return Messages.text("replay.cli.timedOut", outcome.job() == null ? "?" : outcome.job().jobId(),
                    outcome.deliveries());
        }
        ReplayJob job = outcome.job();
        return Messages.text("replay.cli.finished", job.jobId(),
                Messages.text("replay.state." + job.state().name().toLowerCase(java.util.Locale.ROOT)),
                String.valueOf(job.description()), outcome.deliveries(), outcome.duplicates());
    }

    /** The CRC answer for the token, and whether the signature matches the body, with the environment's secret. */
    public void calculate() {
        Secret secret = services.api().current().environment().consumerSecret();
        if (secret == null || secret.isEmpty()) {
            calculation.set(Messages.text("events.receiver.noSecret"));
            return;
        }
        WebhookSignature hmac = new WebhookSignature(secret);
        StringBuilder out = new StringBuilder();
        if (crcToken.get() != null && !crcToken.get().isEmpty()) {
            out.append(Messages.text("events.calculator.crc", hmac.crcResponseToken(crcToken.get())));
        }
        String text = body.get() == null ? "" : body.get();
        if (!text.isEmpty()) {
            byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
            String given = signature.get() == null ? "" : signature.get().strip();
            if (out.length() > 0) {
                out.append('\n');
            }
            out.append(given.isEmpty() ? Messages.text("events.calculator.sign", hmac.sign(bytes))
                    : Messages.text(hmac.verify(bytes, given) ? "webhook.cli.signatureValid" : "webhook.cli.signatureInvalid",
                    hmac.sign(bytes)));
        }
        calculation.set(out.length() == 0 ? Messages.text("events.calculator.what") : out.toString());
    }

    private static String failed(Throwable failure, String key) {
        String words = FailureText.describe(failure, Messages.text(key));
        return failure instanceof WebhookException e ? words + " " + EventsWords.text(e.advice()) : words;
    }

    /** Stops the receiver (the window closing, the environment changing). */
    public void close() {
        stopReceiver();
    }
}
