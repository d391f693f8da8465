package dev.starling.sandbox.stream;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.v2.V2User;
import dev.starling.sandbox.v2.World;
import dev.starling.sandbox.v2.WorldGenerator;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** How the sandbox's stream matches posts to rules, operator by operator, and the posts it makes. */
class RuleMatcherTest {

    private static final Instant NOW = Instant.parse("2026-11-27T10:00:00Z");
    private final World world = WorldGenerator.generate(42, NOW, List.of());
    private final V2User author = world.users().get(3);
    private final V2User other = world.users().get(7);

    private ObjectNode post(String text) {
        ObjectNode json = Json.object();
        json.put("id", "2126314126209888256");
        json.put("text", text);
        json.put("author_id", author.id());
        json.put("lang", "en");
        json.put("conversation_id", "2126314126209888256");
        json.put("source", "Twitter for iPhone");
        return json;
    }

    private boolean matches(String rule, ObjectNode json) {
        assertThat(RuleChecks.check(rule, AccessLevel.ENTERPRISE)).as(rule).isEmpty();
        return RuleMatcher.compile(rule).match(PostSynthesizer.facts(json, author, List.of(), null, world)).matched();
    }

    @Test
    void wordsPhrasesAndTagsMatchAsXMatchesThemWithAndBeforeOr() {
        ObjectNode json = post("The flat white in Lisbon is great #Coffee $TSLA cc @" + other.username());
        json.putObject("entities").putArray("hashtags").addObject().put("tag", "Coffee");
        ((ObjectNode) json.get("entities")).putArray("cashtags").addObject().put("tag", "TSLA");
        ((ObjectNode) json.get("entities")).putArray("mentions").addObject().put("username", other.username());

        assertThat(matches("flat", json)).isTrue();
        assertThat(matches("FLAT white", json)).isTrue();
        assertThat(matches("\"flat white\"", json)).isTrue();
        assertThat(matches("\"white flat\"", json)).isFalse();
        assertThat(matches("\"white in Lisbon\"~2", json)).isTrue();
        assertThat(matches("\"flat great\"~3", json)).isFalse();
        assertThat(matches("#coffee $tsla @" + other.username(), json)).isTrue();
        assertThat(matches("#tea", json)).isFalse();
        assertThat(matches("espresso OR flat latte", json)).as("espresso OR (flat latte)").isFalse();
        assertThat(matches("(espresso OR flat) white", json)).isTrue();
        assertThat(matches("flat -lisbon", json)).isFalse();
        assertThat(matches("flat -is:nullcast", json)).isTrue();
    }

    @Test
    void authorsRepliesLanguagesAndKindsOfPost() {
        ObjectNode reply = post("@" + other.username() + " agreed");
        reply.put("in_reply_to_user_id", other.id());
        reply.putArray("referenced_tweets").addObject().put("type", "replied_to").put("id", world.posts().get(0).id());

        assertThat(matches("from:" + author.username(), reply)).isTrue();
        assertThat(matches("from:" + author.id(), reply)).isTrue();
        assertThat(matches("to:" + other.username(), reply)).isTrue();
        assertThat(matches("agreed is:reply lang:en", reply)).isTrue();
        assertThat(matches("agreed is:quote", reply)).isFalse();
        assertThat(matches("agreed -is:retweet", reply)).isTrue();
        assertThat(matches("agreed lang:de", reply)).isFalse();
        assertThat(matches("source:iphone agreed", reply)).isTrue();
        assertThat(matches("bio:" + first(author.json().path("description").asText()) + " agreed", reply)).isTrue();
        long followers = author.json().path("public_metrics").path("followers_count").asLong();
        assertThat(matches("agreed followers_count:" + followers, reply)).isTrue();
        assertThat(matches("agreed followers_count:" + (followers + 1), reply)).isFalse();
        assertThat(matches("agreed followers_count:0.." + followers, reply)).isTrue();
    }

    @Test
    void placesPointsBoxesAndAnnotations() {
        ObjectNode json = post("Match day");
        ObjectNode geo = json.putObject("geo");
        geo.putObject("coordinates").put("type", "Point").putArray("coordinates").add(2.3522).add(48.8566);
        ObjectNode annotation = json.putArray("context_annotations").addObject();
        annotation.putObject("domain").put("id", "6").put("name", "Sports Event");
        annotation.putObject("entity").put("id", "1577371104568135680").put("name", "Football");

        assertThat(matches("point_radius:[2.35 48.85 5km] match", json)).isTrue();
        assertThat(matches("point_radius:[13.40 52.52 10km] match", json)).isFalse();
        assertThat(matches("bounding_box:[2.30 48.80 2.40 48.90]", json)).isTrue();
        assertThat(matches("match has:geo", json)).isTrue();
        assertThat(matches("context:6.1577371104568135680", json)).isTrue();
        assertThat(matches("context:6.*", json)).isTrue();
        assertThat(matches("context:7.*", json)).isFalse();
        assertThat(matches("entity:football", json)).isTrue();
        assertThat(matches("match has:media", json)).isFalse();
    }

    @Test
    void anAliasMatchesWhatItStandsFor() {
        ObjectNode json = post("Match day");
        json.putObject("geo").putObject("coordinates").put("type", "Point").putArray("coordinates").add(2.3522)
                .add(48.8566);
        ObjectNode video = Json.object().put("media_key", "7_1").put("type", "video");
        PostFacts withVideo = PostSynthesizer.facts(json, author, List.of(video), null, world);
        PostFacts withoutMedia = PostSynthesizer.facts(json, author, List.of(), null, world);

        assertThat(matches("geo_bounding_box:[2.30 48.80 2.40 48.90]", json)).isTrue();
        assertThat(matches("geo_bounding_box:[13.30 52.45 13.45 52.55]", json)).isFalse();
        for (String rule : List.of("match has:media_link", "match has:video_link", "match has:MEDIA_LINK")) {
            assertThat(RuleChecks.check(rule, AccessLevel.ENTERPRISE)).as(rule).isEmpty();
            assertThat(RuleMatcher.compile(rule).match(withVideo).matched()).as(rule).isTrue();
            assertThat(RuleMatcher.compile(rule).match(withoutMedia).matched()).as(rule).isFalse();
        }
    }

    @Test
    void sampleKeepsAStableShareOfThePosts() {
        PostSynthesizer synthesizer = new PostSynthesizer(() -> world, 42);
        RuleMatcher sample = RuleMatcher.compile("has:hashtags sample:10");
        RuleMatcher all = RuleMatcher.compile("has:hashtags sample:100");
        int tagged = 0;
        int sampled = 0;
        for (int i = 0; i < 4_000; i++) {
            PostFacts facts = synthesizer.next(NOW.plusMillis(i), null).facts();
            tagged += all.match(facts).matched() ? 1 : 0;
            sampled += sample.match(facts).matched() ? 1 : 0;
            assertThat(sample.match(facts).matched()).isEqualTo(sample.match(facts).matched());
        }
        assertThat(sampled).isBetween(tagged / 20, tagged / 5);
    }

    @Test
    void anEmbeddingRuleScoresPostsByHowCloseTheyAreToItsDescription() {
        RuleMatcher rule = RuleMatcher.compile("embedding:\"excited about the product launch\" embedding_threshold:0.3");
        RuleMatcher.Match close = rule.match(PostSynthesizer.facts(post("So excited: the product launch is today"),
                author, List.of(), null, world));
        RuleMatcher.Match far = rule.match(PostSynthesizer.facts(post("Rain again in Berlin"), author, List.of(), null,
                world));

        assertThat(close.similarity()).isGreaterThan(far.similarity());
        assertThat(close.matched()).isTrue();
        assertThat(far.matched()).isFalse();
        assertThat(close.threshold()).isEqualTo(0.3);
        assertThat(RuleMatcher.compile("coffee").match(PostSynthesizer.facts(post("coffee"), author, List.of(), null,
                world)).similarity()).isNaN();
    }

    @Test
    void madePostsHaveUniqueGrowingIdsAndEntitiesWhereTheirTextSaysSo() {
        PostSynthesizer synthesizer = new PostSynthesizer(() -> world, 7);
        Set<String> ids = new HashSet<>();
        List<Long> order = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            StreamedPost post = synthesizer.next(NOW, i % 2 == 0 ? "Burst" : null);
            assertThat(ids.add(post.id())).isTrue();
            order.add(Long.parseLong(post.id()));
            String text = post.json().path("text").asText();
            for (String kind : List.of("hashtags", "mentions", "cashtags", "urls")) {
                for (JsonNode entity : post.json().path("entities").path(kind)) {
                    String span = new String(text.codePoints().skip(entity.path("start").asInt())
                            .limit(entity.path("end").asInt() - entity.path("start").asInt()).toArray(), 0,
                            entity.path("end").asInt() - entity.path("start").asInt());
                    String expected = switch (kind) {
                        case "hashtags" -> "#" + entity.path("tag").asText();
                        case "cashtags" -> "$" + entity.path("tag").asText();
                        case "mentions" -> "@" + entity.path("username").asText();
                        default -> entity.path("url").asText();
                    };
                    assertThat(span).isEqualTo(expected);
                }
            }
            if (i % 2 == 0) {
                assertThat(post.facts().hashtags()).contains("burst");
            }
        }
        assertThat(order).isSorted();
    }

    private static String first(String text) {
        return PostFacts.tokenize(text).get(0);
    }
}
