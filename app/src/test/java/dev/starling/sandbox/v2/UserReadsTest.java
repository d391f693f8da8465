package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A user's lists over loopback HTTP: {@code /2/users/:id/tweets}, {@code /mentions},
 * {@code /liked_tweets}, {@code /followers}, {@code /following}. Paging through every page gives
 * back every item of the world exactly once, in X's order; fields, expansions, errors and
 * credentials behave as X documents them.
 */
class UserReadsTest {

    private final V2Fixture fixture = new V2Fixture();
    private final World world = fixture.world();
    private final String marketer = world.userByUsername("demo_marketer").orElseThrow().id();

    @AfterEach
    void release() {
        fixture.close();
    }

    /** Every page of a list, following meta.next_token; asserts each page's meta as it goes. */
    private List<JsonNode> pages(String path, Function<String, V2Fixture.Reply> send) {
        List<JsonNode> pages = new ArrayList<>();
        String token = null;
        do {
            V2Fixture.Reply reply = send.apply(path + (token == null ? "" : "&pagination_token=" + token));
            assertThat(reply.status()).as(reply.body().toString()).isEqualTo(200);
            JsonNode meta = reply.body().get("meta");
            assertThat(meta.get("result_count").asInt()).isEqualTo(reply.body().path("data").size());
            assertThat(meta.has("previous_token")).isEqualTo(!pages.isEmpty());
            pages.add(reply.body());
            token = meta.path("next_token").asText(null);
        } while (token != null && pages.size() < 200);
        return pages;
    }

    private static List<String> ids(List<JsonNode> pages) {
        List<String> ids = new ArrayList<>();
        pages.forEach(page -> page.path("data").forEach(item -> ids.add(item.get("id").asText())));
        return ids;
    }

    private V2Fixture.Reply bearer(String pathAndQuery) {
        return fixture.bearer("GET", pathAndQuery);
    }

    @Test
    void aUsersPostsPageNewestFirstAndEveryPostComesExactlyOnce() {
        List<String> expected = world.postsBy(marketer).stream().map(V2Post::id).toList();
        assertThat(expected).hasSizeGreaterThan(20);

        List<JsonNode> pages = pages("/2/users/" + marketer + "/tweets?max_results=5", this::bearer);

        assertThat(pages).hasSize((expected.size() + 4) / 5);
        assertThat(ids(pages)).containsExactlyElementsOf(expected);
        JsonNode first = pages.get(0);
        assertThat(first.get("meta").get("newest_id").asText()).isEqualTo(expected.get(0));
        assertThat(first.get("meta").get("oldest_id").asText()).isEqualTo(expected.get(4));
        assertThat(pages.get(pages.size() - 1).get("meta").has("next_token")).isFalse();
    }

    @Test
    void previousTokenGivesBackThePageBefore() {
        String path = "/2/users/" + marketer + "/tweets?max_results=5";
        JsonNode first = bearer(path).body();
        JsonNode second = bearer(path + "&pagination_token=" + first.get("meta").get("next_token").asText()).body();
        JsonNode back = bearer(path + "&pagination_token=" + second.get("meta").get("previous_token").asText()).body();

        assertThat(back.get("data")).isEqualTo(first.get("data"));
        assertThat(second.get("meta").get("next_token").asText()).matches("[0-9a-z]+");
    }

    @Test
    void excludeLeavesOutRepliesAndReposts() {
        List<String> expected = world.postsBy(marketer).stream()
                .filter(post -> post.referenced("replied_to") == null && post.referenced("retweeted") == null)
                .map(V2Post::id).toList();
        assertThat(expected).hasSizeLessThan(world.postsBy(marketer).size());

        List<JsonNode> pages = pages("/2/users/" + marketer + "/tweets?max_results=100&exclude=replies,retweets",
                this::bearer);

        assertThat(ids(pages)).containsExactlyElementsOf(expected);
    }

    @Test
    void sinceIdTakesPrecedenceOverStartTimeAndTimesNarrowTheTimeline() {
        List<V2Post> all = world.postsBy(marketer);
        V2Post pivot = all.get(all.size() / 2);
        List<String> newer = all.stream().filter(post -> World.numericId(post) > World.numericId(pivot))
                .map(V2Post::id).toList();
        List<String> fromPivot = all.stream().filter(post -> !post.createdAt().isBefore(pivot.createdAt()))
                .map(V2Post::id).toList();

        List<JsonNode> bySince = pages("/2/users/" + marketer + "/tweets?max_results=100&since_id=" + pivot.id()
                + "&start_time=" + Instant.parse("2020-01-01T00:00:00Z"), this::bearer);
        List<JsonNode> byTime = pages("/2/users/" + marketer + "/tweets?max_results=100&start_time="
                + pivot.createdAt(), this::bearer);

        assertThat(ids(bySince)).containsExactlyElementsOf(newer);
        assertThat(ids(byTime)).containsExactlyElementsOf(fromPivot);
    }

    @Test
    void mentionsAreThePostsNamingTheUserAndPageToTheLastOne() {
        List<String> expected = world.mentionsOf(marketer).stream().map(V2Post::id).toList();
        assertThat(expected).hasSizeGreaterThan(15);

        List<JsonNode> pages = pages("/2/users/" + marketer + "/mentions?max_results=7&tweet.fields=entities",
                this::bearer);

        assertThat(ids(pages)).containsExactlyElementsOf(expected);
        pages.forEach(page -> page.get("data").forEach(post -> assertThat(post.get("entities").get("mentions").findValuesAsText("id"))
                .contains(marketer)));
    }

    @Test
    void likedPostsNeedUserContextAndPageInTheOrderTheyWereLiked() {
        V2Fixture.Reply appOnly = bearer("/2/users/" + marketer + "/liked_tweets");
        assertThat(appOnly.status()).isEqualTo(403);
        assertThat(appOnly.body().get("type").asText()).isEqualTo("https://api.x.com/2/problems/unsupported-authentication");

        List<String> expected = world.likedBy(marketer).stream().map(V2Post::id).toList();
        assertThat(expected).hasSizeGreaterThan(50);
        List<JsonNode> pages = pages("/2/users/" + marketer + "/liked_tweets?max_results=25&expansions=author_id",
                path -> fixture.user("GET", path, "demo_engineer"));

        assertThat(pages).hasSize((expected.size() + 24) / 25);
        assertThat(ids(pages)).containsExactlyElementsOf(expected);
        JsonNode first = pages.get(0);
        assertThat(first.get("includes").get("users").findValuesAsText("id"))
                .containsAll(first.get("data").findValuesAsText("author_id"));
        assertThat(first.get("meta").has("newest_id")).isFalse();
    }

    @Test
    void followersAndFollowingPageWithBase32TokensAndEveryUserOnce() {
        List<String> followers = world.followersOf(marketer).stream().map(V2User::id).toList();
        List<String> following = world.followingOf(marketer).stream().map(V2User::id).toList();
        assertThat(followers).hasSizeGreaterThan(30);
        assertThat(following).hasSizeGreaterThan(30);

        List<JsonNode> followerPages = pages("/2/users/" + marketer + "/followers?max_results=10", this::bearer);
        List<JsonNode> followingPages = pages("/2/users/" + marketer + "/following?max_results=10",
                path -> fixture.user("GET", path, "demo_marketer"));

        assertThat(ids(followerPages)).containsExactlyElementsOf(followers);
        assertThat(ids(followingPages)).containsExactlyElementsOf(following);
        assertThat(followerPages.get(0).get("meta").get("next_token").asText()).matches("[0-9A-V]{16}");
        assertThat(world.followersOf(marketer)).allSatisfy(user ->
                assertThat(world.followingOf(user.id()).stream().map(V2User::id)).contains(marketer));
    }

    @Test
    void followersCarryTheAskedUserFieldsAndTheirPinnedPosts() {
        JsonNode body = bearer("/2/users/" + marketer + "/followers?max_results=1000"
                + "&user.fields=created_at,public_metrics&expansions=pinned_tweet_id&tweet.fields=created_at").body();

        assertThat(body.get("data")).allSatisfy(user -> assertThat(user.has("created_at") && user.has("public_metrics")).isTrue());
        List<String> pinned = body.get("data").findValuesAsText("pinned_tweet_id");
        assertThat(pinned).isNotEmpty();
        assertThat(body.get("includes").get("tweets").findValuesAsText("id")).containsExactlyInAnyOrderElementsOf(
                pinned.stream().distinct().toList());
        assertThat(body.get("includes").get("tweets")).allSatisfy(post -> assertThat(post.has("created_at")).isTrue());
        assertThat(body.get("meta").has("next_token")).isFalse();
    }

    @Test
    void badParametersAre400sNamingEachOneAsXWordsThem() {
        assertThat(errors("/2/users/" + marketer + "/tweets?max_results=4"))
                .containsExactly("The `max_results` query parameter value [4] is not between 5 and 100");
        assertThat(errors("/2/users/" + marketer + "/followers?max_results=1001"))
                .containsExactly("The `max_results` query parameter value [1001] is not between 1 and 1000");
        assertThat(errors("/2/users/" + marketer + "/mentions?pagination_token=nope!&exclude=replies"))
                .containsExactlyInAnyOrder("The `pagination_token` query parameter value [nope!] is not a valid pagination token",
                        "The query parameter [exclude] is not one of [id,max_results,pagination_token,since_id,"
                                + "until_id,start_time,end_time,tweet.fields,expansions,media.fields,poll.fields,"
                                + "user.fields,place.fields,post.fields]");
        assertThat(errors("/2/users/abc/following"))
                .containsExactly("The `id` query parameter value [abc] does not match ^[0-9]{1,19}$");
        assertThat(errors("/2/users/" + marketer + "/tweets?exclude=quotes&start_time=2026-11-20T00:00:00Z"
                + "&end_time=2026-11-19T00:00:00Z")).containsExactly(
                "Invalid 'start_time':'2026-11-20T00:00Z'. 'start_time' must be before 'end_time':'2026-11-19T00:00Z'",
                "The `exclude` query parameter value [quotes] is not one of [replies,retweets]");
        String followersToken = bearer("/2/users/" + marketer + "/followers?max_results=1").body()
                .get("meta").get("next_token").asText();
        assertThat(errors("/2/users/" + marketer + "/tweets?pagination_token=" + followersToken))
                .as("a base-32 followers token is no timeline token").hasSize(1);
    }

    @Test
    void anUnknownUserIsANotFoundErrorInA200AndMissingCredentialsA401() {
        V2Fixture.Reply reply = bearer("/2/users/1234567890/tweets");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.body().has("data")).isFalse();
        JsonNode error = reply.body().get("errors").get(0);
        assertThat(error.get("type").asText()).isEqualTo("https://api.x.com/2/problems/resource-not-found");
        assertThat(error.get("detail").asText()).isEqualTo("Could not find user with id: [1234567890].");

        assertThat(fixture.unauthenticated("GET", "/2/users/" + marketer + "/followers").status()).isEqualTo(401);
        assertThat(fixture.unauthenticated("GET", "/2/users/" + marketer + "/tweets").status()).isEqualTo(401);
    }

    @Test
    void aPageTokenPastTheEndIsAnEmptyPageWithOnlyItsCount() {
        int past = world.postsBy(marketer).size() + 10;
        JsonNode body = bearer("/2/users/" + marketer + "/tweets?pagination_token=" + PageTokens.BASE36.token(past)).body();

        assertThat(body.has("data")).isFalse();
        assertThat(body.get("meta").get("result_count").asInt()).isZero();
        assertThat(body.get("meta").has("next_token")).isFalse();
    }

    private List<String> errors(String pathAndQuery) {
        V2Fixture.Reply reply = bearer(pathAndQuery);
        assertThat(reply.status()).as(reply.body().toString()).isEqualTo(400);
        assertThat(reply.body().get("title").asText()).isEqualTo("Invalid Request");
        return reply.body().get("errors").findValuesAsText("message");
    }
}
