package dev.starling.core.sync;

import dev.starling.core.upload.encode.HashedRows;
import dev.starling.core.upload.encode.HashedSource;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.encode.UploadBatch;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.BitSet;
import java.util.HexFormat;
import java.util.Iterator;

/**
 * One half of a sync run as the upload pipeline sends it: its removals (Delete) or additions (Update), an operation
 * a person, numbered from 1 in plan order. Each acknowledged batch's applied operations go into the audience's record
 * in the journal's transaction, and into the record held in memory, so the record is exactly what X acknowledged.
 */
final class SyncChanges implements HashedSource {

    /** The journal's name for an upload job of a sync. */
    static final String KIND = "sync";
    private static final int PER_CHUNK = 4_096;

    private final String label;
    private final boolean removals;
    private final SyncPlan.Phase phase;
    private final SyncStore store;
    private final long syncId;
    private final long runId;
    private final AudienceRecord record;
    private final String fingerprint;

    SyncChanges(String label, boolean removals, SyncPlan.Phase phase, SyncStore store, long syncId, long runId,
                AudienceRecord record) {
        this.label = label;
        this.removals = removals;
        this.phase = phase;
        this.store = store;
        this.syncId = syncId;
        this.runId = runId;
        this.record = record;
        this.fingerprint = fingerprintOf(phase.entries());
    }

    private static String fingerprintOf(byte[] entries) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(entries));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public long size() {
        return phase.operations();
    }

    @Override
    public String fingerprint() {
        return fingerprint;
    }

    @Override
    public java.util.Set<IdentifierType> types() {
        java.util.EnumSet<IdentifierType> types = java.util.EnumSet.noneOf(IdentifierType.class);
        byte[] entries = phase.entries();
        for (int at = 0; at < entries.length; at += RecordEntries.PLAN) {
            types.add(IdentifierType.values()[RecordEntries.type(entries, at)]);
        }
        return types;
    }

    @Override
    public Iterator<HashedRows> people() {
        IdentifierType[] types = IdentifierType.values();
        byte[] entries = phase.entries();
        return HashedRows.chunks(phase.operations(), PER_CHUNK, (op, chunk) -> {
            chunk.person(op + 1L);
            for (int v = phase.opStart()[op]; v < phase.opStart()[op + 1]; v++) {
                int at = v * RecordEntries.PLAN;
                chunk.value(types[RecordEntries.type(entries, at)], entries, RecordEntries.digestAt(at));
            }
        });
    }

    @Override
    public void acknowledged(Connection connection, UploadBatch batch, BitSet refused) throws SQLException {
        byte[] plan = phase.entries();
        int values = 0;
        for (int i = 0; i < batch.operationCount(); i++) {
            if (!refused.get(i)) {
                int op = (int) batch.lines()[i];
                values += phase.opStart()[op] - phase.opStart()[op - 1];
            }
        }
        byte[] applied = new byte[values * RecordEntries.RECORD];
        int at = 0;
        for (int i = 0; i < batch.operationCount(); i++) {
            if (refused.get(i)) {
                continue;
            }
            int op = (int) batch.lines()[i];
            for (int v = phase.opStart()[op - 1]; v < phase.opStart()[op]; v++) {
                System.arraycopy(plan, v * RecordEntries.PLAN, applied, at, RecordEntries.RECORD);
                at += RecordEntries.RECORD;
            }
        }
        store.recordChange(connection, syncId, runId, removals, applied);
        if (removals) {
            record.remove(applied);
        } else {
            record.add(applied);
        }
    }

    /** The source line of the addition sent as operation {@code op} (0 for a removal). */
    long line(int op) {
        return RecordEntries.line(phase.entries(), phase.opStart()[op - 1] * RecordEntries.PLAN);
    }
}
