package dev.starling.sandbox.v2;

import java.time.Instant;

/**
 * One change of the v2 world, as {@link WorldListener}s hear of it: what the filtered stream, the
 * activity events and webhooks turn into deliveries ({@code post.create}, {@code post.delete},
 * {@code like.create}, {@code follow.follow}, {@code profile.update.*}, ...). Each carries the
 * objects as they are after the change (and before it, where both matter) and when it happened.
 */
public sealed interface WorldChange {

    Instant at();

    /** A new post (an original, a reply or a quote). */
    record PostCreated(V2Post post, Instant at) implements WorldChange {
    }

    /** A new version of a post: {@code previous} is no longer the latest, {@code post} is. */
    record PostEdited(V2Post previous, V2Post post, Instant at) implements WorldChange {
    }

    /** A post removed with every version of it (its latest version as it was). */
    record PostDeleted(V2Post post, Instant at) implements WorldChange {
    }

    record Liked(String userId, String postId, Instant at) implements WorldChange {
    }

    record Unliked(String userId, String postId, Instant at) implements WorldChange {
    }

    record Followed(String sourceUserId, String targetUserId, Instant at) implements WorldChange {
    }

    record Unfollowed(String sourceUserId, String targetUserId, Instant at) implements WorldChange {
    }

    /** A user's profile fields changed (bio, name, location, ...). */
    record ProfileChanged(V2User before, V2User after, Instant at) implements WorldChange {
    }

    /** A direct message: {@code recipientIds} are the conversation's other participants. */
    record MessageSent(String conversationId, String eventId, String senderId, java.util.List<String> recipientIds,
                       String text, Instant at) implements WorldChange {
        public MessageSent {
            recipientIds = java.util.List.copyOf(recipientIds);
        }
    }

    /** People joined a group conversation ({@code participantIds} lists only them), added by {@code byUserId}. */
    record ParticipantsJoined(String conversationId, String eventId, String byUserId, java.util.List<String> participantIds,
                              java.util.List<String> members, Instant at) implements WorldChange {
        public ParticipantsJoined {
            participantIds = java.util.List.copyOf(participantIds);
            members = java.util.List.copyOf(members);
        }
    }

    /** People left a group conversation ({@code participantIds} lists only them); {@code members} stay. */
    record ParticipantsLeft(String conversationId, String eventId, java.util.List<String> participantIds,
                            java.util.List<String> members, Instant at) implements WorldChange {
        public ParticipantsLeft {
            participantIds = java.util.List.copyOf(participantIds);
            members = java.util.List.copyOf(members);
        }
    }

    /** A participant read the conversation up to {@code lastEventId}. */
    record MessageRead(String conversationId, String readerId, String lastEventId, java.util.List<String> members,
                       Instant at) implements WorldChange {
        public MessageRead {
            members = java.util.List.copyOf(members);
        }
    }

    /** A participant is typing. */
    record Typing(String conversationId, String senderId, java.util.List<String> members, Instant at)
            implements WorldChange {
        public Typing {
            members = java.util.List.copyOf(members);
        }
    }

    /** A space started ({@code space} as X's Space object). */
    record SpaceStarted(com.fasterxml.jackson.databind.node.ObjectNode space, Instant at) implements WorldChange {
    }

    /** A space ended. */
    record SpaceEnded(com.fasterxml.jackson.databind.node.ObjectNode space, Instant at) implements WorldChange {
    }
}
