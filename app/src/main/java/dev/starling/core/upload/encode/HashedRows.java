package dev.starling.core.upload.encode;

import java.util.Arrays;
import java.util.List;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.normalize.Rejection;
import dev.starling.core.upload.normalize.Sha256Hex;

/**
 * A run of people with their identifiers normalised and hashed, and nothing else: no request body, and never a
 * value in the clear. What {@link ParallelEncoder#hashing} reads from a file (one person a row, in file order), and
 * what a list that is not a file ({@link HashedSource}) hands to the upload pipeline.
 *
 * @param lines per person, the source line (a file) or its number in the list (1 for the first)
 * @param valueStart where person {@code p}'s values start; they end at entry {@code p + 1} (one extra entry at the
 *     end); a person with no valid value has an empty range
 * @param types per value, its {@link IdentifierType#ordinal()}
 * @param digests per value, its 32-byte SHA-256 from offset {@code 32 * v}: the digest sent for every type but
 *     {@link IdentifierType#PARTNER_USER_ID}, whose digest (of the value as it would be sent) only matches it with
 *     others and cannot be sent
 * @param acceptedByType count of valid values per type ordinal
 * @param rejections values that are not valid (line, column, type, reason)
 */
public record HashedRows(int size, long[] lines, int[] valueStart, byte[] types, byte[] digests, int[] acceptedByType,
                         List<Rejection> rejections) {

    public static final int DIGEST_BYTES = 32;

    public int values() {
        return valueStart[size];
    }

    /** The 32 bytes of value {@code v}'s digest, as a copy. */
    public byte[] digest(int v) {
        return Arrays.copyOfRange(digests, v * DIGEST_BYTES, (v + 1) * DIGEST_BYTES);
    }

    public IdentifierType type(int v) {
        return IdentifierType.values()[types[v]];
    }

    /** Eight bytes of value {@code v}'s digest from byte {@code from} (0, 8, 16 or 24), big-endian. */
    public long digestLong(int v, int from) {
        return Sha256Hex.longAt(digests, v * DIGEST_BYTES + from);
    }

    /** Writes person {@code p} (from 0) of a list into the chunk being built: {@link Builder#person}, then its values. */
    @FunctionalInterface
    public interface PersonWriter {
        void write(int p, Builder chunk);
    }

    /** A list of {@code people} as chunks of at most {@code perChunk}, built as they are asked for. */
    public static java.util.Iterator<HashedRows> chunks(int people, int perChunk, PersonWriter writer) {
        return new java.util.Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < people;
            }

            @Override
            public HashedRows next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                int end = Math.min(people, next + perChunk);
                Builder chunk = new Builder(end - next);
                for (int p = next; p < end; p++) {
                    writer.write(p, chunk);
                }
                next = end;
                return chunk.build();
            }
        };
    }

    /** Builds chunks of people value by value, for lists that are not files (a set operation, a sync's changes). */
    public static final class Builder {
        private long[] lines;
        private int[] valueStart;
        private byte[] types;
        private byte[] digests;
        private final int[] accepted = new int[IdentifierType.values().length];
        private int size;
        private int values;

        public Builder(int people) {
            lines = new long[Math.max(1, people)];
            valueStart = new int[Math.max(1, people) + 1];
            types = new byte[Math.max(1, people)];
            digests = new byte[Math.max(1, people) * DIGEST_BYTES];
        }

        /** Starts the next person, numbered {@code line}; its values follow with {@link #value}. */
        public Builder person(long line) {
            if (size == lines.length) {
                lines = Arrays.copyOf(lines, size * 2);
                valueStart = Arrays.copyOf(valueStart, size * 2 + 1);
            }
            valueStart[size] = values;
            lines[size++] = line;
            valueStart[size] = values;
            return this;
        }

        /** A value of the current person: {@code digest[from, from + 32)}. */
        public Builder value(IdentifierType type, byte[] digest, int from) {
            if (size == 0) {
                throw new IllegalStateException("a value needs a person");
            }
            if (values == types.length) {
                types = Arrays.copyOf(types, values * 2);
                digests = Arrays.copyOf(digests, values * 2 * DIGEST_BYTES);
            }
            types[values] = (byte) type.ordinal();
            System.arraycopy(digest, from, digests, values * DIGEST_BYTES, DIGEST_BYTES);
            accepted[type.ordinal()]++;
            valueStart[size] = ++values;
            return this;
        }

        public int size() {
            return size;
        }

        /** The people so far, in arrays of their own: the builder may go on. */
        public HashedRows build() {
            return new HashedRows(size, Arrays.copyOf(lines, size), Arrays.copyOf(valueStart, size + 1),
                    Arrays.copyOf(types, values), Arrays.copyOf(digests, values * DIGEST_BYTES), accepted.clone(), List.of());
        }
    }
}
