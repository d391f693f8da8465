package dev.starling.core.overlap;

import dev.starling.core.upload.encode.HashedRows;
import dev.starling.core.upload.common.IdentifierType;
import java.util.Arrays;

/**
 * Exact counts of who is in which input. Every distinct value (an identifier type and its 32-byte digest) is kept
 * once, with the inputs it was seen in; every row with a valid value is a node, and rows that share a value are
 * joined (union-find): a person is a set of rows joined that way, within and across inputs, so the same person
 * written differently in two files (after normalising) is one person, and so is one person on two rows of a file.
 * Values are digests only; nothing here sees a value in the clear. Not thread-safe: one thread adds the chunks.
 */
final class OverlapCounter {

    private static final int DIGEST = HashedRows.DIGEST_BYTES;
    private static final int TYPES = IdentifierType.values().length;
    /** Bytes a value costs: the table's, then its first row and its inputs. */
    static final long BYTES_PER_VALUE = DigestTable.BYTES_PER_VALUE + 4 + 1;
    /** Bytes a row costs: its parent, its input and its person's inputs. */
    static final long BYTES_PER_ROW = 4 + 1 + 1;

    private final int inputs;
    private int current = -1;

    private final DigestTable table;
    /** What the reads ahead of each chunk read, kept so that they are not left out as unused. */
    private long touched;
    // beside the table, per value: its first row and the inputs it is in
    private int[] valueRows;
    private byte[] valueInputs;

    private int rowCount;
    private int[] parent;
    private byte[] rowInputs;

    private final long[] rows;
    private final long[] rowsWithoutValue;
    private final long[] rejected;
    private final long[][] accepted;

    /** @param expectedValues how many distinct values to make room for at first (more grow the arrays) */
    OverlapCounter(int inputs, long expectedValues) {
        if (inputs < 1 || inputs > 8) {
            throw new IllegalArgumentException("1 to 8 inputs");
        }
        this.inputs = inputs;
        table = new DigestTable(expectedValues);
        valueRows = new int[table.capacity()];
        valueInputs = new byte[table.capacity()];
        parent = new int[table.capacity()];
        rowInputs = new byte[table.capacity()];
        rows = new long[inputs];
        rowsWithoutValue = new long[inputs];
        rejected = new long[inputs];
        accepted = new long[inputs][TYPES];
    }

    /** The chunks added next are input {@code index}'s. */
    void startInput(int index) {
        current = index;
    }

    void add(HashedRows chunk) {
        int input = current;
        byte bit = (byte) (1 << input);
        rows[input] += chunk.size();
        rejected[input] += chunk.rejections().size();
        for (int t = 0; t < TYPES; t++) {
            accepted[input][t] += chunk.acceptedByType()[t];
        }
        int[] starts = chunk.valueStart();
        byte[] types = chunk.types();
        byte[] chunkDigests = chunk.digests();
        // the chunk's slots read first, their fetches overlapping: then each lookup below finds its slot in the cache
        long touched = 0;
        for (int v = 0; v < chunk.values(); v++) {
            touched ^= table.touch(types[v], chunkDigests, v * DIGEST);
        }
        this.touched ^= touched;
        for (int p = 0; p < chunk.size(); p++) {
            int from = starts[p];
            int to = starts[p + 1];
            if (from == to) {
                rowsWithoutValue[input]++;
                continue;
            }
            int row = newRow(bit);
            for (int v = from; v < to; v++) {
                int found = table.findOrAdd(types[v], chunkDigests, v * DIGEST);
                if (found >= 0) {
                    valueInputs[found] |= bit;
                    union(row, valueRows[found]);
                } else {
                    int added = -found - 1;
                    if (added == valueRows.length) {
                        valueRows = Arrays.copyOf(valueRows, table.capacity());
                        valueInputs = Arrays.copyOf(valueInputs, table.capacity());
                    }
                    valueRows[added] = row;
                    valueInputs[added] = bit;
                }
            }
        }
    }

    private int newRow(byte bit) {
        if (rowCount == parent.length) {
            int grown = DigestTable.grown(parent.length);
            parent = Arrays.copyOf(parent, grown);
            rowInputs = Arrays.copyOf(rowInputs, grown);
        }
        parent[rowCount] = rowCount;
        rowInputs[rowCount] = bit;
        return rowCount++;
    }

    int find(int row) {
        int x = row;
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    private void union(int a, int b) {
        int rootA = find(a);
        int rootB = find(b);
        if (rootA < rootB) {
            parent[rootB] = rootA;
        } else if (rootB < rootA) {
            parent[rootA] = rootB;
        }
    }

    /** What {@link #finish} computed: the inputs of each person (by its root row), for lists of people. */
    private byte[] personInputs;

    /**
     * The counts, once every input is added: each person's inputs (its rows' inputs together), then people and values
     * per region (the exact set of inputs they are in).
     */
    Counts finish() {
        personInputs = new byte[rowCount];
        for (int r = 0; r < rowCount; r++) {
            personInputs[find(r)] |= rowInputs[r];
        }
        long[] peopleByRegion = new long[1 << inputs];
        for (int r = 0; r < rowCount; r++) {
            if (parent[r] == r) {
                peopleByRegion[personInputs[r]]++;
            }
        }
        long[][] valuesByRegion = new long[1 << inputs][TYPES];
        for (int v = 0; v < table.size(); v++) {
            valuesByRegion[valueInputs[v]][table.type(v)]++;
        }
        return new Counts(rows.clone(), rowsWithoutValue.clone(), rejected.clone(), copy(accepted), peopleByRegion,
                valuesByRegion);
    }

    private static long[][] copy(long[][] table) {
        long[][] copy = new long[table.length][];
        for (int i = 0; i < table.length; i++) {
            copy[i] = table[i].clone();
        }
        return copy;
    }

    /**
     * Raw counts by input and region (a region is a bit set of inputs).
     *
     * @param acceptedValues valid values read per input and type, duplicates included
     */
    record Counts(long[] rows, long[] rowsWithoutValue, long[] rejectedValues, long[][] acceptedValues,
                  long[] peopleByRegion, long[][] valuesByRegion) {
    }

    // --- people for lists, after finish ---

    int rowCount() {
        return rowCount;
    }

    int values() {
        return table.size();
    }

    /** The inputs of the person whose root row is {@code root}. */
    byte personInputs(int root) {
        return personInputs[root];
    }

    int valueRoot(int value) {
        return find(valueRows[value]);
    }

    byte valueType(int value) {
        return table.type(value);
    }

    byte[] digests() {
        return table.digests();
    }
}
