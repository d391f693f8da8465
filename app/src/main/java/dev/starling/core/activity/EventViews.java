package dev.starling.core.activity;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads an activity event for what it is ({@link EventView}), from the envelope X sends on the
 * activity stream and to webhooks: {@code {"data": {event_uuid, event_type, filter, tag, payload,
 * includes}}}. It takes the shapes seen in X's own samples as well as its OpenAPI: users bare or
 * wrapped as {@code {data: User}}, ids and counts with {@code *_str} twins, {@code timestamp_ms} as a
 * string, direct messages as account-activity {@code direct_message_events} or as v2 DM events
 * ({@code MessageCreate}, {@code ParticipantsJoin}, {@code ParticipantsLeave}).
 */
public final class EventViews {

    private static final ObjectMapper JSON = new ObjectMapper();

    private EventViews() {
    }

    /** The event of an envelope line, or null when the line is not one (a problem, a keep-alive). */
    public static ActivityEvent event(JsonNode root, String line, Instant receivedAt) {
        JsonNode data = root.path("data");
        String uuid = text(data, "event_uuid");
        if (uuid == null || uuid.isEmpty()) {
            return null;
        }
        return new ActivityEvent(uuid, data.path("event_type").asText(""), text(data.path("filter"), "user_id"),
                text(data, "tag"), line, receivedAt);
    }

    /** The event of a line (an activity stream line, a recorded line, a webhook delivery's body). */
    public static ActivityEvent event(String line, Instant receivedAt) {
        try {
            JsonNode root = JSON.readTree(line);
            return root == null ? null : event(root, line, receivedAt);
        } catch (IOException e) {
            return null;
        }
    }

    /** The event read for what it is. */
    public static EventView view(ActivityEvent event) {
        JsonNode data;
        try {
            data = JSON.readTree(event.line()).path("data");
        } catch (IOException e) {
            return new EventView.Unknown(event.header(), "");
        }
        return view(event.header(), data.path("payload"), data.path("includes"));
    }

    static EventView view(EventHeader header, JsonNode payload, JsonNode includes) {
        String type = header.type();
        UserRef filterUser = user(header.filterUserId(), includes, payload);
        if (type.startsWith("profile.update.")) {
            return new EventView.ProfileChange(header, type.substring("profile.update.".length()), filterUser,
                    text(payload, "before"), text(payload, "after"));
        }
        switch (type) {
            case "post.create", "post.mention.create", "post.reply.create", "post.quote.create", "post.repost.create" -> {
                JsonNode post = unwrap(payload);
                String action = type.equals("post.create") ? "create" : type.split("\\.")[1];
                List<String> history = new ArrayList<>();
                post.path("edit_history_tweet_ids").forEach(id -> history.add(id.asText()));
                return new EventView.PostMade(header, action, text(post, "id"),
                        user(text(post, "author_id"), includes, payload), text(post, "text"), history);
            }
            case "post.delete" -> {
                return new EventView.PostDeleted(header, text(payload, "id"), user(text(payload, "author_id"), includes,
                        payload));
            }
            case "like.create" -> {
                String author = text(payload, "tweet_author_id");
                if (author == null) {
                    author = text(payload, "liked_tweet_author_id");
                }
                return new EventView.Liked(header, text(payload, "id"), text(payload, "liked_tweet_id"),
                        user(author, includes, payload));
            }
            case "follow.follow", "follow.unfollow", "mute.mute", "mute.unmute", "block.block", "block.unblock" -> {
                return new EventView.Relation(header, type.substring(type.indexOf('.') + 1),
                        userObject(payload.path("source"), includes), userObject(payload.path("target"), includes));
            }
            case "spaces.start", "spaces.end" -> {
                JsonNode space = unwrap(payload);
                List<UserRef> hosts = new ArrayList<>();
                space.path("host_ids").forEach(id -> hosts.add(user(id.asText(), includes, payload)));
                if (hosts.isEmpty() && text(space, "creator_id") != null) {
                    hosts.add(user(text(space, "creator_id"), includes, payload));
                }
                return new EventView.Space(header, type.equals("spaces.start"), text(space, "id"), text(space, "title"),
                        hosts, space.path("participant_count").asInt(0));
            }
            case "news.new" -> {
                return new EventView.News(header, text(payload, "headline"), text(payload, "category"),
                        text(payload, "summary"));
            }
            case "oauth.revoke" -> {
                JsonNode revoke = payload.path("user_event").path("revoke");
                JsonNode source = revoke.isMissingNode() ? payload.path("source") : revoke.path("source");
                JsonNode target = revoke.isMissingNode() ? payload.path("target") : revoke.path("target");
                String userId = text(source, "user_id");
                return new EventView.AccessRevoked(header, user(userId == null ? header.filterUserId() : userId, includes,
                        payload), text(target, "app_id"));
            }
            default -> {
                if (type.startsWith("dm.") || type.startsWith("chat.")) {
                    return message(header, type.substring(type.indexOf('.') + 1), payload, includes);
                }
                return new EventView.Unknown(header, payload.toString());
            }
        }
    }

    /** A direct message or chat event in either shape X uses. */
    private static EventView message(EventHeader header, String action, JsonNode payload, JsonNode includes) {
        JsonNode item = firstEvent(payload);
        String eventType = text(item, "event_type");
        if ("ParticipantsJoin".equals(eventType) || "ParticipantsLeave".equals(eventType)
                || "conversation_join".equals(action)) {
            List<UserRef> participants = new ArrayList<>();
            item.path("participant_ids").forEach(id -> participants.add(user(id.asText(), includes, payload)));
            String by = text(item, "sender_id");
            return new EventView.Participants(header, !"ParticipantsLeave".equals(eventType),
                    text(item, "dm_conversation_id"), by == null ? null : user(by, includes, payload), participants);
        }
        JsonNode create = item.path("message_create");
        String sender = create.isMissingNode() ? text(item, "sender_id") : text(create, "sender_id");
        List<UserRef> recipients = new ArrayList<>();
        String recipient = text(create.isMissingNode() ? item.path("target") : create.path("target"), "recipient_id");
        if (recipient != null) {
            recipients.add(user(recipient, includes, payload));
        }
        item.path("recipient_ids").forEach(id -> recipients.add(user(id.asText(), includes, payload)));
        String text = create.isMissingNode() ? text(item, "text") : text(create.path("message_data"), "text");
        String conversation = text(item, "dm_conversation_id");
        return new EventView.Message(header, action, conversation, user(sender, includes, payload), recipients, text);
    }

    /** The first item of any {@code *_events} array, or the payload itself (a v2 DM event). */
    private static JsonNode firstEvent(JsonNode payload) {
        for (var fields = payload.fields(); fields.hasNext(); ) {
            var field = fields.next();
            if (field.getKey().endsWith("_events") && field.getValue().isArray() && !field.getValue().isEmpty()) {
                return field.getValue().get(0);
            }
        }
        JsonNode data = payload.path("data");
        return data.isObject() ? data : payload;
    }

    /** A user object, bare or wrapped as {@code {data: User}}. */
    private static UserRef userObject(JsonNode node, JsonNode includes) {
        JsonNode user = unwrap(node);
        String id = text(user, "id");
        String username = text(user, "username");
        if (username == null) {
            username = text(user, "screen_name");
        }
        return username != null ? new UserRef(id, username) : user(id, includes, null);
    }

    /** A user by id, with the username found in {@code includes.users} or the payload's {@code users} map. */
    private static UserRef user(String id, JsonNode includes, JsonNode payload) {
        if (id == null) {
            return new UserRef(null, null);
        }
        for (JsonNode user : includes.path("users")) {
            if (id.equals(text(user, "id"))) {
                return new UserRef(id, text(user, "username"));
            }
        }
        if (payload != null) {
            JsonNode mapped = unwrap(payload.path("users").path(id));
            String username = text(mapped, "username");
            if (username == null) {
                username = text(mapped, "screen_name");
            }
            if (username != null) {
                return new UserRef(id, username);
            }
        }
        return new UserRef(id, null);
    }

    private static JsonNode unwrap(JsonNode node) {
        JsonNode data = node.path("data");
        return data.isObject() ? data : node;
    }

    /** A member as text, its {@code *_str} twin preferred (X's samples give both for numbers). */
    private static String text(JsonNode node, String name) {
        JsonNode twin = node.path(name + "_str");
        if (twin.isTextual()) {
            return twin.asText();
        }
        JsonNode value = node.path(name);
        return value.isValueNode() && !value.isNull() ? value.asText() : null;
    }
}
