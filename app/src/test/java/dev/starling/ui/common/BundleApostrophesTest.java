package dev.starling.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A text shown as the bundle has it writes an apostrophe once. {@code Messages.text} fills arguments in with
 * {@code MessageFormat}, where an apostrophe is written twice; a text asked for without arguments, or named in
 * FXML, is shown as it stands, so a doubled apostrophe there reached the screen as two ("app''s").
 */
class BundleApostrophesTest {

    private static final Pattern WITHOUT_ARGUMENTS = Pattern.compile("Messages\\.text\\(\"([A-Za-z0-9._-]+)\"\\)");
    private static final Pattern IN_FXML = Pattern.compile("\"%([A-Za-z0-9._-]+)\"");

    @Test
    void textsShownAsTheyStandWriteAnApostropheOnce() throws IOException {
        ResourceBundle bundle = ResourceBundle.getBundle("dev.starling.ui.messages");
        List<String> keys = new ArrayList<>();
        keys.addAll(found(Path.of("src/main/java"), ".java", WITHOUT_ARGUMENTS));
        keys.addAll(found(Path.of("../ui-resources/src/main/resources"), ".fxml", IN_FXML));
        assertThat(keys).as("texts shown as they stand").hasSizeGreaterThan(100);

        List<String> doubled = keys.stream().distinct()
                .filter(bundle::containsKey)
                .filter(key -> bundle.getString(key).contains("''"))
                .toList();
        assertThat(doubled).as("texts shown as they stand with an apostrophe written twice").isEmpty();
    }

    private static List<String> found(Path root, String suffix, Pattern pattern) throws IOException {
        List<String> keys = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(suffix)).toList()) {
                Matcher m = pattern.matcher(Files.readString(file));
                while (m.find()) {
                    keys.add(m.group(1));
                }
            }
        }
        return keys;
    }
}
