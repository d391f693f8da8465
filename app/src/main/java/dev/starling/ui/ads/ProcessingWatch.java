package dev.starling.ui.ads;

import dev.starling.core.api.http.Sleeper;
import dev.starling.core.concurrent.TaskHandle;
import dev.starling.core.concurrent.TaskRunner;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Re-reads a list of audiences (or do-not-reach lists) while any of them is processing, waiting
 * through the {@link TaskRunner} with a back-off (5 s, 10 s, 20 s, 30 s, then every minute, for at most
 * {@link #GIVE_UP_AFTER}), so a row that says "Processing" after an upload shows its size when X has
 * counted it. It also remembers each list's last size, so a size does not vanish while it is processing.
 * The owner calls {@link #stop()} when the account, the filters or the view change.
 */
public final class ProcessingWatch {

    static final List<Duration> BACK_OFF = List.of(Duration.ofSeconds(5), Duration.ofSeconds(10),
            Duration.ofSeconds(20), Duration.ofSeconds(30), Duration.ofMinutes(1));
    static final Duration GIVE_UP_AFTER = Duration.ofMinutes(30);

    private final TaskRunner tasks;
    private final Sleeper sleeper;
    private final Consumer<Throwable> onFailure;
    private final Map<String, Integer> lastSizes = new HashMap<>();
    private TaskHandle pending;
    private long generation;
    private int attempt;
    private Duration waited = Duration.ZERO;

    /** @param onFailure shows a failed wait (never expected: an interrupted one is cancelled on purpose) */
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
     * After each listing: when something is processing, re-reads with {@code reread} after the next
     * wait of the back-off (unless a wait is already under way); otherwise stops.
     */
    public void after(boolean anyProcessing, Runnable reread) {
        if (!anyProcessing) {
            stop();
            return;
        }
        if (pending != null && !pending.isDone()) {
            return;
        }
        Duration delay = BACK_OFF.get(Math.min(attempt, BACK_OFF.size() - 1));
        if (waited.plus(delay).compareTo(GIVE_UP_AFTER) > 0) {
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

    /** Stops waiting (a wait under way is cancelled) and starts the back-off afresh next time. */
    public void stop() {
        generation++;
        attempt = 0;
        waited = Duration.ZERO;
        if (pending != null) {
            pending.cancel();
            pending = null;
        }
    }

    /** True while a re-read is scheduled. */
    public boolean watching() {
        return pending != null && !pending.isDone();
    }
}
