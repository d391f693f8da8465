package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One state of the v2 world with its indexes, never changed once made: each request reads one
 * consistent world, and {@link LiveWorld} makes a new one for every write. Posts are in
 * chronological order.
 */
public final class World {

    private final Instant anchor;
    private final List<V2User> users;
    private final List<V2Post> posts;
    private final Map<String, V2User> usersById = new LinkedHashMap<>();
    private final Map<String, V2User> usersByName = new LinkedHashMap<>();
    private final Map<String, V2Post> postsById = new LinkedHashMap<>();
    private final Map<String, ObjectNode> media;
    private final Map<String, ObjectNode> polls;
    private final Map<String, ObjectNode> places;
    private final List<V2Post> newestFirst;
    private final SocialGraph social;

    World(Instant anchor, List<V2User> users, List<V2Post> posts, Map<String, ObjectNode> media,
          Map<String, ObjectNode> polls, Map<String, ObjectNode> places, SocialGraph social) {
        this.anchor = anchor;
        this.social = social;
        this.users = List.copyOf(users);
        this.posts = posts.stream().sorted(Comparator.comparing(V2Post::createdAt)).toList();
        this.media = Map.copyOf(media);
        this.polls = Map.copyOf(polls);
        this.places = Map.copyOf(places);
        users.forEach(user -> {
            usersById.put(user.id(), user);
            usersByName.put(user.username().toLowerCase(Locale.ROOT), user);
        });
        this.posts.forEach(post -> postsById.put(post.id(), post));
        this.newestFirst = this.posts.stream().sorted(Comparator.comparing(World::numericId).reversed()).toList();
    }

    /** The instant the world was generated up to: every post is older. */
    public Instant anchor() {
        return anchor;
    }

    public List<V2User> users() {
        return users;
    }

    /** All posts, oldest first, superseded edit versions included. */
    public List<V2Post> posts() {
        return posts;
    }

    /** All posts, newest id first (the order search answers in). */
    public List<V2Post> postsNewestFirst() {
        return newestFirst;
    }

    public Optional<V2Post> post(String id) {
        return Optional.ofNullable(postsById.get(id));
    }

    public Optional<V2User> user(String id) {
        return Optional.ofNullable(usersById.get(id));
    }

    /** Case-insensitive, as usernames on X. */
    public Optional<V2User> userByUsername(String username) {
        return Optional.ofNullable(usersByName.get(username.toLowerCase(Locale.ROOT)));
    }

    public Optional<ObjectNode> media(String mediaKey) {
        return Optional.ofNullable(media.get(mediaKey));
    }

    public Optional<ObjectNode> poll(String id) {
        return Optional.ofNullable(polls.get(id));
    }

    public Optional<ObjectNode> place(String id) {
        return Optional.ofNullable(places.get(id));
    }

    /** The newest post carrying media of the given type (photo, video, animated_gif), for demos and UI tests. */
    public Optional<V2Post> newestPostWithMedia(String type) {
        return newestFirst.stream().filter(V2Post::latestVersion)
                .filter(post -> post.mediaKeys().stream().map(media::get)
                        .anyMatch(item -> type.equals(item.path("type").asText())))
                .findFirst();
    }

    /** The user's posts (latest versions), newest first: {@code GET /2/users/:id/tweets}. */
    public List<V2Post> postsBy(String userId) {
        return newestFirst.stream().filter(V2Post::latestVersion).filter(post -> post.authorId().equals(userId)).toList();
    }

    /** Posts (latest versions) whose text mentions the user, newest first: {@code GET /2/users/:id/mentions}. */
    public List<V2Post> mentionsOf(String userId) {
        return newestFirst.stream().filter(V2Post::latestVersion).filter(post -> {
            for (JsonNode mention : post.entities().path("mentions")) {
                if (userId.equals(mention.path("id").asText())) {
                    return true;
                }
            }
            return false;
        }).toList();
    }

    /** Posts the user liked, most recently liked first. */
    public List<V2Post> likedBy(String userId) {
        return social.likedBy(userId).stream().map(postsById::get).filter(java.util.Objects::nonNull).toList();
    }

    /** Whether the user likes the post. */
    public boolean likes(String userId, String postId) {
        return social.likedBy(userId).contains(postId);
    }

    /** Whether {@code sourceId} follows {@code targetId}. */
    public boolean follows(String sourceId, String targetId) {
        return social.followingOf(sourceId).contains(targetId);
    }

    /** A world with these users, posts and graph, sharing this one's anchor, media, polls and places. */
    World with(List<V2User> newUsers, List<V2Post> newPosts, SocialGraph newSocial) {
        return new World(anchor, newUsers, newPosts, media, polls, places, newSocial);
    }

    SocialGraph social() {
        return social;
    }

    /** The user's followers, newest follow first. */
    public List<V2User> followersOf(String userId) {
        return social.followersOf(userId).stream().map(usersById::get).toList();
    }

    /** The users the user follows, newest follow first. */
    public List<V2User> followingOf(String userId) {
        return social.followingOf(userId).stream().map(usersById::get).toList();
    }

    static long numericId(V2Post post) {
        return Long.parseLong(post.id());
    }
}
