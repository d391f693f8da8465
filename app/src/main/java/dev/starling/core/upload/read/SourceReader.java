package dev.starling.core.upload.read;

import dev.starling.core.text.BundleText;
import de.siegmar.fastcsv.reader.CsvParseException;
import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import de.siegmar.fastcsv.reader.CsvRecordHandler;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import dev.starling.core.upload.common.UploadException;

/**
 * Streams the data rows of a profiled file with FastCSV (quoting, BOM, any delimiter). Fields and
 * records are capped at {@link #MAX_FIELD} characters so a 200 MB line is an error, not an
 * OutOfMemoryError. Ragged rows are passed on: the encoder rejects the row with a reason.
 */
public final class SourceReader extends ReadAhead<SourceReader.Row> implements AutoCloseable {

    public static final int MAX_FIELD = 65_536;
    /** FastCSV's limit on fields in a record, which this reader reports in words (as the plain-file reading does). */
    public static final int MAX_COLUMNS = 16_384;

    /** One data row; {@code line} is the 1-based line number where it starts (what an editor shows). */
    public record Row(long line, String[] fields) {
    }

    private final CsvReader<CsvRecord> reader;
    private final Iterator<CsvRecord> records;
    private final String fileName;
    private long lastLine;

    public SourceReader(SourceProfile profile) {
        this.fileName = String.valueOf(profile.path().getFileName());
        CsvRecordHandler handler = CsvRecordHandler.builder()
                .maxFieldSize(MAX_FIELD).maxRecordSize(4 * MAX_FIELD).build();
        try {
            CsvReader.CsvReaderBuilder builder = CsvReader.builder()
                    .skipEmptyLines(true)
                    .ignoreDifferentFieldCount(true)
                    .detectBomHeader(profile.hadBom())
                    .maxBufferSize(4 * MAX_FIELD);
            if (profile.delimiter() == SourceProfile.PLAIN_TEXT) {
                // One value per line: no separator and no quoting can occur in the data.
                builder.fieldSeparator('\u0000').quoteCharacter('\u0001');
            } else {
                builder.fieldSeparator(profile.delimiter());
            }
            this.reader = builder.build(handler, profile.path(), profile.charset());
        } catch (IOException e) {
            throw new UploadException(BundleText.of("upload.problem.cannotRead", fileName, IoFailures.reason(e)), e);
        }
        this.records = reader.iterator();
        if (profile.hasHeader() && hasNext()) {
            next(); // the header row
        }
    }

    /** Which of FastCSV's limits the row broke, in words (its own message names internals). */
    private static BundleText limitExceeded(CsvParseException e) {
        StringBuilder messages = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            messages.append(' ').append(t.getMessage());
        }
        String all = messages.toString();
        if (all.contains("fields")) {
            return tooManyColumns();
        }
        if (all.contains("record size") || all.contains("maximum record")) {
            return rowTooLong();
        }
        return fieldTooLong();
    }

    /** The limits in words, shared with the plain-file reader ({@link LineBlocks}) so both say the same. */
    public static BundleText tooManyColumns() {
        return BundleText.of("upload.problem.tooManyColumns");
    }

    static BundleText rowTooLong() {
        return BundleText.of("upload.problem.rowTooLong", String.format(java.util.Locale.ROOT, "%,d", 4 * MAX_FIELD));
    }

    public static BundleText fieldTooLong() {
        return BundleText.of("upload.problem.fieldTooLong", String.format(java.util.Locale.ROOT, "%,d", MAX_FIELD));
    }

    /** Row {@code line} broke one of the reading limits ({@code which}): the file is probably not text. */
    public static UploadException overLimit(long line, BundleText which) {
        return UploadException.of("upload.problem.overLimit", String.valueOf(line), which);
    }

    @Override
    protected Row readNext() {
        try {
            if (!records.hasNext()) {
                return null;
            }
            CsvRecord record = records.next();
            lastLine = record.getStartingLineNumber();
            String[] fields = new String[record.getFieldCount()];
            for (int i = 0; i < fields.length; i++) {
                fields[i] = record.getField(i);
            }
            return new Row(lastLine, fields);
        } catch (CsvParseException e) {
            throw overLimit(lastLine + 1, limitExceeded(e));
        } catch (UncheckedIOException e) {
            throw new UploadException(BundleText.of("upload.problem.cannotReadAfter", fileName, String.valueOf(lastLine),
                    IoFailures.reason(e.getCause())), e);
        }
    }

    @Override
    public void close() {
        try {
            reader.close();
        } catch (IOException ignored) {
            // read-only file: nothing was lost
        }
    }
}
