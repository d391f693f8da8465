package dev.starling.core.overlap;

import dev.starling.core.upload.encode.HashedRows;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A set of distinct values (an identifier type and a 32-byte digest), each numbered in the order it was added, so
 * that callers keep what they know of a value in arrays of their own. Open addressing on the digest's first 8 bytes
 * (digests are uniform, so they need no mixing), at most 60 % full; values compare in full, so it is exact. Large
 * tables are read at random: see {@link #touch} for looking up many values at once.
 */
public final class DigestTable {

    private static final int DIGEST = HashedRows.DIGEST_BYTES;
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    /** Bytes a value costs here: its digest, its type and at most two slots. */
    public static final long BYTES_PER_VALUE = DIGEST + 1 + 2 * 8;

    /**
     * The slots: 0 when empty, else a value's index + 1 in the low {@link #INDEX_BITS} bits and the upper bits of its
     * digest's first 8 bytes above them, so that one read of one array tells an empty slot, and nearly always another
     * value, without reading the value itself.
     */
    private long[] slots;
    private int slotMask;
    private byte[] digests;
    private byte[] types;
    private int size;

    private static final int INDEX_BITS = 26;
    private static final long INDEX_MASK = (1L << INDEX_BITS) - 1;
    /** At most this many values (the index + 1 must fit in {@link #INDEX_BITS} bits). */
    public static final int MAX_VALUES = (int) INDEX_MASK - 1;

    /** @param expected values to make room for at first (more grow it) */
    public DigestTable(long expected) {
        int capacity = (int) Math.min(MAX_VALUES, Math.max(64, expected));
        // at most 60 % full before growing, which the capacity never reaches
        int slotCount = Integer.highestOneBit((int) Math.min(1 << 30, capacity * 5L / 3) - 1) << 1;
        slots = new long[slotCount];
        slotMask = slotCount - 1;
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

    /**
     * Reads the slot a value starts its search at, and returns it: a caller about to look up a chunk of values reads
     * all their slots first, one after the other, so the memory fetches overlap instead of waiting one by one.
     */
    public long touch(int type, byte[] source, int offset) {
        return slots[slot((long) LONGS.get(source, offset), type)];
    }

    /** The index of the value at {@code source[offset, offset + 32)} of this type, or -1. */
    public int find(int type, byte[] source, int offset) {
        long key = (long) LONGS.get(source, offset);
        for (int slot = slot(key, type); ; slot = (slot + 1) & slotMask) {
            long stored = slots[slot];
            if (stored == 0) {
                return -1;
            }
            int value = (int) (stored & INDEX_MASK) - 1;
            if (((stored ^ key) & ~INDEX_MASK) == 0 && types[value] == type && sameDigest(value, source, offset)) {
                return value;
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
            long stored = slots[slot];
            if (stored == 0) {
                break;
            }
            int value = (int) (stored & INDEX_MASK) - 1;
            if (((stored ^ key) & ~INDEX_MASK) == 0 && types[value] == type && sameDigest(value, source, offset)) {
                return value;
            }
        }
        if (size == MAX_VALUES) {
            throw new OutOfMemoryError("more distinct values than one table holds");
        }
        if (size == types.length) {
            int grown = grown(size);
            digests = Arrays.copyOf(digests, grown * DIGEST);
            types = Arrays.copyOf(types, grown);
        }
        int value = size++;
        System.arraycopy(source, offset, digests, value * DIGEST, DIGEST);
        types[value] = (byte) type;
        slots[slot] = (key & ~INDEX_MASK) | (value + 1);
        if (size * 5L > slots.length * 3L) {
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
        return (int) Math.min(MAX_VALUES, Math.max(64, length + (length >> 1)));
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
        long[] old = slots;
        slots = new long[old.length * 2];
        slotMask = slots.length - 1;
        for (long stored : old) {
            if (stored != 0) {
                int value = (int) (stored & INDEX_MASK) - 1;
                int slot = slot((long) LONGS.get(digests, value * DIGEST), types[value]);
                while (slots[slot] != 0) {
                    slot = (slot + 1) & slotMask;
                }
                slots[slot] = stored;
            }
        }
    }
}
