package dev.starling.core.stream.recording;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import de.siegmar.fastcsv.writer.CsvWriter;
import dev.starling.core.stream.MatchingRule;
import dev.starling.core.text.BundleText;
import dev.starling.core.output.OutputRefused;
import dev.starling.core.output.RunFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Exports a recording: as NDJSON (the lines exactly as X sent them) or as CSV for a spreadsheet
 * (id, time, author, text, language and the rules each post matched, with the author's username
 * joined from the line's {@code includes}). Both go through the project's output check: never over
 * the recording itself, written beside the target and renamed into place when complete.
 */
public final class RecordingExport {

    static final String[] CSV_HEADER = {"id", "created_at", "author_id", "author_username", "text", "lang",
        "matching_rule_ids", "matching_rule_tags", "embedding_similarity"};
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What an export writes into the temporary file. */
    @FunctionalInterface
    private interface Content {
        void writeTo(Writer writer) throws IOException;
    }

    private RecordingExport() {
    }

    public static void ndjson(Recording recording, Path target, RunFiles runFiles) {
        write(recording, target, runFiles, writer -> RecordingReader.lines(recording.file(), line -> {
            try {
                writer.write(line);
                writer.write('\n');
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }));
    }

    public static void csv(Recording recording, Path target, RunFiles runFiles) {
        write(recording, target, runFiles, writer -> {
            CsvWriter csv = CsvWriter.builder().build(writer);
            csv.writeRecord(CSV_HEADER);
            RecordingReader.forEach(recording.file(), post -> csv.writeRecord(row(post)));
        });
    }

    static String[] row(RecordedPost post) {
        JsonNode root;
        try {
            root = JSON.readTree(post.line());
        } catch (IOException e) {
            root = JSON.createObjectNode();
        }
        JsonNode data = root.path("data");
        String authorId = data.path("author_id").asText("");
        String username = "";
        for (JsonNode user : root.path("includes").path("users")) {
            if (user.path("id").asText().equals(authorId)) {
                username = user.path("username").asText("");
            }
        }
        String similarity = post.rules().stream().filter(MatchingRule::semantic)
                .map(rule -> String.format(Locale.ROOT, "%.3f", rule.similarity())).collect(Collectors.joining(" "));
        return new String[] {post.id(), data.path("created_at").asText(""), authorId, username,
            data.path("text").asText(""), data.path("lang").asText(""),
            post.rules().stream().map(MatchingRule::id).collect(Collectors.joining(" ")),
            post.rules().stream().map(rule -> rule.tag() == null ? "" : rule.tag()).collect(Collectors.joining(" | ")),
            similarity};
    }

    /** The one place exports meet the output check: never over Starling's files or the recording itself. */
    private static void write(Recording recording, Path target, RunFiles runFiles, Content content) {
        try {
            runFiles.withInput(recording.file()).write(target, file -> content.writeTo(file.writer()));
        } catch (OutputRefused e) {
            throw new RecordingException(BundleText.of("recording.export.refused", target.toString()), e);
        } catch (IOException | UncheckedIOException e) {
            throw new RecordingException(BundleText.of("recording.export.failed", target.toString()), e);
        }
    }
}
