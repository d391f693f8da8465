package dev.starling.core.sync;

import dev.starling.core.config.Setting;
import java.time.Duration;
import java.util.Optional;

/**
 * How often an audience may receive additions, and removals. X processes audience changes in batches that run every
 * 6 to 8 hours and advises against more than one update for additions and one for removals per audience in that time
 * (docs/decisions/0040-audience-syncs-and-exact-overlap.md): 8 hours by default, the end of that range, so two syncs
 * never fall into one batch whichever it is.
 */
public final class SyncSettings {

    public static final Duration DEFAULT_INTERVAL = Duration.ofHours(8);
    public static final int MIN_HOURS = 1;
    public static final int MAX_HOURS = 72;

    /** The interval between two updates of an audience's additions (and of its removals), in whole hours. */
    public static final Setting<Duration> INTERVAL = new Setting<>("audience_sync.interval_hours", SyncSettings::parse,
            interval -> Long.toString(interval.toHours()), () -> DEFAULT_INTERVAL);

    private SyncSettings() {
    }

    /** Whole hours from {@link #MIN_HOURS} to {@link #MAX_HOURS}; anything else is no value (the default applies). */
    public static Optional<Duration> parse(String hours) {
        try {
            int value = Integer.parseInt(hours.strip());
            return value >= MIN_HOURS && value <= MAX_HOURS ? Optional.of(Duration.ofHours(value)) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
