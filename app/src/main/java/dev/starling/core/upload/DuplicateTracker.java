package dev.starling.core.upload;

import java.util.Arrays;

/**
 * Duplicate identifiers in bounded memory. Within a batch: exact (a set of the batch's 128-bit hash
 * prefixes, cleared per batch). Across the whole file: a Bloom filter of fixed size (32 MiB, 4 probes
 * taken from the hash bits themselves), so a value reported as a duplicate across the file is a
 * <em>probable</em> duplicate: about 0.04% false positives at 10 million values, more beyond.
 * Duplicates are reported, never dropped: the server de-duplicates, and every row is sent once.
 */
public final class DuplicateTracker {

    private static final int BLOOM_BITS_LOG2 = 28;
    private final long[] bloom;
    private long[] batchKeys = new long[2 * 8192];
    private int batchCount;
    private long exactInBatch;
    private long probableInFile;

    /** @param acrossFile false to count only exact duplicates within batches (no Bloom filter, no 32 MiB) */
    public DuplicateTracker(boolean acrossFile) {
        this.bloom = acrossFile ? new long[1 << (BLOOM_BITS_LOG2 - 6)] : null;
    }

    /** Records one value (two longs of its hash); returns true when it was seen before. */
    public boolean add(long high, long low) {
        boolean inBatch = addToBatch(high, low);
        if (inBatch) {
            exactInBatch++;
        }
        boolean inFile = bloom != null && addToBloom(high, low) || inBatch;
        if (inFile) {
            probableInFile++;
        }
        return inFile;
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
     * Probable count of repeated values anywhere in the file (includes the within-batch ones); equals
     * the within-batch count when the tracker does not look across the file.
     */
    public long probableDuplicatesInFile() {
        return probableInFile;
    }

    /**
     * A word-blocked Bloom filter: the four bits of a value lie in one 64-bit word, so a lookup costs
     * one memory access instead of four. Word from the high half of the hash, bits from the low half.
     */
    private boolean addToBloom(long high, long low) {
        int word = (int) ((high >>> 7) & (bloom.length - 1));
        long mask = (1L << (low & 63)) | (1L << ((low >>> 6) & 63)) | (1L << ((low >>> 12) & 63))
                | (1L << ((low >>> 18) & 63));
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
