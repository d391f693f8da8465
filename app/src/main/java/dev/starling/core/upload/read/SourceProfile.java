package dev.starling.core.upload.read;

import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.List;

/**
 * What a first streaming pass learnt about a source file: its size and content fingerprint (to
 * refuse resuming over a changed file), its encoding, delimiter and whether line 1 is a header.
 *
 * @param delimiter the field separator; {@link #PLAIN_TEXT} when the file holds one value per line
 * @param header the header's column names, or an empty list when the file has none
 * @param columnCount the number of columns of the first record
 * @param asciiOnly every byte of the file is ASCII, so every value read from it is (the encoder's fastest path)
 * @param plainAscii ASCII with no quote character and no NUL or U+0001 byte: rows are lines and fields are
 *     split at the delimiter, so the upload reads it as bytes ({@link LineBlocks}) instead of through a CSV parser
 */
public record SourceProfile(Path path, long size, String fingerprint, Charset charset, boolean hadBom,
                            char delimiter, List<String> header, int columnCount,
                            double averageLineBytes, boolean asciiOnly, boolean plainAscii) {

    /** A profile that claims nothing about ASCII (values are then checked one by one). */
    public SourceProfile(Path path, long size, String fingerprint, Charset charset, boolean hadBom, char delimiter,
                         List<String> header, int columnCount, double averageLineBytes) {
        this(path, size, fingerprint, charset, hadBom, delimiter, header, columnCount, averageLineBytes, false, false);
    }

    /** The number of data rows, estimated from the size and the sampled lines (for progress only). */
    public long estimatedRows() {
        return Math.max(1, Math.round(size / Math.max(1.0, averageLineBytes)) - (header.isEmpty() ? 0 : 1));
    }

    /** A separator that cannot occur in a text file (files with NUL bytes are refused as binary). */
    public static final char PLAIN_TEXT = '\u0000';

    /** Columns the file has: the widest of its header and its first rows. */
    public int width() {
        return Math.max(columnCount, header.size());
    }

    public boolean hasHeader() {
        return !header.isEmpty();
    }

    public String delimiterName() {
        return switch (delimiter) {
            case ',' -> "comma";
            case '\t' -> "tab";
            case ';' -> "semicolon";
            case '|' -> "pipe";
            default -> "none (one value per line)";
        };
    }
}
