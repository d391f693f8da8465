package dev.starling.sandbox.v2;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Who follows whom and who liked which post in the generated world, each list newest first (the
 * order X answers {@code followers}, {@code following} and {@code liked_tweets} in). Generated
 * from its own random source, after the posts, so adding it left every post and user as it was.
 * Profiles keep their X-scale {@code public_metrics}: the world is a slice of X, these lists hold
 * only the slice's users and posts.
 */
final class SocialGraph {

    private static final long SALT = 0x50C1A1L;

    private final Map<String, List<String>> followers;
    private final Map<String, List<String>> following;
    private final Map<String, List<String>> likes;

    private SocialGraph(Map<String, List<String>> followers, Map<String, List<String>> following,
                        Map<String, List<String>> likes) {
        this.followers = followers;
        this.following = following;
        this.likes = likes;
    }

    /** User ids following {@code userId}, newest follow first. */
    List<String> followersOf(String userId) {
        return followers.getOrDefault(userId, List.of());
    }

    /** User ids {@code userId} follows, newest follow first. */
    List<String> followingOf(String userId) {
        return following.getOrDefault(userId, List.of());
    }

    /** Post ids {@code userId} liked, newest like first. */
    List<String> likedBy(String userId) {
        return likes.getOrDefault(userId, List.of());
    }

    /** With {@code userId} liking {@code postId} as its newest like (no change when it already does). */
    SocialGraph withLike(String userId, String postId) {
        return new SocialGraph(followers, following, prepend(likes, userId, postId));
    }

    SocialGraph withoutLike(String userId, String postId) {
        return new SocialGraph(followers, following, remove(likes, userId, postId));
    }

    /** Every like of {@code postId} gone (the post was deleted). */
    SocialGraph withoutLikesOf(String postId) {
        Map<String, List<String>> copy = new HashMap<>(likes);
        copy.replaceAll((user, posts) -> posts.contains(postId)
                ? posts.stream().filter(id -> !id.equals(postId)).toList() : posts);
        return new SocialGraph(followers, following, Map.copyOf(copy));
    }

    /** With {@code sourceId} following {@code targetId} as the newest follow of both lists. */
    SocialGraph withFollow(String sourceId, String targetId) {
        return new SocialGraph(prepend(followers, targetId, sourceId), prepend(following, sourceId, targetId), likes);
    }

    SocialGraph withoutFollow(String sourceId, String targetId) {
        return new SocialGraph(remove(followers, targetId, sourceId), remove(following, sourceId, targetId), likes);
    }

    private static Map<String, List<String>> prepend(Map<String, List<String>> index, String key, String value) {
        List<String> list = new ArrayList<>(index.getOrDefault(key, List.of()));
        if (list.contains(value)) {
            return index;
        }
        list.add(0, value);
        Map<String, List<String>> copy = new HashMap<>(index);
        copy.put(key, List.copyOf(list));
        return Map.copyOf(copy);
    }

    private static Map<String, List<String>> remove(Map<String, List<String>> index, String key, String value) {
        List<String> list = index.getOrDefault(key, List.of());
        if (!list.contains(value)) {
            return index;
        }
        Map<String, List<String>> copy = new HashMap<>(index);
        copy.put(key, list.stream().filter(item -> !item.equals(value)).toList());
        return Map.copyOf(copy);
    }

    private record Edge(String from, String to, Instant at) {
    }

    /**
     * Sign-in users follow and are followed by many, and like often, so their lists page over
     * several pages; invented users have smaller lists. Follow and like times fall in the year
     * before the anchor (a like never precedes its post).
     */
    static SocialGraph generate(long seed, Instant anchor, List<V2User> users, int signInCount, List<V2Post> posts) {
        Random random = new Random(seed ^ SALT);
        List<Edge> follows = new ArrayList<>();
        for (int i = 0; i < users.size(); i++) {
            boolean signIn = i < signInCount;
            for (int j = 0; j < users.size(); j++) {
                if (i == j) {
                    continue;
                }
                boolean popular = j < signInCount;
                int chance = signIn ? (popular ? 90 : 70) : (popular ? 75 : 12);
                if (random.nextInt(100) < chance) {
                    follows.add(new Edge(users.get(i).id(), users.get(j).id(),
                            anchor.minus(Duration.ofMinutes(1 + random.nextInt(525_600)))));
                }
            }
        }
        List<V2Post> likeable = posts.stream().filter(V2Post::latestVersion)
                .filter(post -> post.referenced("retweeted") == null).toList();
        List<Edge> liked = new ArrayList<>();
        for (int i = 0; i < users.size(); i++) {
            String userId = users.get(i).id();
            int count = i < signInCount ? 60 + random.nextInt(60) : 5 + random.nextInt(40);
            Set<V2Post> chosen = new LinkedHashSet<>();
            for (int tries = 0; chosen.size() < count && tries < count * 4; tries++) {
                V2Post post = likeable.get(random.nextInt(likeable.size()));
                if (!post.authorId().equals(userId)) {
                    chosen.add(post);
                }
            }
            for (V2Post post : chosen) {
                long window = Math.max(1, Duration.between(post.createdAt(), anchor).toSeconds() - 1);
                liked.add(new Edge(userId, post.id(), post.createdAt().plusSeconds(1 + (long) (random.nextDouble() * window))));
            }
        }
        return new SocialGraph(index(follows, true), index(follows, false), index(liked, false));
    }

    /** Newest first, grouped by the edge's target ({@code byTarget}) or its source. */
    private static Map<String, List<String>> index(List<Edge> edges, boolean byTarget) {
        List<Edge> sorted = new ArrayList<>(edges);
        sorted.sort(Comparator.comparing(Edge::at).reversed());
        Map<String, List<String>> index = new HashMap<>();
        for (Edge edge : sorted) {
            index.computeIfAbsent(byTarget ? edge.to() : edge.from(), key -> new ArrayList<>())
                    .add(byTarget ? edge.from() : edge.to());
        }
        index.replaceAll((key, list) -> List.copyOf(list));
        return Map.copyOf(index);
    }
}
