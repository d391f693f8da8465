package dev.starling.core.publish;

import dev.starling.core.config.AccessTier;
import dev.starling.core.text.BundleText;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Whether a published post can be edited now, by {@link PublishingRules#edit}'s rules on the server's
 * own {@code edit_controls}: by whom (the owner, with a subscription), until when and how many times.
 *
 * @param left the time until {@code editable_until}, or null when X did not state it
 * @param editsLeft X's {@code edits_remaining}, or -1 when X did not state it
 * @param reasons why it cannot be edited (empty: it can)
 */
public record EditWindow(Duration left, int editsLeft, List<BundleText> reasons) {

    public EditWindow {
        reasons = List.copyOf(reasons);
    }

    public boolean open() {
        return reasons.isEmpty();
    }

    /** The edit window of the latest version of {@code post}, for {@code author}, at {@code now}. */
    public static EditWindow of(PostService.Published post, PostService.Author author, Instant now) {
        TargetPost.EditControls controls = post.editControls();
        TargetPost target = new TargetPost(post.id(), post.authorId(), List.of(), List.of(), List.of(), controls,
                post.createdAt());
        // The tier plays no part in an edit's rules.
        PostingContext context = new PostingContext(author.userId(), author.username(), author.subscribed(),
                AccessTier.ENTERPRISE, null, null, target, now);
        List<BundleText> reasons = PublishingRules.edit(PostDraft.of("").editing(post.id()), context);
        Duration left = controls == null || controls.editableUntil() == null ? null
                : Duration.between(now, controls.editableUntil());
        return new EditWindow(left == null || left.isNegative() ? (left == null ? null : Duration.ZERO) : left,
                controls == null ? -1 : controls.editsRemaining(), reasons);
    }
}
