package dev.starling.ui.ads;

import dev.starling.core.api.http.Sleeper;
import dev.starling.core.concurrent.TaskHandle;
import dev.starling.core.concurrent.TaskRunner;
import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * After an upload, re-reads a list of audiences (or do-not-reach lists) while the one uploaded to is
 * processing, waiting through the {@link TaskRunner} with a back-off (5 s, 10 s, 20 s, 30 s, then every
 * minute, for at most {@link #GIVE_UP_AFTER}), so its row, which says "Processing", shows the size when
 * X has counted it. Only what was uploaded to is watched: a placeholder nobody uploads to stays
 * "Processing" at X for good and is not polled. It also remembers each list's last size, so a size
 * does not vanish while it is processing. The owner calls {@link #stop()} when the account or the
 * filters change and {@link #pause()} while the view is hidden.
 */
public final class ProcessingWatch {

    static final List<Duration> BACK_OFF = List.of(Duration.ofSeconds(5), Duration.ofSeconds(10),
            Duration.ofSeconds(20), Duration.ofSeconds(30), Duration.ofMinutes(1));
    static final Duration GIVE_UP_AFTER = Duration.ofMinutes(30);

    private final TaskRunner tasks;
    private final Sleeper sleeper;
    private final Consumer<Throwable> onFailure;
    private final Map<String, Integer> lastSizes = new HashMap<>();
    private final Set<String> watched = new HashSet<>();
    /** Set by {@link #watch(String)} with no id: watch whatever the next listing shows processing. */
    private boolean watchNextProcessing;
    private TaskHandle pending;
    private long generation;
    private int attempt;
    private Duration waited = Duration.ZERO;

    /** @param onFailure shows a failed wait (not expected: a cancelled wait delivers nothing) */
    public ProcessingWatch(TaskRunner tasks, Sleeper sleeper, Consumer<Throwable> onFailure) {
        this.tasks = tasks;
        this.sleeper = sleeper;
        this.onFailure = onFailure;
    }

    /** Records a list's size as read now (null sizes keep the last one seen). */
    public void remember(String id, Integer size) {
        if (size != null) {
            lastSizes.put(id, size);
        }
    }

    /** The last size seen of a list, or null. */
    public Integer lastSize(String id) {
        return lastSizes.get(id);
    }

    /**
     * Watches {@code id} (just uploaded to) afresh; null when the id is not known (the wizard made a
     * new audience): then what the next listing shows processing is watched.
     */
    public void watch(String id) {
        stop();
        if (id == null) {
            watchNextProcessing = true;
        } else {
            watched.add(id);
        }
    }

    /**
     * After each listing, given the ids it shows processing: while a watched one is among them,
     * re-reads with {@code reread} after the next wait of the back-off (unless one is under way);
     * once none is, stops.
     */
    public void after(Collection<String> processingIds, Runnable reread) {
        if (watchNextProcessing) {
            watchNextProcessing = false;
            watched.addAll(processingIds);
        }
        watched.retainAll(processingIds);
        if (watched.isEmpty()) {
            stop();
            return;
        }
        if (pending != null && !pending.isDone()) {
            return;
        }
        Duration delay = BACK_OFF.get(Math.min(attempt, BACK_OFF.size() - 1));
        if (waited.plus(delay).compareTo(GIVE_UP_AFTER) > 0) {
            stop();
            return;
        }
        attempt++;
        waited = waited.plus(delay);
        long mine = generation;
        pending = tasks.run("wait for audience processing", () -> {
            sleeper.sleep(delay);
            return Boolean.TRUE;
        }, done -> {
            if (mine == generation) {
                pending = null;
                reread.run();
            }
        }, failure -> {
            if (mine == generation) {
                onFailure.accept(failure);
            }
        });
    }

    /** Stops watching: a wait under way is cancelled and nothing is watched any more. */
    public void stop() {
        pause();
        watched.clear();
        watchNextProcessing = false;
        attempt = 0;
        waited = Duration.ZERO;
    }

    /** Cancels a wait under way but keeps what is watched (the view is hidden; {@link #watching()} stays true). */
    public void pause() {
        generation++;
        if (pending != null) {
            pending.cancel();
            pending = null;
        }
    }

    /** True while something uploaded to is still being watched. */
    public boolean watching() {
        return !watched.isEmpty() || watchNextProcessing;
    }
}
