package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.SandboxUser;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Generates the v2 world from a seed. The world is anchored at the start of the clock's current
 * UTC day and its posts span the six days before it, so every post is within recent search's
 * seven-day window and ids stay the same all day for a given seed. Follows and likes come from
 * {@link SocialGraph}.
 */
public final class WorldGenerator {

    public static final int INVENTED_USERS = 60;
    public static final int POSTS = 600;
    private static final int EDITED_POSTS = 8;

    private WorldGenerator() {
    }

    public static World generate(long seed, Instant now, List<SandboxUser> signInUsers) {
        Instant anchor = now.truncatedTo(ChronoUnit.DAYS);
        Random random = new Random(seed);
        Snowflakes ids = new Snowflakes(seed);
        List<V2User> users = new UserFactory(random, ids, anchor).create(signInUsers, INVENTED_USERS);
        if (!signInUsers.isEmpty()) {
            // The first sign-in user (demo_marketer) subscribes to X Premium: long posts and edits can be tried.
            users.get(0).json().put("subscription_type", "Premium");
        }
        Map<String, V2User> byId = new HashMap<>();
        users.forEach(user -> byId.put(user.id(), user));
        AttachmentFactory attachments = new AttachmentFactory(random, ids);
        PostFactory factory = new PostFactory(random, attachments, anchor, users);

        List<Instant> times = postTimes(random, anchor);
        List<V2Post> posts = new ArrayList<>();
        List<V2Post> targets = new ArrayList<>();
        int edits = 0;
        for (int i = 0; i < times.size(); i++) {
            Instant created = times.get(i);
            V2User author = pickAuthor(random, users, signInUsers.size());
            String id = ids.next(created);
            int roll = random.nextInt(100);
            ObjectNode json;
            if (targets.size() < 40 || roll < 50) {
                json = factory.original(id, created, author);
                boolean editable = !json.path("attachments").has("poll_ids") && json.path("lang").asText().equals("en");
                if (editable && edits < EDITED_POSTS && random.nextInt(10) == 0) {
                    edits++;
                    posts.add(editChain(factory, ids, json, created));
                }
            } else {
                // Replies cluster on recent posts so threads grow; quotes and reposts reach further back.
                List<V2Post> window = roll < 80 ? targets.subList(Math.max(0, targets.size() - 120), targets.size())
                        : targets;
                V2Post target = window.get(random.nextInt(window.size()));
                V2User targetAuthor = byId.get(target.authorId());
                json = roll < 80 ? factory.reply(id, created, author, target, targetAuthor)
                        : roll < 90 ? factory.quote(id, created, author, target, targetAuthor)
                        : factory.repost(id, created, author, target, targetAuthor);
            }
            V2Post post = new V2Post(id, created, json, true);
            posts.add(post);
            if (post.referenced("retweeted") == null) {
                targets.add(post);
            }
        }
        new MetricsFiller(random).fill(posts, users);
        SocialGraph social = SocialGraph.generate(seed, anchor, users, signInUsers.size(), posts);
        return new World(anchor, users, posts, attachments.media(), attachments.polls(), attachments.places(), social);
    }

    /** Makes {@code latest} the second version of an edited post; returns the first version. */
    private static V2Post editChain(PostFactory factory, Snowflakes ids, ObjectNode latest, Instant created) {
        Instant firstCreated = created.minus(Duration.ofMinutes(2)).minusMillis(371);
        String firstId = ids.next(firstCreated);
        ObjectNode first = factory.firstVersion(latest, firstId, firstCreated);
        for (ObjectNode version : List.of(first, latest)) {
            version.putArray("edit_history_tweet_ids").add(firstId).add(latest.get("id").asText());
            version.with("edit_controls").put("edits_remaining", 4)
                    .put("editable_until", Snowflakes.iso(firstCreated.plus(Duration.ofHours(1))));
        }
        return new V2Post(firstId, firstCreated, first, false);
    }

    private static List<Instant> postTimes(Random random, Instant anchor) {
        Instant start = anchor.minus(Duration.ofDays(6)).plus(Duration.ofMinutes(10));
        long span = Duration.between(start, anchor.minus(Duration.ofMinutes(1))).toMillis();
        List<Instant> times = new ArrayList<>();
        for (int i = 0; i < POSTS; i++) {
            times.add(start.plusMillis((long) (random.nextDouble() * span)));
        }
        times.sort(null);
        return times;
    }

    /** Sign-in users post more than the invented ones so their timelines are worth looking at. */
    private static V2User pickAuthor(Random random, List<V2User> users, int signInCount) {
        int weighted = signInCount * 4 + (users.size() - signInCount);
        int roll = random.nextInt(weighted);
        return roll < signInCount * 4 ? users.get(roll / 4) : users.get(signInCount + roll - signInCount * 4);
    }
}
