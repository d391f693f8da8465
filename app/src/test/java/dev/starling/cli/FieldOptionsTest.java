package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The field options shared by {@code starling stream} and {@code starling webhook link}, as X names them. */
class FieldOptionsTest {

    @Test
    void givenListsBecomeXsParametersWithoutSpacesAndBlankOnesAreLeftOut() {
        FieldOptions options = new FieldOptions();
        new CommandLine(options).parseArgs("--tweet-fields", "lang, created_at", "--media-fields", "type",
                "--poll-fields", " ", "--expansions", "author_id");

        assertThat(options.parameters()).containsExactly(entry("tweet.fields", "lang,created_at"),
                entry("expansions", "author_id"), entry("media.fields", "type"));
        assertThat(options.streamRequest(2).tweetFields()).containsExactly("lang", "created_at");
        assertThat(options.streamRequest(2).pollFields()).isEmpty();
        assertThat(options.streamRequest(2).query(true)).containsEntry("backfill_minutes", "2");
    }

    @Test
    void theStreamLinkTakesEveryFieldParameterTheStreamTakes() {
        CommandLine starling = StarlingCommand.commandLine(options -> 0, Map.of());
        CommandLine link = starling.getSubcommands().get("webhook").getSubcommands().get("link");
        CommandLine stream = starling.getSubcommands().get("stream");

        for (String option : new String[] {"--tweet-fields", "--expansions", "--user-fields", "--media-fields",
                "--place-fields", "--poll-fields"}) {
            assertThat(link.getCommandSpec().findOption(option)).as("webhook link " + option).isNotNull();
            assertThat(stream.getCommandSpec().findOption(option)).as("stream " + option).isNotNull();
        }
    }
}
