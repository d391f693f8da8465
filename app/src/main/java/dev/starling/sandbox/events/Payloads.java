package dev.starling.sandbox.events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.v2.V2User;
import java.time.Instant;
import java.util.List;

/**
 * The payloads of activity events, in the shapes X's OpenAPI and samples show: a profile change as
 * {@code {before, after}}, a post as the Post object, a deletion as {@code {id, author_id}}, a like with
 * the liked post and its author, a follow, mute or block as {@code {source, target}} users, direct
 * messages as account-activity {@code direct_message_events} (a {@code message_create}, read receipts,
 * typing) and conversation joins and leaves as v2 DM events whose {@code participant_ids} list only who
 * joined or left, a space as the Space object, news as {@code {headline, category, summary, hook}}.
 */
final class Payloads {

    private Payloads() {
    }

    static ObjectNode profile(String before, String after) {
        ObjectNode payload = Json.object();
        payload.put("before", before == null ? "" : before);
        payload.put("after", after == null ? "" : after);
        return payload;
    }

    static ObjectNode postDelete(String postId, String authorId) {
        return Json.object().put("id", postId).put("author_id", authorId);
    }

    static ObjectNode like(String likeId, String postId, String authorId, Instant at) {
        return Json.object().put("id", likeId).put("created_at", at.toString()).put("timestamp_ms", at.toEpochMilli())
                .put("liked_tweet_id", postId).put("tweet_author_id", authorId).put("liked_tweet_author_id", authorId);
    }

    static ObjectNode relation(V2User source, V2User target) {
        ObjectNode payload = Json.object();
        payload.set("source", user(source));
        payload.set("target", user(target));
        return payload;
    }

    /** One message ({@code type} {@code message_create}) from the sender to one recipient. */
    static ObjectNode message(String eventId, String conversationId, String senderId, String recipientId, String text,
                              Instant at, List<V2User> users) {
        ObjectNode payload = Json.object();
        ObjectNode event = payload.putArray("direct_message_events").addObject();
        event.put("type", "message_create").put("id", eventId).put("created_timestamp", Long.toString(at.toEpochMilli()))
                .put("dm_conversation_id", conversationId);
        ObjectNode create = event.putObject("message_create");
        create.putObject("target").put("recipient_id", recipientId);
        create.put("sender_id", senderId);
        create.putObject("message_data").put("text", text);
        users(payload, users);
        return payload;
    }

    /** A join ({@code ParticipantsJoin}) or leave ({@code ParticipantsLeave}): {@code participant_ids} only those. */
    static ObjectNode participants(boolean joined, String eventId, String conversationId, String byUserId,
                                   List<String> participantIds, Instant at) {
        ObjectNode payload = Json.object();
        ObjectNode event = payload.putArray("direct_message_events").addObject();
        event.put("event_type", joined ? "ParticipantsJoin" : "ParticipantsLeave").put("id", eventId)
                .put("dm_conversation_id", conversationId).put("created_at", at.toString());
        if (byUserId != null) {
            event.put("sender_id", byUserId);
        }
        ArrayNode ids = event.putArray("participant_ids");
        participantIds.forEach(ids::add);
        return payload;
    }

    static ObjectNode read(String conversationId, String readerId, String otherId, String lastEventId, Instant at) {
        ObjectNode payload = Json.object();
        ObjectNode event = payload.putArray("direct_message_mark_read_events").addObject();
        event.put("created_timestamp", Long.toString(at.toEpochMilli())).put("sender_id", readerId)
                .put("dm_conversation_id", conversationId);
        event.putObject("target").put("recipient_id", otherId);
        if (lastEventId != null) {
            event.put("last_read_event_id", lastEventId);
        }
        return payload;
    }

    static ObjectNode typing(String conversationId, String senderId, String otherId, Instant at) {
        ObjectNode payload = Json.object();
        ObjectNode event = payload.putArray("direct_message_indicate_typing_events").addObject();
        event.put("created_timestamp", Long.toString(at.toEpochMilli())).put("sender_id", senderId)
                .put("dm_conversation_id", conversationId);
        event.putObject("target").put("recipient_id", otherId);
        return payload;
    }

    static ObjectNode news(String headline, String category, String summary) {
        return Json.object().put("headline", headline).put("category", category).put("summary", summary)
                .put("hook", headline);
    }

    static ObjectNode revoke(String userId, String appId, Instant at) {
        ObjectNode payload = Json.object();
        ObjectNode revoke = payload.putObject("user_event").putObject("revoke");
        revoke.put("date_time", at.toString());
        revoke.putObject("target").put("app_id", appId);
        revoke.putObject("source").put("user_id", userId);
        return payload;
    }

    /** {@code includes.users} with these users (id, name, username). */
    static ObjectNode includes(List<V2User> users) {
        ObjectNode includes = Json.object();
        ArrayNode list = includes.putArray("users");
        users.forEach(user -> list.add(user(user)));
        return includes;
    }

    static ObjectNode user(V2User user) {
        JsonNode json = user.json();
        ObjectNode out = Json.object().put("id", user.id()).put("name", json.path("name").asText(user.username()))
                .put("username", user.username());
        if (json.has("protected")) {
            out.put("protected", json.path("protected").asBoolean());
        }
        return out;
    }

    private static void users(ObjectNode payload, List<V2User> users) {
        ObjectNode map = payload.putObject("users");
        users.forEach(user -> map.putObject(user.id()).set("data", user(user)));
    }
}
