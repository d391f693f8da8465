package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LookupHandlersTest {

    private final V2Fixture fixture = new V2Fixture();
    private final World world = fixture.world();

    @AfterEach
    void release() {
        fixture.close();
    }

    @Test
    void postWithoutFieldsHasOnlyTheDefaultFields() {
        V2Post post = world.newestPostWithMedia("photo").orElseThrow();
        V2Fixture.Reply reply = fixture.bearer("GET", "/2/tweets/" + post.id());
        assertThat(reply.status()).isEqualTo(200);
        assertThat(names(reply.body())).containsExactly("data");
        assertThat(names(reply.body().get("data"))).containsExactlyInAnyOrder("id", "text", "edit_history_tweet_ids");
        // As X does, the text comes HTML-escaped (&amp; &lt; &gt;).
        assertThat(reply.body().get("data").get("text").asText()).isEqualTo(ObjectRenderer.htmlEscaped(post.text()));
    }

    @Test
    void requestedPostFieldsAreAddedToTheDefaults() {
        V2Post post = world.posts().get(100);
        JsonNode data = fixture.bearer("GET", "/2/tweets?ids=" + post.id()
                + "&tweet.fields=created_at,author_id,public_metrics,lang").body().get("data");
        assertThat(data.isArray()).isTrue();
        assertThat(names(data.get(0))).containsExactlyInAnyOrder("id", "text", "edit_history_tweet_ids",
                "created_at", "author_id", "public_metrics", "lang");
        assertThat(data.get(0).get("author_id").asText()).isEqualTo(post.authorId());
    }

    @Test
    void mediaExpansionGivesOnlyTheRequestedMediaFields() {
        V2Post post = world.newestPostWithMedia("video").orElseThrow();
        JsonNode body = fixture.bearer("GET", "/2/tweets?ids=" + post.id()
                + "&expansions=attachments.media_keys&media.fields=public_metrics,duration_ms").body();
        // As on X, the expansion brings the field that links data to includes, and only that key.
        assertThat(names(body.get("data").get(0))).containsExactlyInAnyOrder("id", "text", "edit_history_tweet_ids",
                "attachments");
        assertThat(names(body.get("data").get(0).get("attachments"))).containsExactly("media_keys");
        JsonNode media = body.get("includes").get("media");
        assertThat(media).hasSize(post.mediaKeys().size());
        assertThat(names(media.get(0))).containsExactlyInAnyOrder("media_key", "type", "public_metrics", "duration_ms");
        assertThat(media.get(0).get("media_key").asText()).isEqualTo(post.mediaKeys().get(0));
        assertThat(names(body.get("includes"))).containsExactly("media");
    }

    @Test
    void authorExpansionUsesUserFieldsAndBringsTheAuthorIdThatLinksThem() {
        V2Post post = world.posts().get(10);
        JsonNode body = fixture.user("GET", "/2/tweets/" + post.id()
                + "?expansions=author_id&user.fields=verified_type,public_metrics", "demo_marketer").body();
        // X's documented example: expansions=author_id alone returns author_id in data.
        assertThat(body.get("data").get("author_id").asText()).isEqualTo(post.authorId());
        JsonNode users = body.get("includes").get("users");
        assertThat(users).hasSize(1);
        assertThat(users.get(0).get("id").asText()).isEqualTo(post.authorId());
        assertThat(names(users.get(0))).containsExactlyInAnyOrder("id", "name", "username", "verified_type",
                "public_metrics");
    }

    @Test
    void referencedPostsAndTheirAuthorsAreIncluded() {
        V2Post reply = world.posts().stream().filter(p -> p.referenced("replied_to") != null).findFirst().orElseThrow();
        V2Post parent = world.post(reply.referenced("replied_to")).orElseThrow();
        JsonNode includes = fixture.bearer("GET", "/2/tweets/" + reply.id()
                + "?expansions=referenced_tweets.id,referenced_tweets.id.author_id,in_reply_to_user_id"
                + "&tweet.fields=conversation_id").body().get("includes");
        assertThat(includes.get("tweets")).hasSize(1);
        assertThat(includes.get("tweets").get(0).get("id").asText()).isEqualTo(parent.id());
        assertThat(names(includes.get("tweets").get(0))).containsExactlyInAnyOrder("id", "text",
                "edit_history_tweet_ids", "conversation_id");
        assertThat(includes.get("users")).extracting(user -> user.get("id").asText()).containsExactly(parent.authorId());
    }

    @Test
    void pollPlaceMentionAndEditExpansionsFillTheirIncludes() {
        V2Post poll = world.posts().stream().filter(p -> p.json().path("attachments").has("poll_ids")).findFirst()
                .orElseThrow();
        JsonNode polls = fixture.bearer("GET", "/2/tweets/" + poll.id() + "?expansions=attachments.poll_ids"
                + "&poll.fields=voting_status").body().get("includes").get("polls");
        assertThat(names(polls.get(0))).containsExactlyInAnyOrder("id", "options", "voting_status");

        V2Post placed = world.posts().stream().filter(p -> p.json().path("geo").has("place_id")).findFirst()
                .orElseThrow();
        JsonNode places = fixture.bearer("GET", "/2/tweets/" + placed.id() + "?expansions=geo.place_id"
                + "&place.fields=country_code").body().get("includes").get("places");
        assertThat(names(places.get(0))).containsExactlyInAnyOrder("id", "full_name", "country_code");

        V2Post mentioning = world.posts().stream().filter(p -> p.entities().has("mentions")).findFirst().orElseThrow();
        JsonNode users = fixture.bearer("GET", "/2/tweets/" + mentioning.id()
                + "?expansions=entities.mentions.username").body().get("includes").get("users");
        assertThat(users).extracting(user -> user.get("username").asText())
                .contains(mentioning.entities().get("mentions").get(0).get("username").asText());

        V2Post edited = world.posts().stream().filter(p -> p.latestVersion()
                && p.json().get("edit_history_tweet_ids").size() == 2).findFirst().orElseThrow();
        JsonNode versions = fixture.bearer("GET", "/2/tweets/" + edited.id() + "?expansions=edit_history_tweet_ids")
                .body().get("includes").get("tweets");
        assertThat(versions).extracting(version -> version.get("id").asText())
                .containsExactly(edited.json().get("edit_history_tweet_ids").get(0).asText());
    }

    @Test
    void privateMetricsAreForTheAuthorOnly() {
        String marketerId = world.userByUsername("demo_marketer").orElseThrow().id();
        V2Post own = world.posts().stream().filter(p -> p.authorId().equals(marketerId)).findFirst().orElseThrow();
        String path = "/2/tweets/" + own.id() + "?tweet.fields=non_public_metrics,organic_metrics,public_metrics";

        JsonNode asAuthor = fixture.user("GET", path, "demo_marketer").body();
        assertThat(asAuthor.has("errors")).isFalse();
        assertThat(asAuthor.get("data").get("organic_metrics").get("like_count").asInt())
                .isEqualTo(own.json().get("public_metrics").get("like_count").asInt());
        assertThat(asAuthor.get("data").get("non_public_metrics").has("impression_count")).isTrue();

        JsonNode asApp = fixture.bearer("GET", path).body();
        assertThat(asApp.get("data").has("non_public_metrics")).isFalse();
        assertThat(asApp.get("data").has("organic_metrics")).isFalse();
        assertThat(asApp.get("data").has("public_metrics")).isTrue();
        assertThat(asApp.get("errors")).extracting(error -> error.get("field").asText())
                .containsExactly("non_public_metrics", "organic_metrics");
        JsonNode error = asApp.get("errors").get(0);
        assertThat(error.get("type").asText()).isEqualTo("https://api.x.com/2/problems/not-authorized-for-field");
        assertThat(error.get("section").asText()).isEqualTo("data");
        assertThat(error.get("resource_type").asText()).isEqualTo("tweet");
    }

    @Test
    void missingIdsComeBackAsPartialErrorsBesideTheFoundPosts() {
        V2Post post = world.posts().get(5);
        JsonNode body = fixture.bearer("GET", "/2/tweets?ids=" + post.id() + ",1234567890123456789").body();
        assertThat(body.get("data")).hasSize(1);
        JsonNode error = body.get("errors").get(0);
        assertThat(error.get("value").asText()).isEqualTo("1234567890123456789");
        assertThat(error.get("detail").asText()).isEqualTo("Could not find tweet with ids: [1234567890123456789].");
        assertThat(error.get("title").asText()).isEqualTo("Not Found Error");
        assertThat(error.get("resource_type").asText()).isEqualTo("tweet");
        assertThat(error.get("parameter").asText()).isEqualTo("ids");
        assertThat(error.get("resource_id").asText()).isEqualTo("1234567890123456789");
        assertThat(error.get("type").asText()).isEqualTo("https://api.x.com/2/problems/resource-not-found");
    }

    @Test
    void whenNothingIsFoundOnlyErrorsComeBack() {
        V2Fixture.Reply reply = fixture.bearer("GET", "/2/tweets?ids=1,2");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(names(reply.body())).containsExactly("errors");
        assertThat(reply.body().get("errors")).hasSize(2);
        JsonNode single = fixture.bearer("GET", "/2/users/99").body();
        assertThat(names(single)).containsExactly("errors");
        assertThat(single.get("errors").get(0).get("parameter").asText()).isEqualTo("id");
        assertThat(single.get("errors").get(0).get("resource_type").asText()).isEqualTo("user");
        JsonNode byName = fixture.bearer("GET", "/2/users/by/username/nobody_here").body();
        assertThat(byName.get("errors").get(0).get("detail").asText())
                .isEqualTo("Could not find user with username: [nobody_here].");
    }

    @Test
    void usersAreFoundByIdsIdAndUsername() {
        V2User marketer = world.userByUsername("demo_marketer").orElseThrow();
        V2User other = world.users().get(20);
        JsonNode many = fixture.bearer("GET", "/2/users?ids=" + marketer.id() + "," + other.id()).body().get("data");
        assertThat(many).extracting(user -> user.get("username").asText())
                .containsExactly("demo_marketer", other.username());
        assertThat(names(many.get(0))).containsExactlyInAnyOrder("id", "name", "username");
        JsonNode one = fixture.bearer("GET", "/2/users/" + other.id() + "?user.fields=affiliation,created_at")
                .body().get("data");
        assertThat(one.get("id").asText()).isEqualTo(other.id());
        assertThat(one.has("created_at")).isTrue();
        JsonNode byName = fixture.bearer("GET", "/2/users/by/username/DEMO_Engineer").body().get("data");
        assertThat(byName.get("username").asText()).isEqualTo("demo_engineer");
    }

    @Test
    void pinnedPostExpandsIntoIncludedTweets() {
        V2User pinned = world.users().stream().filter(user -> user.json().has("pinned_tweet_id")).findFirst()
                .orElseThrow();
        JsonNode body = fixture.bearer("GET", "/2/users/" + pinned.id()
                + "?expansions=pinned_tweet_id&user.fields=pinned_tweet_id&tweet.fields=created_at").body();
        String pinnedId = pinned.json().get("pinned_tweet_id").asText();
        assertThat(body.get("data").get("pinned_tweet_id").asText()).isEqualTo(pinnedId);
        assertThat(body.get("includes").get("tweets").get(0).get("id").asText()).isEqualTo(pinnedId);
        assertThat(body.get("includes").get("tweets").get(0).has("created_at")).isTrue();
    }

    @Test
    void meIsTheSignedInUserAndNeedsUserContext() {
        JsonNode me = fixture.user("GET", "/2/users/me?user.fields=description", "demo_engineer").body().get("data");
        assertThat(me.get("id").asText()).isEqualTo(fixture.context.users().byUsername("demo_engineer")
                .orElseThrow().id());
        assertThat(me.has("description")).isTrue();
        V2Fixture.Reply appOnly = fixture.bearer("GET", "/2/users/me");
        assertThat(appOnly.status()).isEqualTo(403);
        assertThat(appOnly.body().get("type").asText())
                .isEqualTo("https://api.x.com/2/problems/unsupported-authentication");
    }

    @Test
    void lookupsWithoutCredentialsAreUnauthorized() {
        V2Fixture.Reply reply = fixture.unauthenticated("GET", "/2/tweets/" + world.posts().get(0).id());
        assertThat(reply.status()).isEqualTo(401);
    }

    @Test
    void unknownFieldIsAnInvalidRequestNamingTheAllowedValues() {
        V2Fixture.Reply reply = fixture.bearer("GET", "/2/tweets/" + world.posts().get(0).id() + "?tweet.fields=bogus");
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.contentType()).startsWith("application/problem+json");
        JsonNode body = reply.body();
        assertThat(body.get("title").asText()).isEqualTo("Invalid Request");
        assertThat(body.get("detail").asText()).isEqualTo("One or more parameters to your request was invalid.");
        assertThat(body.get("type").asText()).isEqualTo("https://api.x.com/2/problems/invalid-request");
        JsonNode error = body.get("errors").get(0);
        assertThat(error.get("parameters").get("tweet.fields").get(0).asText()).isEqualTo("bogus");
        assertThat(error.get("message").asText()).isEqualTo("The `tweet.fields` query parameter value [bogus] is not one of ["
                + String.join(",", FieldCatalog.TWEET_FIELDS) + "]");
    }

    @Test
    void everyBadParameterIsReportedAtOnce() {
        JsonNode errors = fixture.bearer("GET", "/2/tweets?ids=12,abc&expansions=pinned_tweet_id"
                + "&media.fields=bogus&poll.fields=nope&place.fields=x&user.fields=y&foo=bar").body().get("errors");
        List<String> messages = new ArrayList<>();
        errors.forEach(error -> messages.add(error.get("message").asText()));
        assertThat(messages).containsExactlyInAnyOrder(
                "The `ids` query parameter value [abc] does not match ^[0-9]{1,19}$",
                "The `expansions` query parameter value [pinned_tweet_id] is not one of ["
                        + String.join(",", FieldCatalog.TWEET_EXPANSIONS) + "]",
                "The `media.fields` query parameter value [bogus] is not one of ["
                        + String.join(",", FieldCatalog.MEDIA_FIELDS) + "]",
                "The `poll.fields` query parameter value [nope] is not one of ["
                        + String.join(",", FieldCatalog.POLL_FIELDS) + "]",
                "The `place.fields` query parameter value [x] is not one of ["
                        + String.join(",", FieldCatalog.PLACE_FIELDS) + "]",
                "The `user.fields` query parameter value [y] is not one of ["
                        + String.join(",", FieldCatalog.USER_FIELDS) + "]",
                "The query parameter [foo] is not one of [ids,tweet.fields,expansions,media.fields,poll.fields,"
                        + "user.fields,place.fields,post.fields]");
    }

    @Test
    void idListsMustHoldOneToAHundredIds() {
        assertThat(message(fixture.bearer("GET", "/2/tweets"))).isEqualTo("The `ids` query parameter can not be empty");
        assertThat(message(fixture.bearer("GET", "/2/users?ids="))).isEqualTo("The `ids` query parameter can not be empty");
        String ids = IntStream.rangeClosed(1, 101).mapToObj(Integer::toString).collect(Collectors.joining(","));
        assertThat(message(fixture.bearer("GET", "/2/tweets?ids=" + ids)))
                .isEqualTo("The number of values in the `ids` query parameter list [101] is not between 1 and 100");
        String hundred = IntStream.rangeClosed(1, 100).mapToObj(Integer::toString).collect(Collectors.joining(","));
        assertThat(fixture.bearer("GET", "/2/tweets?ids=" + hundred).body().get("errors")).hasSize(100);
    }

    @Test
    void malformedPathValuesAreInvalidRequests() {
        assertThat(message(fixture.bearer("GET", "/2/tweets/12ab")))
                .isEqualTo("The `id` query parameter value [12ab] does not match ^[0-9]{1,19}$");
        assertThat(message(fixture.bearer("GET", "/2/users/12345678901234567890")))
                .isEqualTo("The `id` query parameter value [12345678901234567890] does not match ^[0-9]{1,19}$");
        assertThat(message(fixture.bearer("GET", "/2/users/by/username/bad-name")))
                .isEqualTo("The `username` query parameter value [bad-name] does not match ^[A-Za-z0-9_]{1,15}$");
    }

    @Test
    void userEndpointsTakeOnlyUserExpansionsAndFields() {
        String id = world.users().get(0).id();
        assertThat(message(fixture.bearer("GET", "/2/users/" + id + "?expansions=author_id")))
                .isEqualTo("The `expansions` query parameter value [author_id] is not one of "
                        + "[affiliation.user_id,most_recent_tweet_id,pinned_tweet_id,affiliation,most_recent_post_id,"
                        + "pinned_post_id]");
        assertThat(message(fixture.bearer("GET", "/2/users/" + id + "?media.fields=type")))
                .isEqualTo("The query parameter [media.fields] is not one of [id,user.fields,expansions,tweet.fields,"
                        + "post.fields]");
        assertThat(message(fixture.bearer("GET", "/2/users/" + id + "?user.fields=")))
                .isEqualTo("The `user.fields` query parameter can not be empty");
    }

    @Test
    void unknownPathsAndMethodsKeepTheRoutersAnswers() {
        assertThat(fixture.bearer("GET", "/2/nothing").status()).isEqualTo(404);
        // DELETE /2/tweets/:id deletes a post since issue 35; PUT is still no method of the path.
        assertThat(fixture.bearer("PUT", "/2/tweets/123").status()).isEqualTo(405);
    }

    private static String message(V2Fixture.Reply reply) {
        assertThat(reply.status()).isEqualTo(400);
        return reply.body().get("errors").get(0).get("message").asText();
    }

    private static List<String> names(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
