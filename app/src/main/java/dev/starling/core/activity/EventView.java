package dev.starling.core.activity;

import dev.starling.core.text.BundleText;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An activity event read for what it is, for a list row and a detail pane: a bio change as before
 * and after, a post with its text, a direct message with its sender and recipients, a join or leave
 * with the {@code participant_ids} X lists, a follow with who and whom. {@link #summary()} is one line;
 * {@link #details()} the lines a detail pane adds. Words are bundle keys ({@code activity.view.*}).
 */
public sealed interface EventView {

    EventHeader header();

    /** One line for a list. */
    BundleText summary();

    /** More lines for a detail pane (before and after, the text, the ids), in order. */
    default List<BundleText> details() {
        return List.of();
    }

    /** Whether the event concerns the user {@code userId} (the filter's user, or any user it names). */
    default boolean concerns(String userId) {
        return userId.equals(header().filterUserId()) || users().stream().anyMatch(user -> userId.equals(user.id()));
    }

    /** The users the event names. */
    List<UserRef> users();

    /** A profile field changed: {@code field} is the last part of the type ({@code bio}, {@code geo}, ...). */
    record ProfileChange(EventHeader header, String field, UserRef user, String before, String after) implements EventView {
        @Override
        public BundleText summary() {
            return BundleText.of("activity.view.profile." + field, user.label(), orEmpty(before), orEmpty(after));
        }

        @Override
        public List<BundleText> details() {
            return List.of(BundleText.of("activity.detail.before", orEmpty(before)),
                    BundleText.of("activity.detail.after", orEmpty(after)));
        }

        @Override
        public List<UserRef> users() {
            return List.of(user);
        }
    }

    /** A post made: {@code action} is {@code create}, {@code mention}, {@code reply}, {@code quote} or {@code repost}. */
    record PostMade(EventHeader header, String action, String postId, UserRef author, String text,
                    List<String> editHistoryIds) implements EventView {
        public PostMade {
            editHistoryIds = List.copyOf(editHistoryIds);
        }

        @Override
        public BundleText summary() {
            return BundleText.of("activity.view.post." + action, author.label(), orEmpty(text), postId);
        }

        @Override
        public List<BundleText> details() {
            List<BundleText> lines = new ArrayList<>(List.of(BundleText.of("activity.detail.post", postId),
                    BundleText.of("activity.detail.text", orEmpty(text))));
            if (editHistoryIds.size() > 1) {
                lines.add(BundleText.of("activity.detail.editHistory", String.join(", ", editHistoryIds)));
            }
            return lines;
        }

        @Override
        public List<UserRef> users() {
            return List.of(author);
        }
    }

    record PostDeleted(EventHeader header, String postId, UserRef author) implements EventView {
        @Override
        public BundleText summary() {
            return BundleText.of("activity.view.post.delete", author.label(), postId);
        }

        @Override
        public List<UserRef> users() {
            return List.of(author);
        }
    }

    /** A like of {@code postId} (by {@code postAuthor}); the filter user and direction say whose. */
    record Liked(EventHeader header, String likeId, String postId, UserRef postAuthor) implements EventView {
        @Override
        public BundleText summary() {
            return BundleText.of("activity.view.like", postId, postAuthor.label(),
                    header.filterUserId() == null ? "?" : header.filterUserId());
        }

        @Override
        public List<UserRef> users() {
            return List.of(postAuthor);
        }
    }

    /** A follow, unfollow, mute, unmute, block or unblock: {@code action} is the type's last part. */
    record Relation(EventHeader header, String action, UserRef source, UserRef target) implements EventView {
        @Override
        public BundleText summary() {
            return BundleText.of("activity.view.relation." + action, source.label(), target.label());
        }

        @Override
        public List<UserRef> users() {
            return List.of(source, target);
        }
    }

    /**
     * A direct message or chat message, read receipt or typing indicator: {@code action} is the
     * type's last part ({@code sent}, {@code received}, {@code read}, {@code indicate_typing}).
     */
    record Message(EventHeader header, String action, String conversationId, UserRef sender, List<UserRef> recipients,
                   String text) implements EventView {
        public Message {
            recipients = List.copyOf(recipients);
        }

        @Override
        public BundleText summary() {
            return BundleText.of("activity.view.message." + action, sender.label(), labels(recipients), orEmpty(text));
        }

        @Override
        public List<BundleText> details() {
            List<BundleText> lines = new ArrayList<>();
            lines.add(BundleText.of("activity.detail.sender", sender.label()));
            lines.add(BundleText.of("activity.detail.recipients", labels(recipients)));
            if (conversationId != null) {
                lines.add(BundleText.of("activity.detail.conversation", conversationId));
            }
            if (text != null) {
                lines.add(BundleText.of("activity.detail.text", text));
            }
            return lines;
        }

        @Override
        public List<UserRef> users() {
            List<UserRef> users = new ArrayList<>(recipients);
            users.add(0, sender);
            return users;
        }
    }

    /** People joined or left a conversation: X lists only those ({@code participant_ids}). */
    record Participants(EventHeader header, boolean joined, String conversationId, UserRef by,
                        List<UserRef> participants) implements EventView {
        public Participants {
            participants = List.copyOf(participants);
        }

        @Override
        public BundleText summary() {
            return BundleText.of(joined ? "activity.view.participants.join" : "activity.view.participants.leave",
                    labels(participants), conversationId == null ? "?" : conversationId);
        }

        @Override
        public List<BundleText> details() {
            return List.of(BundleText.of("activity.detail.participantIds",
                    participants.stream().map(UserRef::id).collect(Collectors.joining(", "))));
        }

        @Override
        public List<UserRef> users() {
            List<UserRef> users = new ArrayList<>(participants);
            if (by != null) {
                users.add(by);
            }
            return users;
        }
    }

    record Space(EventHeader header, boolean started, String spaceId, String title, List<UserRef> hosts,
                 int participantCount) implements EventView {
        public Space {
            hosts = List.copyOf(hosts);
        }

        @Override
        public BundleText summary() {
            return BundleText.of(started ? "activity.view.space.start" : "activity.view.space.end", labels(hosts),
                    orEmpty(title), participantCount);
        }

        @Override
        public List<UserRef> users() {
            return hosts;
        }
    }

    record News(EventHeader header, String headline, String category, String summaryText) implements EventView {
        @Override
        public BundleText summary() {
            return BundleText.of("activity.view.news", orEmpty(headline), orEmpty(category));
        }

        @Override
        public List<BundleText> details() {
            return summaryText == null ? List.of() : List.of(BundleText.of("activity.detail.text", summaryText));
        }

        @Override
        public List<UserRef> users() {
            return List.of();
        }
    }

    /** The user took back the app's access ({@code oauth.revoke}). */
    record AccessRevoked(EventHeader header, UserRef user, String appId) implements EventView {
        @Override
        public BundleText summary() {
            return BundleText.of("activity.view.revoke", user.label(), appId == null ? "?" : appId);
        }

        @Override
        public List<UserRef> users() {
            return List.of(user);
        }
    }

    /** A type Starling does not read (yet): its payload shown as X sent it. */
    record Unknown(EventHeader header, String payload) implements EventView {
        @Override
        public BundleText summary() {
            return BundleText.of("activity.view.unknown", header.type(), payload);
        }

        @Override
        public List<UserRef> users() {
            return List.of();
        }
    }

    private static String orEmpty(String value) {
        return value == null ? "" : value;
    }

    private static String labels(List<UserRef> users) {
        return users.isEmpty() ? "?" : users.stream().map(UserRef::label).collect(Collectors.joining(", "));
    }
}
