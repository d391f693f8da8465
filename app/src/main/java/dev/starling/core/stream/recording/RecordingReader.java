package dev.starling.core.stream.recording;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.stream.StreamClient;
import dev.starling.core.text.BundleText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads a recording back, offline: every whole line of its file, in the order received. A last line
 * without its newline (a kill in the middle of a write) is left out, as is a line that is not a post.
 */
public final class RecordingReader {

    private static final ObjectMapper JSON = new ObjectMapper();

    private RecordingReader() {
    }

    /** Calls {@code each} with every post of the file, oldest first. */
    public static void forEach(Path file, Consumer<RecordedPost> each) {
        lines(file, line -> {
            JsonNode node;
            try {
                node = JSON.readTree(line);
            } catch (IOException e) {
                return;
            }
            String id = node == null ? null : node.path("data").path("id").asText(null);
            if (id != null) {
                each.accept(new RecordedPost(id, line, StreamClient.matchingRules(node.path("matching_rules"))));
            }
        });
    }

    /** Every post of the file (for a recording that fits in memory; views page with {@link #forEach}). */
    public static List<RecordedPost> all(Path file) {
        List<RecordedPost> posts = new ArrayList<>();
        forEach(file, posts::add);
        return posts;
    }

    /** Every whole line of the file as written (a recording of posts or of events). */
    public static void lines(Path file, Consumer<String> each) {
        if (!Files.exists(file)) {
            return;
        }
        try (InputStream in = Files.newInputStream(file);
             BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 64 * 1024)) {
            long size = Files.size(file);
            long read = 0;
            String line;
            while ((line = reader.readLine()) != null) {
                read += line.getBytes(StandardCharsets.UTF_8).length + 1;
                if (read > size) {
                    break; // the last line has no newline: a write cut short
                }
                if (!line.isBlank()) {
                    each.accept(line);
                }
            }
        } catch (IOException e) {
            throw new RecordingException(BundleText.of("recording.cannotRead", file.toString()), e);
        }
    }
}
