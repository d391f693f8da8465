package dev.starling.sandbox.events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.v2.V2Post;
import dev.starling.sandbox.v2.V2User;
import dev.starling.sandbox.v2.World;
import dev.starling.sandbox.v2.WorldChange;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What a change of the v2 world means as activity events, one {@link Happening} for each user it
 * concerns: a post is {@code post.create} for its author, {@code post.mention.create} for each user it
 * mentions, {@code post.reply.create}, {@code post.quote.create} or {@code post.repost.create} for the
 * author of the post it answers, quotes or reposts (a protected author's posts never); a deletion
 * {@code post.delete}; a like {@code like.create} for the liker (sent) and the post's author (received);
 * a follow for both; a profile change one {@code profile.update.*} per field that changed; a direct
 * message {@code dm.sent} for the sender and {@code dm.received} for each recipient (read receipts and
 * typing likewise); a join or leave a {@code ParticipantsJoin}/{@code ParticipantsLeave} event for the
 * members and {@code chat.conversation_join} for who joined; a space {@code spaces.start}/{@code end}
 * for its hosts.
 */
final class EventFactory {

    /** Which profile field changes which event types (the spec's names and 2.167's). */
    private static final Map<String, List<String>> PROFILE_FIELDS = Map.of(
            "description", List.of("bio"),
            "username", List.of("screenname", "handle"),
            "profile_image_url", List.of("profile_picture"),
            "profile_banner_url", List.of("banner_picture"),
            "location", List.of("geo"),
            "url", List.of("url"),
            "verified", List.of("verified", "verified_badge"),
            "verified_type", List.of("verified_badge"),
            "affiliation", List.of("affiliate", "affiliate_badge"));

    private EventFactory() {
    }

    static List<Happening> of(WorldChange change, World world) {
        List<Happening> out = new ArrayList<>();
        Instant at = change.at();
        if (change instanceof WorldChange.PostCreated created) {
            post(created.post(), world, at, out);
        } else if (change instanceof WorldChange.PostDeleted deleted) {
            V2Post post = deleted.post();
            if (!isProtected(world, post.authorId())) {
                out.add(new Happening("post.delete", post.authorId(), null, post.text(),
                        Payloads.postDelete(post.id(), post.authorId()), null, at));
            }
        } else if (change instanceof WorldChange.Liked liked) {
            world.post(liked.postId()).ifPresent(post -> {
                ObjectNode payload = Payloads.like(likeId(liked.userId(), liked.postId()), post.id(), post.authorId(), at);
                ObjectNode includes = Payloads.includes(users(world, liked.userId(), post.authorId()));
                out.add(new Happening("like.create", liked.userId(), true, null, payload, includes, at));
                if (!post.authorId().equals(liked.userId())) {
                    out.add(new Happening("like.create", post.authorId(), false, null, payload, includes, at));
                }
            });
        } else if (change instanceof WorldChange.Followed followed) {
            relation("follow.follow", followed.sourceUserId(), followed.targetUserId(), world, at, out);
        } else if (change instanceof WorldChange.Unfollowed unfollowed) {
            relation("follow.unfollow", unfollowed.sourceUserId(), unfollowed.targetUserId(), world, at, out);
        } else if (change instanceof WorldChange.ProfileChanged profile) {
            profile(profile.before(), profile.after(), at, out);
        } else if (change instanceof WorldChange.MessageSent sent) {
            message(sent, world, out);
        } else if (change instanceof WorldChange.ParticipantsJoined joined) {
            ObjectNode payload = Payloads.participants(true, joined.eventId(), joined.conversationId(), joined.byUserId(),
                    joined.participantIds(), at);
            for (String member : joined.members()) {
                boolean by = member.equals(joined.byUserId());
                out.add(new Happening("dm.received", member, by ? true : false, null, payload, null, at));
            }
            for (String participant : joined.participantIds()) {
                out.add(new Happening("chat.conversation_join", participant, false, null, payload, null, at));
            }
        } else if (change instanceof WorldChange.ParticipantsLeft left) {
            ObjectNode payload = Payloads.participants(false, left.eventId(), left.conversationId(), null,
                    left.participantIds(), at);
            for (String member : left.members()) {
                out.add(new Happening("dm.received", member, false, null, payload, null, at));
            }
        } else if (change instanceof WorldChange.MessageRead read) {
            for (String member : read.members()) {
                String other = member.equals(read.readerId()) ? firstOther(read.members(), member) : read.readerId();
                ObjectNode payload = Payloads.read(read.conversationId(), read.readerId(), other, read.lastEventId(), at);
                out.add(new Happening("dm.read", member, member.equals(read.readerId()), null, payload, null, at));
            }
        } else if (change instanceof WorldChange.Typing typing) {
            for (String member : typing.members()) {
                String other = member.equals(typing.senderId()) ? firstOther(typing.members(), member) : member;
                ObjectNode payload = Payloads.typing(typing.conversationId(), typing.senderId(), other, at);
                out.add(new Happening("dm.indicate_typing", member, member.equals(typing.senderId()), null, payload, null,
                        at));
            }
        } else if (change instanceof WorldChange.SpaceStarted started) {
            space("spaces.start", started.space(), world, at, out);
        } else if (change instanceof WorldChange.SpaceEnded ended) {
            space("spaces.end", ended.space(), world, at, out);
        }
        return out;
    }

    private static void post(V2Post post, World world, Instant at, List<Happening> out) {
        String author = post.authorId();
        if (isProtected(world, author)) {
            return;
        }
        ObjectNode payload = post.json().deepCopy();
        ObjectNode includes = Payloads.includes(users(world, author));
        String text = post.text();
        String repostOf = post.referenced("retweeted");
        if (repostOf != null) {
            world.post(repostOf).ifPresent(original -> out.add(new Happening("post.repost.create", original.authorId(),
                    null, text, payload, includes, at)));
            return;
        }
        out.add(new Happening("post.create", author, null, text, payload, includes, at));
        Set<String> mentioned = new LinkedHashSet<>();
        for (JsonNode mention : post.entities().path("mentions")) {
            String id = mention.path("id").asText(null);
            if (id == null) {
                id = world.userByUsername(mention.path("username").asText("")).map(V2User::id).orElse(null);
            }
            if (id != null && !id.equals(author)) {
                mentioned.add(id);
            }
        }
        mentioned.forEach(id -> out.add(new Happening("post.mention.create", id, null, text, payload, includes, at)));
        String replyTo = post.json().path("in_reply_to_user_id").asText(null);
        if (replyTo != null && !replyTo.equals(author)) {
            out.add(new Happening("post.reply.create", replyTo, null, text, payload, includes, at));
        }
        String quoted = post.referenced("quoted");
        if (quoted != null) {
            world.post(quoted).filter(original -> !original.authorId().equals(author)).ifPresent(original ->
                    out.add(new Happening("post.quote.create", original.authorId(), null, text, payload, includes, at)));
        }
    }

    private static void relation(String type, String sourceId, String targetId, World world, Instant at,
                                 List<Happening> out) {
        Optional<V2User> source = world.user(sourceId);
        Optional<V2User> target = world.user(targetId);
        if (source.isEmpty() || target.isEmpty()) {
            return;
        }
        ObjectNode payload = Payloads.relation(source.get(), target.get());
        out.add(new Happening(type, sourceId, true, null, payload, null, at));
        out.add(new Happening(type, targetId, false, null, payload, null, at));
    }

    private static void profile(V2User before, V2User after, Instant at, List<Happening> out) {
        PROFILE_FIELDS.forEach((field, types) -> {
            JsonNode was = before.json().path(field);
            JsonNode now = after.json().path(field);
            if (!Objects.equals(was, now)) {
                for (String type : types) {
                    out.add(new Happening("profile.update." + type, after.id(), null, null,
                            Payloads.profile(text(was), text(now)), null, at));
                }
            }
        });
    }

    private static void message(WorldChange.MessageSent sent, World world, List<Happening> out) {
        List<V2User> people = new ArrayList<>(users(world, sent.senderId()));
        sent.recipientIds().forEach(id -> world.user(id).ifPresent(people::add));
        String first = sent.recipientIds().isEmpty() ? sent.senderId() : sent.recipientIds().get(0);
        out.add(new Happening("dm.sent", sent.senderId(), true, sent.text(), Payloads.message(sent.eventId(),
                sent.conversationId(), sent.senderId(), first, sent.text(), sent.at(), people), null, sent.at()));
        for (String recipient : sent.recipientIds()) {
            out.add(new Happening("dm.received", recipient, false, sent.text(), Payloads.message(sent.eventId(),
                    sent.conversationId(), sent.senderId(), recipient, sent.text(), sent.at(), people), null, sent.at()));
        }
    }

    private static void space(String type, ObjectNode space, World world, Instant at, List<Happening> out) {
        List<String> hosts = new ArrayList<>();
        space.path("host_ids").forEach(id -> hosts.add(id.asText()));
        ObjectNode includes = Payloads.includes(users(world, hosts.toArray(String[]::new)));
        for (String host : hosts) {
            out.add(new Happening(type, host, null, space.path("title").asText(null), space.deepCopy(), includes, at));
        }
    }

    private static List<V2User> users(World world, String... ids) {
        List<V2User> users = new ArrayList<>();
        for (String id : ids) {
            world.user(id).ifPresent(users::add);
        }
        return users;
    }

    private static boolean isProtected(World world, String userId) {
        return world.user(userId).map(user -> user.json().path("protected").asBoolean(false)).orElse(false);
    }

    private static String firstOther(List<String> members, String self) {
        return members.stream().filter(member -> !member.equals(self)).findFirst().orElse(self);
    }

    private static String likeId(String userId, String postId) {
        return Long.toUnsignedString((userId + ":" + postId).hashCode() & 0xffffffffL);
    }

    private static String text(JsonNode value) {
        if (value.isMissingNode() || value.isNull()) {
            return "";
        }
        return value.isValueNode() ? value.asText() : value.toString();
    }
}
