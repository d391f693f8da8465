package dev.starling.ui.keywords;

import dev.starling.core.text.Messages;
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

    /*
     * Formats are costly to make (the compact one loads locale data) and the axis asks for every tick
     * label at every layout: one of each per thread and locale, made once.
     */
    private static final ThreadLocal<Formats> FORMATS = new ThreadLocal<>();
    private static final java.util.Map<String, DateTimeFormatter> PATTERNS = new java.util.concurrent.ConcurrentHashMap<>();

    private VolumeText() {
    }

    private record Formats(Locale locale, NumberFormat integer, NumberFormat oneDecimal, NumberFormat whole,
                           NumberFormat compactOneDecimal) {

        static Formats now() {
            Locale locale = Locale.getDefault();
            Formats formats = FORMATS.get();
            if (formats == null || !formats.locale().equals(locale)) {
                formats = new Formats(locale, NumberFormat.getIntegerInstance(locale), decimals(locale, 1),
                        decimals(locale, 0), compact(locale, 1));
                FORMATS.set(formats);
            }
            return formats;
        }

        private static NumberFormat decimals(Locale locale, int digits) {
            NumberFormat format = NumberFormat.getNumberInstance(locale);
            format.setMaximumFractionDigits(digits);
            return format;
        }

        private static NumberFormat compact(Locale locale, int digits) {
            NumberFormat format = NumberFormat.getCompactNumberInstance(locale, NumberFormat.Style.SHORT);
            format.setMaximumFractionDigits(digits);
            return format;
        }
    }

    private static DateTimeFormatter pattern(String key, ZoneId zone) {
        Locale locale = Locale.getDefault();
        String pattern = Messages.text(key);
        return PATTERNS.computeIfAbsent(pattern + '|' + locale.toLanguageTag(),
                ignored -> DateTimeFormatter.ofPattern(pattern, locale)).withZone(zone);
    }

    /** One series' value under the pointer. */
    public record Hit(String name, long volume) {
    }

    public static String exact(long volume) {
        return LocalFormat.forUser().number(volume);
    }

    public static String exact(double value) {
        Formats formats = Formats.now();
        return (value < 100 ? formats.oneDecimal() : formats.whole()).format(value);
    }

    /** "1.5K", "12K", "3": at most one decimal, so ticks 1,500 apart never read the same ("2K" twice). */
    public static String compact(double value) {
        return Formats.now().compactOneDecimal().format(value);
    }

    /** A bucket's start, e.g. "Mon 23 Nov 2026, 14:00 CET" (hourly) or "Mon 23 Nov 2026 UTC" (daily). */
    public static String bucket(long epochMillis, boolean hourly, ZoneId zone) {
        return pattern(hourly ? "keywords.time.hour" : "keywords.time.day", zone).format(Instant.ofEpochMilli(epochMillis));
    }

    /** A bucket's start without year and zone, e.g. "Mon 23 Nov, 14:00" or "Mon 23 Nov". */
    public static String shortBucket(long epochMillis, boolean hourly, ZoneId zone) {
        return pattern(hourly ? "keywords.time.hourShort" : "keywords.time.dayShort", zone)
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
