package dev.starling.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Core and boot hold no English for a person: a failure someone reads is a bundle key with arguments
 * ({@code WordedException}, a {@code Worded} failure), which the window and the command line word. What
 * stays in an exception's message is a note for developers (a broken invariant, a guard the screens check
 * first), written in lower case, so a capitalised sentence in {@code new SomethingException("...")} is a
 * sentence meant for a person that escaped the bundle. ArchUnit sees classes, not string literals, hence
 * the sources.
 */
class CoreWordsTest {

    /** {@code new IllegalStateException("No API key ...")}: a literal message that begins as a sentence does. */
    static final Pattern SENTENCE_THROWN = Pattern.compile(
            "new\\s+[\\w.]*(?:Exception|Error)\\(\\s*\"([A-Z][a-z][^\"]*)\"");

    static final List<Path> LAYERS = List.of(Path.of("src/main/java/dev/starling/core"),
            Path.of("src/main/java/dev/starling/boot"));

    @Test
    void coreAndBootThrowNoSentencesForAPerson() throws IOException {
        assertThat(sentences(LAYERS, source -> SENTENCE_THROWN.matcher(source).results().toList()))
                .as("English sentences thrown in core or boot: word them as a bundle key (BundleText in a"
                        + " WordedException or a Worded failure, the key in messages.properties); a note no person"
                        + " reads is written in lower case")
                .isEmpty();
    }

    /** What {@code finder} finds (its group 1) in the Java sources under {@code layers}, as "file:line \"text\"". */
    static List<String> sentences(List<Path> layers, Function<String, List<MatchResult>> finder) throws IOException {
        List<String> sentences = new ArrayList<>();
        for (Path layer : layers) {
            assertThat(layer).as("the sources of %s (tests run in the app module)", layer).isDirectory();
            try (Stream<Path> files = Files.walk(layer)) {
                for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                    String source = Files.readString(file, StandardCharsets.UTF_8);
                    for (MatchResult found : finder.apply(source)) {
                        int line = (int) source.substring(0, found.start()).chars().filter(c -> c == '\n').count() + 1;
                        sentences.add(file + ":" + line + " \"" + found.group(1) + "\"");
                    }
                }
            }
        }
        return sentences;
    }

    @Test
    void theCheckTellsASentenceFromADevelopersNote() {
        assertThat(SENTENCE_THROWN.matcher("throw new IllegalStateException(\"No API key and secret are set for \" + key);")
                .find()).isTrue();
        assertThat(SENTENCE_THROWN.matcher("throw new java.io.UncheckedIOException(\n        \"Cannot write the file\", e);")
                .find()).isTrue();
        assertThat(SENTENCE_THROWN.matcher("throw new IllegalStateException(\"a URL always serialises\", e);").find())
                .isFalse();
        assertThat(SENTENCE_THROWN.matcher("throw new IllegalStateException(\"SHA-256 is part of every Java runtime\");")
                .find()).as("a name in capitals (SHA-256, TLS) is not a sentence").isFalse();
        assertThat(SENTENCE_THROWN.matcher("throw new WordedException(BundleText.of(\"store.name.empty\"));").find())
                .isFalse();
    }
}
