package dev.starling.ui.keywords;

import dev.starling.ui.common.Messages;
import dev.starling.ui.common.LocalFormat;
import java.text.NumberFormat;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * How volumes and bucket times are written on screen: exact numbers with grouping for values,
 * compact ones ("12K") for axis ticks, and bucket times in the chosen zone with the zone's name.
 */
public final class VolumeText {

    private VolumeText() {
    }

    /** One series' value under the pointer. */
    public record Hit(String name, long volume) {
    }

    public static String exact(long volume) {
        return LocalFormat.forUser().number(volume);
    }

    public static String exact(double value) {
        NumberFormat format = NumberFormat.getNumberInstance(Locale.getDefault());
        format.setMaximumFractionDigits(value < 100 ? 1 : 0);
        return format.format(value);
    }

    public static String compact(double value) {
        NumberFormat format = NumberFormat.getCompactNumberInstance(Locale.getDefault(), NumberFormat.Style.SHORT);
        format.setMaximumFractionDigits(Math.abs(value) < 10 ? 1 : 0);
        return format.format(value);
    }

    /** A bucket's start, e.g. "Mon 23 Nov 2026, 14:00 CET" (hourly) or "Mon 23 Nov 2026 UTC" (daily). */
    public static String bucket(long epochMillis, boolean hourly, ZoneId zone) {
        String pattern = Messages.text(hourly ? "keywords.time.hour" : "keywords.time.day");
        return DateTimeFormatter.ofPattern(pattern, Locale.getDefault()).withZone(zone)
                .format(Instant.ofEpochMilli(epochMillis));
    }

    /** A bucket's start without year and zone, e.g. "Mon 23 Nov, 14:00" or "Mon 23 Nov". */
    public static String shortBucket(long epochMillis, boolean hourly, ZoneId zone) {
        String pattern = Messages.text(hourly ? "keywords.time.hourShort" : "keywords.time.dayShort");
        return DateTimeFormatter.ofPattern(pattern, Locale.getDefault()).withZone(zone)
                .format(Instant.ofEpochMilli(epochMillis));
    }

    /** The hover text: the bucket's time, then each series' exact value on its own line. */
    public static String hover(long bucketStart, boolean hourly, ZoneId zone, List<Hit> hits) {
        StringBuilder text = new StringBuilder(bucket(bucketStart, hourly, zone));
        for (Hit hit : hits) {
            text.append('\n').append(Messages.text("keywords.hover.value", hit.name(), exact(hit.volume())));
        }
        return text.toString();
    }
}
