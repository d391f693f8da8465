package dev.starling.core.sync;

import dev.starling.core.upload.encode.HashedRows;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * How a record's entries and a plan's are packed into blobs. A record entry: the identifier type's ordinal (1 byte),
 * the digest (32) and the person it belongs to (4, big-endian). A plan entry adds the operation it is sent in (4) and
 * the source line it came from (4; 0 for a removal).
 */
final class RecordEntries {

    static final int DIGEST = HashedRows.DIGEST_BYTES;
    static final int RECORD = 1 + DIGEST + 4;
    static final int PLAN = RECORD + 4 + 4;
    /** Entries per page of a record or a plan: about 600 KB, few rows for a million people. */
    static final int PER_PAGE = 16_384;
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

    private RecordEntries() {
    }

    /** Writes an entry's type, digest and person at {@code at}. */
    static void put(byte[] out, int at, int type, byte[] digests, int digestAt, int person) {
        out[at] = (byte) type;
        System.arraycopy(digests, digestAt, out, at + 1, DIGEST);
        INTS.set(out, at + 1 + DIGEST, person);
    }

    /** A plan entry: a record entry and its operation and line. */
    static void putPlan(byte[] out, int at, int type, byte[] digests, int digestAt, int person, int operation, int line) {
        put(out, at, type, digests, digestAt, person);
        INTS.set(out, at + RECORD, operation);
        INTS.set(out, at + RECORD + 4, line);
    }

    static int type(byte[] entries, int at) {
        return entries[at];
    }

    /** Where the digest of the entry at {@code at} starts. */
    static int digestAt(int at) {
        return at + 1;
    }

    static int person(byte[] entries, int at) {
        return (int) INTS.get(entries, at + 1 + DIGEST);
    }

    static int operation(byte[] entries, int at) {
        return (int) INTS.get(entries, at + RECORD);
    }

    static int line(byte[] entries, int at) {
        return (int) INTS.get(entries, at + RECORD + 4);
    }
}
