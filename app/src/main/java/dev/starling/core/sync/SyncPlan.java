package dev.starling.core.sync;

import dev.starling.core.overlap.DigestTable;
import dev.starling.core.upload.encode.HashedRows;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Iterator;

/**
 * What a sync sends: the values of the export that the audience does not hold (additions, one operation a row, with
 * only its new values) and the values it holds that the export no longer has (removals, one operation a person),
 * compared as digests against the audience's record.
 *
 * @param counts what the comparison found, for a dry run and the result
 * @param nextPerson the number the next new person of this audience gets
 */
record SyncPlan(SyncCounts counts, Phase additions, Phase removals, int nextPerson) {

    /**
     * One half of a plan: entries ({@link RecordEntries#PLAN}) in the order they are sent, operation {@code k}
     * (numbered from 1) made of entries {@code [opStart[k - 1], opStart[k])}.
     */
    record Phase(byte[] entries, int[] opStart) {

        static final Phase EMPTY = new Phase(new byte[0], new int[] {0});

        int operations() {
            return opStart.length - 1;
        }

        int values() {
            return entries.length / RecordEntries.PLAN;
        }

        static Phase of(byte[] entries) {
            int values = entries.length / RecordEntries.PLAN;
            int operations = values == 0 ? 0 : RecordEntries.operation(entries, (values - 1) * RecordEntries.PLAN);
            int[] opStart = new int[operations + 1];
            for (int v = 0, op = 0; v < values; v++) {
                int at = RecordEntries.operation(entries, v * RecordEntries.PLAN);
                while (op < at) {
                    opStart[op++] = v;
                }
            }
            opStart[operations] = values;
            return new Phase(entries, opStart);
        }
    }

    boolean isEmpty() {
        return additions.operations() == 0 && removals.operations() == 0;
    }

    /**
     * Compares an export's people, read and hashed as an upload of it would be, with what the audience holds.
     *
     * @param nextPerson the number the next new person gets
     * @param checkpoint called between chunks (cancel)
     */
    static SyncPlan compare(AudienceRecord record, Iterator<HashedRows> export, int nextPerson, Runnable checkpoint,
                            java.util.function.LongConsumer rowsRead) {
        BitSet kept = new BitSet(record.indexes());
        // values the export adds, each once: a second row with the same new value belongs to the same person
        DigestTable added = new DigestTable(1024);
        int[] addedPerson = new int[added.capacity()];
        Builder additions = new Builder();
        int[] newValues = new int[16];
        int[] newIndexes = new int[16];
        long rows = 0;
        long rowsWithout = 0;
        long rejected = 0;
        int person = nextPerson;
        while (export.hasNext()) {
            checkpoint.run();
            HashedRows chunk = export.next();
            rows += chunk.size();
            rejected += chunk.rejections().size();
            byte[] digests = chunk.digests();
            for (int p = 0; p < chunk.size(); p++) {
                int from = chunk.valueStart()[p];
                int to = chunk.valueStart()[p + 1];
                if (from == to) {
                    rowsWithout++;
                    continue;
                }
                int known = 0;
                int fresh = 0;
                for (int v = from; v < to; v++) {
                    int type = chunk.types()[v];
                    int index = record.find(type, digests, v * RecordEntries.DIGEST);
                    if (index >= 0) {
                        kept.set(index);
                        known = known == 0 ? record.person(index) : known;
                        continue;
                    }
                    int found = added.findOrAdd(type, digests, v * RecordEntries.DIGEST);
                    if (found >= 0) {
                        // added by an earlier row (0: by this one, twice)
                        int owner = found < addedPerson.length ? addedPerson[found] : 0;
                        known = known == 0 ? owner : known;
                    } else {
                        if (fresh == newValues.length) {
                            newValues = Arrays.copyOf(newValues, fresh * 2);
                            newIndexes = Arrays.copyOf(newIndexes, fresh * 2);
                        }
                        newIndexes[fresh] = -found - 1;
                        newValues[fresh++] = v;
                    }
                }
                if (fresh == 0) {
                    continue;
                }
                int owner = known != 0 ? known : person++;
                int operation = additions.operations + 1;
                for (int i = 0; i < fresh; i++) {
                    int v = newValues[i];
                    int index = newIndexes[i];
                    if (index >= addedPerson.length) {
                        addedPerson = Arrays.copyOf(addedPerson, added.capacity());
                    }
                    addedPerson[index] = owner;
                    additions.add(chunk.types()[v], digests, v * RecordEntries.DIGEST, owner, operation,
                            (int) chunk.lines()[p]);
                }
                additions.operations = operation;
            }
            rowsRead.accept(rows);
        }
        // values the audience holds that the export does not: one operation a person
        long[] gone = new long[record.size()];
        int goneCount = 0;
        long keptPeople = 0;
        int[] keptPersons = new int[record.size()];
        int keptCount = 0;
        for (int i = 0; i < record.indexes(); i++) {
            if (!record.holds(i)) {
                continue;
            }
            if (kept.get(i)) {
                keptPersons[keptCount++] = record.person(i);
            } else {
                gone[goneCount++] = ((long) record.person(i) << 32) | i;
            }
        }
        Arrays.sort(keptPersons, 0, keptCount);
        for (int i = 0; i < keptCount; i++) {
            if (i == 0 || keptPersons[i] != keptPersons[i - 1]) {
                keptPeople++;
            }
        }
        Arrays.sort(gone, 0, goneCount);
        Builder removals = new Builder();
        for (int g = 0; g < goneCount; g++) {
            int index = (int) gone[g];
            if (g == 0 || (gone[g] >>> 32) != (gone[g - 1] >>> 32)) {
                removals.operations++;
            }
            removals.add(record.type(index), record.digests(), index * RecordEntries.DIGEST, record.person(index),
                    removals.operations, 0);
        }
        Phase addPhase = additions.phase();
        Phase removePhase = removals.phase();
        SyncCounts counts = new SyncCounts(rows, rowsWithout, rejected, addPhase.operations(), addPhase.values(),
                removePhase.operations(), removePhase.values(), keptPeople);
        return new SyncPlan(counts, addPhase, removePhase, person);
    }

    /** Plan entries as they are found. */
    private static final class Builder {
        private byte[] entries = new byte[64 * RecordEntries.PLAN];
        private int size;
        int operations;

        void add(int type, byte[] digests, int digestAt, int person, int operation, int line) {
            if (size + RecordEntries.PLAN > entries.length) {
                entries = Arrays.copyOf(entries, entries.length * 2);
            }
            RecordEntries.putPlan(entries, size, type, digests, digestAt, person, operation, line);
            size += RecordEntries.PLAN;
        }

        Phase phase() {
            return Phase.of(Arrays.copyOf(entries, size));
        }
    }
}
