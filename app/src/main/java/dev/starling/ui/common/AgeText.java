package dev.starling.ui.common;

import dev.starling.core.text.Messages;
import java.time.Duration;
import java.time.Instant;

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago": how old fetched or stored data is. */
public final class AgeText {

    private AgeText() {
    }

    public static String since(Instant then, Instant now) {
        Duration age = Duration.between(then, now);
        if (age.toMinutes() < 1) {
            return Messages.text("age.justNow");
        }
        if (age.toHours() < 1) {
            return Messages.text("age.minutes", age.toMinutes());
        }
        if (age.toDays() < 1) {
            return Messages.text("age.hours", age.toHours());
        }
        return Messages.text("age.days", age.toDays());
    }
}
