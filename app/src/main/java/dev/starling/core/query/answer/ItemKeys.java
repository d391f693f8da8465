package dev.starling.core.query.answer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The key of each item of an answer's array (a post's {@code id}, a media's {@code media_key}) as
 * where its text sits in the answer's bytes, and a table from key to item number, all in int
 * arrays: a {@code Map<String, JsonNode>} of 30,000 includes was 120,000 objects the garbage
 * collector copied at every young pause while the answer was shown (ADR 30).
 */
final class ItemKeys {

    private static final JsonFactory JSON = new JsonFactory();
    static final byte NONE = 0;
    static final byte TEXT = 1;
    static final byte NUMBER = 2;

    private final byte[] body;
    private final int[] hashes;
    /** Where each key's text starts and ends in the body (inside the quotes of a string), -1 for none. */
    private final int[] starts;
    private final int[] ends;
    private final byte[] kinds;
    /** Open addressing: item number + 1, 0 for an empty slot. */
    private final int[] slots;

    ItemKeys(byte[] body, int[] hashes, int[] starts, int[] ends, byte[] kinds, int size) {
        this.body = body;
        this.hashes = hashes;
        this.starts = starts;
        this.ends = ends;
        this.kinds = kinds;
        int capacity = Integer.highestOneBit(Math.max(4, size * 2 - 1)) << 1;
        this.slots = new int[capacity];
        for (int item = 0; item < size; item++) {
            if (kinds[item] != NONE) {
                int slot = hashes[item] & (capacity - 1);
                while (slots[slot] != 0) {
                    slot = (slot + 1) & (capacity - 1);
                }
                slots[slot] = item + 1;
            }
        }
    }

    static ItemKeys none(byte[] body) {
        return new ItemKeys(body, new int[0], new int[0], new int[0], new byte[0], 0);
    }

    /** The last item whose key is {@code key} (a later duplicate wins, as in a map filled in order), or -1. */
    int find(String key) {
        int hash = key.hashCode();
        int mask = slots.length - 1;
        int found = -1;
        for (int slot = hash & mask; slots[slot] != 0; slot = (slot + 1) & mask) {
            int item = slots[slot] - 1;
            if (hashes[item] == hash && item > found && sameText(item, key)) {
                found = item;
            }
        }
        return found;
    }

    /** The item's key when it is a JSON string (what the cache stores objects by), else null. */
    String text(int item) {
        return kinds[item] == TEXT ? decode(item) : null;
    }

    private boolean sameText(int item, String key) {
        int start = starts[item];
        int length = ends[item] - start;
        if (length != key.length()) {
            return key.equals(decode(item)); // multi-byte characters or escapes: compare decoded
        }
        for (int i = 0; i < length; i++) {
            byte b = body[start + i];
            if (b < 0 || b == '\\') {
                return key.equals(decode(item));
            }
            if (b != key.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private String decode(int item) {
        int start = starts[item];
        int end = ends[item];
        if (kinds[item] == NUMBER) {
            return new String(body, start, end - start, StandardCharsets.US_ASCII);
        }
        for (int i = start; i < end; i++) {
            if (body[i] == '\\') {
                // The string with its quotes, read by the parser that undoes the escapes.
                try (JsonParser parser = JSON.createParser(body, start - 1, end - start + 2)) {
                    parser.nextToken();
                    return parser.getText();
                } catch (IOException indexedSoReadable) {
                    throw new UncheckedIOException(indexedSoReadable);
                }
            }
        }
        return new String(body, start, end - start, StandardCharsets.UTF_8);
    }

    /** Collects keys while the items are indexed. */
    static final class Builder {
        private int[] hashes = new int[64];
        private int[] starts = new int[64];
        private int[] ends = new int[64];
        private byte[] kinds = new byte[64];

        void set(int item, byte kind, int hash, int start, int end) {
            if (item >= hashes.length) {
                int length = Math.max(item + 1, hashes.length * 2);
                hashes = Arrays.copyOf(hashes, length);
                starts = Arrays.copyOf(starts, length);
                ends = Arrays.copyOf(ends, length);
                kinds = Arrays.copyOf(kinds, length);
            }
            hashes[item] = hash;
            starts[item] = start;
            ends[item] = end;
            kinds[item] = kind;
        }

        ItemKeys build(byte[] body, int size) {
            return new ItemKeys(body, Arrays.copyOf(hashes, size), Arrays.copyOf(starts, size),
                    Arrays.copyOf(ends, size), Arrays.copyOf(kinds, size), size);
        }
    }
}
