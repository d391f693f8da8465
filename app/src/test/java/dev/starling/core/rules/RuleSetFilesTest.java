package dev.starling.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.output.OutputRefused;
import dev.starling.core.output.RunFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A rule set exported from the window is the file {@code starling rules apply} reads, and back. */
class RuleSetFilesTest {

    @TempDir
    Path dir;

    @Test
    void anExportedSetReadsBackAsTheSameRules() throws Exception {
        List<RuleDraft> rules = List.of(new RuleDraft("coffee -is:retweet", "drinks"),
                new RuleDraft("\"flat white\" lang:en", null));
        Path file = dir.resolve("rules.json");

        RuleSetFiles.write(RunFiles.none(), file, rules);

        assertThat(RuleSetFiles.read(file)).isEqualTo(rules);
        assertThat(Files.readString(file)).contains("\"value\" : \"coffee -is:retweet\"").doesNotContain("null");
    }

    @Test
    void aFileThatIsNotUtf8IsRefusedWithWhy() throws Exception {
        Path file = dir.resolve("latin1.json");
        Files.write(file, new byte[] {'[', '{', '"', 'v', (byte) 0xE9, '"', '}', ']'});

        assertThatThrownBy(() -> RuleSetFiles.read(file)).isInstanceOfSatisfying(RuleSetJson.FormatException.class,
                e -> assertThat(e.text().key()).isEqualTo("rules.file.notUtf8"));
    }

    @Test
    void anExportNeverOverwritesStarlingsOwnStore() {
        Path store = dir.resolve(dev.starling.core.store.DurableStore.FILE_NAME);

        assertThatThrownBy(() -> RuleSetFiles.write(RunFiles.of(dir), store, List.of(new RuleDraft("coffee", null))))
                .isInstanceOf(OutputRefused.class);
        assertThat(store).doesNotExist();
    }
}
