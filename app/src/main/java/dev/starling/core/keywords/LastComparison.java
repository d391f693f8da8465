package dev.starling.core.keywords;

import dev.starling.core.store.SettingsRepository;
import java.util.Optional;

/**
 * The comparison last charted in the window (its series, fetched period, granularity and country),
 * kept in the durable settings so it is there again after a restart, opened from the cache, as
 * Query's last composed query is. Holds no volumes: those are in the cache.
 */
public final class LastComparison {

    static final String KEY = "keywords.last_comparison";

    private final SettingsRepository settings;

    public LastComparison(SettingsRepository settings) {
        this.settings = settings;
    }

    /** Writes it (reads and writes the store: call off the FX thread). */
    public void save(Comparison comparison) {
        settings.put(KEY, ComparisonCodec.encode(comparison));
    }

    /** The last comparison, or empty when there is none or it cannot be read (the workspace then starts empty). */
    public Optional<Comparison> load() {
        try {
            return settings.get(KEY).map(ComparisonCodec::decode).filter(comparison -> !comparison.series().isEmpty());
        } catch (IllegalArgumentException damaged) {
            return Optional.empty();
        }
    }
}
