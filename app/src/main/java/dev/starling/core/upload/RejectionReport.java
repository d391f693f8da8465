package dev.starling.core.upload;

import dev.starling.core.text.BundleText;
import de.siegmar.fastcsv.writer.CsvWriter;
import dev.starling.core.output.OutputFile;
import dev.starling.core.output.RunFiles;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Streams rejections to a CSV file (line, column, type, reason, origin): row numbers and reasons
 * only, so the report can be shared without leaking identifiers. Thread-safe.
 */
public final class RejectionReport implements AutoCloseable {

    private final CsvWriter writer;
    private final OutputFile file;

    private RejectionReport(CsvWriter writer, OutputFile file) {
        this.writer = writer;
        this.file = file;
    }

    /**
     * @param runFiles what no output of the run may be (Starling's own files, the log)
     * @param file where the report goes (null: no report); written under a temporary name and moved
     *             into place on {@link #close()} (a device or a named pipe is written through)
     * @param source the file being uploaded: refused as the report's path
     * @throws dev.starling.core.output.OutputRefused when {@code file} is one of those, or the source
     */
    public static RejectionReport open(RunFiles runFiles, Path file, Path source) {
        if (file == null) {
            return new RejectionReport(null, null);
        }
        OutputFile output = null;
        try {
            output = runFiles.withUploadSource(source).replace(file);
            CsvWriter writer = CsvWriter.builder().build(output.writer());
            writer.writeRecord("line", "column", "type", "reason", "origin");
            return new RejectionReport(writer, output);
        } catch (IOException e) {
            closeQuietly(output);
            throw new UploadException(BundleText.of("upload.problem.reportWrite", String.valueOf(file), reason(e)), e);
        }
    }

    private static BundleText reason(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) {
            return BundleText.of("upload.problem.reportDenied");
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return BundleText.of("upload.problem.reportNoFolder");
        }
        return e.getMessage() == null ? BundleText.of("upload.problem.reportRefused")
                : BundleText.of("upload.problem.reportDetail", e.getMessage());
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
                writer.flush();
                file.commit();
            } catch (IOException e) {
                throw new UploadException(BundleText.of("upload.problem.reportPlace", String.valueOf(file.path()),
                        reason(e)), e);
            } finally {
                closeQuietly(file);
            }
        }
    }

    private static void closeQuietly(OutputFile output) {
        if (output == null) {
            return;
        }
        try {
            output.close();
        } catch (IOException e) {
            // a stray .part file is harmless; the report itself is what matters
        }
    }
}
