package dev.starling.core.query.answer;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * A response with every reference resolved inline, for the Joined view. The lists join an item when
 * it is read (see {@link IncludesJoiner}); {@code unresolvedCount} is how many references could be
 * resolved neither from the response nor from the cache, counted once when the response was joined.
 */
public record JoinedResponse(List<JoinedPost> posts, List<JoinedUser> users, long unresolvedCount) {

    static final JoinedResponse NONE = new JoinedResponse(List.of(), List.of(), 0);

    /** A post with its author, media, polls, place and referenced posts. Absent references are null or empty. */
    public record JoinedPost(JsonNode post, Resolved author, List<Resolved> media, List<Resolved> polls,
                             Resolved place, List<Reference> references) {

        public String id() {
            return post.path("id").asText();
        }

        /** The post's text with X's HTML escapes undone ({@code &amp;} shows as {@code &}). */
        public String text() {
            return XText.unescape(post.path("text").asText());
        }

        long missing() {
            long count = countMissing(author) + countMissing(place);
            count += media.stream().filter(r -> !r.isResolved()).count();
            count += polls.stream().filter(r -> !r.isResolved()).count();
            for (Reference reference : references) {
                count += countMissing(reference.post()) + countMissing(reference.author());
            }
            return count;
        }
    }

    /** A referenced post ({@code replied_to}, {@code quoted}, {@code retweeted}) and its author. */
    public record Reference(String type, Resolved post, Resolved author) {
    }

    /** A user with the posts its expansions name. */
    public record JoinedUser(JsonNode user, Resolved pinnedPost, Resolved mostRecentPost) {

        long missing() {
            return countMissing(pinnedPost) + countMissing(mostRecentPost);
        }
    }

    private static long countMissing(Resolved resolved) {
        return resolved != null && !resolved.isResolved() ? 1 : 0;
    }
}
