package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** {@code GET /2/tweets/counts/recent}: buckets per minute, hour or day over the last seven days. */
class TweetCountsTest {

    private static final Instant NOW = V2Fixture.NOW;

    private final V2Fixture fixture = new V2Fixture();
    private final World world = fixture.world();

    @AfterEach
    void release() {
        fixture.close();
    }

    private static String q(String query) {
        return URLEncoder.encode(query, StandardCharsets.UTF_8);
    }

    private long searchTotal(String query, String extra) {
        long total = 0;
        String token = null;
        do {
            JsonNode body = fixture.bearer("GET", "/2/tweets/search/recent?max_results=100&query=" + q(query) + extra
                    + (token == null ? "" : "&next_token=" + token)).body();
            total += body.get("meta").get("result_count").asInt();
            token = body.get("meta").path("next_token").asText(null);
        } while (token != null);
        return total;
    }

    @Test
    void hourlyByDefaultOverSevenDaysEndingThirtySecondsAgoAndSummingToWhatSearchFinds() {
        JsonNode body = fixture.bearer("GET", "/2/tweets/counts/recent?query=" + q("from:demo_marketer")).body();

        JsonNode data = body.get("data");
        assertThat(data.get(0).get("start").asText()).isEqualTo("2026-11-14T15:30:00.000Z");
        assertThat(data.get(0).get("end").asText()).isEqualTo("2026-11-14T16:00:00.000Z");
        assertThat(data.get(data.size() - 1).get("end").asText()).isEqualTo("2026-11-21T15:29:30.000Z");
        assertThat(data).hasSize(7 * 24 + 1);
        for (int i = 1; i < data.size(); i++) {
            assertThat(data.get(i).get("start")).isEqualTo(data.get(i - 1).get("end"));
        }
        long sum = 0;
        for (JsonNode bucket : data) {
            sum += bucket.get("tweet_count").asLong();
        }
        assertThat(body.get("meta").get("total_tweet_count").asLong()).isEqualTo(sum)
                .isEqualTo(searchTotal("from:demo_marketer", "")).isPositive();
        assertThat(body.get("meta").has("next_token")).isFalse();
    }

    @Test
    void dailyAndMinuteBucketsFollowUtcBoundariesAndCountEachPostInItsBucket() {
        V2Post post = world.postsBy(world.userByUsername("demo_engineer").orElseThrow().id()).get(3);
        Instant minute = post.createdAt().truncatedTo(ChronoUnit.MINUTES);
        JsonNode minutes = fixture.bearer("GET", "/2/tweets/counts/recent?granularity=minute&query=" + q("from:demo_engineer")
                + "&start_time=" + minute.minus(Duration.ofMinutes(30)) + "&end_time=" + minute.plus(Duration.ofMinutes(30))).body();
        assertThat(minutes.get("data")).hasSize(60);
        JsonNode bucket = minutes.get("data").get(30);
        assertThat(Instant.parse(bucket.get("start").asText())).isEqualTo(minute);
        assertThat(bucket.get("tweet_count").asInt()).isPositive();

        String start = "2026-11-16T08:00:00Z";
        String end = "2026-11-19T08:00:00Z";
        JsonNode days = fixture.bearer("GET", "/2/tweets/counts/recent?granularity=day&query=" + q("url:x.com has:media")
                + "&start_time=" + start + "&end_time=" + end).body();
        assertThat(days.get("data").findValuesAsText("start")).containsExactly("2026-11-16T08:00:00.000Z",
                "2026-11-17T00:00:00.000Z", "2026-11-18T00:00:00.000Z", "2026-11-19T00:00:00.000Z");
        assertThat(days.get("meta").get("total_tweet_count").asLong())
                .isEqualTo(searchTotal("url:x.com has:media", "&start_time=" + start + "&end_time=" + end));
    }

    @Test
    void countsTakeTheAppBearerTokenOnly() {
        V2Fixture.Reply asUser = fixture.user("GET", "/2/tweets/counts/recent?query=cats", "demo_marketer");
        assertThat(asUser.status()).isEqualTo(403);
        assertThat(asUser.body().get("type").asText()).isEqualTo("https://api.x.com/2/problems/unsupported-authentication");
        assertThat(fixture.unauthenticated("GET", "/2/tweets/counts/recent?query=cats").status()).isEqualTo(401);
    }

    @Test
    void badParametersAre400sWithXsMessages() {
        assertThat(errors("granularity=week&query=cats"))
                .containsExactly("The `granularity` query parameter value [week] is not one of [minute,hour,day]");
        assertThat(errors("query=cats&since_id=" + world.postsNewestFirst().get(5).id() + "&start_time="
                + NOW.minus(Duration.ofDays(1)))).containsExactly(
                "Invalid use of 'since_id' or 'until_id' in conjunction with 'start_time' or 'end_time'.");
        assertThat(errors("query=cats&max_results=10"))
                .containsExactly("The query parameter [max_results] is not one of [query,start_time,end_time,since_id,"
                        + "until_id,next_token,pagination_token,granularity,search_count.fields]");
        assertThat(errors("query=")).containsExactly("The `query` query parameter can not be empty");
    }

    private List<String> errors(String query) {
        V2Fixture.Reply reply = fixture.bearer("GET", "/2/tweets/counts/recent?" + query);
        assertThat(reply.status()).as(reply.body().toString()).isEqualTo(400);
        return reply.body().get("errors").findValuesAsText("message");
    }
}
