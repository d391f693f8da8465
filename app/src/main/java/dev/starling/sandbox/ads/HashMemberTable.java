package dev.starling.sandbox.ads;

/**
 * The memberships of one identifier type whose values are SHA-256 hashes (64 lower-case hex digits, what
 * X takes), in flat arrays: an open-addressing table with linear probing, each hash held as its 32 bytes
 * in four longs beside its window and the person it belongs to ({@link People}). An audience of a million hashes is then a few arrays, not four
 * million small objects (string, its bytes, map entry, window) that every young collection of the app's
 * JVM — the sandbox runs inside it — would copy while an upload fills the audience.
 */
final class HashMemberTable {

    /** What {@link #forEach} hands over: a hash (as its hex text) and its window. */
    @FunctionalInterface
    interface Visitor {
        void member(String hash, long effectiveAt, long expiresAt);
    }

    /** What {@link #forEachRaw} hands over: a hash as its four words, its window and its person. */
    @FunctionalInterface
    interface RawVisitor {
        void member(long a, long b, long c, long d, long effectiveAt, long expiresAt, int person);
    }

    private static final int MIN_CAPACITY = 16;

    private long[] keys;
    private long[] windows;
    private int[] persons;
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

    /** Room for {@code count} hashes without growing (a restore knows how many it will put). */
    void reserve(int count) {
        int capacity = used.length;
        while (count * 4L > capacity * 3L) {
            capacity *= 2;
        }
        if (capacity != used.length) {
            allocate(capacity);
        }
    }

    /** The person {@code hash} ({@link #accepts} it) belongs to, or -1 when it is not held. */
    int personOf(String hash) {
        int slot = find(word(hash, 0), word(hash, 1), word(hash, 2), word(hash, 3));
        return used[slot] ? persons[slot] : -1;
    }

    /** Adds {@code hash} ({@link #accepts} it) or replaces its window and person. */
    void put(String hash, long effectiveAt, long expiresAt, int person) {
        putRaw(word(hash, 0), word(hash, 1), word(hash, 2), word(hash, 3), effectiveAt, expiresAt, person);
    }

    /** Adds a hash given as its four words (as {@link #forEachRaw} hands them over), or replaces its window and person. */
    void putRaw(long a, long b, long c, long d, long effectiveAt, long expiresAt, int person) {
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
        persons[slot] = person;
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
                persons[hole] = persons[next];
                hole = next;
            }
            next = (next + 1) & mask;
        }
        used[hole] = false;
        size--;
    }

    void forEachRaw(RawVisitor visitor) {
        for (int slot = 0; slot < used.length; slot++) {
            if (used[slot]) {
                visitor.member(keys[slot * 4], keys[slot * 4 + 1], keys[slot * 4 + 2], keys[slot * 4 + 3],
                        windows[slot * 2], windows[slot * 2 + 1], persons[slot]);
            }
        }
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
        int[] oldPersons = persons;
        boolean[] oldUsed = used;
        keys = new long[capacity * 4];
        windows = new long[capacity * 2];
        persons = new int[capacity];
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
                persons[to] = oldPersons[slot];
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
        return hex(keys[slot * 4], keys[slot * 4 + 1], keys[slot * 4 + 2], keys[slot * 4 + 3]);
    }

    /** A hash's hex text from its four words. */
    static String hex(long a, long b, long c, long d) {
        long[] words = {a, b, c, d};
        char[] text = new char[64];
        for (int w = 0; w < 4; w++) {
            long word = words[w];
            for (int i = 15; i >= 0; i--) {
                text[w * 16 + i] = Character.forDigit((int) (word & 0xF), 16);
                word >>>= 4;
            }
        }
        return new String(text);
    }
}
