package dev.starling.core.sync;

import java.time.Duration;

/**
 * How one sync runs.
 *
 * @param force send even when the audience was updated within the interval, against X's advice
 * @param interval the interval for this run; null for the setting ({@link SyncSettings#INTERVAL})
 */
public record SyncOptions(boolean force, Duration interval) {

    public static final SyncOptions DEFAULTS = new SyncOptions(false, null);
}
