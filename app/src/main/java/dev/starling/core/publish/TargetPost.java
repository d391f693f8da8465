package dev.starling.core.publish;

import java.time.Instant;
import java.util.List;

/**
 * What the publishing rules need to know of a post replied to, quoted or edited, as X's lookup gives
 * it ({@code author_id}, {@code entities.mentions}, {@code referenced_tweets} with the quoted posts'
 * authors, {@code edit_controls}).
 *
 * @param mentionedUserIds users the post mentions (their ids; X's mention entities carry them)
 * @param mentionedUsernames the same mentions by username, for answers without ids
 * @param quotedAuthorIds authors of the posts this post quotes
 * @param editControls the server's own word on editing it, or null when it did not say
 */
public record TargetPost(String id, String authorId, List<String> mentionedUserIds, List<String> mentionedUsernames,
                         List<String> quotedAuthorIds, EditControls editControls, Instant createdAt) {

    public TargetPost {
        mentionedUserIds = List.copyOf(mentionedUserIds);
        mentionedUsernames = List.copyOf(mentionedUsernames);
        quotedAuthorIds = List.copyOf(quotedAuthorIds);
    }

    /** X's {@code edit_controls}: until when, how many edits are left, and whether the post may be edited at all. */
    public record EditControls(Instant editableUntil, int editsRemaining, boolean editEligible) {
    }

    /** Whether the author summoned {@code userId}: mentioned them, or quoted one of their posts. */
    public boolean summons(String userId, String username) {
        return mentionedUserIds.contains(userId) || quotedAuthorIds.contains(userId)
                || mentionedUsernames.stream().anyMatch(name -> name.equalsIgnoreCase(username));
    }
}
