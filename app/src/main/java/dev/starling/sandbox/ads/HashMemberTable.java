package dev.starling.sandbox.ads;

/**
 * The memberships of one identifier type whose values are SHA-256 hashes (64 lower-case hex digits, what
 * X takes), in flat arrays: an open-addressing table with linear probing, each hash held as its 32 bytes
 * in four longs beside its window. An audience of a million hashes is then a few arrays, not four
 * million small objects (string, its bytes, map entry, window) that every young collection of the app's
 * JVM — the sandbox runs inside it — would copy while an upload fills the audience.
 */
final class HashMemberTable {

    /** What {@link #forEach} hands over: a hash (as its hex text) and its window. */
    @FunctionalInterface
    interface Visitor {
        void member(String hash, long effectiveAt, long expiresAt);
    }

    private static final int MIN_CAPACITY = 16;

    private long[] keys;
    private long[] windows;
    private boolean[] used;
    private int size;

    HashMemberTable() {
        allocate(MIN_CAPACITY);
    }

    /** Whether {@code value} can be held here: 64 lower-case hex digits. */
    static boolean accepts(String value) {
        return UploadParser.isLowerHex64(value);
    }

    int size() {
        return size;
    }

    /** Adds {@code hash} ({@link #accepts} it) or replaces its window. */
    void put(String hash, long effectiveAt, long expiresAt) {
        long a = word(hash, 0);
        long b = word(hash, 1);
        long c = word(hash, 2);
        long d = word(hash, 3);
        int slot = find(a, b, c, d);
        if (!used[slot]) {
            if ((size + 1) * 4L > used.length * 3L) {
                allocate(used.length * 2);
                slot = find(a, b, c, d);
            }
            used[slot] = true;
            keys[slot * 4] = a;
            keys[slot * 4 + 1] = b;
            keys[slot * 4 + 2] = c;
            keys[slot * 4 + 3] = d;
            size++;
        }
        windows[slot * 2] = effectiveAt;
        windows[slot * 2 + 1] = expiresAt;
    }

    /** Removes {@code hash} ({@link #accepts} it) when held. */
    void remove(String hash) {
        int slot = find(word(hash, 0), word(hash, 1), word(hash, 2), word(hash, 3));
        if (!used[slot]) {
            return;
        }
        // Backward-shift deletion: pull each later entry of the run into the hole when its home allows,
        // so lookups never need tombstones.
        int mask = used.length - 1;
        int hole = slot;
        int next = (hole + 1) & mask;
        while (used[next]) {
            int home = home(keys[next * 4], keys[next * 4 + 1], keys[next * 4 + 2], keys[next * 4 + 3]);
            if (((next - home) & mask) >= ((next - hole) & mask)) {
                System.arraycopy(keys, next * 4, keys, hole * 4, 4);
                System.arraycopy(windows, next * 2, windows, hole * 2, 2);
                hole = next;
            }
            next = (next + 1) & mask;
        }
        used[hole] = false;
        size--;
    }

    /** How many hashes count at {@code now}: in effect and not expired. */
    int liveCount(long now) {
        int count = 0;
        for (int slot = 0; slot < used.length; slot++) {
            if (used[slot] && windows[slot * 2] <= now && now < windows[slot * 2 + 1]) {
                count++;
            }
        }
        return count;
    }

    void forEach(Visitor visitor) {
        for (int slot = 0; slot < used.length; slot++) {
            if (used[slot]) {
                visitor.member(hex(slot), windows[slot * 2], windows[slot * 2 + 1]);
            }
        }
    }

    /** The slot holding the key, or the empty slot where it would go. */
    private int find(long a, long b, long c, long d) {
        int mask = used.length - 1;
        int slot = home(a, b, c, d);
        while (used[slot] && !(keys[slot * 4] == a && keys[slot * 4 + 1] == b
                && keys[slot * 4 + 2] == c && keys[slot * 4 + 3] == d)) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    /** Every word mixed in: values need not be real hashes (a test's "000…001" is valid hex too). */
    private int home(long a, long b, long c, long d) {
        long h = a * 0x9E3779B97F4A7C15L;
        h = (h ^ b) * 0xC2B2AE3D27D4EB4FL;
        h = (h ^ c) * 0x165667B19E3779F9L;
        h = (h ^ d) * 0x9E3779B97F4A7C15L;
        h ^= h >>> 32;
        return (int) h & (used.length - 1);
    }

    private void allocate(int capacity) {
        long[] oldKeys = keys;
        long[] oldWindows = windows;
        boolean[] oldUsed = used;
        keys = new long[capacity * 4];
        windows = new long[capacity * 2];
        used = new boolean[capacity];
        if (oldUsed == null) {
            return;
        }
        for (int slot = 0; slot < oldUsed.length; slot++) {
            if (oldUsed[slot]) {
                int to = find(oldKeys[slot * 4], oldKeys[slot * 4 + 1], oldKeys[slot * 4 + 2], oldKeys[slot * 4 + 3]);
                used[to] = true;
                System.arraycopy(oldKeys, slot * 4, keys, to * 4, 4);
                System.arraycopy(oldWindows, slot * 2, windows, to * 2, 2);
            }
        }
    }

    /** The {@code index}th 16 hex digits of {@code hash} as a long. */
    private static long word(String hash, int index) {
        long word = 0;
        for (int i = index * 16, end = i + 16; i < end; i++) {
            word = (word << 4) | Character.digit(hash.charAt(i), 16);
        }
        return word;
    }

    private String hex(int slot) {
        char[] text = new char[64];
        for (int w = 0; w < 4; w++) {
            long word = keys[slot * 4 + w];
            for (int i = 15; i >= 0; i--) {
                text[w * 16 + i] = Character.forDigit((int) (word & 0xF), 16);
                word >>>= 4;
            }
        }
        return new String(text);
    }
}
