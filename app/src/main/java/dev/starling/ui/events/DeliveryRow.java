package dev.starling.ui.events;

import dev.starling.core.activity.ActivityEvent;
import dev.starling.core.activity.EventViews;
import dev.starling.core.text.Messages;
import dev.starling.core.webhook.Delivery;
import dev.starling.core.webhook.DeliveryVerdict;

/** One delivery as the receiver's table shows it: when, the verdict in words, the event type and what it carried. */
public record DeliveryRow(String time, String verdict, String type, String what, boolean refused) {

    static DeliveryRow of(Delivery delivery) {
        String what = "";
        if (!delivery.verdict().refused()) {
            ActivityEvent event = EventViews.event(delivery.bodyText(), delivery.receivedAt());
            what = event == null ? delivery.eventKey() : EventsWords.text(EventViews.view(event).summary());
        }
        String verdict = delivery.verdict() == DeliveryVerdict.ACCEPTED ? Messages.text("events.receiver.accepted")
                : delivery.verdict() == DeliveryVerdict.DUPLICATE ? Messages.text("events.receiver.duplicate")
                : Messages.text("events.receiver.refused", Messages.text(delivery.verdict().key()));
        return new DeliveryRow(EventsWords.time(delivery.receivedAt()), verdict, delivery.eventType(), what,
                delivery.verdict().refused());
    }
}
