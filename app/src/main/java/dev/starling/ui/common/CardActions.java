package dev.starling.ui.common;

import javafx.scene.Node;

/**
 * Actions offered on a post's card in another workspace's results (like the post, follow its author), by
 * the feature that owns them; the card only places the node. {@link #NONE} offers nothing.
 */
@FunctionalInterface
public interface CardActions {

    CardActions NONE = (postId, authorId, authorUsername) -> null;

    /** A small row of actions for one post, or null for none. */
    Node forPost(String postId, String authorId, String authorUsername);
}
