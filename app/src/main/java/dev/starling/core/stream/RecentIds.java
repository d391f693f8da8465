package dev.starling.core.stream;



/**
 * The ids of the items delivered lately, to drop the ones a reconnect with backfill delivers again.
 * Each id comes with its time (a post's snowflake carries its creation time; an event's is when it
 * arrived), and an id is kept as long as it is younger than the newest seen by the horizon (the
 * backfill asked, and a minute): memory follows the rate times the horizon, whatever the run's
 * length, and never exceeds {@link #MAX_IDS} ids (24 bytes each, the oldest dropped first). Not
 * thread-safe: the stream's one reader thread owns it.
 */
final class RecentIds {

    static final int MAX_IDS = 1 << 21;
    private static final int X_EPOCH_SHIFT = 22;
    private static final long EMPTY = 0;

    private final long horizonMillis;
    private long[] ring = new long[1024];
    private long[] times = new long[1024];
    private int head;
    private int size;
    private long[] table = new long[2048];
    private boolean zeroSeen;
    private long newestMillis = Long.MIN_VALUE;

    RecentIds(long horizonMillis) {
        this.horizonMillis = horizonMillis;
    }

    /** True when the post id is new (and now remembered); false for a duplicate. Its time is its snowflake's. */
    boolean add(String id) {
        return add(id, snowflakeMillis(id));
    }

    /** True when the id is new (and now remembered with its time); false for a duplicate. */
    boolean add(String id, long millis) {
        long key = key(id);
        if (contains(key)) {
            return false;
        }
        newestMillis = Math.max(newestMillis, millis);
        while (size > 0 && (size >= MAX_IDS || times[head] < newestMillis - horizonMillis)) {
            remove(ring[head]);
            head = (head + 1) % ring.length;
            size--;
        }
        if (size == ring.length) {
            growRing();
        }
        int at = (head + size) % ring.length;
        ring[at] = key;
        times[at] = millis;
        size++;
        insert(key);
        return true;
    }

    /** The time a snowflake id carries (milliseconds since X's epoch; only differences matter here). */
    static long snowflakeMillis(String id) {
        return key(id) >>> X_EPOCH_SHIFT;
    }

    int size() {
        return size;
    }

    /** A snowflake as its number; any other id by a 64-bit hash of its text. */
    static long key(String id) {
        if (!id.isEmpty() && id.length() <= 19 && id.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return Long.parseLong(id);
        }
        long hash = 0xcbf29ce484222325L;
        for (int i = 0; i < id.length(); i++) {
            hash = (hash ^ id.charAt(i)) * 0x100000001b3L;
        }
        return hash & Long.MAX_VALUE;
    }

    private boolean contains(long key) {
        if (key == EMPTY) {
            return zeroSeen;
        }
        int mask = table.length - 1;
        for (int slot = slot(key, mask); table[slot] != EMPTY; slot = (slot + 1) & mask) {
            if (table[slot] == key) {
                return true;
            }
        }
        return false;
    }

    private void insert(long key) {
        if (key == EMPTY) {
            zeroSeen = true;
            return;
        }
        if (size * 2 > table.length) {
            rehash(table.length * 2);
        }
        int mask = table.length - 1;
        int slot = slot(key, mask);
        while (table[slot] != EMPTY) {
            slot = (slot + 1) & mask;
        }
        table[slot] = key;
    }

    /** Removal with backward shift: no tombstones, lookups stay short. */
    private void remove(long key) {
        if (key == EMPTY) {
            zeroSeen = false;
            return;
        }
        int mask = table.length - 1;
        int slot = slot(key, mask);
        while (table[slot] != key) {
            if (table[slot] == EMPTY) {
                return;
            }
            slot = (slot + 1) & mask;
        }
        int gap = slot;
        for (int next = (gap + 1) & mask; table[next] != EMPTY; next = (next + 1) & mask) {
            int home = slot(table[next], mask);
            boolean movable = gap <= next ? home <= gap || home > next : home <= gap && home > next;
            if (movable) {
                table[gap] = table[next];
                gap = next;
            }
        }
        table[gap] = EMPTY;
    }

    private void rehash(int capacity) {
        long[] old = table;
        table = new long[capacity];
        int mask = capacity - 1;
        for (long key : old) {
            if (key != EMPTY) {
                int slot = slot(key, mask);
                while (table[slot] != EMPTY) {
                    slot = (slot + 1) & mask;
                }
                table[slot] = key;
            }
        }
    }

    private void growRing() {
        long[] bigger = new long[Math.min(MAX_IDS, ring.length * 2)];
        long[] biggerTimes = new long[bigger.length];
        for (int i = 0; i < size; i++) {
            bigger[i] = ring[(head + i) % ring.length];
            biggerTimes[i] = times[(head + i) % ring.length];
        }
        ring = bigger;
        times = biggerTimes;
        head = 0;
    }

    private static int slot(long key, int mask) {
        long mixed = key * 0x9E3779B97F4A7C15L;
        return (int) (mixed ^ (mixed >>> 32)) & mask;
    }

    @Override
    public String toString() {
        return "RecentIds[" + size + " ids, table " + table.length + ", ring " + ring.length + "]";
    }
}
