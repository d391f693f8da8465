package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.auth.SandboxUser;
import dev.starling.sandbox.auth.UserDirectory;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class WorldGeneratorTest {

    private static final Instant NOW = V2Fixture.NOW;
    private static final List<SandboxUser> SIGN_IN = new UserDirectory(List.of(
            new SandboxConfig.DemoUser("demo_marketer", "x"), new SandboxConfig.DemoUser("demo_engineer", "x"),
            new SandboxConfig.DemoUser("alice", "x"))).all();
    private final World world = WorldGenerator.generate(42L, NOW, SIGN_IN);

    @Test
    void sameSeedAndDayGiveTheSameWorld() {
        World again = WorldGenerator.generate(42L, NOW.plus(Duration.ofHours(3)), SIGN_IN);
        assertThat(again.posts()).extracting(post -> post.json().toString())
                .containsExactlyElementsOf(world.posts().stream().map(post -> post.json().toString()).toList());
        assertThat(again.users()).extracting(user -> user.json().toString())
                .containsExactlyElementsOf(world.users().stream().map(user -> user.json().toString()).toList());
    }

    @Test
    void anotherSeedGivesAnotherWorld() {
        World other = WorldGenerator.generate(43L, NOW, SIGN_IN);
        assertThat(other.posts().get(0).id()).isNotEqualTo(world.posts().get(0).id());
        assertThat(other.posts().get(0).text() + other.posts().get(1).text())
                .isNotEqualTo(world.posts().get(0).text() + world.posts().get(1).text());
    }

    @Test
    void generatesQuicklyEnough() {
        WorldGenerator.generate(7L, NOW, SIGN_IN);
        long started = System.nanoTime();
        WorldGenerator.generate(8L, NOW, SIGN_IN);
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofMillis(300));
    }

    @Test
    void signInUsersAreInTheWorldWithTheirDirectoryIdsAndPosts() {
        assertThat(world.users()).hasSizeGreaterThanOrEqualTo(50);
        for (SandboxUser user : SIGN_IN) {
            V2User found = world.userByUsername(user.username().toUpperCase()).orElseThrow();
            assertThat(found.id()).isEqualTo(user.id());
            assertThat(world.posts()).anyMatch(post -> post.authorId().equals(user.id()));
        }
    }

    @Test
    void hasEnoughPostsOfEveryKind() {
        assertThat(world.posts()).hasSizeGreaterThanOrEqualTo(500);
        for (String type : List.of("replied_to", "quoted", "retweeted")) {
            assertThat(world.posts().stream().filter(post -> post.referenced(type) != null).count())
                    .as(type).isGreaterThan(20);
        }
        for (String type : List.of("photo", "video", "animated_gif")) {
            assertThat(world.newestPostWithMedia(type)).as(type).isPresent();
        }
        assertThat(world.posts()).anyMatch(post -> post.json().path("attachments").has("poll_ids"));
        assertThat(world.posts()).anyMatch(post -> post.json().path("geo").has("place_id"));
        assertThat(world.posts()).anyMatch(post -> post.json().has("context_annotations"));
        assertThat(world.posts()).anyMatch(post -> post.json().path("edit_history_tweet_ids").size() == 2);
        for (String kind : List.of("urls", "mentions", "hashtags", "annotations", "cashtags")) {
            assertThat(world.posts()).as(kind).anyMatch(post -> post.entities().has(kind));
        }
        assertThat(world.posts().stream().map(V2Post::lang).collect(Collectors.toSet()))
                .contains("en", "es", "de", "ja");
    }

    @Test
    void entityOffsetsPointAtTheirTextInCodePoints() {
        int checked = 0;
        for (V2Post post : world.posts()) {
            String text = post.text();
            JsonNode entities = post.entities();
            for (JsonNode mention : entities.path("mentions")) {
                assertThat(slice(text, mention, false)).isEqualTo("@" + mention.get("username").asText());
                checked++;
            }
            for (JsonNode hashtag : entities.path("hashtags")) {
                assertThat(slice(text, hashtag, false)).isEqualTo("#" + hashtag.get("tag").asText());
            }
            for (JsonNode cashtag : entities.path("cashtags")) {
                assertThat(slice(text, cashtag, false)).isEqualTo("$" + cashtag.get("tag").asText());
            }
            for (JsonNode url : entities.path("urls")) {
                assertThat(slice(text, url, false)).isEqualTo(url.get("url").asText());
            }
            for (JsonNode annotation : entities.path("annotations")) {
                assertThat(slice(text, annotation, true)).isEqualTo(annotation.get("normalized_text").asText());
            }
        }
        assertThat(checked).isGreaterThan(100);
        assertThat(world.posts()).anyMatch(post -> post.text().codePointCount(0, post.text().length())
                < post.text().length() && post.entities().has("hashtags"));
    }

    @Test
    void userBioEntitiesPointIntoTheBio() {
        for (V2User user : world.users()) {
            String bio = user.json().get("description").asText();
            for (JsonNode hashtag : user.json().path("entities").path("description").path("hashtags")) {
                assertThat(slice(bio, hashtag, false)).isEqualTo("#" + hashtag.get("tag").asText());
            }
            JsonNode url = user.json().path("entities").path("url").path("urls").get(0);
            assertThat(slice(user.json().get("url").asText(), url, false)).isEqualTo(url.get("url").asText());
        }
    }

    @Test
    void displayRangeLeavesOutLeadingReplyMentionsAndTrailingMediaLinks() {
        for (V2Post post : world.posts()) {
            JsonNode range = post.json().get("display_text_range");
            int length = post.text().codePointCount(0, post.text().length());
            assertThat(range.get(0).asInt()).isBetween(0, range.get(1).asInt());
            assertThat(range.get(1).asInt()).isLessThanOrEqualTo(length);
            if (post.referenced("replied_to") != null) {
                assertThat(TextBuilder.slice(post.text(), range.get(0).asInt(), range.get(1).asInt())).doesNotStartWith("@");
            }
            for (JsonNode url : post.entities().path("urls")) {
                if (url.has("media_key") && post.referenced("retweeted") == null) {
                    assertThat(url.get("start").asInt()).isGreaterThanOrEqualTo(range.get(1).asInt());
                }
            }
        }
    }

    @Test
    void hashtagsAreNotRepeatedWithinAPost() {
        for (V2Post post : world.posts()) {
            List<String> tags = new java.util.ArrayList<>();
            post.entities().path("hashtags").forEach(tag -> tags.add(tag.get("tag").asText()));
            if (post.referenced("retweeted") == null) {
                assertThat(tags).doesNotHaveDuplicates();
            }
        }
    }

    @Test
    void repliesBelongToTheConversationOfTheirThreadRoot() {
        int replies = 0;
        for (V2Post post : world.posts()) {
            String parentId = post.referenced("replied_to");
            if (parentId == null) {
                assertThat(post.conversationId()).isEqualTo(post.id());
                continue;
            }
            replies++;
            V2Post parent = world.post(parentId).orElseThrow();
            assertThat(post.json().get("in_reply_to_user_id").asText()).isEqualTo(parent.authorId());
            assertThat(post.createdAt()).isAfter(parent.createdAt());
            V2Post root = parent;
            for (int depth = 0; root.referenced("replied_to") != null && depth < 1000; depth++) {
                root = world.post(root.referenced("replied_to")).orElseThrow();
            }
            assertThat(post.conversationId()).isEqualTo(root.id());
        }
        assertThat(replies).isGreaterThan(50);
    }

    @Test
    void idsTimesAndKeysHaveXsShapes() {
        Set<String> ids = new HashSet<>();
        for (V2Post post : world.posts()) {
            assertThat(post.id()).matches("[1-9][0-9]{18}");
            assertThat(ids.add(post.id())).isTrue();
            assertThat(Snowflakes.timeOf(post.id())).isEqualTo(post.createdAt());
            assertThat(post.json().get("created_at").asText())
                    .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z")
                    .isEqualTo(Snowflakes.iso(post.createdAt()));
            assertThat(post.createdAt()).isBefore(NOW).isAfter(NOW.minus(Duration.ofDays(7)));
            assertThat(post.json().get("public_metrics").fieldNames()).toIterable()
                    .contains("retweet_count", "reply_count", "like_count", "quote_count", "impression_count");
            post.mediaKeys().forEach(key -> assertThat(key).matches("(3|7|16)_[0-9]{19}"));
        }
        for (V2User user : world.users()) {
            assertThat(user.id()).matches("[1-9][0-9]{18}");
            assertThat(user.json().get("verified_type").asText()).isIn("blue", "business", "government", "none");
        }
        assertThat(world.users()).anyMatch(user -> user.json().path("affiliation").path("user_id").isArray());
    }

    @Test
    void videosCarryVariantsAndViewCounts() {
        V2Post post = world.newestPostWithMedia("video").orElseThrow();
        JsonNode video = post.mediaKeys().stream().map(key -> world.media(key).orElseThrow())
                .filter(item -> item.get("type").asText().equals("video")).findFirst().orElseThrow();
        assertThat(video.get("variants").size()).isGreaterThan(1);
        assertThat(video.get("public_metrics").get("view_count").asInt()).isPositive();
        assertThat(video.get("duration_ms").asInt()).isPositive();
    }

    @Test
    void replyAndRepostCountsAreTheWorldsOwn() {
        Map<String, Long> replies = world.posts().stream().filter(post -> post.referenced("replied_to") != null)
                .collect(Collectors.groupingBy(post -> post.referenced("replied_to"), Collectors.counting()));
        for (V2Post post : world.posts()) {
            assertThat(post.json().get("public_metrics").get("reply_count").asLong())
                    .isEqualTo(replies.getOrDefault(post.id(), 0L));
        }
    }

    private static String slice(String text, JsonNode entity, boolean inclusiveEnd) {
        int end = entity.get("end").asInt() + (inclusiveEnd ? 1 : 0);
        return TextBuilder.slice(text, entity.get("start").asInt(), end);
    }
}
