package dev.starling.core.overlap;

import dev.starling.core.upload.HashedRows;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A set of distinct values (an identifier type and a 32-byte digest), each numbered in the order it was added, so
 * that callers keep what they know of a value in arrays of their own. Open addressing on the digest's first 8 bytes
 * (digests are uniform, so they need no mixing), at most half full; values compare in full, so it is exact.
 */
public final class DigestTable {

    private static final int DIGEST = HashedRows.DIGEST_BYTES;
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    /** Bytes a value costs here: its digest, its type and two slots (a key and an index each). */
    public static final long BYTES_PER_VALUE = DIGEST + 1 + 2 * (8 + 4);

    private long[] slotKeys;
    private int[] slotValues;
    private int slotMask;
    private byte[] digests;
    private byte[] types;
    private int size;

    /** @param expected values to make room for at first (more grow it) */
    public DigestTable(long expected) {
        int capacity = (int) Math.min(1 << 26, Math.max(64, expected));
        int slots = Integer.highestOneBit(capacity * 2 - 1) << 1;
        slotKeys = new long[slots];
        slotValues = new int[slots];
        slotMask = slots - 1;
        digests = new byte[capacity * DIGEST];
        types = new byte[capacity];
    }

    public int size() {
        return size;
    }

    /** The room for values before the arrays grow: callers keep arrays of this length beside it. */
    public int capacity() {
        return types.length;
    }

    /** The index of the value at {@code source[offset, offset + 32)} of this type, or -1. */
    public int find(int type, byte[] source, int offset) {
        long key = (long) LONGS.get(source, offset);
        for (int slot = slot(key, type); ; slot = (slot + 1) & slotMask) {
            int stored = slotValues[slot];
            if (stored == 0) {
                return -1;
            }
            if (slotKeys[slot] == key && types[stored - 1] == type && sameDigest(stored - 1, source, offset)) {
                return stored - 1;
            }
        }
    }

    /**
     * The index of the value when it is here already; else adds it and returns {@code -(index + 1)} (its new
     * index, negative): one probe for both.
     */
    public int findOrAdd(int type, byte[] source, int offset) {
        long key = (long) LONGS.get(source, offset);
        int slot = slot(key, type);
        for (; ; slot = (slot + 1) & slotMask) {
            int stored = slotValues[slot];
            if (stored == 0) {
                break;
            }
            if (slotKeys[slot] == key && types[stored - 1] == type && sameDigest(stored - 1, source, offset)) {
                return stored - 1;
            }
        }
        if (size == types.length) {
            int grown = grown(size);
            digests = Arrays.copyOf(digests, grown * DIGEST);
            types = Arrays.copyOf(types, grown);
        }
        int value = size++;
        System.arraycopy(source, offset, digests, value * DIGEST, DIGEST);
        types[value] = (byte) type;
        slotKeys[slot] = key;
        slotValues[slot] = value + 1;
        if (size * 2L > slotValues.length) {
            rehash();
        }
        return -value - 1;
    }

    /** Value {@code index}'s type ordinal. */
    public byte type(int index) {
        return types[index];
    }

    /** Every value's digest, value {@code i}'s from offset {@code 32 * i}: read, never write. */
    public byte[] digests() {
        return digests;
    }

    /** The length arrays kept beside the table grow to when it outgrows {@code length}. */
    public static int grown(int length) {
        long grown = Math.max(64, length + (length >> 1));
        if (grown > Integer.MAX_VALUE / DIGEST) {
            throw new OutOfMemoryError("more distinct values than one table holds");
        }
        return (int) grown;
    }

    private int slot(long key, int type) {
        long mixed = key ^ (type * 0x9E3779B97F4A7C15L);
        return (int) (mixed ^ (mixed >>> 32)) & slotMask;
    }

    private boolean sameDigest(int value, byte[] source, int offset) {
        int at = value * DIGEST;
        return (long) LONGS.get(digests, at + 8) == (long) LONGS.get(source, offset + 8)
                && (long) LONGS.get(digests, at + 16) == (long) LONGS.get(source, offset + 16)
                && (long) LONGS.get(digests, at + 24) == (long) LONGS.get(source, offset + 24);
    }

    private void rehash() {
        long[] oldKeys = slotKeys;
        int[] oldValues = slotValues;
        slotKeys = new long[oldKeys.length * 2];
        slotValues = new int[oldValues.length * 2];
        slotMask = slotValues.length - 1;
        for (int s = 0; s < oldValues.length; s++) {
            if (oldValues[s] != 0) {
                int slot = slot(oldKeys[s], types[oldValues[s] - 1]);
                while (slotValues[slot] != 0) {
                    slot = (slot + 1) & slotMask;
                }
                slotKeys[slot] = oldKeys[s];
                slotValues[slot] = oldValues[s];
            }
        }
    }
}
