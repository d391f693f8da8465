package dev.starling.core.publish;

import dev.starling.core.config.AccessTier;
import java.time.Instant;

/**
 * Who posts and where: the signed-in author (does their subscription allow long posts and edits?),
 * the environment's access tier, the posts the draft refers to, and now.
 *
 * @param subscribed the author's {@code subscription_type} is not {@code None}: long posts and edits
 * @param replyTarget the post replied to, or null
 * @param quoteTarget the post quoted, or null
 * @param editTarget the post edited, or null
 */
public record PostingContext(String userId, String username, boolean subscribed, AccessTier tier,
                             TargetPost replyTarget, TargetPost quoteTarget, TargetPost editTarget, Instant now) {

    public int limit() {
        return PostText.limit(subscribed);
    }
}
