package dev.starling.core.query.compose;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.text.Messages;
import dev.starling.core.text.WordedException;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class FieldCatalogTest {

    private final FieldCatalog bundled = FieldCatalog.bundled();

    @Test
    void bundledCatalogHoldsTheOpenApiEnumerationsPlusTheChangeHistoryFields() {
        assertThat(bundled.fields(FieldGroup.TWEET)).extracting(FieldInfo::name)
                .contains("attachments", "author_id", "community_id", "public_metrics", "reply_settings",
                        "paid_partnership", "non_public_metrics", "edit_history_tweet_ids")
                .hasSize(32);
        assertThat(bundled.fields(FieldGroup.USER)).extracting(FieldInfo::name)
                .contains("verified_type", "affiliation", "subscription_type", "connection_status").hasSize(26);
        assertThat(bundled.fields(FieldGroup.MEDIA)).hasSize(13);
        assertThat(bundled.fields(FieldGroup.POLL)).hasSize(5);
        assertThat(bundled.fields(FieldGroup.PLACE)).hasSize(8);
        assertThat(bundled.fields(FieldGroup.TWEET_EXPANSIONS)).hasSize(14);
        assertThat(bundled.fields(FieldGroup.USER_EXPANSIONS)).extracting(FieldInfo::name)
                .containsExactly("affiliation.user_id", "most_recent_tweet_id", "pinned_tweet_id");
        assertThat(bundled.fields(FieldGroup.TWEET)).allSatisfy(field -> assertThat(field.description()).isNotBlank());
    }

    @Test
    void aLoadedOpenApiFileRefreshesNamesAndKeepsKnownDescriptions() {
        String openApi = """
                {"info": {"version": "2.170"},
                 "components": {"parameters": {
                   "TweetFieldsParameter": {"schema": {"items": {"enum": ["id", "text", "shiny_new_field"]}}},
                   "UserFieldsParameter": {"schema": {"items": {"enum": ["id", "username"]}}}
                 }}}""";
        FieldCatalog loaded = FieldCatalog.fromOpenApi(
                new ByteArrayInputStream(openApi.getBytes(StandardCharsets.UTF_8)), bundled);
        assertThat(loaded.fields(FieldGroup.TWEET)).extracting(FieldInfo::name)
                .containsExactly("id", "text", "shiny_new_field");
        assertThat(loaded.find(FieldGroup.TWEET, "text").orElseThrow().description())
                .isEqualTo(bundled.find(FieldGroup.TWEET, "text").orElseThrow().description());
        assertThat(loaded.find(FieldGroup.TWEET, "shiny_new_field").orElseThrow().description())
                .isEqualTo(FieldCatalog.NEW_FIELD_DESCRIPTION);
        assertThat(loaded.fields(FieldGroup.MEDIA)).as("groups missing from the file keep the known names")
                .isEqualTo(bundled.fields(FieldGroup.MEDIA));
        assertThat(Messages.text(loaded.source())).contains("2.170");
    }

    @Test
    void aLoadedDescriptionInTwoOneSixtySevensNamesIsReadBackToTheNamesStarlingSends() {
        String openApi = """
                {"info": {"version": "2.167"},
                 "components": {"parameters": {
                   "PostFieldsParameter": {"schema": {"items": {"enum": ["id", "note_post", "paid_partnership", "text"]}}},
                   "PostExpansionsParameter": {"schema": {"items": {"enum": ["author_id", "referenced_posts"]}}},
                   "UserExpansionsParameter": {"schema": {"items": {"enum": ["pinned_post_id"]}}}
                 }}}""";
        FieldCatalog loaded = FieldCatalog.fromOpenApi(
                new ByteArrayInputStream(openApi.getBytes(StandardCharsets.UTF_8)), bundled);

        assertThat(loaded.fields(FieldGroup.TWEET)).extracting(FieldInfo::name)
                .containsExactly("id", "note_tweet", "paid_partnership", "text");
        assertThat(loaded.find(FieldGroup.TWEET, "note_tweet").orElseThrow().description())
                .isEqualTo(bundled.find(FieldGroup.TWEET, "note_tweet").orElseThrow().description());
        assertThat(loaded.fields(FieldGroup.TWEET_EXPANSIONS)).extracting(FieldInfo::name)
                .containsExactly("author_id", "referenced_tweets.id");
        assertThat(loaded.fields(FieldGroup.USER_EXPANSIONS)).extracting(FieldInfo::name)
                .containsExactly("pinned_tweet_id");
        assertThat(Messages.text(loaded.source())).contains("2.167");
    }

    @Test
    void aFileThatIsNotXsOpenApiDescriptionIsRefusedWithAReason() {
        // Issue 31: the reason is a bundle key (WordedException) the window words.
        assertThatThrownBy(() -> FieldCatalog.fromOpenApi(new ByteArrayInputStream("not json".getBytes()), bundled))
                .isInstanceOfSatisfying(WordedException.class,
                        refused -> assertThat(Messages.text(refused.text())).contains("not valid JSON"));
        assertThatThrownBy(() -> FieldCatalog.fromOpenApi(new ByteArrayInputStream("{\"openapi\":\"3.0\"}".getBytes()), bundled))
                .isInstanceOfSatisfying(WordedException.class, refused -> assertThat(Messages.text(refused.text()))
                        .contains("does not look like X's API v2 OpenAPI description"));
    }
}
