package dev.starling.ui.publish;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.publish.PostService;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.FailureText;
import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;
import javafx.collections.ObservableSet;

/**
 * Like / unlike posts and follow / unfollow their authors from other workspaces' results, as the default
 * account: the access tier's rule said before anything is sent (X removed likes and follows from
 * self-serve tiers), and what this session liked and followed remembered so each card shows the way back.
 */
public final class RelationsViewModel {

    /** What a card can do. */
    public enum Kind { LIKE, FOLLOW }

    private final PostService posts;
    private final TaskRunner tasks;
    private final ObservableSet<String> liked = FXCollections.observableSet();
    private final ObservableSet<String> followed = FXCollections.observableSet();
    /** The last outcome per post or user id (done, refused, failed), in words. */
    private final ObservableMap<String, String> outcomes = FXCollections.observableHashMap();

    public RelationsViewModel(PostService posts, TaskRunner tasks) {
        this.posts = posts;
        this.tasks = tasks;
    }

    /** Post ids liked in this session (their cards offer Unlike). */
    public ObservableSet<String> liked() { return liked; }
    /** User ids followed in this session (their cards offer Unfollow). */
    public ObservableSet<String> followed() { return followed; }
    public ObservableMap<String, String> outcomes() { return outcomes; }

    /** Why likes or follows are not offered on this environment's access tier, in words; empty when they are. */
    public Optional<String> tierRule(Kind kind) {
        return posts.relationProblem(kind == Kind.LIKE ? "like" : "follow").map(text -> text.render(Messages::text));
    }

    /** Likes the post, or takes the like back when this session liked it. */
    public void toggleLike(String postId) {
        boolean undo = liked.contains(postId);
        run(postId, Kind.LIKE, () -> undo ? posts.unlike(postId) : posts.like(postId), ok -> {
            if (undo) {
                liked.remove(postId);
            } else {
                liked.add(postId);
            }
            outcomes.put(postId, Messages.text(undo ? "publish.cli.unliked" : "publish.cli.liked", postId));
        });
    }

    /** Follows the user, or unfollows when this session followed them. */
    public void toggleFollow(String userId, String username) {
        boolean undo = followed.contains(userId);
        run(userId, Kind.FOLLOW, () -> undo ? posts.unfollow(userId) : posts.follow(userId), following -> {
            if (undo) {
                followed.remove(userId);
            } else if (following) {
                followed.add(userId);
            }
            outcomes.put(userId, undo ? Messages.text("publishui.relations.unfollowed", username)
                    : Messages.text("publishui.relations.followed", username, following ? 1 : 0));
        });
    }

    private void run(String id, Kind kind, java.util.concurrent.Callable<Boolean> work,
                     java.util.function.Consumer<Boolean> done) {
        Optional<String> rule = tierRule(kind);
        if (rule.isPresent()) {
            outcomes.put(id, rule.get());
            return;
        }
        tasks.run(kind == Kind.LIKE ? "like post" : "follow user", work, done::accept, failure -> outcomes.put(id,
                failure instanceof dev.starling.core.publish.PublishRefused refused
                        ? refused.reasons().stream().map(reason -> reason.render(Messages::text))
                                .collect(java.util.stream.Collectors.joining(" "))
                        : FailureText.describe(failure, Messages.text("publishui.relations.failed"))));
    }
}
