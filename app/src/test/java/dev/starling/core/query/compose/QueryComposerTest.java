package dev.starling.core.query.compose;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import org.junit.jupiter.api.Test;

class QueryComposerTest {

    private final FieldCatalog catalog = FieldCatalog.bundled();
    private final QueryComposer composer = new QueryComposer(catalog);

    @Test
    void postsByIdsWithExpansionsAndFieldsInAStableOrder() {
        QuerySpec spec = QuerySpec.of(Endpoint.POSTS_BY_IDS, " 20, 21 20\n22 ")
                .with(FieldGroup.MEDIA, "public_metrics", "duration_ms")
                .with(FieldGroup.TWEET_EXPANSIONS, "author_id", "attachments.media_keys")
                .with(FieldGroup.TWEET, "public_metrics", "created_at", "author_id")
                .with(FieldGroup.USER, "username", "verified_type");
        ComposedQuery query = composer.compose(spec);
        assertThat(query.method()).isEqualTo("GET");
        assertThat(query.pathAndQuery()).isEqualTo("/2/tweets?ids=20,21,22"
                + "&expansions=attachments.media_keys,author_id"
                + "&tweet.fields=author_id,created_at,public_metrics"
                + "&user.fields=username,verified_type"
                + "&media.fields=duration_ms,public_metrics");
        assertThat(query.url(URI.create("http://127.0.0.1:5000/"))).hasToString("http://127.0.0.1:5000" + query.pathAndQuery());
    }

    @Test
    void onePostAndUserByUsernameGoInThePath() {
        assertThat(composer.compose(QuerySpec.of(Endpoint.POST_BY_ID, "1460323737035677698")).pathAndQuery())
                .isEqualTo("/2/tweets/1460323737035677698");
        assertThat(composer.compose(QuerySpec.of(Endpoint.USER_BY_USERNAME, "@XDevelopers")
                .with(FieldGroup.USER_EXPANSIONS, "pinned_tweet_id")
                .with(FieldGroup.TWEET, "created_at")).pathAndQuery())
                .isEqualTo("/2/users/by/username/XDevelopers?expansions=pinned_tweet_id&tweet.fields=created_at");
        assertThat(composer.compose(QuerySpec.of(Endpoint.ME, "").with(FieldGroup.USER, "created_at")).pathAndQuery())
                .isEqualTo("/2/users/me?user.fields=created_at");
    }

    @Test
    void recentSearchEncodesTheQueryAndCarriesPaging() {
        QuerySpec spec = QuerySpec.of(Endpoint.RECENT_SEARCH, "from:demo_marketer has:media \"new launch\" -draft")
                .withPaging(50, "b26v89c19zqg8o3f");
        assertThat(composer.compose(spec).pathAndQuery()).isEqualTo("/2/tweets/search/recent"
                + "?query=from%3Ademo_marketer%20has%3Amedia%20%22new%20launch%22%20-draft"
                + "&max_results=50&next_token=b26v89c19zqg8o3f");
    }

    @Test
    void streamLinkIsAPostWithFieldParameters() {
        ComposedQuery query = composer.compose(QuerySpec.of(Endpoint.STREAM_LINK, "1146654567674912769")
                .with(FieldGroup.TWEET, "created_at").with(FieldGroup.TWEET_EXPANSIONS, "author_id"));
        assertThat(query.method()).isEqualTo("POST");
        assertThat(query.pathAndQuery())
                .isEqualTo("/2/tweets/search/webhooks/1146654567674912769?expansions=author_id&tweet.fields=created_at");
    }

    @Test
    void fieldGroupsAnEndpointDoesNotTakeAreLeftOut() {
        QuerySpec spec = QuerySpec.of(Endpoint.USERS_BY_IDS, "1").with(FieldGroup.MEDIA, "type")
                .with(FieldGroup.TWEET_EXPANSIONS, "author_id");
        assertThat(composer.compose(spec).pathAndQuery()).isEqualTo("/2/users?ids=1");
    }

    @Test
    void percentEncodingFollowsRfc3986() {
        assertThat(ComposedQuery.encode("a b+c*~_.-,é")).isEqualTo("a%20b%2Bc%2A~_.-,%C3%A9");
    }
}
