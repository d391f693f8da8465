package dev.starling.core.upload.normalize;

import dev.starling.core.text.BundleText;
import de.siegmar.fastcsv.writer.CsvWriter;
import dev.starling.core.output.OutputFile;
import dev.starling.core.output.RunFiles;
import dev.starling.core.text.Phrasebook;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import dev.starling.core.upload.common.UploadException;

/**
 * Streams rejections to a CSV file (line, column, type, reason, origin): row numbers and reasons
 * only, so the report can be shared without leaking identifiers. A file a person reads, so its reasons are
 * words, worded here through the bundle the window and the command line use ({@code type} and {@code origin}
 * stay machine words: {@code email}, {@code file}, {@code server}). Thread-safe.
 */
public final class RejectionReport implements AutoCloseable {

    /** The local reasons worded so far: a few distinct ones, repeated over millions of rows of a bad file. */
    private static final int MAX_WORDED = 256;

    private final CsvWriter writer;
    private final OutputFile file;
    private final Phrasebook words;
    private final Map<BundleText, String> worded = new HashMap<>();

    private RejectionReport(CsvWriter writer, OutputFile file, Phrasebook words) {
        this.writer = writer;
        this.file = file;
        this.words = words;
    }

    /**
     * @param runFiles what no output of the run may be (Starling's own files, the log)
     * @param file where the report goes (null: no report); written under a temporary name and moved
     *             into place on {@link #close()} (a device or a named pipe is written through)
     * @param source the file being uploaded: refused as the report's path
     * @param words words the reasons (the window and the command line pass {@code Messages::text}); unused without a file
     * @throws dev.starling.core.output.OutputRefused when {@code file} is one of those, or the source
     */
    public static RejectionReport open(RunFiles runFiles, Path file, Path source, Phrasebook words) {
        if (file == null) {
            return new RejectionReport(null, null, null);
        }
        Objects.requireNonNull(words, "a rejection report needs words for its reasons");
        OutputFile output = null;
        try {
            output = runFiles.withUploadSource(source).replace(file);
            CsvWriter writer = CsvWriter.builder().build(output.writer());
            writer.writeRecord("line", "column", "type", "reason", "origin");
            return new RejectionReport(writer, output, words);
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
                    rejection.type().key(), words(rejection.reason()), "file");
        }
    }

    public synchronized void server(long line, BundleText reason) {
        if (writer != null) {
            writer.writeRecord(Long.toString(line), "", "", reason.render(words), "server");
        }
    }

    private String words(BundleText reason) {
        String text = worded.get(reason);
        if (text == null) {
            text = reason.render(words);
            if (worded.size() < MAX_WORDED) {
                worded.put(reason, text);
            }
        }
        return text;
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
