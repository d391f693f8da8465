package dev.starling.ui.keywords;

import dev.starling.core.text.Messages;
import java.time.Duration;
import java.time.Instant;

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago": how old fetched data is. */
final class Ages {

    private Ages() {
    }

    static String since(Instant then, Instant now) {
        Duration age = Duration.between(then, now);
        if (age.toMinutes() < 1) {
            return Messages.text("keywords.age.now");
        }
        if (age.toHours() < 1) {
            return Messages.text("keywords.age.minutes", age.toMinutes());
        }
        if (age.toDays() < 1) {
            return Messages.text("keywords.age.hours", age.toHours());
        }
        return Messages.text("keywords.age.days", age.toDays());
    }
}
