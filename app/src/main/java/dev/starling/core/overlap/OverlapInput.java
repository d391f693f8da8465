package dev.starling.core.overlap;

import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.encode.HashedRows;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.encode.ParallelEncoder;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.UploadOptions;
import java.nio.file.Path;
import java.util.Iterator;

/**
 * One side of a comparison: people with their values hashed, read a chunk at a time. A CRM file (read, normalised and
 * hashed by the upload pipeline's own code), or what Starling last sent to an audience (its sync record).
 */
public interface OverlapInput {

    /** How the input is named on screen and in exports (a file's name). */
    String label();

    /** About how many rows it holds, to make room for its values up front and for progress. */
    long estimatedRows();

    /** About how many values its rows hold (rows times identifier columns). */
    long estimatedValues();

    /** Its people, in order. */
    People open();

    /** The file behind it, which an export must not be written over; null when there is none. */
    default Path file() {
        return null;
    }

    /** An input's people, a chunk at a time; closing it stops the reading. */
    interface People extends Iterator<HashedRows>, AutoCloseable {
        @Override
        void close();

        /** {@code chunks}, and {@code close} run when they are closed. */
        static People of(Iterator<HashedRows> chunks, Runnable close) {
            return new People() {
                @Override
                public boolean hasNext() {
                    return chunks.hasNext();
                }

                @Override
                public HashedRows next() {
                    return chunks.next();
                }

                @Override
                public void close() {
                    close.run();
                }
            };
        }
    }

    /** A CRM file, read as an upload of it would be: the same columns, normaliser and hashes. */
    static OverlapInput file(SourceProfile profile, ColumnMapping mapping, IdentifierNormalizer normalizer) {
        return new FileInput(profile, mapping, normalizer);
    }

    /** {@link #file}. */
    record FileInput(SourceProfile profile, ColumnMapping mapping, IdentifierNormalizer normalizer) implements OverlapInput {

        @Override
        public String label() {
            return String.valueOf(profile.path().getFileName());
        }

        @Override
        public long estimatedRows() {
            return profile.estimatedRows();
        }

        @Override
        public long estimatedValues() {
            return profile.estimatedRows() * mapping.columns().size();
        }

        @Override
        public Path file() {
            return profile.path();
        }

        @Override
        public People open() {
            ParallelEncoder<HashedRows> rows = ParallelEncoder.hashing(profile, mapping, normalizer,
                    UploadOptions.defaults(null).encoderThreads());
            return People.of(rows, rows::close);
        }
    }
}
