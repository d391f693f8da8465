package dev.starling.core.upload;

import de.siegmar.fastcsv.writer.CsvWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Streams rejections to a CSV file (line, column, type, reason, origin): row numbers and reasons
 * only, so the report can be shared without leaking identifiers. Thread-safe.
 */
public final class RejectionReport implements AutoCloseable {

    private final CsvWriter writer;

    private RejectionReport(CsvWriter writer) {
        this.writer = writer;
    }

    public static RejectionReport open(Path file) {
        if (file == null) {
            return new RejectionReport(null);
        }
        try {
            CsvWriter writer = CsvWriter.builder().build(Files.newBufferedWriter(file, StandardCharsets.UTF_8));
            writer.writeRecord("line", "column", "type", "reason", "origin");
            return new RejectionReport(writer);
        } catch (IOException e) {
            throw new UploadException("Cannot write the rejection report " + file + " (" + e.getClass().getSimpleName() + ").", e);
        }
    }

    public synchronized void local(Rejection rejection) {
        if (writer != null) {
            writer.writeRecord(Long.toString(rejection.line()), Integer.toString(rejection.column()),
                    rejection.type().key(), rejection.reason(), "file");
        }
    }

    public synchronized void server(long line, String reason) {
        if (writer != null) {
            writer.writeRecord(Long.toString(line), "", "", reason, "server");
        }
    }

    @Override
    public synchronized void close() {
        if (writer != null) {
            try {
                writer.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
