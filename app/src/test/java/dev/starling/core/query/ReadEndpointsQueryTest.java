package dev.starling.core.query;

import dev.starling.core.query.answer.PageMeta;
import dev.starling.core.query.compose.AuthChoice;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.query.compose.Guidance;
import dev.starling.core.query.compose.QueryComposer;
import dev.starling.core.query.compose.QueryOption;
import dev.starling.core.query.compose.QuerySpec;
import dev.starling.core.query.compose.QuerySpecCodec;
import dev.starling.core.query.compose.QueryValidator;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.Messages;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The composer offers the reads the spec names (a user's posts, mentions, likes, followers and
 * following, recent counts, and recent search's window and order): their URLs, X's page sizes,
 * options checked before sending, labels from the bundle, and a history that keeps the options.
 */
class ReadEndpointsQueryTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-21T15:30:00Z"), ZoneOffset.UTC);
    private static final String USER = "1234567890123456789";

    private final QueryComposer composer = new QueryComposer(FieldCatalog.bundled());
    private final QueryValidator validator = new QueryValidator(FieldCatalog.bundled(), CLOCK);

    private List<String> issues(QuerySpec spec) {
        return validator.validate(spec).stream().map(IssueText::of).toList();
    }

    @Test
    void aUsersListsPutTheIdInThePathAndPageWithPaginationToken() {
        QuerySpec tweets = QuerySpec.of(Endpoint.USER_TWEETS, " " + USER + " ")
                .withOption(QueryOption.EXCLUDE, "replies, retweets replies")
                .withOption(QueryOption.START_TIME, "2026-11-01T00:00:00Z")
                .with(FieldGroup.TWEET_EXPANSIONS, "author_id").withPaging(5, "abc123");

        assertThat(composer.compose(tweets).pathAndQuery()).isEqualTo("/2/users/" + USER + "/tweets"
                + "?start_time=2026-11-01T00%3A00%3A00Z&exclude=replies,retweets&max_results=5"
                + "&pagination_token=abc123&expansions=author_id");
        assertThat(issues(tweets)).as("timelines reach further back than seven days").isEmpty();
        assertThat(composer.compose(QuerySpec.of(Endpoint.USER_FOLLOWERS, USER).withPaging(1000, null)
                .with(FieldGroup.USER_EXPANSIONS, "pinned_tweet_id")).pathAndQuery())
                .isEqualTo("/2/users/" + USER + "/followers?max_results=1000&expansions=pinned_tweet_id");
        assertThat(composer.compose(QuerySpec.of(Endpoint.USER_LIKED_TWEETS, USER)).pathAndQuery())
                .isEqualTo("/2/users/" + USER + "/liked_tweets");
        assertThat(composer.compose(QuerySpec.of(Endpoint.USER_MENTIONS, USER)
                .withOption(QueryOption.SORT_ORDER, "relevancy")).pathAndQuery())
                .as("an option the endpoint does not take is not sent").isEqualTo("/2/users/" + USER + "/mentions");
    }

    @Test
    void pageSizesAreXsPerEndpoint() {
        assertThat(issues(QuerySpec.of(Endpoint.USER_TWEETS, USER).withPaging(4, null)))
                .containsExactly("Results per page must be between 5 and 100.");
        assertThat(issues(QuerySpec.of(Endpoint.USER_FOLLOWING, USER).withPaging(1001, null)))
                .containsExactly("Results per page must be between 1 and 1,000.");
        assertThat(issues(QuerySpec.of(Endpoint.USER_FOLLOWING, USER).withPaging(1, null))).isEmpty();
        assertThat(issues(QuerySpec.of(Endpoint.RECENT_SEARCH, "cats").withPaging(9, null)))
                .containsExactly("Results per page must be between 10 and 100.");
        assertThat(Endpoint.RECENT_COUNTS.paging()).isNull();
        assertThat(Endpoint.RECENT_SEARCH.paging().tokenParameter()).isEqualTo("next_token");
    }

    @Test
    void theUserIdMustBeAnId() {
        assertThat(issues(QuerySpec.of(Endpoint.USER_MENTIONS, ""))).containsExactly(
                "Enter the user id (1 to 19 digits): User by username shows it.");
        assertThat(issues(QuerySpec.of(Endpoint.USER_FOLLOWERS, "@demo_marketer"))).containsExactly(
                "\"@demo_marketer\" is not a user id: ids are 1 to 19 digits (User by username shows a user's id).");
    }

    @Test
    void searchAndCountsFollowXsWindowRules() {
        QuerySpec search = QuerySpec.of(Endpoint.RECENT_SEARCH, "from:demo_marketer")
                .withOption(QueryOption.START_TIME, "2026-11-10T00:00:00Z")
                .withOption(QueryOption.END_TIME, "2026-11-21T15:29:55Z")
                .withOption(QueryOption.SINCE_ID, "1860000000000000000")
                .withOption(QueryOption.SORT_ORDER, "newest");
        assertThat(issues(search)).containsExactly(
                "sort_order \"newest\" is not one of: recency, relevancy.",
                "Recent search and counts reach back 7 days: choose a later start time.",
                "The end time must be at least 10 seconds in the past (or leave it empty).",
                "X does not take post ids and times together here: use either since_id/until_id or start_time/end_time.");

        QuerySpec counts = QuerySpec.of(Endpoint.RECENT_COUNTS, "coffee")
                .withOption(QueryOption.GRANULARITY, "day")
                .withOption(QueryOption.START_TIME, "2026-11-16T08:00:00Z")
                .withOption(QueryOption.END_TIME, "2026-11-19T08:00:00Z");
        assertThat(issues(counts)).isEmpty();
        assertThat(composer.compose(counts).pathAndQuery()).isEqualTo("/2/tweets/counts/recent?query=coffee"
                + "&start_time=2026-11-16T08%3A00%3A00Z&end_time=2026-11-19T08%3A00%3A00Z&granularity=day");
        assertThat(issues(counts.withOption(QueryOption.START_TIME, "16 Nov").withOption(QueryOption.GRANULARITY, "week")))
                .containsExactly("start_time \"16 Nov\" is not a time: write it as 2026-11-20T08:00:00Z (UTC).",
                        "granularity \"week\" is not one of: minute, hour, day.");
        assertThat(issues(QuerySpec.of(Endpoint.USER_TWEETS, USER).withOption(QueryOption.SINCE_ID, "9")
                .withOption(QueryOption.UNTIL_ID, "5"))).containsExactly("The \"after\" post id must be lower than the \"before\" one.");
    }

    @Test
    void countsTakeTheBearerTokenAndOfferNoFields() {
        AuthChoice choice = AuthChoice.choose(QuerySpec.of(Endpoint.RECENT_COUNTS, "cats"), FieldCatalog.bundled(), true, true);
        assertThat(choice.mode()).isEqualTo(AuthChoice.Mode.BEARER);
        assertThat(Endpoint.RECENT_COUNTS.groups()).isEmpty();
        assertThat(Guidance.hints(QuerySpec.of(Endpoint.RECENT_COUNTS, "cats"))).isEmpty();
        assertThat(AuthChoice.choose(QuerySpec.of(Endpoint.USER_LIKED_TWEETS, USER), FieldCatalog.bundled(), true, true)
                .mode()).isEqualTo(AuthChoice.Mode.USER);
    }

    @Test
    void everyEndpointAndOptionHasALabelInTheBundle() {
        for (Endpoint endpoint : Endpoint.values()) {
            assertThat(Messages.text(endpoint.labelKey())).isNotBlank();
        }
        for (QueryOption option : QueryOption.values()) {
            assertThat(Messages.text(option.labelKey())).isNotBlank();
        }
        assertThat(Messages.text(Endpoint.USER_LIKED_TWEETS.labelKey())).isEqualTo("Posts a user liked");
    }

    @Test
    void theHistoryKeepsTheOptions() {
        QuerySpec spec = QuerySpec.of(Endpoint.RECENT_SEARCH, "cats").withOption(QueryOption.SORT_ORDER, "relevancy")
                .withOption(QueryOption.SINCE_ID, "1860000000000000000").withPaging(50, null);

        QuerySpec back = QuerySpecCodec.decode(QuerySpecCodec.encode(spec));

        assertThat(back).isEqualTo(spec);
        assertThat(back.option(QueryOption.SORT_ORDER)).isEqualTo("relevancy");
        assertThat(QuerySpecCodec.decode("{\"endpoint\":\"USER_TWEETS\",\"target\":\"1\"}").options()).isEmpty();
    }

    @Test
    void metaIsReadAsXSendsIt() throws Exception {
        com.fasterxml.jackson.databind.JsonNode body = new com.fasterxml.jackson.databind.ObjectMapper().readTree(
                "{\"meta\":{\"result_count\":5,\"next_token\":\"7140dibdnow9c7btw3w29grvxfcgvpb9n9coehpk7xz5i\","
                        + "\"previous_token\":\"77qp8\",\"newest_id\":\"20\",\"oldest_id\":\"10\"}}");
        PageMeta meta = PageMeta.of(body);
        assertThat(meta).isEqualTo(new PageMeta(5, "7140dibdnow9c7btw3w29grvxfcgvpb9n9coehpk7xz5i", "77qp8", "20", "10", null));
        assertThat(meta.hasNext()).isTrue();
        PageMeta counts = PageMeta.of(new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree("{\"data\":[],\"meta\":{\"total_tweet_count\":744}}"));
        assertThat(counts.totalTweetCount()).isEqualTo(744L);
        assertThat(counts.hasNext()).isFalse();
        assertThat(PageMeta.of(new com.fasterxml.jackson.databind.ObjectMapper().readTree("{\"title\":\"x\"}")).resultCount()).isNull();
    }
}
