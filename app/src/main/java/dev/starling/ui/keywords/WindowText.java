package dev.starling.ui.keywords;

import dev.starling.ui.common.AgeText;
import dev.starling.core.keywords.SeriesResult;
import dev.starling.core.keywords.WindowResult;
import dev.starling.core.keywords.WindowStatus;
import dev.starling.ui.common.FailureText;
import dev.starling.core.text.Messages;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The words for where a series' windows came from (which parts the cache answered, and when they
 * were fetched) and for each window that has no data (why, in words).
 */
final class WindowText {

    private WindowText() {
    }

    /** E.g. "coffee: 2 of 13 windows from the cache (1 Nov – 15 Nov, fetched 3 hours ago); the rest fetched just now." */
    static String provenance(String name, SeriesResult result, ZoneId zone, Instant now) {
        List<WindowResult> windows = result.windows();
        List<WindowResult> cached = windows.stream().filter(WindowResult::fromCache).toList();
        long fetched = windows.stream().filter(window -> window.status() == WindowStatus.FETCHED).count();
        if (cached.isEmpty()) {
            return fetched == 0 ? "" : Messages.text("keywords.provenance.fetched", name, fetched);
        }
        List<String> parts = new ArrayList<>();
        int i = 0;
        while (i < cached.size()) {
            // Neighbouring cached windows fetched at about the same time read as one part.
            int j = i;
            while (j + 1 < cached.size() && cached.get(j + 1).window().index() == cached.get(j).window().index() + 1
                    && AgeText.since(cached.get(j + 1).fetchedAt(), now).equals(AgeText.since(cached.get(i).fetchedAt(), now))) {
                j++;
            }
            parts.add(Messages.text("keywords.provenance.part", span(cached.get(i).window().start(),
                    cached.get(j).window().end(), zone), AgeText.since(cached.get(i).fetchedAt(), now)));
            i = j + 1;
        }
        String where = String.join("; ", parts);
        return fetched == 0
                ? Messages.text("keywords.provenance.allCached", name, cached.size(), where)
                : Messages.text("keywords.provenance.mixed", name, cached.size(), windows.size(), where, fetched);
    }

    /** Why one window has no data, e.g. "coffee, 8 Nov 14:00 – 15 Nov 14:00: could not be fetched: Rate limit ...". */
    static String missing(String name, WindowResult window, ZoneId zone) {
        String when = span(window.window().start(), window.window().end(), zone);
        return switch (window.status()) {
            case CANCELLED -> Messages.text("keywords.window.cancelled", name, when);
            case NOT_CACHED -> Messages.text("keywords.window.notCached", name, when);
            default -> FailureText.describe(window.failure() == null ? new IllegalStateException() : window.failure(),
                    Messages.text("keywords.window.failed", name, when));
        };
    }

    static String span(Instant from, Instant to, ZoneId zone) {
        DateTimeFormatter format = DateTimeFormatter.ofPattern(Messages.text("keywords.time.short"), Locale.getDefault())
                .withZone(zone);
        return Messages.text("keywords.time.span", format.format(from), format.format(to));
    }
}
