package dev.starling.ui.events;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;

/** The Events workspace's small shared helpers: bundle text in words, times as shown, a queue drained. */
final class EventsWords {

    private EventsWords() {
    }

    static String text(BundleText text) {
        return Messages.text(text.key(), text.argArray());
    }

    static String time(Instant at) {
        return at == null ? "" : at.truncatedTo(ChronoUnit.SECONDS).toString().replace('T', ' ').replace("Z", "");
    }

    /** Everything queued now, oldest first. */
    static <T> List<T> drain(Queue<T> queue) {
        List<T> out = new ArrayList<>();
        for (T item; (item = queue.poll()) != null; ) {
            out.add(item);
        }
        return out;
    }
}
