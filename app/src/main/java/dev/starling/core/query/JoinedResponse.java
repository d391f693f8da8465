package dev.starling.core.query;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** A response with every reference resolved inline, for the Joined view. */
public record JoinedResponse(List<JoinedPost> posts, List<JoinedUser> users) {

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
    }

    /** A referenced post ({@code replied_to}, {@code quoted}, {@code retweeted}) and its author. */
    public record Reference(String type, Resolved post, Resolved author) {
    }

    /** A user with the posts its expansions name. */
    public record JoinedUser(JsonNode user, Resolved pinnedPost, Resolved mostRecentPost) {
    }

    /** How many references could be resolved neither from the response nor from the cache. */
    public long unresolvedCount() {
        long count = 0;
        for (JoinedPost post : posts) {
            count += countMissing(post.author()) + countMissing(post.place());
            count += post.media().stream().filter(r -> !r.isResolved()).count();
            count += post.polls().stream().filter(r -> !r.isResolved()).count();
            for (Reference reference : post.references()) {
                count += countMissing(reference.post()) + countMissing(reference.author());
            }
        }
        for (JoinedUser user : users) {
            count += countMissing(user.pinnedPost()) + countMissing(user.mostRecentPost());
        }
        return count;
    }

    private static long countMissing(Resolved resolved) {
        return resolved != null && !resolved.isResolved() ? 1 : 0;
    }
}
