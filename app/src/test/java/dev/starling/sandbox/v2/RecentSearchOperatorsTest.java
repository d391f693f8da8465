package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What each of X's search operators finds in the seeded world, checked against the world itself:
 * emoji, quoted operator values, the user and post-id operators, context annotations, minimum
 * engagement and places. (Which queries are accepted at all is the operator table's part:
 * {@link SearchOperatorCasesTest}.)
 */
class RecentSearchOperatorsTest {

    private final V2Fixture fixture = new V2Fixture();
    private final World world = fixture.world();

    @AfterEach
    void release() {
        fixture.close();
    }

    @Test
    void aBareEmojiFindsEveryPostWithItButNoRepost() {
        Set<String> expected = expected(post -> post.text().contains("\uD83D\uDCC8") && post.referenced("retweeted") == null);

        assertThat(expected).hasSizeGreaterThan(10);
        assertThat(all("\uD83D\uDCC8")).isEqualTo(expected);
        assertThat(all("\"\uD83D\uDCC8\"")).isEqualTo(expected);
        assertThat(world.posts()).as("reposts carry the emoji too, yet keyword search leaves them out")
                .anyMatch(post -> post.latestVersion() && post.referenced("retweeted") != null
                        && post.text().contains("\uD83D\uDCC8"));
    }

    @Test
    void quotedOperatorValuesMatchAsUnquotedOnes() {
        Set<String> unquoted = all("url:x.com");

        assertThat(unquoted).isNotEmpty().isEqualTo(expected(post -> urls(post).stream().anyMatch(url -> url.contains("x.com"))));
        assertThat(all("url:\"x.com\"")).isEqualTo(unquoted);
        assertThat(all("from:\"demo_marketer\"")).isEqualTo(all("from:demo_marketer")).isNotEmpty();
    }

    @Test
    void userOperatorsTakeAUsernameOrANumericId() {
        V2User marketer = world.userByUsername("demo_marketer").orElseThrow();

        assertThat(all("from:" + marketer.id())).isEqualTo(all("from:demo_marketer"))
                .isEqualTo(expected(post -> post.authorId().equals(marketer.id())));
        assertThat(all("to:" + marketer.id())).isEqualTo(all("to:demo_marketer")).isNotEmpty();
    }

    @Test
    void retweetsOfFindsTheRepostsOfAUsersPosts() {
        V2Post repost = world.postsNewestFirst().stream().filter(post -> post.referenced("retweeted") != null)
                .findFirst().orElseThrow();
        V2User author = world.user(world.post(repost.referenced("retweeted")).orElseThrow().authorId()).orElseThrow();
        Set<String> expected = expected(post -> post.referenced("retweeted") != null
                && world.post(post.referenced("retweeted")).orElseThrow().authorId().equals(author.id()));

        assertThat(all("retweets_of:" + author.username())).contains(repost.id()).isEqualTo(expected);
        assertThat(all("retweets_of:" + author.id())).isEqualTo(expected);
    }

    @Test
    void contextAndEntityMatchThePostsContextAnnotations() {
        Set<String> technology = expected(post -> annotations(post, "65", "848920371311001600"));
        Set<String> coffee = expected(post -> entityNames(post).contains("coffee"));
        Set<String> business = expected(post -> entityNames(post).contains("technology business"));

        assertThat(technology).isNotEmpty();
        assertThat(all("context:65.848920371311001600")).isEqualTo(technology);
        assertThat(all("entity:Coffee")).isNotEmpty().isEqualTo(coffee);
        assertThat(all("entity:\"Technology Business\"")).isNotEmpty().isEqualTo(business)
                .doesNotContainAnyElementsOf(all("entity:Technology").stream()
                        .filter(id -> !business.contains(id)).collect(Collectors.toSet()));
    }

    @Test
    void minimumOperatorsCompareThePublicMetrics() {
        assertThat(all("min_likes:100")).isNotEmpty().isEqualTo(expected(post -> metric(post, "like_count") >= 100));
        assertThat(all("min_replies:2")).isNotEmpty().isEqualTo(expected(post -> metric(post, "reply_count") >= 2));
        assertThat(all("min_reposts:1")).isNotEmpty().isEqualTo(expected(post -> metric(post, "retweet_count") >= 1));
        assertThat(all("min_likes:100 min_replies:1")).isEqualTo(expected(post -> metric(post, "like_count") >= 100
                && metric(post, "reply_count") >= 1));
    }

    @Test
    void postIdOperatorsFindRepliesQuotesAndRepostsOfOnePost() {
        V2Post quoted = world.post(world.postsNewestFirst().stream().filter(post -> post.referenced("quoted") != null)
                .findFirst().orElseThrow().referenced("quoted")).orElseThrow();
        V2Post repliedTo = world.post(world.postsNewestFirst().stream().filter(post -> post.referenced("replied_to") != null)
                .findFirst().orElseThrow().referenced("replied_to")).orElseThrow();

        assertThat(all("quotes_of_tweet_id:" + quoted.id())).isNotEmpty()
                .isEqualTo(expected(post -> quoted.id().equals(post.referenced("quoted"))));
        assertThat(all("in_reply_to_tweet_id:" + repliedTo.id())).isNotEmpty()
                .isEqualTo(all("in_reply_to_status_id:" + repliedTo.id()))
                .isEqualTo(expected(post -> repliedTo.id().equals(post.referenced("replied_to"))));
        V2Post reposted = world.post(world.postsNewestFirst().stream().filter(post -> post.referenced("retweeted") != null)
                .findFirst().orElseThrow().referenced("retweeted")).orElseThrow();
        assertThat(all("retweets_of_tweet_id:" + reposted.id())).isNotEmpty()
                .isEqualTo(expected(post -> reposted.id().equals(post.referenced("retweeted"))));
    }

    @Test
    void placeOperatorsFindPostsTaggedWithAPlaceInsideTheArea() {
        Set<String> berlin = expected(post -> placeId(post).filter("3078869807f9dd36"::equals).isPresent());
        Set<String> unitedStates = expected(post -> placeId(post).flatMap(world::place)
                .filter(place -> place.path("country_code").asText().equals("US")).isPresent());
        Set<String> lakewood = expected(post -> placeId(post).filter("f7eb2fa2fea288b1"::equals).isPresent());

        assertThat(berlin).isNotEmpty();
        assertThat(all("place:Berlin")).isEqualTo(berlin).isEqualTo(all("place:\"Berlin, Germany\""))
                .isEqualTo(all("place:3078869807f9dd36"));
        assertThat(all("place_country:us")).isNotEmpty().isEqualTo(unitedStates);
        assertThat(all("point_radius:[13.4 52.5 39km]")).as("Berlin's box fits in 39 km around its centre")
                .isEqualTo(berlin);
        assertThat(all("point_radius:[13.4 52.5 5km]")).as("but not in 5 km").isEmpty();
        assertThat(all("bounding_box:[-105.2 39.6 -105.05 39.77]")).isNotEmpty().isEqualTo(lakewood);
    }

    private Set<String> expected(Predicate<V2Post> matching) {
        return world.posts().stream().filter(V2Post::latestVersion).filter(matching).map(V2Post::id)
                .collect(Collectors.toSet());
    }

    private Set<String> all(String query) {
        Set<String> ids = new HashSet<>();
        String token = null;
        for (int page = 0; page < 20; page++) {
            V2Fixture.Reply reply = fixture.bearer("GET", "/2/tweets/search/recent?max_results=100&query="
                    + URLEncoder.encode(query, StandardCharsets.UTF_8) + (token == null ? "" : "&next_token=" + token));
            assertThat(reply.status()).as(query + ": " + reply.body()).isEqualTo(200);
            reply.body().path("data").forEach(post -> ids.add(post.get("id").asText()));
            token = reply.body().path("meta").path("next_token").asText(null);
            if (token == null) {
                return ids;
            }
        }
        throw new AssertionError("paging did not end");
    }

    private static Set<String> urls(V2Post post) {
        Set<String> urls = new HashSet<>();
        for (JsonNode url : post.entities().path("urls")) {
            urls.add(url.path("url").asText().toLowerCase());
            urls.add(url.path("expanded_url").asText().toLowerCase());
        }
        return urls;
    }

    private static boolean annotations(V2Post post, String domain, String entity) {
        for (JsonNode annotation : post.json().path("context_annotations")) {
            if (annotation.path("domain").path("id").asText().equals(domain)
                    && annotation.path("entity").path("id").asText().equals(entity)) {
                return true;
            }
        }
        return false;
    }

    private static Set<String> entityNames(V2Post post) {
        Set<String> names = new HashSet<>();
        post.json().path("context_annotations").forEach(annotation ->
                names.add(annotation.path("entity").path("name").asText().toLowerCase()));
        return names;
    }

    private static long metric(V2Post post, String name) {
        return post.json().path("public_metrics").path(name).asLong();
    }

    private static Optional<String> placeId(V2Post post) {
        return Optional.ofNullable(post.json().path("geo").path("place_id").asText(null));
    }
}
