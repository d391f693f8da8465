package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Recent search's id window, its relevancy order, and X's rules for ids against times. */
class RecentSearchWindowTest {

    private final V2Fixture fixture = new V2Fixture();
    private final World world = fixture.world();

    @AfterEach
    void release() {
        fixture.close();
    }

    @Test
    void sinceIdAndUntilIdKeepOnlyThePostsStrictlyBetween() {
        List<V2Post> marketer = world.postsBy(world.userByUsername("demo_marketer").orElseThrow().id());
        V2Post newer = marketer.get(3);
        V2Post older = marketer.get(15);

        List<String> found = ids("from:demo_marketer", "&since_id=" + older.id() + "&until_id=" + newer.id());

        assertThat(found).containsExactlyElementsOf(marketer.subList(4, 15).stream().map(V2Post::id).toList());
    }

    @Test
    void relevancyPutsTheMostEngagedFirstAndPagesOverEveryMatchOnce() {
        List<String> byRecency = ids("url:x.com has:media", "");
        List<String> byRelevancy = ids("url:x.com has:media", "&sort_order=relevancy");

        assertThat(byRelevancy).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(byRecency)
                .isNotEqualTo(byRecency);
        JsonNode first = search("url:x.com has:media", "&sort_order=relevancy&max_results=10&tweet.fields=public_metrics");
        List<Long> engagement = new ArrayList<>();
        first.get("data").forEach(post -> {
            JsonNode metrics = post.get("public_metrics");
            engagement.add(metrics.get("like_count").asLong() + 2 * (metrics.get("retweet_count").asLong()
                    + metrics.get("reply_count").asLong() + metrics.get("quote_count").asLong()));
        });
        assertThat(engagement).hasSize(10).isSortedAccordingTo((a, b) -> Long.compare(b, a));
        assertThat(first.get("meta").get("next_token").asText()).startsWith("r2");
    }

    @Test
    void idsWithTimesOldIdsAndTokensOfTheOtherOrderAre400s() {
        String recent = world.postsNewestFirst().get(3).id();
        assertThat(error("&until_id=" + recent + "&start_time=" + V2Fixture.NOW.minus(Duration.ofDays(2))))
                .isEqualTo("Invalid use of 'since_id' or 'until_id' in conjunction with 'start_time' or 'end_time'.");
        assertThat(error("&since_id=1300000000000000000"))
                .isEqualTo("Invalid 'since_id':'1300000000000000000'. 'since_id' must be a tweet id created after "
                        + "2026-11-14T15:30Z.");
        String recencyToken = search("url:x.com has:media", "").get("meta").get("next_token").asText();
        assertThat(error("&sort_order=relevancy&next_token=" + recencyToken))
                .isEqualTo("The `next_token` query parameter value [" + recencyToken + "] is not a valid pagination token");
    }

    private List<String> ids(String query, String extra) {
        List<String> ids = new ArrayList<>();
        String token = null;
        do {
            JsonNode body = search(query, "&max_results=10" + extra + (token == null ? "" : "&next_token=" + token));
            body.path("data").forEach(post -> ids.add(post.get("id").asText()));
            token = body.get("meta").path("next_token").asText(null);
        } while (token != null && ids.size() < 5000);
        return ids;
    }

    private JsonNode search(String query, String extra) {
        V2Fixture.Reply reply = fixture.bearer("GET", "/2/tweets/search/recent?query="
                + URLEncoder.encode(query, StandardCharsets.UTF_8) + extra);
        assertThat(reply.status()).as(reply.body().toString()).isEqualTo(200);
        return reply.body();
    }

    private String error(String extra) {
        V2Fixture.Reply reply = fixture.bearer("GET", "/2/tweets/search/recent?query=cats" + extra);
        assertThat(reply.status()).isEqualTo(400);
        return reply.body().get("errors").get(0).get("message").asText();
    }
}
