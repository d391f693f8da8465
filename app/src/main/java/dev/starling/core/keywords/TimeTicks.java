package dev.starling.core.keywords;

import dev.starling.core.text.Phrasebook;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where the ticks of a time axis go and what they say, in one time zone: on whole hours, midnights,
 * Mondays or first days of the month of that zone (so a DST change moves a tick, never mislabels it).
 * Plain Java: the window's chart and the report image ({@link KeywordReportImage}) share it.
 */
public final class TimeTicks {

    /** Tick spacings, finest first: hours, days, weeks, months. */
    public enum Step {
        HOUR(ChronoUnit.HOURS, 1), HOURS_2(ChronoUnit.HOURS, 2), HOURS_3(ChronoUnit.HOURS, 3),
        HOURS_6(ChronoUnit.HOURS, 6), HOURS_12(ChronoUnit.HOURS, 12), DAY(ChronoUnit.DAYS, 1),
        DAYS_2(ChronoUnit.DAYS, 2), WEEK(ChronoUnit.WEEKS, 1), WEEKS_2(ChronoUnit.WEEKS, 2),
        MONTH(ChronoUnit.MONTHS, 1);

        final ChronoUnit unit;
        final int amount;

        Step(ChronoUnit unit, int amount) {
            this.unit = unit;
            this.amount = amount;
        }

        long approximateMillis() {
            return unit.getDuration().toMillis() * amount;
        }
    }

    private final Step step;
    private final ZoneId zone;

    private TimeTicks(Step step, ZoneId zone) {
        this.step = step;
        this.zone = zone;
    }

    /** The finest spacing that keeps at most {@code maxTicks} ticks over the range. */
    public static TimeTicks choose(long fromMillis, long toMillis, int maxTicks, ZoneId zone) {
        long span = Math.max(1, toMillis - fromMillis);
        for (Step step : Step.values()) {
            if (span / step.approximateMillis() <= Math.max(1, maxTicks)) {
                return new TimeTicks(step, zone);
            }
        }
        return new TimeTicks(Step.MONTH, zone);
    }

    public Step step() {
        return step;
    }

    /** Tick times (epoch milliseconds) inside [from, to]. */
    public List<Long> ticks(long fromMillis, long toMillis) {
        List<Long> ticks = new ArrayList<>();
        ZonedDateTime tick = first(Instant.ofEpochMilli(fromMillis).atZone(zone));
        while (!tick.toInstant().isAfter(Instant.ofEpochMilli(toMillis)) && ticks.size() < 1000) {
            if (tick.toInstant().toEpochMilli() >= fromMillis) {
                ticks.add(tick.toInstant().toEpochMilli());
            }
            tick = tick.plus(step.amount, step.unit);
            if (step.unit == ChronoUnit.HOURS) {
                // Across a DST change hours can skip the grid (02:00 -> 03:00); snap back to multiples.
                tick = tick.withHour(tick.getHour() - tick.getHour() % step.amount);
            }
        }
        return ticks;
    }

    private ZonedDateTime first(ZonedDateTime from) {
        return switch (step.unit) {
            case HOURS -> {
                ZonedDateTime hour = from.truncatedTo(ChronoUnit.HOURS);
                yield hour.withHour(hour.getHour() - hour.getHour() % step.amount);
            }
            case DAYS -> from.toLocalDate().atStartOfDay(zone);
            case WEEKS -> from.toLocalDate().with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY)).atStartOfDay(zone);
            default -> from.toLocalDate().withDayOfMonth(1).atStartOfDay(zone);
        };
    }

    /**
     * The label of a tick: the time of day for hour ticks (with the date at midnight), else the date,
     * in the patterns of {@code words} ({@code keywords.axis.*}).
     */
    public String label(long epochMillis, Phrasebook words) {
        ZonedDateTime time = Instant.ofEpochMilli(epochMillis).atZone(zone);
        boolean midnight = time.toLocalTime().equals(java.time.LocalTime.MIDNIGHT);
        String pattern = step.unit == ChronoUnit.HOURS && !midnight
                ? words.text("keywords.axis.hour")
                : step.unit == ChronoUnit.MONTHS ? words.text("keywords.axis.month") : words.text("keywords.axis.day");
        return DateTimeFormatter.ofPattern(pattern, Locale.getDefault()).format(time);
    }
}
