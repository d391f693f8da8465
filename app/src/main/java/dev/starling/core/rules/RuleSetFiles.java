package dev.starling.core.rules;

import dev.starling.core.output.RunFiles;
import dev.starling.core.text.BundleText;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A rule set as a file, the one {@code starling rules apply FILE} reads: {@link RuleSetJson}'s JSON
 * array, UTF-8. Exports go through {@link RunFiles} like every output, so no export can overwrite
 * Starling's own files. Blocking: call from a background task.
 */
public final class RuleSetFiles {

    private RuleSetFiles() {
    }

    /** The rules of {@code file}; a file that is not UTF-8 or not a rule set is refused with where and why. */
    public static List<RuleDraft> read(Path file) throws IOException, RuleSetJson.FormatException {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (CharacterCodingException e) {
            throw new RuleSetJson.FormatException(BundleText.of("rules.file.notUtf8"));
        }
        return RuleSetJson.read(text);
    }

    /** Writes {@code rules} to {@code file} whole (replacing it only once written). */
    public static void write(RunFiles files, Path file, List<RuleDraft> rules) throws IOException {
        byte[] bytes = RuleSetJson.write(rules).getBytes(StandardCharsets.UTF_8);
        files.write(file, output -> output.stream().write(bytes));
    }
}
