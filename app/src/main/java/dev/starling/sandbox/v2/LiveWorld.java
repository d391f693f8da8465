package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The v2 world as it changes: the seeded {@link World} plus every post created, edited or deleted,
 * every like and follow, every profile change since. Reads take {@link #current()}, an immutable
 * world, so a request never sees half a write; writes are serialised, each makes the next world and
 * then tells the {@link WorldListener}s. Every write is kept in a journal that the sandbox's state
 * file saves ({@link #export()}) and that is replayed on the world regenerated at the next start.
 *
 * <p>Writes check only what keeps the world consistent (a post to like exists, nobody follows
 * themselves); X's rules for who may write what are the handlers' job.
 */
public final class LiveWorld {

    private static final System.Logger LOG = System.getLogger(LiveWorld.class.getName());

    private final World seeded;
    private final Snowflakes ids;
    private final List<WorldListener> listeners = new CopyOnWriteArrayList<>();
    private final List<ObjectNode> journal = new ArrayList<>();
    /** Direct-message conversations: id to its members, in the order they joined. */
    private final java.util.Map<String, List<String>> conversations = new java.util.LinkedHashMap<>();
    /** Spaces: id to X's Space object as it is now. */
    private final java.util.Map<String, ObjectNode> spaces = new java.util.LinkedHashMap<>();
    private volatile World current;

    public LiveWorld(World seeded, long seed) {
        this.seeded = Objects.requireNonNull(seeded, "seeded");
        this.current = seeded;
        this.ids = new Snowflakes(seed + 11);
    }

    /** The world as it is now; it never changes (the next write makes a new one). */
    public World current() {
        return current;
    }

    public void addListener(WorldListener listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    public void removeListener(WorldListener listener) {
        listeners.remove(listener);
    }

    /** A new post id for something created at {@code time}, unused in this world. */
    public synchronized String newId(Instant time) {
        String id;
        do {
            id = ids.next(time);
        } while (current.post(id).isPresent());
        return id;
    }

    /** Adds a post ({@code json} carries its id, author, created_at and text); counts it on its parent and author. */
    public synchronized V2Post create(ObjectNode json) {
        V2Post post = applyCreate(json.deepCopy());
        record(entry("create").set("post", json.deepCopy()));
        tell(new WorldChange.PostCreated(post, post.createdAt()));
        return post;
    }

    /**
     * Makes {@code next} (its id, created_at and content) the newest version of the latest version
     * {@code previousId}: every version's {@code edit_history_tweet_ids} grows by it and its
     * {@code edits_remaining} drops by one; the edit window stays the first version's.
     *
     * @throws IllegalArgumentException when {@code previousId} is not the latest version of a post
     */
    public synchronized V2Post edit(String previousId, ObjectNode next) {
        V2Post previous = current.post(previousId).filter(V2Post::latestVersion)
                .orElseThrow(() -> new IllegalArgumentException("Not the latest version of a post: " + previousId));
        V2Post edited = applyEdit(previous, next.deepCopy());
        record(entry("edit").put("previous", previousId).set("post", next.deepCopy()));
        tell(new WorldChange.PostEdited(current.post(previousId).orElseThrow(), edited, edited.createdAt()));
        return edited;
    }

    /** Removes the post with all its versions and reposts; empty when there is no such post. */
    public synchronized Optional<V2Post> delete(String postId, Instant at) {
        Optional<V2Post> deleted = applyDelete(postId);
        deleted.ifPresent(post -> {
            record(entry("delete").put("id", postId).put("at", at.toString()));
            tell(new WorldChange.PostDeleted(post, at));
        });
        return deleted;
    }

    /** True when the like is new (the post exists and the user did not like it yet). */
    public synchronized boolean like(String userId, String postId, Instant at) {
        return pairChange("like", userId, postId, at, applyLike(userId, postId, true),
                new WorldChange.Liked(userId, postId, at));
    }

    /** True when there was a like to take back. */
    public synchronized boolean unlike(String userId, String postId, Instant at) {
        return pairChange("unlike", userId, postId, at, applyLike(userId, postId, false),
                new WorldChange.Unliked(userId, postId, at));
    }

    /** True when the follow is new (both users exist, they differ, and the source did not follow yet). */
    public synchronized boolean follow(String sourceUserId, String targetUserId, Instant at) {
        return pairChange("follow", sourceUserId, targetUserId, at, applyFollow(sourceUserId, targetUserId, true),
                new WorldChange.Followed(sourceUserId, targetUserId, at));
    }

    /** True when there was a follow to undo. */
    public synchronized boolean unfollow(String sourceUserId, String targetUserId, Instant at) {
        return pairChange("unfollow", sourceUserId, targetUserId, at, applyFollow(sourceUserId, targetUserId, false),
                new WorldChange.Unfollowed(sourceUserId, targetUserId, at));
    }

    /** Sets the given profile fields ({@code description}, {@code name}, ...) of a user; empty for an unknown user. */
    public synchronized Optional<V2User> changeProfile(String userId, ObjectNode fields, Instant at) {
        Optional<V2User> before = current.user(userId);
        before.ifPresent(user -> {
            V2User after = applyProfile(user, fields);
            record(entry("profile").put("user", userId).put("at", at.toString()).set("fields", fields.deepCopy()));
            tell(new WorldChange.ProfileChanged(user, after, at));
        });
        return before.flatMap(user -> current.user(userId));
    }

    // --- direct messages and spaces (what the activity events need) -----------------------------

    /** The members of a conversation, or empty when there is none. */
    public synchronized Optional<List<String>> conversation(String conversationId) {
        return Optional.ofNullable(conversations.get(conversationId)).map(List::copyOf);
    }

    /**
     * A direct message from {@code senderId} to {@code participantId} in their one-to-one conversation
     * (X's id {@code lower-higher}), made when it is the first. Empty when a user is unknown or they are one.
     */
    public synchronized Optional<WorldChange.MessageSent> sendMessage(String senderId, String participantId, String text,
                                                                      Instant at) {
        if (senderId.equals(participantId) || current.user(senderId).isEmpty() || current.user(participantId).isEmpty()) {
            return Optional.empty();
        }
        String conversationId = oneToOne(senderId, participantId);
        conversations.putIfAbsent(conversationId, List.of(senderId, participantId));
        return sendToConversation(conversationId, senderId, text, at);
    }

    /** A message to every other member of a conversation; empty when the sender is not a member. */
    public synchronized Optional<WorldChange.MessageSent> sendToConversation(String conversationId, String senderId,
                                                                             String text, Instant at) {
        List<String> members = conversations.get(conversationId);
        if (members == null || !members.contains(senderId)) {
            return Optional.empty();
        }
        String eventId = ids.next(at);
        record(entry("dm").put("conversation", conversationId).put("user", senderId).put("text", text)
                .put("event", eventId).put("at", at.toString()).set("members", array(members)));
        WorldChange.MessageSent sent = new WorldChange.MessageSent(conversationId, eventId, senderId,
                members.stream().filter(member -> !member.equals(senderId)).toList(), text, at);
        tell(sent);
        return Optional.of(sent);
    }

    /** A group conversation of {@code creatorId} and {@code participantIds} (all must exist); empty otherwise. */
    public synchronized Optional<String> createGroup(String creatorId, List<String> participantIds, Instant at) {
        List<String> members = new ArrayList<>();
        members.add(creatorId);
        participantIds.stream().filter(id -> !members.contains(id)).forEach(members::add);
        if (members.size() < 2 || members.stream().anyMatch(id -> current.user(id).isEmpty())) {
            return Optional.empty();
        }
        String conversationId = ids.next(at);
        conversations.put(conversationId, List.of(creatorId));
        join(conversationId, creatorId, members.subList(1, members.size()), at);
        return Optional.of(conversationId);
    }

    /** {@code userIds} join a group conversation, added by {@code byUserId} (a member); false when nothing changed. */
    public synchronized boolean join(String conversationId, String byUserId, List<String> userIds, Instant at) {
        List<String> members = conversations.get(conversationId);
        List<String> joining = userIds.stream().filter(id -> members != null && !members.contains(id)
                && current.user(id).isPresent()).distinct().toList();
        if (members == null || !members.contains(byUserId) || joining.isEmpty() || conversationId.contains("-")) {
            return false;
        }
        List<String> now = new ArrayList<>(members);
        now.addAll(joining);
        conversations.put(conversationId, List.copyOf(now));
        String eventId = ids.next(at);
        record(entry("dm_join").put("conversation", conversationId).put("user", byUserId).put("event", eventId)
                .put("at", at.toString()).set("members", array(joining)));
        tell(new WorldChange.ParticipantsJoined(conversationId, eventId, byUserId, joining, now, at));
        return true;
    }

    /** {@code userId} leaves a group conversation; false when not a member. */
    public synchronized boolean leave(String conversationId, String userId, Instant at) {
        List<String> members = conversations.get(conversationId);
        if (members == null || !members.contains(userId) || conversationId.contains("-")) {
            return false;
        }
        List<String> now = members.stream().filter(id -> !id.equals(userId)).toList();
        conversations.put(conversationId, now);
        String eventId = ids.next(at);
        record(entry("dm_leave").put("conversation", conversationId).put("user", userId).put("event", eventId)
                .put("at", at.toString()));
        tell(new WorldChange.ParticipantsLeft(conversationId, eventId, List.of(userId), now, at));
        return true;
    }

    /** A member read the conversation (told, not kept); false when not a member. */
    public synchronized boolean markRead(String conversationId, String readerId, String lastEventId, Instant at) {
        List<String> members = conversations.get(conversationId);
        if (members == null || !members.contains(readerId)) {
            return false;
        }
        tell(new WorldChange.MessageRead(conversationId, readerId, lastEventId, members, at));
        return true;
    }

    /** A member is typing (told, not kept); false when not a member. */
    public synchronized boolean typing(String conversationId, String senderId, Instant at) {
        List<String> members = conversations.get(conversationId);
        if (members == null || !members.contains(senderId)) {
            return false;
        }
        tell(new WorldChange.Typing(conversationId, senderId, members, at));
        return true;
    }

    /** Starts a space hosted by {@code hostId}; empty for an unknown user. */
    public synchronized Optional<ObjectNode> startSpace(String hostId, String title, Instant at) {
        if (current.user(hostId).isEmpty()) {
            return Optional.empty();
        }
        String id = "1" + Long.toString(Long.parseLong(ids.next(at)) % 1_000_000_000_000L, 36).toUpperCase(java.util.Locale.ROOT);
        ObjectNode space = Json.object().put("id", id).put("state", "live").put("title", title)
                .put("creator_id", hostId).put("created_at", Snowflakes.iso(at)).put("started_at", Snowflakes.iso(at))
                .put("participant_count", 0).put("is_ticketed", false);
        space.putArray("host_ids").add(hostId);
        spaces.put(id, space);
        record(entry("space_start").set("space", space.deepCopy()));
        tell(new WorldChange.SpaceStarted(space.deepCopy(), at));
        return Optional.of(space.deepCopy());
    }

    /** Ends a live space; empty when there is none of that id, or it ended already. */
    public synchronized Optional<ObjectNode> endSpace(String spaceId, Instant at) {
        ObjectNode space = spaces.get(spaceId);
        if (space == null || !"live".equals(space.path("state").asText())) {
            return Optional.empty();
        }
        space.put("state", "ended").put("ended_at", Snowflakes.iso(at));
        record(entry("space_end").put("id", spaceId).put("at", at.toString()));
        tell(new WorldChange.SpaceEnded(space.deepCopy(), at));
        return Optional.of(space.deepCopy());
    }

    /** The space of this id as it is now. */
    public synchronized Optional<ObjectNode> space(String spaceId) {
        return Optional.ofNullable(spaces.get(spaceId)).map(ObjectNode::deepCopy);
    }

    private static String oneToOne(String a, String b) {
        return new java.math.BigInteger(a).compareTo(new java.math.BigInteger(b)) < 0 ? a + "-" + b : b + "-" + a;
    }

    private static ArrayNode array(List<String> values) {
        ArrayNode array = Json.array();
        values.forEach(array::add);
        return array;
    }

    // --- state -----------------------------------------------------------------------------------

    /** The journal of writes since the seed, oldest first, as the state file keeps it. */
    public synchronized ArrayNode export() {
        ArrayNode out = Json.array();
        journal.forEach(item -> out.add(item.deepCopy()));
        return out;
    }

    /**
     * Back to the seeded world, then every write of {@code saved} again (without telling listeners:
     * nothing new happened). A write whose post or user the regenerated world lacks is skipped.
     */
    public synchronized void restore(JsonNode saved) {
        reset();
        for (JsonNode item : saved) {
            if (item instanceof ObjectNode entry && replay(entry)) {
                journal.add(entry.deepCopy());
            }
        }
    }

    /** Back to the seeded world; the journal is emptied. */
    public synchronized void reset() {
        current = seeded;
        journal.clear();
        conversations.clear();
        spaces.clear();
    }

    private boolean replay(ObjectNode entry) {
        try {
            String user = entry.path("user").asText();
            String target = entry.path("target").asText();
            return switch (entry.path("op").asText()) {
                case "create" -> entry.path("post").isObject()
                        && current.post(entry.path("post").path("id").asText()).isEmpty()
                        && applyCreate(((ObjectNode) entry.get("post")).deepCopy()) != null;
                case "edit" -> current.post(entry.path("previous").asText()).filter(V2Post::latestVersion)
                        .map(previous -> applyEdit(previous, ((ObjectNode) entry.get("post")).deepCopy()) != null)
                        .orElse(false);
                case "delete" -> applyDelete(entry.path("id").asText()).isPresent();
                case "like" -> applyLike(user, target, true);
                case "unlike" -> applyLike(user, target, false);
                case "follow" -> applyFollow(user, target, true);
                case "unfollow" -> applyFollow(user, target, false);
                case "profile" -> current.user(user).map(found -> applyProfile(found, (ObjectNode) entry.get("fields")))
                        .isPresent();
                case "dm" -> {
                    List<String> members = new ArrayList<>();
                    entry.path("members").forEach(id -> members.add(id.asText()));
                    conversations.putIfAbsent(entry.path("conversation").asText(), List.copyOf(members));
                    yield true;
                }
                case "dm_join" -> {
                    List<String> now = new ArrayList<>(conversations.getOrDefault(entry.path("conversation").asText(),
                            List.of(user)));
                    entry.path("members").forEach(id -> {
                        if (!now.contains(id.asText())) {
                            now.add(id.asText());
                        }
                    });
                    conversations.put(entry.path("conversation").asText(), List.copyOf(now));
                    yield true;
                }
                case "dm_leave" -> conversations.computeIfPresent(entry.path("conversation").asText(), (id, members) ->
                        members.stream().filter(member -> !member.equals(user)).toList()) != null;
                case "space_start" -> entry.path("space").isObject()
                        && spaces.putIfAbsent(entry.path("space").path("id").asText(),
                        ((ObjectNode) entry.get("space")).deepCopy()) == null;
                case "space_end" -> {
                    ObjectNode space = spaces.get(entry.path("id").asText());
                    if (space != null) {
                        space.put("state", "ended").put("ended_at", Snowflakes.iso(Instant.parse(entry.path("at").asText())));
                    }
                    yield space != null;
                }
                default -> false;
            };
        } catch (RuntimeException damaged) {
            // An entry the regenerated world cannot take (a malformed or foreign one) is left out.
            return false;
        }
    }

    // --- the writes themselves -----------------------------------------------------------------

    private V2Post applyCreate(ObjectNode json) {
        V2Post post = new V2Post(json.path("id").asText(), Instant.parse(json.path("created_at").asText()), json, true);
        List<V2Post> posts = new ArrayList<>(current.posts());
        posts.add(post);
        List<V2User> users = new ArrayList<>(current.users());
        replacePost(posts, post.referenced("replied_to"), copy -> bump(copy.json(), "reply_count", 1));
        replacePost(posts, post.referenced("quoted"), copy -> bump(copy.json(), "quote_count", 1));
        replaceUser(users, post.authorId(), json2 -> {
            bump(json2, "tweet_count", 1);
            json2.put("most_recent_tweet_id", post.id());
        });
        current = current.with(users, posts, current.social());
        return post;
    }

    private V2Post applyEdit(V2Post previous, ObjectNode next) {
        List<String> chain = new ArrayList<>();
        previous.json().path("edit_history_tweet_ids").forEach(id -> chain.add(id.asText()));
        if (chain.isEmpty()) {
            chain.add(previous.id());
        }
        String nextId = next.path("id").asText();
        chain.add(nextId);
        JsonNode controls = previous.json().path("edit_controls");
        int remaining = Math.max(0, controls.path("edits_remaining").asInt(1) - 1);
        List<V2Post> posts = new ArrayList<>(current.posts());
        for (int i = 0; i < posts.size(); i++) {
            V2Post version = posts.get(i);
            if (chain.contains(version.id())) {
                ObjectNode json = version.json().deepCopy();
                history(json, chain, remaining);
                posts.set(i, new V2Post(version.id(), version.createdAt(), json, false));
            }
        }
        history(next, chain, remaining);
        ObjectNode nextControls = next.with("edit_controls");
        nextControls.put("is_edit_eligible", controls.path("is_edit_eligible").asBoolean(true));
        if (controls.has("editable_until")) {
            nextControls.set("editable_until", controls.get("editable_until").deepCopy());
        }
        V2Post edited = new V2Post(nextId, Instant.parse(next.path("created_at").asText()), next, true);
        posts.add(edited);
        current = current.with(current.users(), posts, current.social());
        return edited;
    }

    private static void history(ObjectNode json, List<String> chain, int remaining) {
        ArrayNode ids = json.putArray("edit_history_tweet_ids");
        chain.forEach(ids::add);
        json.with("edit_controls").put("edits_remaining", remaining);
    }

    private Optional<V2Post> applyDelete(String postId) {
        Optional<V2Post> found = current.post(postId);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Set<String> gone = new HashSet<>();
        found.get().json().path("edit_history_tweet_ids").forEach(id -> gone.add(id.asText()));
        gone.add(postId);
        V2Post latest = current.posts().stream().filter(post -> gone.contains(post.id()) && post.latestVersion())
                .findFirst().orElse(found.get());
        current.posts().stream().filter(post -> gone.contains(post.referenced("retweeted"))).forEach(repost ->
                gone.add(repost.id()));
        List<V2Post> posts = new ArrayList<>(current.posts().stream().filter(post -> !gone.contains(post.id())).toList());
        replacePost(posts, latest.referenced("replied_to"), copy -> bump(copy.json(), "reply_count", -1));
        replacePost(posts, latest.referenced("quoted"), copy -> bump(copy.json(), "quote_count", -1));
        List<V2User> users = new ArrayList<>(current.users());
        replaceUser(users, latest.authorId(), json -> bump(json, "tweet_count", -1));
        SocialGraph social = current.social();
        for (String id : gone) {
            social = social.withoutLikesOf(id);
        }
        current = current.with(users, posts, social);
        return Optional.of(latest);
    }

    private boolean applyLike(String userId, String postId, boolean like) {
        if (current.user(userId).isEmpty() || current.post(postId).isEmpty() || current.likes(userId, postId) == like) {
            return false;
        }
        List<V2Post> posts = new ArrayList<>(current.posts());
        replacePost(posts, postId, copy -> bump(copy.json(), "like_count", like ? 1 : -1));
        SocialGraph social = like ? current.social().withLike(userId, postId) : current.social().withoutLike(userId, postId);
        current = current.with(current.users(), posts, social);
        return true;
    }

    private boolean applyFollow(String sourceId, String targetId, boolean follow) {
        if (sourceId.equals(targetId) || current.user(sourceId).isEmpty() || current.user(targetId).isEmpty()
                || current.follows(sourceId, targetId) == follow) {
            return false;
        }
        List<V2User> users = new ArrayList<>(current.users());
        int delta = follow ? 1 : -1;
        replaceUser(users, sourceId, json -> bump(json, "following_count", delta));
        replaceUser(users, targetId, json -> bump(json, "followers_count", delta));
        SocialGraph social = follow ? current.social().withFollow(sourceId, targetId)
                : current.social().withoutFollow(sourceId, targetId);
        current = current.with(users, current.posts(), social);
        return true;
    }

    private V2User applyProfile(V2User user, ObjectNode fields) {
        List<V2User> users = new ArrayList<>(current.users());
        replaceUser(users, user.id(), json -> json.setAll(fields.deepCopy()));
        current = current.with(users, current.posts(), current.social());
        return current.user(user.id()).orElseThrow();
    }

    /** Replaces the post {@code id} (when present) by a copy changed by {@code change}. */
    private static void replacePost(List<V2Post> posts, String id, java.util.function.Consumer<V2Post> change) {
        if (id == null) {
            return;
        }
        for (int i = 0; i < posts.size(); i++) {
            V2Post post = posts.get(i);
            if (post.id().equals(id)) {
                V2Post copy = new V2Post(post.id(), post.createdAt(), post.json().deepCopy(), post.latestVersion());
                change.accept(copy);
                posts.set(i, copy);
            }
        }
    }

    private static void replaceUser(List<V2User> users, String id, java.util.function.Consumer<ObjectNode> change) {
        for (int i = 0; i < users.size(); i++) {
            V2User user = users.get(i);
            if (user.id().equals(id)) {
                ObjectNode json = user.json().deepCopy();
                change.accept(json);
                users.set(i, new V2User(user.id(), json.path("username").asText(user.username()), json));
            }
        }
    }

    /** Adds {@code delta} to a count in {@code public_metrics} (and {@code organic_metrics} where kept), never below 0. */
    private static void bump(ObjectNode json, String metric, int delta) {
        for (String group : List.of("public_metrics", "organic_metrics")) {
            if (group.equals("public_metrics") || json.path(group).has(metric)) {
                ObjectNode metrics = json.with(group);
                metrics.put(metric, Math.max(0, metrics.path(metric).asInt() + delta));
            }
        }
    }

    private boolean pairChange(String op, String user, String target, Instant at, boolean changed, WorldChange change) {
        if (changed) {
            record(entry(op).put("user", user).put("target", target).put("at", at.toString()));
            tell(change);
        }
        return changed;
    }

    private static ObjectNode entry(String op) {
        return Json.object().put("op", op);
    }

    private void record(ObjectNode entry) {
        journal.add(entry);
    }

    private void tell(WorldChange change) {
        World after = current;
        for (WorldListener listener : listeners) {
            try {
                listener.changed(change, after);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "A world listener failed on " + change.getClass().getSimpleName(), e);
            }
        }
    }
}
