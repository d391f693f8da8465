package dev.starling.cli;

import dev.starling.core.stream.StreamRequest;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * The fields and expansions of an endpoint that delivers posts (the filtered stream, a webhook's stream link),
 * as X names its query parameters; each a comma-separated list, spaces ignored.
 */
final class FieldOptions {

    @Option(names = "--tweet-fields", paramLabel = "LIST", descriptionKey = "fields.tweet-fields")
    String tweetFields;

    @Option(names = "--expansions", paramLabel = "LIST", descriptionKey = "fields.expansions")
    String expansions;

    @Option(names = "--user-fields", paramLabel = "LIST", descriptionKey = "fields.user-fields")
    String userFields;

    @Option(names = "--media-fields", paramLabel = "LIST", descriptionKey = "fields.media-fields")
    String mediaFields;

    @Option(names = "--place-fields", paramLabel = "LIST", descriptionKey = "fields.place-fields")
    String placeFields;

    @Option(names = "--poll-fields", paramLabel = "LIST", descriptionKey = "fields.poll-fields")
    String pollFields;

    /** The names in an option's list, spaces and empty items dropped; none when the option was not given. */
    private static List<String> names(String list) {
        if (list == null || list.isBlank()) {
            return List.of();
        }
        return List.of(list.replace(" ", "").split(",")).stream().filter(name -> !name.isEmpty()).toList();
    }

    /** The filtered stream asked for these fields, and for {@code backfillMinutes} on each reconnect. */
    StreamRequest streamRequest(int backfillMinutes) {
        return new StreamRequest(names(tweetFields), names(expansions), names(userFields), names(mediaFields),
                names(placeFields), names(pollFields), backfillMinutes);
    }

    /** The parameters given, by X's names ({@code tweet.fields}, {@code expansions}...): what a stream link delivers. */
    Map<String, String> parameters() {
        return streamRequest(0).query(false);
    }
}
