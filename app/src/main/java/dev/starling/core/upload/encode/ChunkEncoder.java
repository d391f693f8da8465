package dev.starling.core.upload.encode;

import dev.starling.core.text.BundleText;
import java.nio.charset.StandardCharsets;
import java.security.DigestException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import dev.starling.core.upload.normalize.AsciiEmail;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.read.LineBlocks;
import dev.starling.core.upload.normalize.Normalized;
import dev.starling.core.upload.normalize.Rejection;
import dev.starling.core.upload.normalize.RejectionReasons;
import dev.starling.core.upload.normalize.Sha256Hex;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.read.SourceReader;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.common.UploadSettings;

/**
 * Turns rows into operations: each mapped cell is normalised and hashed, and a row's valid
 * identifiers become one operation (one user object), so the server's operation index maps back to
 * one source row. Empty cells count as rejections only when the whole row has nothing to send.
 * Hashes go straight from the digest into the body as hex: no intermediate strings on the hot path.
 * Thread-safe: chunks are encoded on several threads at once.
 */
public final class ChunkEncoder {

    private static final IdentifierType[] TYPES = IdentifierType.values();
    private final ColumnMapping mapping;
    private final IdentifierNormalizer normalizer;
    private final OperationFormat format;
    private final boolean asciiSource;
    /** The bytes of one row's operation when each mapped column holds one hashed value. */
    private final int rowBytes;
    /** The mapped columns as an array: read several times per row on the hot path. */
    private final ColumnMapping.Column[] columns;
    /** The field index of the mapping's only column when that is an email column (most uploads), else -1. */
    private final int emailColumn;
    private static final int EMAIL = IdentifierType.EMAIL.ordinal();
    /** Lines per chunk of a plain file (see {@link #linesPerChunk}). */
    private final int linesPerChunk;
    /** The bytes of one row's record (separator and whole operation) in a plain file, at most for most mappings. */
    private final int recordBytes;
    /**
     * For an email-only mapping: {@link #linesPerChunk} records {@code ,{...["<64 digits>"]}...}, digits left
     * zero, and one byte more; a chunk of a plain file starts as a copy of it, and each row writes only its digits.
     */
    private final byte[] emailRecords;
    /** Where a record's digits start within it. */
    private final int emailDigits;
    /**
     * Bodies handed back by {@link #recycle} once their request is done: each is {@link #emailRecords} but for
     * the digits, so a chunk of {@link #linesPerChunk} lines can start from one instead of a fresh copy of the
     * template (the copy and the fresh memory cost about as much as the hex digits). As many as a plain file's
     * chunks queued between the encoders and the batcher ({@link ParallelEncoder}, 8 per encoder): requests are
     * done in bursts, when the batching thread gets a core, and with room for 4 only, many chunks of an
     * upload started from a fresh copy (docs/perf/upload-pipeline.md); 16 hold about 8 MB at most, during an upload.
     */
    private final java.util.concurrent.BlockingQueue<byte[]> spareRecords = new java.util.concurrent.ArrayBlockingQueue<>(16);

    public ChunkEncoder(ColumnMapping mapping, IdentifierNormalizer normalizer, OperationFormat format) {
        this(mapping, normalizer, format, false);
    }

    /** @param asciiSource every value is known to be ASCII (the file is): emails take the word-at-a-time path */
    public ChunkEncoder(ColumnMapping mapping, IdentifierNormalizer normalizer, OperationFormat format, boolean asciiSource) {
        this(mapping, normalizer, format, asciiSource, 0);
    }

    /**
     * @param batchOperations the most operations a request holds (0 when unknown): a plain file's chunks then
     *     hold that many lines, so that a chunk whose rows are all valid is a request body as it stands
     */
    public ChunkEncoder(ColumnMapping mapping, IdentifierNormalizer normalizer, OperationFormat format, boolean asciiSource,
                        int batchOperations) {
        this.mapping = mapping;
        this.normalizer = normalizer;
        this.format = format;
        this.asciiSource = asciiSource;
        // a single hashed column: each row holds 64 hex digits at most (see EncodedChunk#singleType)
        this.rowBytes = mapping.columns().size() == 1 && mapping.columns().get(0).type().hashed() ? 64
                : format.rowBytes(mapping.columns());
        this.columns = mapping.columns().toArray(ColumnMapping.Column[]::new);
        this.emailColumn = columns.length == 1 && columns[0].type() == IdentifierType.EMAIL ? columns[0].index() : -1;
        this.recordBytes = rowBytes == 64
                ? 1 + format.singleHead(columns[0].type().ordinal()).length + 64 + OperationFormat.singleTail().length
                : format.rowBytes(mapping.columns());
        this.linesPerChunk = (long) batchOperations * recordBytes + 1 <= BODY_CHUNK_BYTES && batchOperations >= 64
                ? batchOperations : Math.max(64, Math.min(ParallelEncoder.CHUNK_ROWS, CHUNK_BYTES / recordBytes));
        this.emailDigits = 1 + format.singleHead(EMAIL).length;
        this.emailRecords = emailColumn >= 0 && asciiSource ? emailRecords(format, linesPerChunk, recordBytes) : null;
    }

    private static byte[] emailRecords(OperationFormat format, int rows, int recordBytes) {
        ByteSink records = new ByteSink(rows * recordBytes + 1);
        records.write(',');
        format.singleHash(records, IdentifierType.EMAIL, new byte[32]);
        byte[] bytes = records.array();
        for (int filled = recordBytes; filled < rows * recordBytes; filled *= 2) {
            System.arraycopy(bytes, 0, bytes, filled, Math.min(filled, rows * recordBytes - filled));
        }
        bytes[rows * recordBytes] = ']';
        return bytes;
    }

    /**
     * Hands back the body of a request that is done and that no one reads any more, which must be the array of a
     * chunk of this encoder that {@link Batcher#wholeRequest} made into a body; a later chunk then writes its
     * records into it. Arrays of any other size are ignored.
     */
    public void recycle(byte[] body) {
        byte[] template = emailRecords;
        if (template != null && body.length == template.length) {
            // wholeRequest wrote the brackets over the first separator and the spare last byte: the rest is records
            body[0] = template[0];
            body[body.length - 1] = template[template.length - 1];
            spareRecords.offer(body);
        }
    }

    /**
     * Rows per chunk: at most {@link ParallelEncoder#CHUNK_ROWS}, and few enough that a chunk's bytes
     * stay below 384 KiB: G1 allocates a larger array (half a region with a small heap) as a
     * "humongous" object outside the young generation, which cost more than the encoding.
     */
    int rowsPerChunk() {
        return Math.max(64, Math.min(ParallelEncoder.CHUNK_ROWS, CHUNK_BYTES / rowBytes));
    }

    private static final int CHUNK_BYTES = 384 * 1024;
    /**
     * A chunk that may become a request body as it stands can be larger: a body is this large anyway (2,500
     * operations of about 200 bytes), and this stays below half of G1's smallest region (1 MiB) with the
     * array's header, so it is never a humongous object.
     */
    private static final int BODY_CHUNK_BYTES = 512 * 1024 - 64;

    /**
     * Lines per chunk of a plain file, whose chunks hold whole records ({@link EncodedChunk#separated}): a
     * request's operations when a request of records of one email each fits in {@link #BODY_CHUNK_BYTES}
     * (a chunk of valid rows is then a body as it stands), else as {@link #rowsPerChunk}.
     */
    public int linesPerChunk() {
        return linesPerChunk;
    }

    public EncodedChunk encode(long[] lines, String[][] rows, int size) {
        return encode(lines, size, new ParsedRows(rows, asciiSource), false);
    }

    /**
     * The lines of a plain ASCII file, fields split at {@code delimiter} ({@link SourceProfile#PLAIN_TEXT}: one per
     * line), as whole records ({@link EncodedChunk#separated}).
     */
    public EncodedChunk encode(LineBlocks.Block block, char delimiter) {
        return encode(block.lines(), block.size(), new PlainRows(block, delimiter), true);
    }

    /** @param records each row's range holds a separator and its whole operation, see {@link EncodedChunk#separated} */
    private EncodedChunk encode(long[] lines, int size, Rows rows, boolean records) {
        ColumnMapping.Column[] columns = this.columns;
        int[] accepted = new int[TYPES.length];
        List<Rejection> rejections = new ArrayList<>();
        ChunkArrays spare = size == linesPerChunk ? spareArrays.poll() : null;
        long[] keys = spare != null ? spare.keys : new long[size * 2 * columns.length];
        int[] keyStart = spare != null ? spare.keyStart : new int[size + 1];
        int[] operationStart = spare != null ? spare.operationStart : new int[size + 1];
        int keyCount = 0;
        byte[] singleType = spare != null ? spare.singleType : new byte[size];
        // Sized for every row holding valid values, so the sink never has to grow (a growth copies the whole chunk).
        // Records of emails start as a copy of the template: while every row is such a record (or none), each
        // record is already in its place but for its digits.
        boolean templated = records && emailRecords != null && size <= linesPerChunk;
        ByteSink out = templated ? new ByteSink(templateFor(size)) : new ByteSink(size * (records ? recordBytes : rowBytes) + 64);
        byte[][] digests = new byte[columns.length][];
        String[] texts = new String[columns.length];
        BundleText[] reasons = new BundleText[columns.length];
        byte[][] digestBuffers = new byte[columns.length][32];
        Hasher hasher = new Hasher();
        for (int r = 0; r < size; r++) {
            keyStart[r] = keyCount;
            operationStart[r] = out.size();
            int fieldCount = rows.fieldCount(r);
            if (emailColumn >= 0 && emailColumn < fieldCount) {
                // The common case in one go: what the general code below does for a plain email alone on its row.
                int length = rows.plainEmail(r, emailColumn, hasher);
                if (length > 0) {
                    byte[] digest = hasher.digest(hasher.scratch, length);
                    accepted[EMAIL]++;
                    keys[keyCount++] = Sha256Hex.longAt(digest, 0);
                    keys[keyCount++] = Sha256Hex.longAt(digest, 8);
                    singleType[r] = (byte) (records ? -1 : EMAIL);
                    if (templated) {
                        Sha256Hex.hexInto(digest, out.array(), out.size() + emailDigits);
                        out.skip(recordBytes);
                    } else if (records) {
                        out.write(',');
                        format.singleHash(out, IdentifierType.EMAIL, digest);
                    } else {
                        out.writeHex(digest);
                    }
                    continue;
                }
            }
            int valid = 0;
            int lastValid = -1;
            for (int c = 0; c < digests.length; c++) {
                ColumnMapping.Column column = columns[c];
                digests[c] = null;
                texts[c] = null;
                reasons[c] = column.index() < fieldCount
                        ? clean(column.type(), rows, r, column.index(), c, digests, digestBuffers[c], texts, hasher)
                        : RejectionReasons.missingColumn(fieldCount);
                if (reasons[c] == null) {
                    valid++;
                    lastValid = c;
                    accepted[column.type().ordinal()]++;
                    if (digests[c] != null) {
                        keys[keyCount++] = Sha256Hex.longAt(digests[c], 0);
                        keys[keyCount++] = Sha256Hex.longAt(digests[c], 8);
                    }
                }
            }
            reject(rejections, lines[r], columns, reasons, valid);
            singleType[r] = -1;
            if (valid > 0 && records) {
                templated = false; // from here on, records are written whole where the last one ended
                out.write(',');
            }
            if (valid == 1 && digests[lastValid] != null) {
                if (records) {
                    format.singleHash(out, columns[lastValid].type(), digests[lastValid]);
                } else {
                    // the hex digits only: the batcher writes the fixed text around them into the body
                    singleType[r] = (byte) columns[lastValid].type().ordinal();
                    out.writeHex(digests[lastValid]);
                }
            } else if (valid > 0) {
                writeOperation(out, columns, digests, texts, reasons);
            }
        }
        keyStart[size] = keyCount;
        operationStart[size] = out.size();
        // the sink's own array, spare capacity included: copying 150 bytes a row again costs more than the slack
        return new EncodedChunk(size, lines, out.array(), operationStart, singleType, records, format,
                keyCount == keys.length ? keys : Arrays.copyOf(keys, keyCount), keyStart, accepted, rejections);
    }

    /** The row's values that were not valid, as rejections: a blank cell beside a valid identifier is just an optional column left empty. */
    private static void reject(List<Rejection> rejections, long line, ColumnMapping.Column[] columns,
                               BundleText[] reasons, int valid) {
        for (int c = 0; c < reasons.length; c++) {
            if (reasons[c] != null && !(valid > 0 && RejectionReasons.EMPTY.equals(reasons[c]))) {
                rejections.add(new Rejection(line, columns[c].index() + 1, columns[c].type(), reasons[c]));
            }
        }
    }

    // --- Hashing only: people and their digests, no request bodies (an overlap, a sync's comparison) ---

    /** Settings an encoder that only hashes is built with: their operation format is never written. */
    private static final UploadSettings HASHING_ONLY = UploadSettings.customAudience("none", "none",
            UploadSettings.Operation.UPDATE, java.time.Instant.EPOCH, null);

    /**
     * An encoder for {@link #hash}: the same reading, normalising and hashing as an upload's, for a file's people
     * without building requests.
     */
    public static ChunkEncoder forHashing(ColumnMapping mapping, IdentifierNormalizer normalizer, boolean asciiSource) {
        return new ChunkEncoder(mapping, normalizer, new OperationFormat(HASHING_ONLY), asciiSource, 0);
    }

    /** The lines of a plain ASCII file as people and their digests; see {@link #encode(LineBlocks.Block, char)}. */
    public HashedRows hash(LineBlocks.Block block, char delimiter) {
        return hash(block.lines(), block.size(), new PlainRows(block, delimiter));
    }

    /** Parsed rows as people and their digests; see {@link #encode(long[], String[][], int)}. */
    public HashedRows hash(long[] lines, String[][] rows, int size) {
        return hash(lines, size, new ParsedRows(rows, asciiSource));
    }

    /**
     * Each row's valid values, normalised and hashed exactly as {@link #encode} does for a request (the same fast path
     * for a lone email, the same rules and rejections); a partner id, sent as it is, gets the digest of what would be
     * sent, to match it with others.
     */
    private HashedRows hash(long[] lines, int size, Rows rows) {
        ColumnMapping.Column[] columns = this.columns;
        int[] accepted = new int[TYPES.length];
        List<Rejection> rejections = new ArrayList<>();
        int[] valueStart = new int[size + 1];
        byte[] types = new byte[size * columns.length];
        byte[] out = new byte[size * columns.length * HashedRows.DIGEST_BYTES];
        int values = 0;
        byte[][] digests = new byte[columns.length][];
        String[] texts = new String[columns.length];
        BundleText[] reasons = new BundleText[columns.length];
        byte[][] digestBuffers = new byte[columns.length][32];
        Hasher hasher = new Hasher();
        for (int r = 0; r < size; r++) {
            valueStart[r] = values;
            int fieldCount = rows.fieldCount(r);
            if (emailColumn >= 0 && emailColumn < fieldCount) {
                int length = rows.plainEmail(r, emailColumn, hasher);
                if (length > 0) {
                    hasher.digest(hasher.scratch, length, out, values * HashedRows.DIGEST_BYTES);
                    types[values++] = (byte) EMAIL;
                    accepted[EMAIL]++;
                    continue;
                }
            }
            int valid = 0;
            for (int c = 0; c < columns.length; c++) {
                ColumnMapping.Column column = columns[c];
                digests[c] = null;
                texts[c] = null;
                reasons[c] = column.index() < fieldCount
                        ? clean(column.type(), rows, r, column.index(), c, digests, digestBuffers[c], texts, hasher)
                        : RejectionReasons.missingColumn(fieldCount);
                if (reasons[c] != null) {
                    continue;
                }
                valid++;
                accepted[column.type().ordinal()]++;
                if (digests[c] != null) {
                    System.arraycopy(digests[c], 0, out, values * HashedRows.DIGEST_BYTES, HashedRows.DIGEST_BYTES);
                } else {
                    byte[] utf8 = texts[c].getBytes(StandardCharsets.UTF_8);
                    hasher.digest(utf8, utf8.length, out, values * HashedRows.DIGEST_BYTES);
                }
                types[values++] = (byte) column.type().ordinal();
            }
            reject(rejections, lines[r], columns, reasons, valid);
        }
        valueStart[size] = values;
        return new HashedRows(size, lines, valueStart, types, out, accepted, rejections);
    }

    /**
     * A list's people as operations in {@code format}, one a person with all its values, for the batcher as a
     * file's rows are ({@link EncodedChunk#addOperation}); request bodies are the same as a file's with those values
     * would give. Values of a partner id cannot be sent (they are digests, not the id).
     *
     * @throws IllegalArgumentException for a partner id's value
     */
    public static EncodedChunk encode(HashedRows people, OperationFormat format) {
        int size = people.size();
        int[] operationStart = new int[size + 1];
        byte[] singleType = new byte[size];
        long[] keys = new long[people.values() * 2];
        int keyCount = 0;
        int[] keyStart = new int[size + 1];
        // 64 hex digits a person with one value (most); a sink that grows for the others
        ByteSink out = new ByteSink(people.values() * 72 + 64);
        byte[] digest = new byte[HashedRows.DIGEST_BYTES];
        for (int p = 0; p < size; p++) {
            operationStart[p] = out.size();
            keyStart[p] = keyCount;
            int from = people.valueStart()[p];
            int to = people.valueStart()[p + 1];
            for (int v = from; v < to; v++) {
                if (people.types()[v] == IdentifierType.PARTNER_USER_ID.ordinal()) {
                    throw new IllegalArgumentException("a partner id's digest cannot be sent");
                }
                keys[keyCount++] = people.digestLong(v, 0);
                keys[keyCount++] = people.digestLong(v, 8);
            }
            singleType[p] = -1;
            if (to - from == 1) {
                // the hex digits only: the batcher writes the fixed text around them into the body
                singleType[p] = people.types()[from];
                System.arraycopy(people.digests(), from * HashedRows.DIGEST_BYTES, digest, 0, HashedRows.DIGEST_BYTES);
                out.writeHex(digest);
            } else if (to > from) {
                format.begin(out);
                boolean firstKey = true;
                for (IdentifierType type : TYPES) {
                    boolean open = false;
                    for (int v = from; v < to; v++) {
                        if (people.types()[v] != type.ordinal()) {
                            continue;
                        }
                        if (!open) {
                            format.key(out, type, firstKey);
                            firstKey = false;
                        }
                        System.arraycopy(people.digests(), v * HashedRows.DIGEST_BYTES, digest, 0, HashedRows.DIGEST_BYTES);
                        format.hash(out, digest, !open);
                        open = true;
                    }
                    if (open) {
                        format.closeKey(out);
                    }
                }
                format.end(out);
            }
        }
        keyStart[size] = keyCount;
        operationStart[size] = out.size();
        return new EncodedChunk(size, people.lines(), out.array(), operationStart, singleType, false, format, keys,
                keyStart, people.acceptedByType().clone(), List.of());
    }

    /**
     * The batching thread is done with {@code chunk}: it reads its keys, operation bounds and types no more (the
     * body and the line numbers may live on in a batch, and are not taken back). A later chunk of as many lines
     * then writes into them instead of fresh arrays (a good part of an upload's garbage, docs/perf/upload-pipeline.md).
     */
    public void done(EncodedChunk chunk) {
        int rows = chunk.size();
        if (rows == linesPerChunk && chunk.keys().length == rows * 2 * columns.length
                && chunk.keyStart().length == rows + 1 && chunk.operationStart().length == rows + 1
                && chunk.singleType().length == rows) {
            spareArrays.offer(new ChunkArrays(chunk.keys(), chunk.keyStart(), chunk.operationStart(), chunk.singleType()));
        }
    }

    /** The arrays of a chunk of {@link #linesPerChunk} rows that {@link #done} handed back. */
    private record ChunkArrays(long[] keys, int[] keyStart, int[] operationStart, byte[] singleType) {
    }

    /** As many as the chunks queued between the encoders and the batching thread ({@link ParallelEncoder}). */
    private final java.util.concurrent.BlockingQueue<ChunkArrays> spareArrays = new java.util.concurrent.ArrayBlockingQueue<>(16);

    /** {@code size} records of the template, digits to be written: a recycled body when one is there and fits. */
    private byte[] templateFor(int size) {
        byte[] spare = size == linesPerChunk ? spareRecords.poll() : null;
        return spare != null ? spare : Arrays.copyOf(emailRecords, size * recordBytes + 1);
    }

    /** Fills {@code digests[c]} (hashed types) or {@code texts[c]} (partner id); returns a reason or null. */
    private BundleText clean(IdentifierType type, Rows rows, int r, int index, int c, byte[][] digests, byte[] digestBuffer,
                         String[] texts, Hasher hasher) {
        if (type == IdentifierType.EMAIL) {
            int length = rows.plainEmail(r, index, hasher);
            if (length > 0) {
                digests[c] = hasher.digest(hasher.scratch, length, digestBuffer);
                return null;
            }
        }
        Normalized value = normalizer.clean(type, rows.text(r, index));
        if (!value.isAccepted()) {
            return value.reason();
        }
        if (!type.hashed()) {
            texts[c] = value.sent();
        } else if (value.sent() != null) {
            digests[c] = Sha256Hex.unhex(value.sent());
        } else {
            byte[] utf8 = value.normalised().getBytes(StandardCharsets.UTF_8);
            digests[c] = hasher.digest(utf8, utf8.length, digestBuffer);
        }
        return null;
    }

    /** The cells of a chunk's rows, however they were read; one instance per chunk, on one thread. */
    private interface Rows {
        int fieldCount(int r);

        String text(int r, int index);

        /** The email fast path: the normalised bytes in {@code hasher.scratch}, their length, or -1 for the general rule. */
        int plainEmail(int r, int index, Hasher hasher);
    }

    /** Rows from the CSV parser. */
    private record ParsedRows(String[][] rows, boolean ascii) implements Rows {
        @Override
        public int fieldCount(int r) {
            return rows[r].length;
        }

        @Override
        public String text(int r, int index) {
            return rows[r][index];
        }

        @Override
        public int plainEmail(int r, int index, Hasher hasher) {
            return ascii ? AsciiEmail.normaliseAscii(rows[r][index], hasher.scratch)
                    : AsciiEmail.normalise(rows[r][index], hasher.chars, hasher.scratch);
        }
    }

    /**
     * Lines of a plain ASCII file; a row's fields are found when its field count is asked, which the
     * encoder does first for each row. The limits are the CSV parser's, with its words.
     */
    private static final class PlainRows implements Rows {
        private final LineBlocks.Block block;
        private final byte delimiter;
        private final boolean oneField;
        /** Field {@code i} of the current row is {@code [bounds[2i], bounds[2i + 1])}. */
        private int[] bounds = new int[16];

        PlainRows(LineBlocks.Block block, char delimiter) {
            this.block = block;
            this.oneField = delimiter == SourceProfile.PLAIN_TEXT;
            this.delimiter = (byte) delimiter;
        }

        @Override
        public int fieldCount(int r) {
            byte[] data = block.data();
            int end = block.end()[r];
            int from = block.start()[r];
            int count = 0;
            while (true) {
                int to = oneField ? end : LineBlocks.indexOf(data, delimiter, from, end);
                if (to - from > SourceReader.MAX_FIELD) {
                    throw limit(r, SourceReader.fieldTooLong());
                }
                if (count == SourceReader.MAX_COLUMNS) {
                    throw limit(r, SourceReader.tooManyColumns());
                }
                if (2 * count + 2 > bounds.length) {
                    bounds = Arrays.copyOf(bounds, bounds.length * 2);
                }
                bounds[2 * count] = from;
                bounds[2 * count + 1] = to;
                count++;
                if (to >= end) {
                    return count;
                }
                from = to + 1;
            }
        }

        private UploadException limit(int r, BundleText what) {
            return SourceReader.overLimit(block.lines()[r], what);
        }

        @Override
        public String text(int r, int index) {
            return new String(block.data(), bounds[2 * index], bounds[2 * index + 1] - bounds[2 * index],
                    StandardCharsets.ISO_8859_1);
        }

        @Override
        public int plainEmail(int r, int index, Hasher hasher) {
            return AsciiEmail.normaliseAscii(block.data(), bounds[2 * index], bounds[2 * index + 1], hasher.scratch);
        }
    }

    /** This thread's digest and a scratch buffer, fetched once per chunk; results go into reused arrays. */
    private static final class Hasher {
        final byte[] scratch = new byte[256 + AsciiEmail.SLACK];
        final char[] chars = new char[512];
        private final MessageDigest digest = Sha256Hex.threadDigest();

        /**
         * The digest of {@code input[0, length)} in a new array, as {@code MessageDigest.digest()} makes it. Writing it
         * into a reused array instead ({@link #digest(byte[], int, byte[])}) spares 48 bytes of garbage, but how well
         * the JIT compiles that call varies from one JVM to the next: the JDK's {@code DigestBase.engineDigest} is
         * inlined into it or called, whichever was compiled first. Over a dozen fresh JVMs each
         * ({@code UploadPipelineRatio}), a whole upload took less CPU an email through this than through the
         * reused array (ADR 16; docs/perf/upload-pipeline.md).
         */
        byte[] digest(byte[] input, int length) {
            digest.update(input, 0, length);
            return digest.digest();
        }

        /** The digest of {@code input[0, length)} written into {@code out} from {@code offset}. */
        void digest(byte[] input, int length, byte[] out, int offset) {
            digest.update(input, 0, length);
            try {
                digest.digest(out, offset, 32);
            } catch (DigestException e) {
                throw new IllegalStateException(e);
            }
        }

        byte[] digest(byte[] input, int length, byte[] into) {
            digest.update(input, 0, length);
            try {
                digest.digest(into, 0, into.length);
            } catch (DigestException e) {
                throw new IllegalStateException(e);
            }
            return into;
        }
    }

    /** One user object; values of the same type (two email columns) share one key, in type order. */
    private void writeOperation(ByteSink out, ColumnMapping.Column[] columns, byte[][] digests, String[] texts,
                                BundleText[] reasons) {
        format.begin(out);
        boolean firstKey = true;
        for (IdentifierType type : TYPES) {
            boolean open = false;
            for (int c = 0; c < digests.length; c++) {
                if (columns[c].type() != type || reasons[c] != null) {
                    continue;
                }
                if (!open) {
                    format.key(out, type, firstKey);
                    firstKey = false;
                }
                if (type.hashed()) {
                    format.hash(out, digests[c], !open);
                } else {
                    format.text(out, texts[c], !open);
                }
                open = true;
            }
            if (open) {
                format.closeKey(out);
            }
        }
        format.end(out);
    }
}
