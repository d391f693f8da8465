package dev.starling.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.activity.ActivityEvent;
import dev.starling.core.activity.EventView;
import dev.starling.core.activity.EventViews;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import dev.starling.core.webhook.Delivery;
import dev.starling.core.webhook.DeliveryVerdict;
import dev.starling.core.webhook.EventKey;
import java.io.IOException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** The words of events and deliveries on the command line: one line each, from the bundle, made safe for a terminal. */
final class EventLines {

    private static final ObjectMapper JSON = new ObjectMapper();

    private EventLines() {
    }

    static String text(BundleText text) {
        return TerminalText.escape(Messages.text(text.key(), text.argArray()));
    }

    static String time(Instant at) {
        return at.truncatedTo(ChronoUnit.SECONDS).toString();
    }

    /** {@code time  type  what happened}. */
    static String event(EventView view) {
        return Messages.text("events.cli.line", time(view.header().receivedAt()), TerminalText.escape(view.header().type()),
                text(view.summary()));
    }

    /** One line per delivery: its time and what it carried, or that it was refused and why. */
    static String delivery(Delivery delivery) {
        String at = time(delivery.receivedAt());
        if (delivery.verdict().refused()) {
            return Messages.text("webhook.cli.refusedLine", at, Messages.text(delivery.verdict().key()));
        }
        String what = what(delivery);
        return Messages.text(delivery.verdict() == DeliveryVerdict.DUPLICATE ? "webhook.cli.duplicateLine"
                : "webhook.cli.deliveryLine", at, TerminalText.escape(delivery.eventType().isEmpty() ? "?"
                : delivery.eventType()), what);
    }

    private static String what(Delivery delivery) {
        ActivityEvent event = EventViews.event(delivery.bodyText(), delivery.receivedAt());
        if (event != null) {
            return text(EventViews.view(event).summary());
        }
        JsonNode root;
        try {
            root = JSON.readTree(delivery.body());
        } catch (IOException e) {
            return "";
        }
        if (root == null) {
            return "";
        }
        if (EventKey.STREAM_POST.equals(delivery.eventType())) {
            JsonNode data = root.path("data");
            return TerminalText.escape(Messages.text("webhook.cli.post", data.path("id").asText(""),
                    data.path("text").asText("")));
        }
        if (EventKey.REPLAY_STATUS.equals(delivery.eventType())) {
            JsonNode status = root.path("replay_job_status");
            return TerminalText.escape(Messages.text("webhook.cli.replayStatus", status.path("job_id").asText(""),
                    status.path("job_state").asText(""), status.path("job_state_description").asText("")));
        }
        return "";
    }
}
