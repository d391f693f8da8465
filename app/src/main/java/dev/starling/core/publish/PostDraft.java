package dev.starling.core.publish;

/**
 * A post as the person writes it, before it is sent: its text and what it is (a reply, a quote, a
 * community post shared with followers, a paid partnership, an edit of an earlier post).
 *
 * @param replyTo the post replied to, or null
 * @param quote the post quoted, or null
 * @param communityId the community posted to, or null
 * @param shareWithFollowers also show the community post to the author's followers (only with a community)
 * @param editOf the latest version of the post this edits ({@code edit_options.previous_post_id}), or null
 */
public record PostDraft(String text, String replyTo, String quote, String communityId, boolean shareWithFollowers,
                        boolean paidPartnership, String editOf) {

    public PostDraft {
        text = text == null ? "" : text;
    }

    public static PostDraft of(String text) {
        return new PostDraft(text, null, null, null, false, false, null);
    }

    public PostDraft replyingTo(String id) {
        return new PostDraft(text, id, quote, communityId, shareWithFollowers, paidPartnership, editOf);
    }

    public PostDraft quoting(String id) {
        return new PostDraft(text, replyTo, id, communityId, shareWithFollowers, paidPartnership, editOf);
    }

    public PostDraft inCommunity(String id, boolean share) {
        return new PostDraft(text, replyTo, quote, id, share, paidPartnership, editOf);
    }

    public PostDraft paid(boolean paid) {
        return new PostDraft(text, replyTo, quote, communityId, shareWithFollowers, paid, editOf);
    }

    public PostDraft editing(String id) {
        return new PostDraft(text, replyTo, quote, communityId, shareWithFollowers, paidPartnership, id);
    }
}
