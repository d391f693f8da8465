package dev.starling.core.sync;

import dev.starling.core.overlap.DigestTable;
import dev.starling.core.upload.encode.HashedRows;
import dev.starling.core.upload.common.IdentifierType;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * What an audience holds as far as Starling's syncs know: every value it sent there and X acknowledged, not since
 * removed, as a digest with the person it belongs to. Built from the stored base and the changes after it, in order;
 * held in memory for one sync (about 60 bytes a value).
 */
final class AudienceRecord {

    private final DigestTable values;
    private int[] persons;
    /** Values removed since the base: not in the audience any more. */
    private final BitSet removed = new BitSet();
    private int live;

    AudienceRecord(long expected) {
        values = new DigestTable(expected);
        persons = new int[values.capacity()];
    }

    /** Applies a base page or a batch of additions. */
    void add(byte[] entries) {
        touch(entries);
        for (int at = 0; at < entries.length; at += RecordEntries.RECORD) {
            int found = values.findOrAdd(RecordEntries.type(entries, at), entries, RecordEntries.digestAt(at));
            int index = found >= 0 ? found : -found - 1;
            if (index >= persons.length) {
                persons = Arrays.copyOf(persons, values.capacity());
            }
            if (found < 0 || removed.get(index)) {
                live++;
                removed.clear(index);
            }
            persons[index] = RecordEntries.person(entries, at);
        }
    }

    /** Applies a batch of removals. */
    void remove(byte[] entries) {
        touch(entries);
        for (int at = 0; at < entries.length; at += RecordEntries.RECORD) {
            int index = values.find(RecordEntries.type(entries, at), entries, RecordEntries.digestAt(at));
            if (index >= 0 && !removed.get(index)) {
                removed.set(index);
                live--;
            }
        }
    }

    /** Reads the table's slots of a page's entries first, their fetches overlapping ({@link DigestTable#touch}). */
    private void touch(byte[] entries) {
        long touched = 0;
        for (int at = 0; at < entries.length; at += RecordEntries.RECORD) {
            touched ^= values.touch(RecordEntries.type(entries, at), entries, RecordEntries.digestAt(at));
        }
        this.touched ^= touched;
    }

    /** What the reads ahead read, kept so that they are not left out as unused. */
    private long touched;

    /** The index of a value the audience holds, or -1. */
    int find(int type, byte[] digests, int offset) {
        int index = values.find(type, digests, offset);
        return index >= 0 && !removed.get(index) ? index : -1;
    }

    /** Indexes run from 0 to this, some of them removed ({@link #holds}). */
    int indexes() {
        return values.size();
    }

    boolean holds(int index) {
        return index < values.size() && !removed.get(index);
    }

    int person(int index) {
        return persons[index];
    }

    int type(int index) {
        return values.type(index);
    }

    /** Every digest, index {@code i}'s from offset {@code 32 * i}. */
    byte[] digests() {
        return values.digests();
    }

    /** Values the audience holds. */
    int size() {
        return live;
    }

    /** The values it holds, as pages of entries for a new base. */
    List<byte[]> pages() {
        List<byte[]> pages = new java.util.ArrayList<>();
        byte[] page = null;
        int at = 0;
        for (int i = 0; i < values.size(); i++) {
            if (removed.get(i)) {
                continue;
            }
            if (page == null) {
                page = new byte[Math.min(RecordEntries.PER_PAGE, live - pages.size() * RecordEntries.PER_PAGE) * RecordEntries.RECORD];
                at = 0;
            }
            RecordEntries.put(page, at, values.type(i), values.digests(), i * RecordEntries.DIGEST, persons[i]);
            at += RecordEntries.RECORD;
            if (at == page.length) {
                pages.add(page);
                page = null;
            }
        }
        return pages;
    }

    /** The distinct people among the values it holds. */
    long people() {
        int[] held = new int[live];
        int n = 0;
        for (int i = 0; i < values.size(); i++) {
            if (!removed.get(i)) {
                held[n++] = persons[i];
            }
        }
        Arrays.sort(held, 0, n);
        long people = 0;
        for (int i = 0; i < n; i++) {
            if (i == 0 || held[i] != held[i - 1]) {
                people++;
            }
        }
        return people;
    }

    /** The people it holds, each with its values, ordered by person: a person a row, numbered from 1. */
    List<HashedRows> asPeople(int perChunk) {
        long[] keys = new long[live];
        int n = 0;
        for (int i = 0; i < values.size(); i++) {
            if (!removed.get(i)) {
                keys[n++] = ((long) persons[i] << 32) | i;
            }
        }
        Arrays.sort(keys, 0, n);
        List<HashedRows> chunks = new java.util.ArrayList<>();
        HashedRows.Builder chunk = new HashedRows.Builder(perChunk);
        IdentifierType[] types = IdentifierType.values();
        long person = 0;
        for (int k = 0; k < n; k++) {
            int index = (int) keys[k];
            if (k == 0 || (keys[k] >>> 32) != (keys[k - 1] >>> 32)) {
                if (chunk.size() == perChunk) {
                    chunks.add(chunk.build());
                    chunk = new HashedRows.Builder(perChunk);
                }
                chunk.person(++person);
            }
            chunk.value(types[values.type(index)], values.digests(), index * RecordEntries.DIGEST);
        }
        if (chunk.size() > 0) {
            chunks.add(chunk.build());
        }
        return chunks;
    }
}
