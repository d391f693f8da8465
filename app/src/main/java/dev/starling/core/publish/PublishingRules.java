package dev.starling.core.publish;

import dev.starling.core.config.AccessTier;
import dev.starling.core.text.BundleText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * X's rules for a post, checked before it is sent, in the words the window and the command line
 * show (bundle keys {@code publish.rule.*}). The sandbox refuses the same drafts with X's problems.
 */
public final class PublishingRules {

    private PublishingRules() {
    }

    /** Every reason the draft cannot be sent as it is; empty when it can. */
    public static List<BundleText> problems(PostDraft draft, PostingContext context) {
        List<BundleText> problems = new ArrayList<>();
        int length = PostText.length(draft.text());
        if (draft.text().isBlank()) {
            problems.add(BundleText.of("publish.rule.empty"));
        } else if (length > context.limit()) {
            problems.add(BundleText.of("publish.rule.tooLong", length, context.limit(), context.subscribed() ? 1 : 0));
        }
        if (draft.shareWithFollowers() && draft.communityId() == null) {
            problems.add(BundleText.of("publish.rule.shareNeedsCommunity"));
        }
        if (draft.replyTo() != null && draft.quote() != null) {
            problems.add(BundleText.of("publish.rule.replyOrQuote"));
        }
        if (draft.replyTo() != null) {
            summonedReply(context).ifPresent(problems::add);
        }
        if (draft.quote() != null && !context.tier().allowsLikesFollowsAndQuotes()) {
            problems.add(BundleText.of("publish.rule.quoteTier", context.tier().label()));
        }
        if (draft.editOf() != null) {
            problems.addAll(edit(draft, context));
        }
        return problems;
    }

    /**
     * Replies from self-serve tiers (since 2026-02-23): only when the author of the post replied to
     * summoned the replier (mentioned them or quoted one of their posts); a reply in one's own thread
     * is allowed. Enterprise access is not affected.
     */
    public static Optional<BundleText> summonedReply(PostingContext context) {
        TargetPost target = context.replyTarget();
        if (target == null || !context.tier().selfServe() || target.authorId().equals(context.userId())
                || target.summons(context.userId(), context.username())) {
            return Optional.empty();
        }
        return Optional.of(BundleText.of("publish.rule.notSummoned", context.tier().label()));
    }

    /**
     * Edits: only the owner, with a subscription (premium), while the server's {@code edit_controls}
     * say the post is eligible, before {@code editable_until} and with edits left; an edit changes the
     * text only.
     */
    public static List<BundleText> edit(PostDraft draft, PostingContext context) {
        List<BundleText> problems = new ArrayList<>();
        TargetPost target = context.editTarget();
        if (target == null) {
            return problems;
        }
        if (!target.authorId().equals(context.userId())) {
            problems.add(BundleText.of("publish.rule.editNotOwner"));
        }
        if (!context.subscribed()) {
            problems.add(BundleText.of("publish.rule.editNotPremium"));
        }
        TargetPost.EditControls controls = target.editControls();
        if (controls != null) {
            if (!controls.editEligible()) {
                problems.add(BundleText.of("publish.rule.editIneligible"));
            } else if (controls.editableUntil() != null && !context.now().isBefore(controls.editableUntil())) {
                problems.add(BundleText.of("publish.rule.editWindowClosed", controls.editableUntil().toString()));
            } else if (controls.editsRemaining() <= 0) {
                problems.add(BundleText.of("publish.rule.noEditsLeft"));
            }
        }
        if (draft.replyTo() != null || draft.quote() != null || draft.communityId() != null) {
            problems.add(BundleText.of("publish.rule.editTextOnly"));
        }
        return problems;
    }

    /** Likes and follows: enterprise only since 2026-04-16 (the spec: the free tier lost them). */
    public static Optional<BundleText> likeFollow(AccessTier tier, String action) {
        return tier.allowsLikesFollowsAndQuotes() ? Optional.empty()
                : Optional.of(BundleText.of("publish.rule.likeFollowTier", action, tier.label()));
    }
}
