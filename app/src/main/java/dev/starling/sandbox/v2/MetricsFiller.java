package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Fills what depends on the whole world: post metrics (reply, quote and repost counts are the
 * world's real counts, so clients can check them against search) and users' pinned and most
 * recent posts.
 */
final class MetricsFiller {

    private final Random random;

    MetricsFiller(Random random) {
        this.random = random;
    }

    void fill(List<V2Post> posts, List<V2User> users) {
        Map<String, int[]> counts = new HashMap<>();
        for (V2Post post : posts) {
            count(counts, post.referenced("replied_to"), 0);
            count(counts, post.referenced("retweeted"), 1);
            count(counts, post.referenced("quoted"), 2);
        }
        Map<String, V2User> authors = new HashMap<>();
        users.forEach(user -> authors.put(user.id(), user));
        for (V2Post post : posts) {
            int[] own = counts.getOrDefault(post.id(), new int[3]);
            int followers = authors.get(post.authorId()).json().path("public_metrics").path("followers_count").asInt();
            boolean repost = post.referenced("retweeted") != null;
            int likes = repost ? 0 : (int) Math.min(50_000, random.nextInt(20) + followers * random.nextDouble() / 50);
            ObjectNode metrics = post.json().putObject("public_metrics");
            metrics.put("retweet_count", own[1]);
            metrics.put("reply_count", own[0]);
            metrics.put("like_count", likes);
            metrics.put("quote_count", own[2]);
            metrics.put("bookmark_count", likes / (5 + random.nextInt(10)));
            int impressions = repost ? 0 : likes * (20 + random.nextInt(60)) + random.nextInt(400);
            metrics.put("impression_count", impressions);
            // Only the author sees these (FieldAccess); organic equals public here: nothing is promoted.
            post.json().putObject("non_public_metrics").put("impression_count", impressions);
            post.json().putObject("organic_metrics").put("impression_count", impressions)
                    .put("like_count", likes).put("reply_count", own[0]).put("retweet_count", own[1]);
        }
        for (V2User user : users) {
            List<V2Post> own = posts.stream().filter(V2Post::latestVersion)
                    .filter(post -> post.authorId().equals(user.id())).toList();
            if (own.isEmpty()) {
                continue;
            }
            user.json().put("most_recent_tweet_id", own.get(own.size() - 1).id());
            List<V2Post> originals = own.stream().filter(post -> !post.json().has("referenced_tweets")).toList();
            if (!originals.isEmpty() && random.nextInt(5) < 2) {
                user.json().put("pinned_tweet_id", originals.get(random.nextInt(originals.size())).id());
            }
        }
    }

    private static void count(Map<String, int[]> counts, String id, int slot) {
        if (id != null) {
            counts.computeIfAbsent(id, key -> new int[3])[slot]++;
        }
    }
}
