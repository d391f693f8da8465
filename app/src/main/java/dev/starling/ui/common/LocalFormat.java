package dev.starling.ui.common;

import java.text.NumberFormat;
import java.time.Instant;
import java.time.ZoneId;
import java.time.chrono.IsoChronology;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.FormatStyle;
import java.util.Locale;
import java.util.Objects;

/**
 * The one place dates, times and numbers become text, in the user's locale and time zone
 * ("12/31/26, 4:05 PM" and "1,234" in the US; "31.12.26, 16:05" and "1.234" in Germany). Every
 * view uses it rather than a fixed pattern; tests build it for a given locale and zone.
 */
public final class LocalFormat {

    private static volatile LocalFormat forUser;

    private final Locale locale;
    private final ZoneId zone;
    private final DateTimeFormatter dateTime;
    private final DateTimeFormatter date;
    private final DateTimeFormatter preciseTime;
    private final DateTimeFormatter time;
    private final DateTimeFormatter shortDate;

    public LocalFormat(Locale locale, ZoneId zone) {
        this.locale = Objects.requireNonNull(locale, "locale");
        this.zone = Objects.requireNonNull(zone, "zone");
        this.dateTime = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.SHORT).withLocale(locale).withZone(zone);
        this.date = DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(locale).withZone(zone);
        // The locale's time with seconds, and milliseconds after the seconds (for the request log).
        String pattern = DateTimeFormatterBuilder.getLocalizedDateTimePattern(null, FormatStyle.MEDIUM,
                IsoChronology.INSTANCE, locale);
        this.shortDate = DateTimeFormatter.ofLocalizedDate(FormatStyle.SHORT).withLocale(locale).withZone(zone);
        this.time = DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM).withLocale(locale).withZone(zone);
        this.preciseTime = DateTimeFormatter.ofPattern(pattern.replaceFirst("ss", "ss.SSS"), locale).withZone(zone);
    }

    /** The user's formatting locale and time zone, as the operating system says. */
    public static LocalFormat forUser() {
        LocalFormat current = forUser;
        Locale locale = Locale.getDefault(Locale.Category.FORMAT);
        ZoneId zone = ZoneId.systemDefault();
        if (current == null || !current.locale.equals(locale) || !current.zone.equals(zone)) {
            current = new LocalFormat(locale, zone);
            forUser = current;
        }
        return current;
    }

    public Locale locale() {
        return locale;
    }

    public ZoneId zone() {
        return zone;
    }

    /** A whole number with the locale's grouping: 1,234,567 or 1.234.567. */
    public String number(long value) {
        return integers().format(value);
    }

    /** A whole number, or the dash that says "not known". */
    public String number(Integer value) {
        return value == null ? "\u2013" : number(value.longValue());
    }

    /** A number with at most {@code fractionDigits} decimals: 1.5 or 1,5. */
    public String decimal(double value, int fractionDigits) {
        NumberFormat format = NumberFormat.getNumberInstance(locale);
        format.setMaximumFractionDigits(fractionDigits);
        format.setMinimumFractionDigits(fractionDigits);
        return format.format(value);
    }

    /** A fresh integer format (NumberFormat is not thread-safe), for code that takes one. */
    public NumberFormat integers() {
        return NumberFormat.getIntegerInstance(locale);
    }

    /** Date and time, short: 12/31/26, 4:05 PM. Empty for no instant. */
    public String dateTime(Instant instant) {
        return instant == null ? "" : dateTime.format(instant);
    }

    /** The date alone: Dec 31, 2026. Empty for no instant. */
    public String date(Instant instant) {
        return instant == null ? "" : date.format(instant);
    }

    /** The time of day to the millisecond: 4:05:09.123 PM. Empty for no instant. */
    public String preciseTime(Instant instant) {
        return instant == null ? "" : preciseTime.format(instant);
    }

    /** The time of day to the second: 4:05:09 PM. Empty for no instant. */
    public String time(Instant instant) {
        return instant == null ? "" : time.format(instant);
    }

    /** The date in the locale's short form, for narrow table columns: 12/31/26 or 31.12.26. */
    public String shortDate(Instant instant) {
        return instant == null ? "" : shortDate.format(instant);
    }
}
