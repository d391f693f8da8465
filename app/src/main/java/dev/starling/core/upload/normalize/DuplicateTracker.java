package dev.starling.core.upload.normalize;

import java.util.Arrays;

/**
 * Duplicate identifiers in bounded memory. Within a batch: exact (a set of the batch's 128-bit hash
 * prefixes, cleared per batch). Across the whole file, when asked: exact for the first
 * {@value #EXACT_VALUES} distinct values (a set of each value's first 64 hash bits, 16 MiB at most; two
 * different values sharing them among a million is a one-in-thirty-million event), then a Bloom filter of
 * fixed size (32 MiB, 4 probes taken from the same 64 bits), so past a million values a value reported as a
 * duplicate across the file is a <em>probable</em> duplicate: about 0.04% false positives at 10 million
 * values, more beyond. {@link #duplicatesInFileExact} says which. Duplicates are reported, never dropped: the
 * server de-duplicates, and every row is sent once.
 */
public final class DuplicateTracker {

    /** Distinct values counted exactly across the file before the count turns into an estimate. */
    static final int EXACT_VALUES = 1 << 20;
    private static final int BLOOM_WORDS_LOG2 = 22;
    private final boolean acrossFile;
    /** The file's values so far (first 64 hash bits), open addressing, 0 for empty; null once the Bloom filter took over. */
    private long[] seen;
    private int seenCount;
    /** A value whose first 64 bits are all zero, which {@link #seen} cannot hold. */
    private boolean zeroSeen;
    private long[] bloom;
    private long[] batchKeys = new long[2 * 8192];
    private int batchCount;
    private long exactInBatch;
    private long probableInFile;
    private long duplicateRows;

    /** @param acrossFile false to count only exact duplicates within batches (no file-wide set, no memory for it) */
    public DuplicateTracker(boolean acrossFile) {
        this.acrossFile = acrossFile;
        this.seen = acrossFile ? new long[1 << 14] : null;
    }

    /** Records one value (two longs of its hash); returns true when it was seen before. */
    public boolean add(long high, long low) {
        boolean inBatch = addToBatch(high, low);
        if (inBatch) {
            exactInBatch++;
        }
        boolean inFile = acrossFile && addToFile(high) || inBatch;
        if (inFile) {
            probableInFile++;
        }
        return inFile;
    }

    /**
     * Records one row's values ({@code keys[from, to)}, two longs each) and counts the row as a duplicate
     * row when one of them was seen in an earlier row: the same person uploaded again (X counts them once).
     * A value repeated within the row itself (one address in two columns) does not make it one.
     */
    public boolean addRow(long[] keys, int from, int to) {
        boolean repeats = false;
        for (int k = from; k < to; k += 2) {
            if (!inRowBefore(keys, from, k) && add(keys[k], keys[k + 1])) {
                repeats = true;
            }
        }
        if (repeats) {
            duplicateRows++;
        }
        return repeats;
    }

    private static boolean inRowBefore(long[] keys, int from, int k) {
        for (int j = from; j < k; j += 2) {
            if (keys[j] == keys[k] && keys[j + 1] == keys[k + 1]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Rows that repeat a value of an earlier row ({@link #addRow}); across the whole file when the tracker
     * looks across it (exact or probable as {@link #duplicatesInFileExact} says), else within each request.
     */
    public long duplicateRows() {
        return duplicateRows;
    }

    public void startBatch() {
        Arrays.fill(batchKeys, 0, batchKeys.length, 0);
        batchCount = 0;
    }

    /** Exact count of repeated values within the same request. */
    public long exactDuplicatesWithinBatches() {
        return exactInBatch;
    }

    /**
     * Count of repeated values anywhere in the file (includes the within-batch ones), exact or probable as
     * {@link #duplicatesInFileExact} says; equals the within-batch count when the tracker does not look across the file.
     */
    public long probableDuplicatesInFile() {
        return probableInFile;
    }

    /** Whether {@link #probableDuplicatesInFile} is an exact count: at most {@value #EXACT_VALUES} distinct values so far. */
    public boolean duplicatesInFileExact() {
        return bloom == null;
    }

    private boolean addToFile(long key) {
        if (bloom != null) {
            return addToBloom(key);
        }
        if (key == 0) {
            boolean before = zeroSeen;
            zeroSeen = true;
            return before;
        }
        int slot = slot(seen, key);
        if (seen[slot] == key) {
            return true;
        }
        if ((seenCount + 1) * 2 > seen.length) {
            // a new value and no room: the set grows, or past a million values turns into the Bloom filter
            if (seenCount >= EXACT_VALUES) {
                toBloom();
                return addToBloom(key);
            }
            growSeen();
            slot = slot(seen, key);
        }
        seen[slot] = key;
        seenCount++;
        return false;
    }

    /** Where {@code key} is in {@code table}, or the empty slot where it would go. */
    private static int slot(long[] table, long key) {
        int mask = table.length - 1;
        int slot = (int) ((key ^ (key >>> 29)) & mask);
        while (table[slot] != 0 && table[slot] != key) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private void growSeen() {
        long[] bigger = new long[seen.length * 2];
        for (long key : seen) {
            if (key != 0) {
                bigger[slot(bigger, key)] = key;
            }
        }
        seen = bigger;
        // seenCount is unchanged: the same keys
    }

    /** Past {@link #EXACT_VALUES} distinct values: the set's values go into the Bloom filter, and the set is dropped. */
    private void toBloom() {
        bloom = new long[1 << BLOOM_WORDS_LOG2];
        for (long key : seen) {
            if (key != 0) {
                addToBloom(key);
            }
        }
        if (zeroSeen) {
            addToBloom(0);
        }
        seen = null;
    }

    /**
     * A word-blocked Bloom filter: the four bits of a value lie in one 64-bit word, so a lookup costs one memory
     * access instead of four. The word from bits 7 to 28 of the key, the bits from bits 32 to 55.
     */
    private boolean addToBloom(long key) {
        int word = (int) ((key >>> 7) & (bloom.length - 1));
        long mask = (1L << ((key >>> 32) & 63)) | (1L << ((key >>> 38) & 63)) | (1L << ((key >>> 44) & 63))
                | (1L << ((key >>> 50) & 63));
        long before = bloom[word];
        bloom[word] = before | mask;
        return (before & mask) == mask;
    }

    /** Open addressing on pairs; (0,0) marks an empty slot (a real all-zero hash prefix is a 2^-128 event). */
    private boolean addToBatch(long high, long low) {
        if ((batchCount + 1) * 4 > batchKeys.length) {
            grow();
        }
        int slots = batchKeys.length / 2;
        int slot = (int) ((high ^ (high >>> 29)) & (slots - 1));
        while (true) {
            long h = batchKeys[2 * slot];
            long l = batchKeys[2 * slot + 1];
            if (h == 0 && l == 0) {
                batchKeys[2 * slot] = high;
                batchKeys[2 * slot + 1] = low;
                batchCount++;
                return false;
            }
            if (h == high && l == low) {
                return true;
            }
            slot = (slot + 1) & (slots - 1);
        }
    }

    private void grow() {
        long[] old = batchKeys;
        batchKeys = new long[old.length * 2];
        batchCount = 0;
        for (int i = 0; i < old.length; i += 2) {
            if (old[i] != 0 || old[i + 1] != 0) {
                addToBatch(old[i], old[i + 1]);
            }
        }
    }
}
