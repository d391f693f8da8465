package dev.starling.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Dates, times and numbers as a user in the United States and one in Germany read them. */
class LocalFormatTest {

    private static final Instant NEW_YEARS_EVE = Instant.parse("2026-12-31T15:05:09.123Z");
    private final LocalFormat us = new LocalFormat(Locale.US, ZoneId.of("America/New_York"));
    private final LocalFormat german = new LocalFormat(Locale.GERMANY, ZoneId.of("Europe/Berlin"));

    @Test
    void numbersAreGroupedTheLocalesWay() {
        assertThat(us.number(1_234_567L)).isEqualTo("1,234,567");
        assertThat(german.number(1_234_567L)).isEqualTo("1.234.567");
        assertThat(us.decimal(1.5, 1)).isEqualTo("1.5");
        assertThat(german.decimal(1.5, 1)).isEqualTo("1,5");
    }

    @Test
    void anUnknownNumberIsADash() {
        assertThat(us.number((Integer) null)).isEqualTo("\u2013");
        assertThat(german.number(Integer.valueOf(2400))).isEqualTo("2.400");
    }

    @Test
    void datesAndTimesFollowTheLocaleAndTheTimeZone() {
        assertThat(spaced(us.dateTime(NEW_YEARS_EVE))).isEqualTo("12/31/26, 10:05 AM");
        assertThat(german.dateTime(NEW_YEARS_EVE)).isEqualTo("31.12.26, 16:05");
        assertThat(us.date(NEW_YEARS_EVE)).isEqualTo("Dec 31, 2026");
        assertThat(german.date(NEW_YEARS_EVE)).isEqualTo("31.12.2026");
    }

    @Test
    void preciseTimesKeepTheMillisecondsInTheLocalesTimeOfDay() {
        assertThat(spaced(us.preciseTime(NEW_YEARS_EVE))).isEqualTo("10:05:09.123 AM");
        assertThat(german.preciseTime(NEW_YEARS_EVE)).isEqualTo("16:05:09.123");
    }

    @Test
    void noInstantIsNoText() {
        assertThat(us.dateTime(null)).isEmpty();
        assertThat(german.preciseTime(null)).isEmpty();
    }

    /** Newer JDKs (CLDR 42) put a narrow no-break space before AM/PM, older ones a space. */
    private static String spaced(String text) {
        return text.replace('\u202f', ' ');
    }
}
