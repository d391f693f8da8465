package dev.starling.core.stream;

import dev.starling.core.query.answer.AnswerIndex;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.answer.IncludesJoiner;
import dev.starling.core.query.answer.JoinedResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * A stream line read as Query reads an answer: its {@code data} post joined with the line's own
 * {@code includes} (author, media, places, polls, referenced posts), for the live console's cards.
 */
public final class JoinedStreamLine {

    private JoinedStreamLine() {
    }

    /** The line's post with its includes joined, or empty when the line holds no post. */
    public static Optional<JoinedResponse.JoinedPost> joined(String line) {
        try {
            AnswerIndex answer = AnswerIndex.of(line.getBytes(StandardCharsets.UTF_8));
            JoinedResponse joined = new IncludesJoiner(IncludesJoiner.CachedObjects.NONE).join(answer,
                    Endpoint.Primary.POSTS);
            return joined.posts().isEmpty() ? Optional.empty() : Optional.of(joined.posts().get(0));
        } catch (IOException | RuntimeException notAPost) {
            return Optional.empty();
        }
    }
}
