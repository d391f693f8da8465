package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import com.networknt.schema.oas.OpenApi30;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Every object the sandbox's v2 endpoints emit, with every field and expansion asked for, is valid
 * against the component schemas of X's OpenAPI description 2.159 (bundled as a test resource:
 * structure only), and every answer of the reads (a user's lists, users by usernames, recent
 * search and counts, every page) against its operation's response schema, {@code meta} included.
 * X's quirks the sandbox imitates (escaped text, withheld users) stay valid too.
 */
class OpenApiConformanceTest {

    private static final String SCHEMAS = "classpath:dev/starling/sandbox/v2/x-v2-object-schemas.json";
    private static final JsonSchemaFactory FACTORY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4,
            builder -> builder.metaSchema(OpenApi30.getInstance()).defaultMetaSchemaIri(OpenApi30.getInstance().getIri()));
    private static final SchemaValidatorsConfig CONFIG = SchemaValidatorsConfig.builder().build();
    private static final Map<String, JsonSchema> CACHE = new HashMap<>();

    private final V2Fixture fixture = new V2Fixture();
    private final World world = fixture.world();

    @AfterEach
    void release() {
        fixture.close();
    }

    private static JsonSchema schema(String name) {
        return CACHE.computeIfAbsent(name, key -> FACTORY.getSchema(
                SchemaLocation.of(SCHEMAS + "#/components/schemas/" + key), CONFIG));
    }

    /** Violations of one object, each naming the object so a failure says which one. */
    private static List<String> violations(String schemaName, JsonNode object) {
        List<String> found = new ArrayList<>();
        for (ValidationMessage message : schema(schemaName).validate(object)) {
            found.add(schemaName + " " + object.path("id").asText(object.path("media_key").asText("?")) + ": "
                    + message.getMessage());
        }
        return found;
    }

    private static String all(List<String> names) {
        return String.join(",", names);
    }

    @Test
    void postsWithEveryFieldAndExpansionMatchXsSchemas() {
        List<String> problems = new ArrayList<>();
        List<V2Post> newest = world.postsNewestFirst();
        for (int from = 0; from < 400; from += 100) {
            String ids = newest.subList(from, from + 100).stream().map(V2Post::id).collect(Collectors.joining(","));
            JsonNode body = fixture.bearer("GET", "/2/tweets?ids=" + ids + "&tweet.fields=" + all(FieldCatalog.TWEET_FIELDS)
                    + "&expansions=" + all(FieldCatalog.TWEET_EXPANSIONS) + "&user.fields=" + all(FieldCatalog.USER_FIELDS)
                    + "&media.fields=" + all(FieldCatalog.MEDIA_FIELDS) + "&poll.fields=" + all(FieldCatalog.POLL_FIELDS)
                    + "&place.fields=" + all(FieldCatalog.PLACE_FIELDS)).body();
            assertThat(body.path("data")).hasSize(100);
            body.path("data").forEach(post -> problems.addAll(violations("Tweet", post)));
            body.path("includes").path("tweets").forEach(post -> problems.addAll(violations("Tweet", post)));
            body.path("includes").path("users").forEach(user -> problems.addAll(violations("User", user)));
            body.path("includes").path("polls").forEach(poll -> problems.addAll(violations("Poll", poll)));
            body.path("includes").path("places").forEach(place -> problems.addAll(violations("Place", place)));
            body.path("includes").path("media").forEach(media -> problems.addAll(violations(mediaSchema(media), media)));
            body.path("errors").forEach(error -> problems.addAll(violations(problemSchema(error), error)));
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void escapedPostTextStaysValidAndUsersWithheldInSomeCountriesToo() {
        V2Post escaped = world.posts().stream().filter(post -> post.text().contains("&") || post.text().contains("<"))
                .findFirst().orElseThrow();
        JsonNode post = fixture.bearer("GET", "/2/tweets/" + escaped.id() + "?tweet.fields=entities").body().path("data");
        assertThat(violations("Tweet", post)).isEmpty();

        String ids = world.users().stream().limit(100).map(V2User::id).collect(Collectors.joining(","));
        JsonNode users = fixture.bearer("GET", "/2/users?ids=" + ids + "&user.fields=" + all(FieldCatalog.USER_FIELDS)).body();
        List<JsonNode> withheld = new ArrayList<>();
        users.path("data").forEach(user -> {
            assertThat(violations("User", user)).isEmpty();
            if (user.has("withheld")) {
                withheld.add(user);
            }
        });
        assertThat(withheld).isNotEmpty().allSatisfy(user ->
                assertThat(user.path("withheld").path("country_codes")).isNotEmpty());
    }

    @Test
    void problemsTheSandboxAnswersMatchTheirProblemTypes() {
        JsonNode notFound = fixture.bearer("GET", "/2/tweets?ids=1,2").body();
        JsonNode invalid = fixture.bearer("GET", "/2/tweets?ids=abc").body();
        JsonNode unauthorized = fixture.unauthenticated("GET", "/2/tweets/1").body();

        List<String> problems = new ArrayList<>();
        notFound.path("errors").forEach(error -> problems.addAll(violations(problemSchema(error), error)));
        problems.addAll(violations(problemSchema(invalid), invalid));
        problems.addAll(violations(problemSchema(unauthorized), unauthorized));
        assertThat(notFound.path("errors")).hasSize(2);
        assertThat(problems).isEmpty();
    }

    private static final String POST_FIELDS = "&tweet.fields=" + all(FieldCatalog.TWEET_FIELDS)
            + "&expansions=" + all(FieldCatalog.TWEET_EXPANSIONS) + "&user.fields=" + all(FieldCatalog.USER_FIELDS)
            + "&media.fields=" + all(FieldCatalog.MEDIA_FIELDS) + "&poll.fields=" + all(FieldCatalog.POLL_FIELDS)
            + "&place.fields=" + all(FieldCatalog.PLACE_FIELDS);
    private static final String USER_FIELDS = "&user.fields=" + all(FieldCatalog.USER_FIELDS)
            + "&expansions=" + all(FieldCatalog.USER_EXPANSIONS) + "&tweet.fields=" + all(FieldCatalog.TWEET_FIELDS);

    /** Violations of a whole answer against its operation's response schema, naming the request. */
    private static List<String> answerViolations(String schemaName, String request, V2Fixture.Reply reply) {
        List<String> found = new ArrayList<>();
        if (reply.status() != 200) {
            found.add(request + ": HTTP " + reply.status() + " " + reply.body());
        }
        for (ValidationMessage message : schema(schemaName).validate(reply.body())) {
            found.add(schemaName + " " + request + ": " + message.getMessage());
        }
        return found;
    }

    /** Every page of a list, each checked against the schema; returns how many pages there were. */
    private int checkPages(String schemaName, String path, Function<String, V2Fixture.Reply> send,
                           List<String> problems) {
        int pages = 0;
        String token = null;
        do {
            String request = path + (token == null ? "" : "&pagination_token=" + token);
            V2Fixture.Reply reply = send.apply(request);
            problems.addAll(answerViolations(schemaName, request, reply));
            token = reply.body().path("meta").path("next_token").asText(null);
            pages++;
        } while (token != null && pages < 50);
        return pages;
    }

    @Test
    void everyPageOfAUsersListsWithEveryFieldAndExpansionMatchesItsResponseSchema() {
        String marketer = world.userByUsername("demo_marketer").orElseThrow().id();
        List<String> problems = new ArrayList<>();
        Function<String, V2Fixture.Reply> bearer = path -> fixture.bearer("GET", path);
        Function<String, V2Fixture.Reply> user = path -> fixture.user("GET", path, "demo_marketer");

        assertThat(checkPages("Get2UsersIdTweetsResponse", "/2/users/" + marketer + "/tweets?max_results=5" + POST_FIELDS,
                user, problems)).isGreaterThan(2);
        checkPages("Get2UsersIdTweetsResponse", "/2/users/" + marketer + "/tweets?max_results=100&exclude=replies"
                + "&since_id=" + world.postsBy(marketer).get(world.postsBy(marketer).size() / 2).id() + POST_FIELDS, bearer, problems);
        assertThat(checkPages("Get2UsersIdMentionsResponse", "/2/users/" + marketer + "/mentions?max_results=10"
                + POST_FIELDS, bearer, problems)).isGreaterThan(1);
        assertThat(checkPages("Get2UsersIdLikedTweetsResponse", "/2/users/" + marketer + "/liked_tweets?max_results=30"
                + POST_FIELDS, user, problems)).isGreaterThan(1);
        assertThat(checkPages("Get2UsersIdFollowersResponse", "/2/users/" + marketer + "/followers?max_results=15"
                + USER_FIELDS, bearer, problems)).isGreaterThan(1);
        assertThat(checkPages("Get2UsersIdFollowingResponse", "/2/users/" + marketer + "/following?max_results=15"
                + USER_FIELDS, user, problems)).isGreaterThan(1);
        problems.addAll(answerViolations("Get2UsersIdTweetsResponse", "unknown user",
                fixture.bearer("GET", "/2/users/1234567890/tweets")));
        assertThat(problems).isEmpty();
    }

    @Test
    void usersByUsernamesSearchAndCountsMatchTheirResponseSchemas() {
        List<String> problems = new ArrayList<>();
        String names = world.users().stream().limit(99).map(V2User::username).collect(Collectors.joining(","));
        String byNames = "/2/users/by?usernames=" + names + ",nobody_here_1" + USER_FIELDS;
        problems.addAll(answerViolations("Get2UsersByResponse", byNames, fixture.bearer("GET", byNames)));

        String since = world.postsNewestFirst().get(200).id();
        for (String extra : List.of("&sort_order=relevancy", "&sort_order=recency&since_id=" + since,
                "&start_time=2026-11-17T00:00:00Z&end_time=2026-11-19T12:00:00Z")) {
            String search = "/2/tweets/search/recent?query=url%3Ax.com%20has%3Amedia&max_results=10" + extra + POST_FIELDS;
            V2Fixture.Reply first = fixture.bearer("GET", search);
            problems.addAll(answerViolations("Get2TweetsSearchRecentResponse", search, first));
            assertThat(first.body().path("meta").has("next_token")).as(search).isTrue();
            String next = search + "&next_token=" + first.body().path("meta").path("next_token").asText();
            problems.addAll(answerViolations("Get2TweetsSearchRecentResponse", next, fixture.bearer("GET", next)));
        }
        for (String granularity : List.of("minute", "hour", "day")) {
            String counts = "/2/tweets/counts/recent?query=from%3Ademo_marketer&granularity=" + granularity
                    + "&search_count.fields=start,end,tweet_count";
            problems.addAll(answerViolations("Get2TweetsCountsRecentResponse", counts, fixture.bearer("GET", counts)));
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void problemsOfTheNewReadsMatchTheirProblemTypes() {
        String marketer = world.userByUsername("demo_marketer").orElseThrow().id();
        List<String> problems = new ArrayList<>();
        for (String bad : List.of("/2/users/" + marketer + "/tweets?max_results=1",
                "/2/users/" + marketer + "/followers?pagination_token=x", "/2/tweets/counts/recent?query=a&granularity=week",
                "/2/tweets/search/recent?query=a&since_id=1&start_time=2026-11-20T00:00:00Z",
                "/2/users/" + marketer + "/liked_tweets", "/2/users/" + marketer + "/mentions?exclude=replies")) {
            JsonNode body = fixture.bearer("GET", bad).body();
            problems.addAll(violations(problemSchema(body), body));
            assertThat(body.path("type").asText()).as(bad).endsWith(bad.contains("liked_tweets")
                    ? "unsupported-authentication" : "invalid-request");
        }
        assertThat(problems).isEmpty();
    }

    private static String mediaSchema(JsonNode media) {
        return switch (media.path("type").asText()) {
            case "photo" -> "Photo";
            case "video" -> "Video";
            case "animated_gif" -> "AnimatedGif";
            default -> "Media";
        };
    }

    /** The schema of a problem's type (the sandbox names types under api.x.com, the description under api.twitter.com). */
    private static String problemSchema(JsonNode problem) {
        String type = problem.path("type").asText("about:blank");
        return switch (type.substring(type.lastIndexOf('/') + 1)) {
            case "resource-not-found" -> "ResourceNotFoundProblem";
            case "invalid-request" -> "InvalidRequestProblem";
            case "client-forbidden" -> "ClientForbiddenProblem";
            case "unsupported-authentication" -> "UnsupportedAuthenticationProblem";
            default -> "GenericProblem";
        };
    }
}
