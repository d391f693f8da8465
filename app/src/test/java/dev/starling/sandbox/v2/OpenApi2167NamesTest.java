package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * X's own SDK, generated from OpenAPI 2.167, asks with {@code post.fields} and 2.167's expansion
 * names and reads {@code includes.posts}, {@code referenced_posts}, {@code repost_count}: the sandbox
 * answers it in those names, and every other client (Starling's own included) in the spec's.
 */
class OpenApi2167NamesTest {

    private final V2Fixture fixture = new V2Fixture();
    private final World world = fixture.world();

    @AfterEach
    void release() {
        fixture.close();
    }

    private V2Post quote() {
        return world.postsNewestFirst().stream().filter(post -> post.referenced("quoted") != null).findFirst().orElseThrow();
    }

    @Test
    void postFieldsAreReadAsTweetFieldsAndTheAnswerUsesTwoOneSixtySevensNames() {
        V2Post quote = quote();
        V2Fixture.Reply reply = fixture.bearer("GET", "/2/tweets/" + quote.id()
                + "?post.fields=created_at,paid_partnership,public_metrics&expansions=referenced_posts,author_id");

        assertThat(reply.status()).as(reply.body().toString()).isEqualTo(200);
        JsonNode data = reply.body().path("data");
        assertThat(names(data)).contains("created_at", "paid_partnership", "public_metrics", "referenced_posts",
                "edit_history_post_ids", "author_id").doesNotContain("referenced_tweets", "edit_history_tweet_ids");
        assertThat(names(data.path("public_metrics"))).contains("repost_count", "reply_count", "like_count",
                "quote_count").doesNotContain("retweet_count");
        assertThat(data.path("public_metrics").path("repost_count").asLong())
                .isEqualTo(quote.json().path("public_metrics").path("retweet_count").asLong());
        assertThat(data.path("referenced_posts").path(0).path("id").asText()).isEqualTo(quote.referenced("quoted"));
        JsonNode includes = reply.body().path("includes");
        assertThat(names(includes)).contains("posts", "users").doesNotContain("tweets");
        assertThat(includes.path("posts").path(0).path("id").asText()).isEqualTo(quote.referenced("quoted"));
    }

    @Test
    void theSpecsNamesGetTheSpecsAnswer() {
        V2Post quote = quote();
        JsonNode body = fixture.bearer("GET", "/2/tweets/" + quote.id()
                + "?tweet.fields=public_metrics&expansions=referenced_tweets.id").body();

        assertThat(names(body.path("data"))).contains("referenced_tweets", "edit_history_tweet_ids")
                .doesNotContain("referenced_posts", "edit_history_post_ids");
        assertThat(names(body.path("data").path("public_metrics"))).contains("retweet_count").doesNotContain("repost_count");
        assertThat(names(body.path("includes"))).containsExactly("tweets");
    }

    @Test
    void usersPinnedAndLatestPostsGoByTwoOneSixtySevensNamesWhenAskedSo() {
        V2User pinned = world.users().stream().filter(user -> user.json().has("pinned_tweet_id")).findFirst().orElseThrow();
        JsonNode body = fixture.bearer("GET", "/2/users/" + pinned.id()
                + "?user.fields=public_metrics&expansions=pinned_post_id&post.fields=created_at").body();

        assertThat(names(body.path("data"))).contains("pinned_post_id").doesNotContain("pinned_tweet_id");
        assertThat(names(body.path("data").path("public_metrics"))).contains("post_count").doesNotContain("tweet_count");
        assertThat(body.path("includes").path("posts").path(0).path("id").asText())
                .isEqualTo(pinned.json().path("pinned_tweet_id").asText());
        assertThat(names(body.path("includes").path("posts").path(0))).contains("created_at");
    }

    @Test
    void countsAnswerPostCountWhenAskedForIt() {
        JsonNode body = fixture.bearer("GET", "/2/tweets/counts/recent?query=from%3Ademo_marketer&granularity=day"
                + "&search_count.fields=start,end,post_count").body();

        assertThat(names(body.path("data").path(0))).containsExactlyInAnyOrder("start", "end", "post_count");
        assertThat(names(body.path("meta"))).containsExactly("total_post_count");
        JsonNode spec = fixture.bearer("GET", "/2/tweets/counts/recent?query=from%3Ademo_marketer&granularity=day").body();
        assertThat(spec.path("meta").path("total_tweet_count").asLong())
                .isEqualTo(body.path("meta").path("total_post_count").asLong()).isPositive();
    }

    @Test
    void aBadNameInPostFieldsIsRefusedNamingThatParameter() {
        V2Fixture.Reply reply = fixture.bearer("GET", "/2/tweets/" + quote().id() + "?post.fields=bogus");

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body().path("errors").path(0).path("message").asText())
                .startsWith("The `post.fields` query parameter value [bogus] is not one of [").contains("note_post");
    }

    private static List<String> names(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
