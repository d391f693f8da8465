package dev.starling.core.stream;

import java.util.List;

/**
 * What the filtered stream tells ({@link LineListener} of posts): new posts (in arrival order,
 * duplicates already dropped, in batches of what arrived together), keep-alives, state changes and
 * problems X sent without ending the stream.
 */
public interface StreamListener extends LineListener<StreamPost> {

    default void onPosts(List<StreamPost> posts) {
    }

    @Override
    default void onItems(List<StreamPost> items) {
        onPosts(items);
    }
}
