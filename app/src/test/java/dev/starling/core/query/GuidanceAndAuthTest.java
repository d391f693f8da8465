package dev.starling.core.query;

import dev.starling.core.query.compose.AuthChoice;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.query.compose.FieldInfo;
import dev.starling.core.query.compose.Guidance;
import dev.starling.core.query.compose.QuerySpec;
import dev.starling.core.text.Messages;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GuidanceAndAuthTest {

    private final FieldCatalog catalog = FieldCatalog.bundled();

    @Test
    void mediaFieldsWithoutTheMediaExpansionGetAHintWhoseFixAddsIt() {
        QuerySpec spec = QuerySpec.of(Endpoint.POSTS_BY_IDS, "1").with(FieldGroup.MEDIA, "type");
        assertThat(Guidance.hints(spec)).singleElement().satisfies(hint -> {
            // Issue 31: core gives the hint as a bundle key; worded, it names the fields and the expansion.
            assertThat(Messages.text(hint.text())).contains("media.fields").contains("attachments.media_keys");
            QuerySpec fixed = hint.apply(spec);
            assertThat(fixed.selected(FieldGroup.TWEET_EXPANSIONS)).containsExactly("attachments.media_keys");
            assertThat(Guidance.hints(fixed)).isEmpty();
        });
    }

    @Test
    void everyObjectFieldGroupNeedsItsExpansion() {
        QuerySpec spec = QuerySpec.of(Endpoint.RECENT_SEARCH, "x").with(FieldGroup.USER, "username")
                .with(FieldGroup.POLL, "options").with(FieldGroup.PLACE, "full_name");
        assertThat(Guidance.hints(spec)).extracting(Guidance.Hint::expansion)
                .containsExactly("attachments.poll_ids", "geo.place_id", "author_id");
        assertThat(Guidance.hints(spec.with(FieldGroup.TWEET_EXPANSIONS, "referenced_tweets.id.author_id")))
                .extracting(Guidance.Hint::expansion).doesNotContain("author_id");
    }

    @Test
    void userLookupsNeedThePinnedPostExpansionForTweetFields() {
        QuerySpec spec = QuerySpec.of(Endpoint.USERS_BY_IDS, "1").with(FieldGroup.TWEET, "created_at");
        assertThat(Guidance.hints(spec)).extracting(Guidance.Hint::expansion).containsExactly("pinned_tweet_id");
    }

    @Test
    void choosesTheBearerTokenForPublicDataAndTheUserWhenAFieldNeedsIt() {
        QuerySpec publicQuery = QuerySpec.of(Endpoint.POSTS_BY_IDS, "1").with(FieldGroup.TWEET, "public_metrics");
        assertThat(AuthChoice.choose(publicQuery, catalog, true, true).mode()).isEqualTo(AuthChoice.Mode.BEARER);

        QuerySpec privateQuery = publicQuery.with(FieldGroup.TWEET, "non_public_metrics");
        AuthChoice choice = AuthChoice.choose(privateQuery, catalog, true, true);
        assertThat(choice.mode()).isEqualTo(AuthChoice.Mode.USER);
        assertThat(choice.reason()).isEqualTo(AuthChoice.Reason.USER_FIELD);
        assertThat(choice.detail()).isEqualTo("non_public_metrics");
        assertThat(AuthChoice.choose(privateQuery, catalog, false, true).mode()).isEqualTo(AuthChoice.Mode.UNAVAILABLE);
    }

    @Test
    void meNeedsTheUserAndTheStreamLinkNeedsTheBearer() {
        assertThat(AuthChoice.choose(QuerySpec.of(Endpoint.ME, ""), catalog, true, true).mode())
                .isEqualTo(AuthChoice.Mode.USER);
        assertThat(AuthChoice.choose(QuerySpec.of(Endpoint.STREAM_LINK, "1"), catalog, true, true).mode())
                .isEqualTo(AuthChoice.Mode.BEARER);
        assertThat(AuthChoice.choose(QuerySpec.of(Endpoint.STREAM_LINK, "1"), catalog, true, false).mode())
                .isEqualTo(AuthChoice.Mode.UNAVAILABLE);
    }

    @Test
    void fieldsThatNeedUserContextAreMarkedInTheCatalog() {
        assertThat(catalog.find(FieldGroup.TWEET, "non_public_metrics")).get()
                .satisfies(field -> assertThat(field.needsUserContext()).isTrue());
        assertThat(catalog.find(FieldGroup.TWEET, "promoted_metrics")).get()
                .satisfies(field -> assertThat(field.access()).isEqualTo(FieldInfo.Access.SPECIAL));
        assertThat(catalog.find(FieldGroup.TWEET, "text")).get()
                .satisfies(field -> assertThat(field.needsUserContext()).isFalse());
    }
}
