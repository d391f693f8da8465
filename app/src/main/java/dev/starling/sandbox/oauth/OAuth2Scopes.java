package dev.starling.sandbox.oauth;

import java.util.LinkedHashMap;
import java.util.Map;

/** The OAuth 2.0 scopes X knows, each with the words its consent page uses (X's OpenAPI 2.167). */
final class OAuth2Scopes {

    static final Map<String, String> DESCRIPTIONS = descriptions();

    private OAuth2Scopes() {
    }

    private static Map<String, String> descriptions() {
        Map<String, String> words = new LinkedHashMap<>();
        words.put("tweet.read", "View all posts you can see, including those from protected accounts.");
        words.put("tweet.write", "Create and repost on your behalf.");
        words.put("tweet.moderate.write", "Hide and unhide replies to your posts.");
        words.put("users.read", "View any account you can see, including protected accounts.");
        words.put("users.email", "View your email address.");
        words.put("follows.read", "View accounts you follow and accounts following you.");
        words.put("follows.write", "Follow and unfollow accounts on your behalf.");
        words.put("offline.access", "Stay connected to your account until you revoke access.");
        words.put("space.read", "View all Spaces you have access to.");
        words.put("mute.read", "View accounts you have muted.");
        words.put("mute.write", "Mute and unmute accounts on your behalf.");
        words.put("like.read", "View Posts you have liked and likes you can see.");
        words.put("like.write", "Like and unlike Posts on your behalf.");
        words.put("list.read", "View Lists, members, and followers of Lists you created or are a member of, "
                + "including private Lists.");
        words.put("list.write", "Create and manage Lists on your behalf.");
        words.put("block.read", "View accounts you have blocked.");
        words.put("block.write", "Block and unblock accounts on your behalf.");
        words.put("bookmark.read", "Read your bookmarked Posts.");
        words.put("bookmark.write", "Create and delete your bookmarks.");
        words.put("dm.read", "Read all your Direct Messages.");
        words.put("dm.write", "Send and manage your Direct Messages.");
        words.put("media.write", "Upload media, such as photos and videos, on your behalf.");
        words.put("broadcast.read", "View your live broadcasts and their chat.");
        words.put("broadcast.write", "Manage your live broadcasts and send chat messages on your behalf.");
        words.put("timeline.read", "View all Custom Timelines you can see.");
        return Map.copyOf(words);
    }
}
