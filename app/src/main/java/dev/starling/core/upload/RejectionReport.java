package dev.starling.core.upload;

import de.siegmar.fastcsv.writer.CsvWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Streams rejections to a CSV file (line, column, type, reason, origin): row numbers and reasons
 * only, so the report can be shared without leaking identifiers. Thread-safe.
 */
public final class RejectionReport implements AutoCloseable {

    private final CsvWriter writer;
    private final Path temporary;
    private final Path target;

    private RejectionReport(CsvWriter writer, Path temporary, Path target) {
        this.writer = writer;
        this.temporary = temporary;
        this.target = target;
    }

    /**
     * @param file where the report goes (null: no report); written under a temporary name and renamed
     *             into place on {@link #close()}
     * @param source the file being uploaded: refused as the report's path
     */
    public static RejectionReport open(Path file, Path source) {
        if (file == null) {
            return new RejectionReport(null, null, null);
        }
        SafeOutput.refuseInputs(file, "rejection report", source);
        try {
            Path temporary = SafeOutput.temporarySibling(file);
            CsvWriter writer = CsvWriter.builder().build(Files.newBufferedWriter(temporary, StandardCharsets.UTF_8));
            writer.writeRecord("line", "column", "type", "reason", "origin");
            return new RejectionReport(writer, temporary, file);
        } catch (IOException e) {
            throw new UploadException("Cannot write the rejection report " + file + ": " + reason(e)
                    + ". Choose a folder you can write to.", e);
        }
    }

    private static String reason(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "its folder does not exist";
        }
        return e.getMessage() == null ? "the file system refused it" : e.getMessage();
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
                SafeOutput.moveIntoPlace(temporary, target);
            } catch (IOException e) {
                throw new UploadException("Cannot put the rejection report in place at " + target + ": " + reason(e)
                        + ". Choose a file in a folder you can write to.", e);
            } finally {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException e) {
                    // a stray .part file is harmless; the report itself is what matters
                }
            }
        }
    }
}
