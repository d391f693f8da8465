package dev.starling.ui.ads;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The one place of the window where every change made to an ad account's records is announced, and
 * from which every view of those records learns it: the Audiences table, the Flexible audiences list
 * and palette, the Do-not-reach table. Each workspace reads its own slice from X (a page, a search, a
 * whole directory), so none holds the others' copy; what they share is this news, and each updates
 * its slice at once (a deleted record leaves the screen before X is asked again) and then re-reads it.
 * Used on the FX thread only.
 */
public final class AdsRecords {

    /** The kinds of record. A flexible audience is also a custom audience: views of both hear it. */
    public enum Kind { CUSTOM_AUDIENCE, FLEXIBLE_AUDIENCE, DO_NOT_REACH_LIST }

    /** What happened to it. */
    public enum Change { CREATED, RENAMED, DELETED, UPLOADED, SHARED }

    /**
     * One change.
     *
     * @param id the record's id; null when it is not known (an upload the wizard made into a new audience)
     * @param source who made the change, so it can skip news it has applied itself
     */
    public record Event(Kind kind, Change change, String accountId, String id, Object source) {

        public boolean deleted() {
            return change == Change.DELETED;
        }
    }

    private record Listener(Set<Kind> kinds, Consumer<Event> action) {
    }

    private final List<Listener> listeners = new ArrayList<>();

    /** Calls {@code action} for each change of a record of one of {@code kinds}. */
    public void listen(Set<Kind> kinds, Consumer<Event> action) {
        listeners.add(new Listener(Set.copyOf(kinds), action));
    }

    /** Tells every listener of the record's kind. */
    public void changed(Kind kind, Change change, String accountId, String id, Object source) {
        Event event = new Event(kind, change, accountId, id, source);
        for (Listener listener : List.copyOf(listeners)) {
            if (listener.kinds().contains(kind)) {
                listener.action().accept(event);
            }
        }
    }
}
